import type { EmbeddedItem, EmbeddedResponse, MessageResponse } from '@sightline/core';
import { apiSlice } from '../../api/api-slice.ts';

/** A dashboard's embedding (docs/api.md §2.7, Superset's Embedded). */
export type EmbeddedDashboard = EmbeddedItem;

const api = apiSlice.enhanceEndpoints({ addTagTypes: ['Embedded'] });

/** The embedded dashboard endpoints: by uuid (the embedded page) and per dashboard (the modal). */
export const embeddedApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEmbeddedByUuid: build.query<EmbeddedDashboard, string>({
      query: (uuid) => `/api/v1/embedded_dashboard/${encodeURIComponent(uuid)}`,
      transformResponse: (body: EmbeddedResponse) => body.result,
    }),
    getDashboardEmbedded: build.query<EmbeddedDashboard | null, number>({
      // A dashboard that is not embedded answers 404: that is "none", not an error.
      queryFn: async (id, _api, _extra, baseQuery) => {
        const res = await baseQuery(`/api/v1/dashboard/${id}/embedded`);
        if (res.error) {
          const status = (res.error as { status?: number }).status;
          return status === 404 ? { data: null } : { error: res.error };
        }
        return { data: (res.data as EmbeddedResponse).result };
      },
      providesTags: (_r, _e, id) => [{ type: 'Embedded', id }],
    }),
    setDashboardEmbedded: build.mutation<
      EmbeddedDashboard,
      { id: number; allowed_domains: string[] }
    >({
      query: ({ id, allowed_domains }) => ({
        url: `/api/v1/dashboard/${id}/embedded`,
        method: 'POST',
        body: { allowed_domains },
      }),
      transformResponse: (body: EmbeddedResponse) => body.result,
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Embedded', id }],
    }),
    deleteDashboardEmbedded: build.mutation<MessageResponse, number>({
      query: (id) => ({ url: `/api/v1/dashboard/${id}/embedded`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, id) => [{ type: 'Embedded', id }],
    }),
  }),
});

export const {
  useGetEmbeddedByUuidQuery,
  useGetDashboardEmbeddedQuery,
  useSetDashboardEmbeddedMutation,
  useDeleteDashboardEmbeddedMutation,
} = embeddedApi;
