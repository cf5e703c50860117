import { messageFromErrorBody } from '@sightline/core';
import { takeEarlyGet } from './early-requests.ts';
import { guestToken } from './guest-token.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One SIP-40 error as the client keeps it; error types the client does not know stay strings. */
export interface ApiErrorItem {
  message: string;
  error_type?: string;
  level?: string;
  extra?: Record<string, unknown> | null;
}

/** Serializable description of a failed request (kept in RTK Query state). */
export interface ApiErrorInfo {
  /** HTTP status, 0 when the request never got an answer. */
  status: number;
  message: string;
  errors: ApiErrorItem[];
  body: unknown;
}

export class ApiError extends Error {
  readonly info: ApiErrorInfo;

  constructor(info: ApiErrorInfo) {
    super(info.message);
    this.name = 'ApiError';
    this.info = info;
  }
}

export interface RequestOptions {
  method?: HttpMethod;
  body?: unknown;
  signal?: AbortSignal;
}

export const CSRF_TOKEN_URL = '/api/v1/security/csrf_token/';

/**
 * Paths that are CSRF-exempt (docs/api.md §1.3) or run before a session exists. Chart data is among them,
 * so a dashboard's first queries do not wait for a token round trip.
 */
const CSRF_EXEMPT = [
  /^\/login\//,
  /^\/api\/v1\/security\/login/,
  /^\/api\/v1\/security\/refresh/,
  /^\/api\/v1\/chart\/data\/?(\?|$)/,
  /^\/superset\/log\//,
  /^\/superset\/explore_json\//,
  /^\/datasource\/samples/,
];

let csrfToken: string | null = null;
let csrfPending: Promise<string | null> | null = null;

/** Forgets the CSRF token (after login and logout the session changes). */
export function resetCsrfToken(): void {
  csrfToken = null;
  csrfPending = null;
}

/** Fetches a fresh CSRF token for the current session; null when the server refuses one. */
export function fetchCsrfToken(): Promise<string | null> {
  csrfPending = (async () => {
    try {
      const res = await fetch(CSRF_TOKEN_URL, {
        credentials: 'same-origin',
        headers: { Accept: 'application/json' },
      });
      if (!res.ok) return null;
      const body = (await res.json()) as { result?: unknown };
      csrfToken = typeof body.result === 'string' ? body.result : null;
      return csrfToken;
    } catch {
      return null;
    } finally {
      csrfPending = null;
    }
  })();
  return csrfPending;
}

async function ensureCsrfToken(): Promise<string | null> {
  if (csrfToken) return csrfToken;
  return csrfPending ?? fetchCsrfToken();
}

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function errorItems(body: unknown): ApiErrorItem[] {
  if (!body || typeof body !== 'object') return [];
  const errors = (body as { errors?: unknown }).errors;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((e): ApiErrorItem[] => {
    if (!e || typeof e !== 'object') return [];
    const item = e as Record<string, unknown>;
    if (typeof item.message !== 'string') return [];
    return [
      {
        message: item.message,
        error_type: typeof item.error_type === 'string' ? item.error_type : undefined,
        level: typeof item.level === 'string' ? item.level : undefined,
        extra:
          item.extra && typeof item.extra === 'object'
            ? (item.extra as Record<string, unknown>)
            : null,
      },
    ];
  });
}

/** Turns an error response into the client's error description (docs/api.md §1.9 parsing rule). */
export function toApiErrorInfo(status: number, body: unknown, statusText = ''): ApiErrorInfo {
  let message: string;
  if (body && typeof body === 'object') {
    message = messageFromErrorBody(body);
  } else if (typeof body === 'string' && body.includes('CSRF')) {
    message = messageFromErrorBody({ message: body });
  } else {
    // Non-JSON answers (proxies, crashes): the status line says more than any generic text.
    message = statusText ? `${status} ${statusText}` : messageFromErrorBody(body);
  }
  return { status, message, errors: errorItems(body), body };
}

function networkError(): ApiError {
  return new ApiError({
    status: 0,
    message: 'Network error: the server could not be reached.',
    errors: [
      {
        message: 'Network error',
        error_type: 'FRONTEND_NETWORK_ERROR',
        level: 'error',
        extra: null,
      },
    ],
    body: undefined,
  });
}

async function send(url: string, options: RequestOptions, token: string | null): Promise<Response> {
  const early =
    (options.method ?? 'GET') === 'GET' && options.body === undefined ? takeEarlyGet(url) : null;
  if (early) {
    try {
      return await early;
    } catch {
      throw networkError();
    }
  }
  const headers: Record<string, string> = { Accept: 'application/json' };
  // A FormData body (a file upload) is sent as multipart/form-data with the browser's boundary.
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (token) headers['X-CSRFToken'] = token;
  const guest = guestToken();
  if (guest) headers['X-GuestToken'] = guest;
  try {
    return await fetch(url, {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      headers,
      body:
        options.body === undefined
          ? undefined
          : isForm
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw networkError();
  }
}

/**
 * Same-origin JSON request. Mutations carry the session's CSRF token; a 400 that mentions CSRF
 * refreshes the token and retries once. Failures throw ApiError.
 */
export async function requestJson<T>(url: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const path = url.replace(/^https?:\/\/[^/]+/, '');
  const needsCsrf = method !== 'GET' && !CSRF_EXEMPT.some((re) => re.test(path));
  let res = await send(url, options, needsCsrf ? await ensureCsrfToken() : null);
  let text = await res.text();
  if (needsCsrf && res.status === 400 && text.includes('CSRF')) {
    resetCsrfToken();
    res = await send(url, options, await fetchCsrfToken());
    text = await res.text();
  }
  const body = parseBody(text);
  if (!res.ok) throw new ApiError(toApiErrorInfo(res.status, body, res.statusText));
  return body as T;
}
