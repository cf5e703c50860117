import type {
  MessageResponse,
  RelatedResponse,
  ReportItemResponse,
  ReportListItem,
  ReportListResponse,
  ReportLogItem,
  ReportLogListResponse,
  ReportPost,
  ReportPut,
  ReportSavedResponse,
  ReportShowItem,
} from '@sightline/core';
import { apiSlice } from '../../api/api-slice.ts';
import { listQuery, risonQuery } from '../../api/list-query.ts';
import type { ListParams } from '../../api/list-query.ts';

export type { ReportListItem, ReportLogItem, ReportPost, ReportPut, ReportShowItem };

const REPORT = '/api/v1/report/';

/** The object a self-subscription belongs to: a dashboard or a chart (Superset's CreationMethod). */
export interface ReportResource {
  creationMethod: 'dashboards' | 'charts';
  id: number;
}

/** The related columns the alert/report modal offers (docs/api.md §2.16). */
export type ReportRelatedColumn = 'owners' | 'chart' | 'dashboard' | 'database';

/**
 * The current user's report on one dashboard or chart, as Superset's fetchUISpecificReport asks for
 * it: `<dashboard_id|chart_id> eq id`, `creation_method eq`, `created_by rel_o_m user`.
 */
export function myReportQuery(resource: ReportResource, userId: number): string {
  const field = resource.creationMethod === 'dashboards' ? 'dashboard_id' : 'chart_id';
  return `${REPORT}${risonQuery({
    filters: [
      { col: field, opr: 'eq', value: resource.id },
      { col: 'creation_method', opr: 'eq', value: resource.creationMethod },
      { col: 'created_by', opr: 'rel_o_m', value: userId },
    ],
  })}`;
}

/** RTK Query endpoints of /api/v1/report/ (typed by the response schemas of core). */
export const reportApi = apiSlice
  .enhanceEndpoints({ addTagTypes: ['Report', 'ReportLog'] })
  .injectEndpoints({
    endpoints: (build) => ({
      listReports: build.query<ReportListResponse, ListParams>({
        query: (params) => `${REPORT}${risonQuery(listQuery(params))}`,
        providesTags: ['Report'],
      }),
      /** The whole list answer; the report of the resource is `result[0]` (Superset's reports state). */
      myReport: build.query<ReportListResponse, ReportResource & { userId: number }>({
        query: ({ userId, ...resource }) => myReportQuery(resource, userId),
        providesTags: ['Report'],
      }),
      getReport: build.query<ReportShowItem, number>({
        query: (id) => `${REPORT}${id}`,
        transformResponse: (body: ReportItemResponse) => body.result,
        providesTags: ['Report'],
      }),
      createReport: build.mutation<ReportSavedResponse, ReportPost>({
        query: (body) => ({ url: REPORT, method: 'POST', body }),
        invalidatesTags: ['Report'],
      }),
      updateReport: build.mutation<ReportSavedResponse, { id: number; body: ReportPut }>({
        query: ({ id, body }) => ({ url: `${REPORT}${id}`, method: 'PUT', body }),
        invalidatesTags: ['Report'],
      }),
      deleteReport: build.mutation<MessageResponse, number>({
        query: (id) => ({ url: `${REPORT}${id}`, method: 'DELETE' }),
        invalidatesTags: ['Report'],
      }),
      deleteReports: build.mutation<MessageResponse, number[]>({
        query: (ids) => ({ url: `${REPORT}${risonQuery(ids)}`, method: 'DELETE' }),
        invalidatesTags: ['Report'],
      }),
      /** Runs the schedule once now (202 `{message}`); its run lands in the log. */
      sendReportNow: build.mutation<MessageResponse, number>({
        query: (id) => ({ url: `${REPORT}${id}/send_now/`, method: 'POST' }),
        invalidatesTags: ['Report', 'ReportLog'],
      }),
      listReportLogs: build.query<
        ReportLogListResponse,
        { id: number; page: number; pageSize: number }
      >({
        query: ({ id, page, pageSize }) =>
          // The server answers newest first (docs/api.md §2.16: no log ordering parameters yet).
          `${REPORT}${id}/log/${risonQuery({ page, page_size: pageSize })}`,
        providesTags: ['ReportLog'],
      }),
      relatedReport: build.query<RelatedResponse, { column: ReportRelatedColumn; filter: string }>({
        query: ({ column, filter }) =>
          `${REPORT}related/${column}${risonQuery({ filter, page: 0, page_size: 100 })}`,
      }),
    }),
  });

export const {
  useListReportsQuery,
  useMyReportQuery,
  useGetReportQuery,
  useCreateReportMutation,
  useUpdateReportMutation,
  useDeleteReportMutation,
  useDeleteReportsMutation,
  useSendReportNowMutation,
  useListReportLogsQuery,
  useRelatedReportQuery,
} = reportApi;
