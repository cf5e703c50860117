import type { RecentActivityItem, RecentActivityResponse } from '@sightline/core';
import { apiSlice } from '../../api/api-slice.ts';
import { risonQuery } from '../../api/list-query.ts';

export type { RecentActivityItem };

/** GET /api/v1/log/recent_activity/: what the user viewed lately (docs/api.md §2.19). */
export const homeApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getRecentActivity: build.query<RecentActivityItem[], void>({
      query: () => `/api/v1/log/recent_activity/${risonQuery({ page_size: 24, distinct: true })}`,
      transformResponse: (body: RecentActivityResponse) => body.result,
    }),
  }),
});

export const { useGetRecentActivityQuery } = homeApi;
