import type {
  ChartDataRequest,
  ChartDataResponse,
  DashboardFilters,
  NativeFilterConfiguration,
} from '@sightline/core';
import { apiSlice } from './api-slice.ts';
import { DASHBOARD_LIST_TAG } from './dashboard-api.ts';

/** Body of PUT /api/v1/dashboard/{id}/filters (docs/api.md §2.5), every part filled in. */
export type DashboardFiltersChange = Required<DashboardFilters> & {
  modified: NativeFilterConfiguration;
};

/** The changes that turn `before` into `after`: every item of `after` as modified, removed ids, new order. */
export function filtersChange(
  before: NativeFilterConfiguration,
  after: NativeFilterConfiguration,
): DashboardFiltersChange {
  const kept = new Set(after.map((item) => item.id));
  return {
    modified: after,
    deleted: before.filter((item) => !kept.has(item.id)).map((item) => item.id),
    reordered: after.map((item) => item.id),
  };
}

export const nativeFiltersApi = apiSlice
  .enhanceEndpoints({ addTagTypes: ['Dashboard'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** Rows of a filter's options, bounds or dataset-metadata query (POST /api/v1/chart/data, first result). */
      filterData: build.query<Record<string, unknown>[], ChartDataRequest>({
        query: (body) => ({ url: '/api/v1/chart/data', method: 'POST', body }),
        transformResponse: (body: ChartDataResponse) => {
          const data = body.result[0]?.data;
          return Array.isArray(data) ? data : [];
        },
      }),
      /** PUT /api/v1/dashboard/{id}/filters; answers the new native_filter_configuration. */
      putDashboardFilters: build.mutation<
        NativeFilterConfiguration,
        { dashboardId: number; change: DashboardFiltersChange }
      >({
        query: ({ dashboardId, change }) => ({
          url: `/api/v1/dashboard/${dashboardId}/filters`,
          method: 'PUT',
          body: change,
        }),
        // The server answers the configuration as saved: the filters this client sent.
        transformResponse: (body: { result: NativeFilterConfiguration }) => body.result,
        invalidatesTags: [DASHBOARD_LIST_TAG],
      }),
    }),
  });

export const { useFilterDataQuery, usePutDashboardFiltersMutation } = nativeFiltersApi;
