import type { ListFilter, ListResponse } from '@sightline/core';
import { apiSlice } from './api-slice.ts';
import { listQuery, risonQuery } from './list-query.ts';
import type { ListParams } from './list-query.ts';
import type { UserName } from './database-api.ts';

/** The list columns the Charts page asks for (docs/api.md §2.2 list_columns). */
export const CHART_LIST_COLUMNS = [
  'id',
  'slice_name',
  'viz_type',
  'url',
  'datasource_name_text',
  'datasource_id',
  'changed_on_delta_humanized',
  'owners.id',
  'owners.first_name',
  'owners.last_name',
  'created_by.id',
  'description',
] as const;

/** One row of GET /api/v1/chart/ with CHART_LIST_COLUMNS. */
export interface ChartListItem {
  id: number;
  slice_name: string;
  viz_type: string;
  url: string;
  datasource_name_text?: string | null;
  datasource_id?: number | null;
  changed_on_delta_humanized?: string;
  owners?: UserName[];
  created_by?: UserName | null;
  description?: string | null;
}

/** The chart save payload (docs/charts.md §3, docs/api.md §2.2 POST/PUT). */
export interface ChartSavePayload {
  params: string;
  slice_name: string;
  viz_type: string;
  datasource_id: number;
  datasource_type: string;
  dashboards: number[];
  owners: number[];
  query_context: string;
}

/** `result` of GET /api/v1/chart/<pk> (the fields the web reads). */
export interface ChartDetail {
  id: number;
  slice_name: string;
  description: string | null;
  viz_type: string;
  params?: string | null;
  datasource_id: number;
  datasource_type: string;
  owners: UserName[];
  dashboards: { id: number; dashboard_title: string }[];
}

/** One option of GET /api/v1/chart/related/owners. */
export interface RelatedUser {
  value: number;
  text: string;
}

export interface ChartListParams extends ListParams {
  filters?: ListFilter[];
}

export const chartApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    listCharts: build.query<ListResponse<ChartListItem>, ChartListParams>({
      query: (params) =>
        `/api/v1/chart/${risonQuery({ ...listQuery(params), columns: CHART_LIST_COLUMNS })}`,
      providesTags: ['Chart'],
    }),
    getChart: build.query<ChartDetail, number>({
      query: (id) => `/api/v1/chart/${id}`,
      transformResponse: (body: { result: ChartDetail }) => body.result,
      providesTags: (_r, _e, id) => [{ type: 'Chart', id }],
    }),
    createChart: build.mutation<{ id: number }, ChartSavePayload>({
      query: (body) => ({ url: '/api/v1/chart/', method: 'POST', body }),
      invalidatesTags: ['Chart'],
    }),
    updateChart: build.mutation<{ id: number }, { id: number; body: ChartSavePayload }>({
      query: ({ id, body }) => ({ url: `/api/v1/chart/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Chart', 'Explore'],
    }),
    deleteCharts: build.mutation<{ message: string }, number[]>({
      query: (ids) => ({ url: `/api/v1/chart/${risonQuery(ids)}`, method: 'DELETE' }),
      invalidatesTags: ['Chart'],
    }),
    getChartFavoriteStatus: build.query<Record<number, boolean>, number[]>({
      query: (ids) => `/api/v1/chart/favorite_status/${risonQuery(ids)}`,
      transformResponse: (body: { result: { id: number; value: boolean }[] }) =>
        Object.fromEntries(body.result.map((r) => [r.id, r.value])),
      providesTags: ['ChartFavorite'],
    }),
    setChartFavorite: build.mutation<void, { id: number; isFavorite: boolean }>({
      query: ({ id, isFavorite }) => ({
        url: `/api/v1/chart/${id}/favorites/`,
        method: isFavorite ? 'POST' : 'DELETE',
      }),
      invalidatesTags: ['ChartFavorite'],
    }),
    getChartOwners: build.query<RelatedUser[], string>({
      query: (filter) =>
        `/api/v1/chart/related/owners${risonQuery({ filter, page: 0, page_size: 100 })}`,
      transformResponse: (body: { result: RelatedUser[] }) => body.result,
    }),
  }),
});

export const {
  useListChartsQuery,
  useGetChartQuery,
  useCreateChartMutation,
  useUpdateChartMutation,
  useDeleteChartsMutation,
  useGetChartFavoriteStatusQuery,
  useSetChartFavoriteMutation,
  useGetChartOwnersQuery,
} = chartApi;
