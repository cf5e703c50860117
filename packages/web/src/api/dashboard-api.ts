import type {
  DashboardChart,
  DashboardColors,
  DashboardCopy,
  DashboardCreate,
  DashboardPermalinkState as DashboardPermalinkBody,
  DashboardPermalinkValue as DashboardPermalinkWire,
  DashboardUpdate,
  DashboardChartsResponse,
  DashboardCopyResponse,
  DashboardCreatedResponse,
  DashboardDatasetsResponse,
  DashboardDetail,
  DashboardItemResponse,
  DashboardListItem as DashboardListEntry,
  DashboardPermalinkCreatedResponse,
  DashboardUpdatedResponse,
  DataMaskMap,
  DatasourceData,
  FavoriteStatusResponse,
  FilterStateKeyResponse,
  FilterStateValueResponse,
  ListFilter,
  ListResponse,
  MessageResponse,
  RelatedIdOption,
  RelatedIdsResponse,
} from '@sightline/core';
import { apiSlice } from './api-slice.ts';
import { listQuery, risonQuery } from './list-query.ts';
import type { ListParams } from './list-query.ts';

export type { DashboardChart, DashboardDetail };

/** A dashboard a chart can be added to (GET /api/v1/dashboard/ with columns id, dashboard_title). */
export type DashboardOption = Pick<DashboardListEntry, 'id' | 'dashboard_title'>;

/** The list columns the Dashboards page asks for (docs/api.md §2.7 list_columns). */
export const DASHBOARD_LIST_COLUMNS = [
  'id',
  'dashboard_title',
  'slug',
  'url',
  'published',
  'status',
  'changed_on_delta_humanized',
  'owners.id',
  'owners.first_name',
  'owners.last_name',
  'created_by.id',
  'certified_by',
  'certification_details',
  'thumbnail_url',
] as const;

/** One row of GET /api/v1/dashboard/ with DASHBOARD_LIST_COLUMNS (nested objects hold the asked fields). */
export type DashboardListItem = Pick<
  DashboardListEntry,
  'id' | 'dashboard_title' | 'slug' | 'url' | 'published' | 'status'
> &
  Partial<
    Pick<
      DashboardListEntry,
      | 'changed_on_delta_humanized'
      | 'owners'
      | 'created_by'
      | 'certified_by'
      | 'certification_details'
      | 'thumbnail_url'
    >
  >;

/** A dataset of GET /api/v1/dashboard/<id_or_slug>/datasets (explore's datasource). */
export type DashboardDataset = DatasourceData;

/** The body of PUT /api/v1/dashboard/<pk> (every field optional). */
export type DashboardUpdateBody = DashboardUpdate;

/**
 * The dashboard permalink state (docs/api.md §2.7) as the client posts it and reads it back: the
 * request body's fields, a null one read back as absent; the server keeps `dataMask` as the
 * client's own JSON, which the client wrote as data masks.
 */
export type DashboardPermalinkState = {
  [K in Exclude<keyof DashboardPermalinkBody, 'dataMask'>]?: NonNullable<DashboardPermalinkBody[K]>;
} & { dataMask?: DataMaskMap };

/** A stored permalink state with its null fields left out. */
function permalinkState(state: DashboardPermalinkBody): DashboardPermalinkState {
  return Object.fromEntries(
    Object.entries(state).filter(([, value]) => value !== null),
  ) as DashboardPermalinkState;
}

/** GET /api/v1/dashboard/permalink/<key>: the saved state (as the client posted it). */
export type DashboardPermalinkValue = Omit<DashboardPermalinkWire, 'state'> & {
  state: DashboardPermalinkState;
};

/** Body of PUT /api/v1/dashboard/<pk>/colors (docs/api.md §2.7): the colour keys copied into json_metadata. */
export type DashboardColorsBody = DashboardColors;

/** Body of POST /api/v1/dashboard/<id>/copy/. */
export type DashboardCopyBody = DashboardCopy;

