import type {
  ChartCreate,
  ChartDetail,
  ChartItemResponse,
  ChartListItem as ChartListEntry,
  ChartSavedResponse,
  ChartUpdate,
  FavoriteStatusResponse,
  ListFilter,
  ListResponse,
  MessageResponse,
  RelatedIdOption,
  RelatedIdsResponse,
} from '@sightline/core';
import { apiSlice } from './api-slice.ts';
import { listQuery, risonQuery } from './list-query.ts';
import type { ListParams } from './list-query.ts';

export type { ChartDetail };

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
  'thumbnail_url',
] as const;

/** One row of GET /api/v1/chart/ with CHART_LIST_COLUMNS (nested objects hold the asked fields). */
export type ChartListItem = Pick<
  ChartListEntry,
  'id' | 'slice_name' | 'viz_type' | 'url' | 'datasource_name_text' | 'datasource_id'
> &
  Partial<
    Pick<
      ChartListEntry,
      'changed_on_delta_humanized' | 'owners' | 'created_by' | 'description' | 'thumbnail_url'
    >
  >;

/**
 * What explore's save sends (docs/charts.md §3, docs/api.md §2.2): every field a body of both
 * POST (`ChartCreate`) and PUT (`ChartUpdate`) may hold, which explore always fills.
 */
export type ChartSavePayload = { [K in ChartSaveKey]-?: NonNullable<ChartCreate[K]> };
type ChartSaveKey =
  | 'params'
  | 'slice_name'
  | 'viz_type'
  | 'datasource_id'
  | 'datasource_type'
  | 'dashboards'
  | 'owners'
  | 'query_context';

/** One option of GET /api/v1/chart/related/owners. */
export type RelatedUser = RelatedIdOption;

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
      transformResponse: (body: ChartItemResponse) => body.result,
      providesTags: (_r, _e, id) => [{ type: 'Chart', id }],
    }),
    createChart: build.mutation<ChartSavedResponse, ChartCreate>({
      query: (body) => ({ url: '/api/v1/chart/', method: 'POST', body }),
      invalidatesTags: ['Chart'],
    }),
    updateChart: build.mutation<ChartSavedResponse, { id: number; body: ChartUpdate }>({
      query: ({ id, body }) => ({ url: `/api/v1/chart/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Chart', 'Explore'],
    }),
    deleteCharts: build.mutation<MessageResponse, number[]>({
      query: (ids) => ({ url: `/api/v1/chart/${risonQuery(ids)}`, method: 'DELETE' }),
      invalidatesTags: ['Chart'],
    }),
    getChartFavoriteStatus: build.query<Record<number, boolean>, number[]>({
      query: (ids) => `/api/v1/chart/favorite_status/${risonQuery(ids)}`,
      transformResponse: (body: FavoriteStatusResponse) =>
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
      transformResponse: (body: RelatedIdsResponse) => body.result,
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
