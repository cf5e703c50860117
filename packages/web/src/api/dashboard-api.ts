import { apiSlice } from './api-slice.ts';
import { risonQuery } from './list-query.ts';

/** A dashboard a chart can be added to. */
export interface DashboardOption {
  id: number;
  dashboard_title: string;
}

export const dashboardApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    listDashboardOptions: build.query<DashboardOption[], void>({
      query: () =>
        `/api/v1/dashboard/${risonQuery({ columns: ['id', 'dashboard_title'], order_column: 'dashboard_title', order_direction: 'asc', page: 0, page_size: 100 })}`,
      transformResponse: (body: { result: DashboardOption[] }) => body.result,
    }),
    createDashboard: build.mutation<{ id: number }, { dashboard_title: string }>({
      query: (body) => ({ url: '/api/v1/dashboard/', method: 'POST', body }),
    }),
  }),
});

export const { useListDashboardOptionsQuery, useCreateDashboardMutation } = dashboardApi;