export interface DashboardListParams extends ListParams {
  filters?: ListFilter[];
}

/** A related user or role option. */
export type RelatedOption = RelatedIdOption;

const api = apiSlice.enhanceEndpoints({ addTagTypes: ['Dashboard', 'DashboardFavorite'] });

/**
 * Provided by the dashboard lists. A write invalidates only this tag: the open dashboard's own item,
 * charts and datasets (plain 'Dashboard') are not refetched under it, since the page keys its state
 * on the item's changed_on and would start afresh.
 */
export const DASHBOARD_LIST_TAG = { type: 'Dashboard', id: 'LIST' } as const;

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    listDashboardOptions: build.query<DashboardOption[], void>({
      query: () =>
        `/api/v1/dashboard/${risonQuery({ columns: ['id', 'dashboard_title'], order_column: 'dashboard_title', order_direction: 'asc', page: 0, page_size: 100 })}`,
      transformResponse: (body: ListResponse<DashboardOption>) => body.result,
      providesTags: [DASHBOARD_LIST_TAG],
    }),
    createDashboard: build.mutation<DashboardCreatedResponse, DashboardCreate>({
      query: (body) => ({ url: '/api/v1/dashboard/', method: 'POST', body }),
      invalidatesTags: ['Dashboard'],
    }),
    listDashboards: build.query<ListResponse<DashboardListItem>, DashboardListParams>({
      query: (params) =>
        `/api/v1/dashboard/${risonQuery({ ...listQuery(params), columns: DASHBOARD_LIST_COLUMNS })}`,
      providesTags: [DASHBOARD_LIST_TAG],
    }),
    getDashboard: build.query<DashboardDetail, string>({
      query: (idOrSlug) => `/api/v1/dashboard/${encodeURIComponent(idOrSlug)}`,
      transformResponse: (body: DashboardItemResponse) => body.result,
      providesTags: ['Dashboard'],
    }),
    /**
     * The server's copy of a dashboard item, read before and after a save. A cache entry of its own
     * (not getDashboard's), dropped when unused: the caller asks with forceRefetch.
     */
    getDashboardServerCopy: build.query<DashboardDetail, number>({
      query: (id) => `/api/v1/dashboard/${id}`,
      transformResponse: (body: DashboardItemResponse) => body.result,
      keepUnusedDataFor: 0,
    }),
    getDashboardCharts: build.query<DashboardChart[], string>({
      query: (idOrSlug) => `/api/v1/dashboard/${encodeURIComponent(idOrSlug)}/charts`,
      transformResponse: (body: DashboardChartsResponse) => body.result,
      providesTags: ['Dashboard'],
    }),
    getDashboardDatasets: build.query<DashboardDataset[], string>({
      query: (idOrSlug) => `/api/v1/dashboard/${encodeURIComponent(idOrSlug)}/datasets`,
      transformResponse: (body: DashboardDatasetsResponse) => body.result,
      providesTags: ['Dashboard'],
    }),
    updateDashboard: build.mutation<
      DashboardUpdatedResponse,
      { id: number; body: DashboardUpdateBody }
    >({
      query: ({ id, body }) => ({ url: `/api/v1/dashboard/${id}`, method: 'PUT', body }),
      invalidatesTags: [DASHBOARD_LIST_TAG],
    }),
    deleteDashboards: build.mutation<MessageResponse, number[]>({
      query: (ids) => ({ url: `/api/v1/dashboard/${risonQuery(ids)}`, method: 'DELETE' }),
      invalidatesTags: ['Dashboard'],
    }),
    copyDashboard: build.mutation<DashboardCopyResponse, { id: number; body: DashboardCopyBody }>({
      query: ({ id, body }) => ({ url: `/api/v1/dashboard/${id}/copy/`, method: 'POST', body }),
      invalidatesTags: ['Dashboard'],
    }),
    getDashboardFavoriteStatus: build.query<Record<number, boolean>, number[]>({
      query: (ids) => `/api/v1/dashboard/favorite_status/${risonQuery(ids)}`,
      transformResponse: (body: FavoriteStatusResponse) =>
        Object.fromEntries(body.result.map((r) => [r.id, r.value])),
      providesTags: ['DashboardFavorite'],
    }),
    setDashboardFavorite: build.mutation<void, { id: number; isFavorite: boolean }>({
      query: ({ id, isFavorite }) => ({
        url: `/api/v1/dashboard/${id}/favorites/`,
        method: isFavorite ? 'POST' : 'DELETE',
      }),
      invalidatesTags: ['DashboardFavorite'],
    }),
    getDashboardRelated: build.query<
      RelatedOption[],
      { column: 'owners' | 'roles'; filter: string }
    >({
      query: ({ column, filter }) =>
        `/api/v1/dashboard/related/${column}${risonQuery({ filter, page: 0, page_size: 100 })}`,
      transformResponse: (body: RelatedIdsResponse) => body.result,
    }),
    createDashboardPermalink: build.mutation<
      DashboardPermalinkCreatedResponse,
      { idOrSlug: string; state: DashboardPermalinkState }
    >({
      query: ({ idOrSlug, state }) => ({
        url: `/api/v1/dashboard/${encodeURIComponent(idOrSlug)}/permalink`,
        method: 'POST',
        body: state,
      }),
    }),
    getDashboardPermalink: build.query<DashboardPermalinkValue, string>({
      query: (key) => `/api/v1/dashboard/permalink/${encodeURIComponent(key)}`,
      transformResponse: (body: DashboardPermalinkWire) => ({
        ...body,
        state: permalinkState(body.state),
      }),
    }),
    updateDashboardColors: build.mutation<
      void,
      { id: number; body: DashboardColorsBody; markUpdated: boolean }
    >({
      query: ({ id, body, markUpdated }) => ({
        url: `/api/v1/dashboard/${id}/colors?mark_updated=${markUpdated}`,
        method: 'PUT',
        body,
      }),
      // Only a marked update changes the last-modified time the lists show.
      invalidatesTags: (_result, _error, { markUpdated }) =>
        markUpdated ? [DASHBOARD_LIST_TAG] : [],
    }),
    /** POST, or PUT when `key` is given, of the data mask JSON under a native_filters_key. */
    saveDashboardFilterState: build.mutation<
      FilterStateKeyResponse,
      { id: number; key: string | null; tabId: number; value: string }
    >({
      query: ({ id, key, tabId, value }) => ({
        url: `/api/v1/dashboard/${id}/filter_state${key ? `/${encodeURIComponent(key)}` : ''}?tab_id=${tabId}`,
        method: key ? 'PUT' : 'POST',
        body: { value },
      }),
    }),
    getDashboardFilterState: build.query<string, { idOrSlug: string; key: string }>({
      query: ({ idOrSlug, key }) =>
        `/api/v1/dashboard/${encodeURIComponent(idOrSlug)}/filter_state/${encodeURIComponent(key)}`,
      transformResponse: (body: FilterStateValueResponse) => body.value,
    }),
  }),
});

export const {
  useListDashboardOptionsQuery,
  useCreateDashboardMutation,
  useListDashboardsQuery,
  useGetDashboardQuery,
  useLazyGetDashboardServerCopyQuery,
  useGetDashboardChartsQuery,
  useGetDashboardDatasetsQuery,
  useUpdateDashboardMutation,
  useDeleteDashboardsMutation,
  useCopyDashboardMutation,
  useGetDashboardFavoriteStatusQuery,
  useSetDashboardFavoriteMutation,
  useGetDashboardRelatedQuery,
  useCreateDashboardPermalinkMutation,
  useGetDashboardPermalinkQuery,
  useUpdateDashboardColorsMutation,
  useSaveDashboardFilterStateMutation,
  useGetDashboardFilterStateQuery,
} = dashboardApi;
