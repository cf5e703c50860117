import { vi } from 'vitest';

/** A JSON Response. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export type FetchHandler = (
  url: string,
  init: RequestInit | undefined,
) => Promise<Response> | Response;

/**
 * Stubs fetch: the CSRF token is answered, every other request goes to `handler`. Returns the mock
 * (its calls exclude nothing, so tests can read bodies and signals).
 */
export function mockFetch(handler: FetchHandler) {
  const mock = vi.fn<typeof fetch>(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.includes('/api/v1/security/csrf_token/')) return jsonResponse(200, { result: 'token' });
    return handler(url, init);
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** A fetch answer that never comes, except as an AbortError when its signal aborts. */
export function pendingUntilAborted(init: RequestInit | undefined): Promise<Response> {
  return new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () =>
      reject(new DOMException('The operation was aborted.', 'AbortError')),
    );
  });
}
