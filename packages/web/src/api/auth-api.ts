import type { Dispatch } from '@reduxjs/toolkit';
import type { BootstrapUser, MeRolesResponse, WebLoginResponse } from '@sightline/core';
import { apiSlice, ME_URL } from './api-slice.ts';
import { fetchCsrfToken, resetCsrfToken } from './http.ts';

/** The camelCase user object of GET /api/v1/me/roles/ (docs/api.md §2.1). */
export type CurrentUser = BootstrapUser;

export interface Credentials {
  username: string;
  password: string;
}

/** Where the login page is, with the page to come back to. */
export function loginPath(next?: string): string {
  return next && next !== '/' ? `/login/?next=${encodeURIComponent(next)}` : '/login/';
}

/** Only same-site absolute paths are followed after login, never another origin. */
export { safeNextPath } from '@sightline/core';

export const authApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getCurrentUser: build.query<CurrentUser, void>({
      query: () => ME_URL,
      transformResponse: (body: MeRolesResponse) => body.result,
      providesTags: ['Me'],
    }),
    login: build.mutation<WebLoginResponse, Credentials>({
      query: (credentials) => ({ url: '/login/', method: 'POST', body: credentials }),
    }),
  }),
});

/**
 * Run after a successful login: a new session needs its own CSRF token, and every cached answer
 * belonged to the old one.
 */
export async function startSession(dispatch: Dispatch): Promise<void> {
  resetCsrfToken();
  await fetchCsrfToken();
  dispatch(apiSlice.util.resetApiState());
}

export const { useGetCurrentUserQuery, useLoginMutation } = authApi;
