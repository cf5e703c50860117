import type { LogItem, LogListResponse } from '@sightline/core';
import { apiSlice } from '../../../api/api-slice.ts';
import { listQuery, risonQuery } from '../../../api/list-query.ts';
import type { ListParams } from '../../../api/list-query.ts';

export type { LogItem };

/** RTK Query endpoint of GET /api/v1/log/ (the action log, admins only). */
export const logApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    listLogs: build.query<LogListResponse, ListParams>({
      query: (params) => `/api/v1/log/${risonQuery(listQuery(params))}`,
    }),
  }),
});

export const { useListLogsQuery } = logApi;
