/**
 * The guest token of an embedded dashboard page (features/embedded/), handed over and refreshed by
 * the host page through the embedded SDK; every request then carries it as `X-GuestToken`.
 */
let current: string | null = null;

/** Sets (or, with null, clears) the guest token every later request sends. */
export function setGuestToken(token: string | null): void {
  current = token;
}

/** The guest token requests send, or null outside an embedded page. */
export function guestToken(): string | null {
  return current;
}
