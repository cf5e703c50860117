import type { MeResponse } from '@sightline/core';
import { apiSlice } from '../../api/api-slice.ts';

/** The body of PUT /api/v1/me/ (docs/api.md §2.1): any of the names, or a new password. */
export interface ProfileUpdate {
  first_name?: string;
  last_name?: string;
  password?: string;
}

/** RTK Query endpoints of /api/v1/me/ for the profile page; a change refetches the bootstrap user. */
export const profileApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<MeResponse['result'], void>({
      query: () => '/api/v1/me/',
      transformResponse: (body: MeResponse) => body.result,
      providesTags: ['Me'],
    }),
    updateMe: build.mutation<MeResponse['result'], ProfileUpdate>({
      query: (body) => ({ url: '/api/v1/me/', method: 'PUT', body }),
      transformResponse: (body: MeResponse) => body.result,
      invalidatesTags: ['Me'],
    }),
  }),
});

export const { useGetMeQuery, useUpdateMeMutation } = profileApi;
