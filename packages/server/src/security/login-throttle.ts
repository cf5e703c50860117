/**
 * Throttles repeated failed logins per username and per client address: after `maxAttempts`
 * failures inside the window, further attempts are refused until the window has passed.
 */
export class LoginThrottle {
  readonly #failures = new Map<string, number[]>();

  constructor(
    private readonly maxAttempts: number,
    private readonly windowMs: number,
  ) {}

  /** Seconds to wait before trying again, or 0 when an attempt is allowed. */
  retryAfter(username: string, ip: string, now = Date.now()): number {
    let wait = 0;
    for (const key of this.#keys(username, ip)) {
      const recent = this.#recent(key, now);
      const limit = key.startsWith('ip:') ? this.maxAttempts * 4 : this.maxAttempts;
      if (recent.length >= limit) wait = Math.max(wait, Math.ceil((recent[0]! + this.windowMs - now) / 1000));
    }
    return wait;
  }

  recordFailure(username: string, ip: string, now = Date.now()): void {
    for (const key of this.#keys(username, ip)) this.#failures.set(key, [...this.#recent(key, now), now]);
  }

  recordSuccess(username: string, ip: string): void {
    this.#failures.delete(`user:${username.toLowerCase()}|${ip}`);
  }

  #keys(username: string, ip: string): string[] {
    return [`user:${username.toLowerCase()}|${ip}`, `ip:${ip}`];
  }

  #recent(key: string, now: number): number[] {
    const list = (this.#failures.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (list.length === 0) this.#failures.delete(key);
    return list;
  }
}
