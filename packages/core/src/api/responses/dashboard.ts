import { z } from 'zod';
import { dashboardPermalinkStateSchema } from '../requests/dashboard.ts';
import { ownerRef, tagRef } from './chart.ts';
import {
  itemResponse,
  jsonObject,
  jsonValue,
  listResponse,
  roleRef,
  savedResponse,
  userRef,
} from './common.ts';
import { datasourceData } from './dataset.ts';

/** A row of `GET /api/v1/dashboard/` (docs/api.md §2.7 list_columns); nested fields follow `columns=`. */
export const dashboardListItem = z.object({
  id: z.number(),
  uuid: z.string(),
  published: z.boolean(),
  status: z.enum(['published', 'draft']),
  slug: z.string().nullable(),
  url: z.string(),
  thumbnail_url: z.string().nullable(),
  certified_by: z.string().nullable(),
  certification_details: z.string().nullable(),
  changed_by: userRef.nullable(),
  changed_by_name: z.string(),
  changed_on_utc: z.string(),
  changed_on_delta_humanized: z.string(),
  created_on_delta_humanized: z.string(),
  created_by: userRef.nullable(),
  dashboard_title: z.string(),
  owners: z.array(userRef),
  roles: z.array(roleRef.partial()),
  is_managed_externally: z.boolean(),
  tags: z.array(tagRef.partial()),
});
export type DashboardListItem = z.infer<typeof dashboardListItem>;
export const dashboardListResponse = listResponse(dashboardListItem);
export type DashboardListResponse = z.infer<typeof dashboardListResponse>;

/** `GET /api/v1/dashboard/<id_or_slug>`: Superset's fixed DashboardGet schema (docs/api.md §2.7). */
export const dashboardDetail = z.object({
  id: z.number(),
  slug: z.string().nullable(),
  url: z.string(),
  dashboard_title: z.string(),
  thumbnail_url: z.string().nullable(),
  published: z.boolean(),
  css: z.string().nullable(),
  theme: jsonObject.nullable(),
  /** JSON text, as stored. */
  json_metadata: z.string().nullable(),
  /** JSON text, as stored. */
  position_json: z.string().nullable(),
  certified_by: z.string().nullable(),
  certification_details: z.string().nullable(),
  changed_by_name: z.string(),
  changed_by: userRef.nullable(),
  changed_on: z.string(),
  created_by: userRef.nullable(),
  /** The names of the dashboard's charts. */
  charts: z.array(z.string()),
  owners: z.array(ownerRef),
  roles: z.array(roleRef),
  tags: z.array(tagRef),
  changed_on_delta_humanized: z.string(),
  created_on_delta_humanized: z.string(),
  is_managed_externally: z.boolean(),
  uuid: z.string(),
});
export type DashboardDetail = z.infer<typeof dashboardDetail>;
export const dashboardItemResponse = itemResponse(dashboardDetail);
export type DashboardItemResponse = z.infer<typeof dashboardItemResponse>;

/** `POST /api/v1/dashboard/`: the id and the accepted body. */
export const dashboardCreatedResponse = savedResponse(jsonObject).extend({ id: z.number() });
export type DashboardCreatedResponse = z.infer<typeof dashboardCreatedResponse>;

/** `PUT /api/v1/dashboard/<pk>`: the accepted body and the new modification time (epoch seconds). */
export const dashboardUpdatedResponse = savedResponse(jsonObject).extend({
  id: z.number(),
  last_modified_time: z.number(),
});
export type DashboardUpdatedResponse = z.infer<typeof dashboardUpdatedResponse>;

/** A ChartEntity of `GET /api/v1/dashboard/<id_or_slug>/charts`. */
export const dashboardChart = z.object({
  id: z.number(),
  slice_name: z.string(),
  cache_timeout: z.number().nullable(),
  changed_on: z.string(),
  description: z.string().nullable(),
  description_markeddown: z.string(),
  form_data: jsonObject,
  slice_url: z.string(),
  certified_by: z.string().nullable(),
  certification_details: z.string().nullable(),
});
export type DashboardChart = z.infer<typeof dashboardChart>;
export const dashboardChartsResponse = z.object({ result: z.array(dashboardChart) });
export type DashboardChartsResponse = z.infer<typeof dashboardChartsResponse>;

/** `GET /api/v1/dashboard/<id_or_slug>/datasets`: each dataset as explore's datasource. */
export const dashboardDatasetsResponse = z.object({ result: z.array(datasourceData) });
export type DashboardDatasetsResponse = z.infer<typeof dashboardDatasetsResponse>;

/** A tab of the tab tree of `GET /api/v1/dashboard/<id_or_slug>/tabs`. */
export interface DashboardTabNode {
  value: string;
  title: string;
  parents: string[];
  children: DashboardTabNode[];
}
export const dashboardTabNode: z.ZodType<DashboardTabNode> = z.lazy(() =>
  z.object({
    value: z.string(),
    title: z.string(),
    parents: z.array(z.string()),
    children: z.array(dashboardTabNode),
  }),
);
export const dashboardTabsResponse = z.object({
  result: z.object({
    /** Tab id → title. */
    all_tabs: z.record(z.string(), z.string()),
    tab_tree: z.array(dashboardTabNode),
    /** Tab id → the native filters it scopes (their id and name, as saved in json_metadata). */
    native_filters: z.record(z.string(), z.array(z.object({ id: jsonValue, name: jsonValue }))),
  }),
});
export type DashboardTabsResponse = z.infer<typeof dashboardTabsResponse>;

/** `POST /api/v1/dashboard/<pk>/copy/`. */
export const dashboardCopyResponse = z.object({
  result: z.object({ id: z.number(), last_modified_time: z.number() }),
});
export type DashboardCopyResponse = z.infer<typeof dashboardCopyResponse>;

/** `PUT /api/v1/dashboard/<pk>/filters`: the new native filter configuration. */
export const dashboardFiltersResponse = z.object({
  result: z.array(z.looseObject({ id: z.string() })),
});
export type DashboardFiltersResponse = z.infer<typeof dashboardFiltersResponse>;

/** `PUT /api/v1/dashboard/<pk>/colors`: an empty object. */
export const dashboardColorsResponse = z.object({});

/** `POST /api/v1/dashboard/<pk>/permalink` (201). */
export const dashboardPermalinkCreatedResponse = z.object({ key: z.string(), url: z.string() });
export type DashboardPermalinkCreatedResponse = z.infer<typeof dashboardPermalinkCreatedResponse>;

/** `GET /api/v1/dashboard/permalink/<key>`: the dashboard's uuid and the saved state. */
export const dashboardPermalinkValue = z.object({
  dashboardId: z.string(),
  state: dashboardPermalinkStateSchema,
});
export type DashboardPermalinkValue = z.infer<typeof dashboardPermalinkValue>;

/** `POST` (201) and `PUT /api/v1/dashboard/<pk>/filter_state[/<key>]`. */
export const filterStateKeyResponse = z.object({ key: z.string() });
export type FilterStateKeyResponse = z.infer<typeof filterStateKeyResponse>;

/** `GET /api/v1/dashboard/<pk>/filter_state/<key>`: the stored value (JSON text). */
export const filterStateValueResponse = z.object({ value: z.string() });
export type FilterStateValueResponse = z.infer<typeof filterStateValueResponse>;
