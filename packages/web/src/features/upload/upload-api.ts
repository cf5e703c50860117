import type { StringListResponse } from '@sightline/core';
import { apiSlice } from '../../api/api-slice.ts';
import { risonQuery } from '../../api/list-query.ts';

/** Schemas a file may be uploaded into (`schemas/?q=(upload_allowed:!t)`, as Superset's dialog asks). */
export const uploadApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getUploadSchemas: build.query<string[], number>({
      query: (id) => `/api/v1/database/${id}/schemas/${risonQuery({ upload_allowed: true })}`,
      transformResponse: (body: StringListResponse) => body.result,
    }),
  }),
});

export const { useGetUploadSchemasQuery } = uploadApi;
