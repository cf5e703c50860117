import { createApi } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { ApiError, requestJson } from './http.ts';
import type { ApiErrorInfo, HttpMethod } from './http.ts';

export interface HttpArgs {
  url: string;
  method?: HttpMethod;
  body?: unknown;
}

export const ME_URL = '/api/v1/me/roles/';

const httpBaseQuery: BaseQueryFn<HttpArgs | string, unknown, ApiErrorInfo> = async (args, api) => {
  const { url, method, body } = typeof args === 'string' ? { url: args } : args;
  try {
    return { data: await requestJson<unknown>(url, { method, body, signal: api.signal }) };
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    // A 401 elsewhere means the session ended: re-asking /me/ lets the auth guard send the user to login.
    if (err.info.status === 401 && url !== ME_URL && !url.startsWith('/login')) {
      api.dispatch(apiSlice.util.invalidateTags(['Me']));
    }
    return { error: err.info };
  }
};

/** The one RTK Query API; resources add their endpoints with injectEndpoints. */
export const apiSlice = createApi({
  reducerPath: 'api',
  baseQuery: httpBaseQuery,
  tagTypes: ['Me', 'Database', 'Dataset', 'Chart', 'ChartFavorite', 'Explore'],
  endpoints: () => ({}),
});

/** Reads the message of an RTK Query error, whatever produced it. */
export function errorMessage(error: unknown): string {
  if (
    error &&
    typeof error === 'object' &&
    'message' in error &&
    typeof error.message === 'string'
  ) {
    return error.message;
  }
  return 'An error occurred';
}

/** Narrows an RTK Query error to the client's error description. */
export function asApiError(error: unknown): ApiErrorInfo | null {
  if (
    error &&
    typeof error === 'object' &&
    'status' in error &&
    'message' in error &&
    'errors' in error
  ) {
    return error as ApiErrorInfo;
  }
  return null;
}
