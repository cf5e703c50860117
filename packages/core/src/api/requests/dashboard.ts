import { z } from 'zod';
import { jsonString } from '../../json-text.ts';

/**
 * Request bodies of the dashboard API (docs/api.md §2.7, §5.2). The server parses with them and
 * refuses unknown keys, as Superset's marshmallow schemas do.
 */

const MAX_INT = 2_147_483_647;
const int = z.number().int().min(-MAX_INT).max(MAX_INT);
const ids = z.array(z.number().int());
const obj = z.record(z.string(), z.unknown());
const scope = z
  .object({ rootPath: z.array(z.string()).optional(), excluded: z.array(z.number()).optional() })
  .loose();

/** The keys `json_metadata` may hold (docs/api.md §5.2); other keys are refused, as in Superset. */
export const jsonMetadataSchema = z.strictObject({
  native_filter_configuration: z.array(obj).nullable().optional(),
  chart_configuration: obj.nullable().optional(),
  global_chart_configuration: z
    .object({ scope: scope.optional(), chartsInScope: z.array(z.number()).optional() })
    .loose()
    .nullable()
    .optional(),
  cross_filters_enabled: z.boolean().nullable().optional(),
  filter_bar_orientation: z.enum(['VERTICAL', 'HORIZONTAL']).nullable().optional(),
  timed_refresh_immune_slices: z.array(z.number().int()).nullable().optional(),
  refresh_frequency: int.nullable().optional(),
  stagger_refresh: z.boolean().nullable().optional(),
  stagger_time: int.nullable().optional(),
  expanded_slices: obj.nullable().optional(),
  color_scheme: z.string().nullable().optional(),
  color_namespace: z.string().nullable().optional(),
  color_scheme_domain: z.array(z.string()).nullable().optional(),
  label_colors: obj.nullable().optional(),
  // An object form is accepted and becomes [] (docs/api.md §5.2).
  shared_label_colors: z
    .union([z.array(z.string()), obj.transform(() => [] as string[])])
    .nullable()
    .optional(),
  map_label_colors: obj.nullable().optional(),
  positions: obj.nullable().optional(),
  filter_scopes: obj.nullable().optional(),
  default_filters: z.string().nullable().optional(),
  native_filter_migration: obj.nullable().optional(),
  import_time: int.nullable().optional(),
  remote_id: int.nullable().optional(),
  show_native_filters: z.unknown().optional(),
});
export type JsonMetadata = z.infer<typeof jsonMetadataSchema>;

const jsonText = jsonString;
const shared = {
  dashboard_title: z.string().max(500).nullable().optional(),
  owners: ids.optional(),
  roles: ids.optional(),
  position_json: jsonText.nullable().optional(),
  css: z.string().nullable().optional(),
  theme_id: z.number().int().nullable().optional(),
  json_metadata: jsonText.nullable().optional(),
  published: z.boolean().nullable().optional(),
  certified_by: z.string().nullable().optional(),
  certification_details: z.string().nullable().optional(),
  is_managed_externally: z.boolean().nullable().optional(),
  external_url: z.string().nullable().optional(),
};

/** Body of `POST /api/v1/dashboard/`. */
export const dashboardCreateSchema = z.strictObject({
  ...shared,
  slug: z.string().min(1).max(255).nullable().optional(),
  uuid: z.uuid().optional(),
});
export type DashboardCreate = z.infer<typeof dashboardCreateSchema>;

/** Body of `PUT /api/v1/dashboard/<pk>`: every field optional; `tags` is accepted and ignored. */
export const dashboardUpdateSchema = z.strictObject({
  ...shared,
  slug: z.string().max(255).nullable().optional(),
  tags: ids.optional(),
});
export type DashboardUpdate = z.infer<typeof dashboardUpdateSchema>;

/** Body of `POST /api/v1/dashboard/<id_or_slug>/copy/`. */
export const dashboardCopySchema = z.strictObject({
  dashboard_title: z.string().max(500).nullable().optional(),
  css: z.string().nullable().optional(),
  json_metadata: jsonText,
  duplicate_slices: z.boolean().nullable().optional(),
});
export type DashboardCopy = z.infer<typeof dashboardCopySchema>;

/** Body of `PUT /api/v1/dashboard/<pk>/filters`: native filters changed, deleted and reordered. */
export const dashboardFiltersSchema = z.strictObject({
  modified: z.array(obj.and(z.object({ id: z.string() }))).optional(),
  deleted: z.array(z.string()).optional(),
  reordered: z.array(z.string()).optional(),
});
export type DashboardFilters = z.infer<typeof dashboardFiltersSchema>;

/** Body of `PUT /api/v1/dashboard/<pk>/colors`: the colour keys copied into json_metadata. */
export const dashboardColorsSchema = z.strictObject({
  color_namespace: z.string().nullable().optional(),
  color_scheme: z.string().nullable().optional(),
  map_label_colors: obj.optional(),
  shared_label_colors: z
    .union([z.array(z.string()), obj.transform(() => [] as string[])])
    .optional(),
  label_colors: obj.optional(),
  color_scheme_domain: z.array(z.string()).optional(),
});
export type DashboardColors = z.infer<typeof dashboardColorsSchema>;

/** Body of `POST /api/v1/dashboard/<id_or_slug>/permalink`: the state (docs/api.md §3.3). */
export const dashboardPermalinkStateSchema = z.strictObject({
  dataMask: obj.nullable().optional(),
  activeTabs: z.array(z.string()).nullable().optional(),
  anchor: z.string().nullable().optional(),
  urlParams: z
    .array(z.tuple([z.string(), z.string()]))
    .nullable()
    .optional(),
  chartStates: obj.nullable().optional(),
});
export type DashboardPermalinkState = z.infer<typeof dashboardPermalinkStateSchema>;

/**
 * Body of `POST` and `PUT /api/v1/dashboard/<pk>/filter_state` (docs/api.md §2.7): the data mask
 * map as JSON text.
 */
export const dashboardFilterStateSchema = z.strictObject({ value: jsonString });
export type DashboardFilterStateInput = z.infer<typeof dashboardFilterStateSchema>;
