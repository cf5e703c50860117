import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, requestJson, resetCsrfToken, toApiErrorInfo } from './http.ts';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

describe('toApiErrorInfo (docs/api.md §1.9 error bodies)', () => {
  it('reads shape A {message: str}', () => {
    expect(toApiErrorInfo(404, { message: 'Not found' }).message).toBe('Not found');
  });

  it("reads shape A' {message: {field: [str]}} as the first field's first message", () => {
    const info = toApiErrorInfo(422, {
      message: { database_name: ['A database with the same name already exists.'] },
    });
    expect(info.message).toBe('A database with the same name already exists.');
  });

  it('reads shape B {errors: [SupersetError]} and keeps the typed errors', () => {
    const body = {
      errors: [
        {
          message: 'Could not resolve host',
          error_type: 'CONNECTION_INVALID_HOSTNAME_ERROR',
          level: 'error',
          extra: {
            issue_codes: [
              { code: 1007, message: "Issue 1007 - The hostname provided can't be resolved." },
            ],
          },
        },
      ],
    };
    const info = toApiErrorInfo(422, body);
    expect(info.message).toBe('Could not resolve host');
    expect(info.errors[0]?.error_type).toBe('CONNECTION_INVALID_HOSTNAME_ERROR');
  });

  it('reads shapes C {error} and D {msg}', () => {
    expect(toApiErrorInfo(400, { error: 'Bad tab' }).message).toBe('Bad tab');
    expect(toApiErrorInfo(401, { msg: 'Missing Authorization Header' }).message).toBe(
      'Missing Authorization Header',
    );
  });

  it('maps any body mentioning CSRF to the session-timed-out message', () => {
    const body = {
      errors: [
        {
          message: '400 Bad Request: The CSRF token is missing.',
          error_type: 'GENERIC_BACKEND_ERROR',
          level: 'error',
          extra: null,
        },
      ],
    };
    expect(toApiErrorInfo(400, body).message).toBe(
      'Your session timed out, please refresh your page and try again.',
    );
  });

  it('uses the status line for non-JSON answers', () => {
    expect(toApiErrorInfo(502, '<html>Bad gateway</html>', 'Bad Gateway').message).toBe(
      '502 Bad Gateway',
    );
  });
});

describe('requestJson', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    resetCsrfToken();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends same-origin credentials and throws ApiError with the parsed message', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(403, { message: 'Forbidden' }));
    const error = await requestJson('/api/v1/database/1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).info).toMatchObject({ status: 403, message: 'Forbidden' });
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('same-origin');
  });

  it('fetches a CSRF token for mutations, and refetches it and retries once on a CSRF 400', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, { result: 'old-token' }))
      .mockResolvedValueOnce(
        jsonResponse(400, { errors: [{ message: 'The CSRF token has expired.' }] }),
      )
      .mockResolvedValueOnce(jsonResponse(200, { result: 'new-token' }))
      .mockResolvedValueOnce(jsonResponse(201, { id: 7 }));
    const result = await requestJson<{ id: number }>('/api/v1/dataset/', {
      method: 'POST',
      body: { table_name: 't' },
    });
    expect(result).toEqual({ id: 7 });
    const urls = fetchMock.mock.calls.map(([url]) => url);
    expect(urls).toEqual([
      '/api/v1/security/csrf_token/',
      '/api/v1/dataset/',
      '/api/v1/security/csrf_token/',
      '/api/v1/dataset/',
    ]);
    const headers = (i: number) => fetchMock.mock.calls[i]?.[1]?.headers as Record<string, string>;
    expect(headers(1)['X-CSRFToken']).toBe('old-token');
    expect(headers(3)['X-CSRFToken']).toBe('new-token');
    expect(fetchMock.mock.calls[3]?.[1]?.body).toBe('{"table_name":"t"}');
  });

  it('posts the login without a CSRF token', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { message: 'Not authorized' }));
    const error = (await requestJson('/login/', {
      method: 'POST',
      body: { username: 'a', password: 'b' },
    }).catch((e: unknown) => e)) as ApiError;
    expect(error.info.message).toBe('Not authorized');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('posts chart data (CSRF-exempt on the server) without waiting for a token', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { result: [] }));
    await requestJson('/api/v1/chart/data', { method: 'POST', body: { queries: [] } });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/v1/chart/data']);
    expect(
      (fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>)['X-CSRFToken'],
    ).toBeUndefined();
  });

  it('turns a failed fetch into a network error', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = (await requestJson('/api/v1/me/roles/').catch((e: unknown) => e)) as ApiError;
    expect(error.info.status).toBe(0);
    expect(error.info.errors[0]?.error_type).toBe('FRONTEND_NETWORK_ERROR');
  });
});
