import { z } from 'zod';

// The files of an export/import bundle (docs/api.md §2.15): Superset's asset format, one YAML file per
// object, matched across files by uuid. Unknown keys are kept out of the parsed value but tolerated,
// because bundles from newer Superset versions carry fields this version does not store.

const str = z.string();
const optStr = str.nullable().optional();
const optInt = z.number().int().nullable().optional();
const optBool = z.boolean().nullable().optional();
/** JSON stored as text in Superset's model, exported as an object or as text. */
const jsonish = z
  .union([z.record(z.string(), z.unknown()), z.string()])
  .nullable()
  .optional();

/** `metadata.yaml` at the root of a bundle. */
export const bundleMetadataSchema = z.object({
  version: z.literal('1.0.0', { message: 'Must be equal to 1.0.0.' }),
  type: z.enum(['Database', 'SqlaTable', 'Slice', 'Dashboard', 'SavedQuery', 'assets']).optional(),
  timestamp: z.union([z.string(), z.date()]).optional(),
});
export type BundleMetadata = z.infer<typeof bundleMetadataSchema>;

/** `databases/<name>.yaml`. */
export const databaseFileSchema = z.object({
  database_name: str.min(1).max(250),
  sqlalchemy_uri: str.min(1).max(1024),
  uuid: z.guid(),
  version: str.optional(),
  cache_timeout: optInt,
  expose_in_sqllab: optBool,
  allow_run_async: optBool,
  allow_ctas: optBool,
  allow_cvas: optBool,
  allow_dml: optBool,
  allow_file_upload: optBool,
  impersonate_user: optBool,
  force_ctas_schema: optStr,
  extra: jsonish,
  external_url: optStr,
  is_managed_externally: optBool,
  password: optStr,
});
export type DatabaseFile = z.infer<typeof databaseFileSchema>;

export const datasetColumnFileSchema = z.object({
  column_name: str.min(1).max(255),
  verbose_name: optStr,
  is_dttm: optBool,
  is_active: optBool,
  type: optStr,
  advanced_data_type: optStr,
  groupby: optBool,
  filterable: optBool,
  expression: optStr,
  description: optStr,
  python_date_format: optStr,
  extra: jsonish,
  uuid: z.guid().optional(),
});

export const datasetMetricFileSchema = z.object({
  metric_name: str.min(1).max(255),
  verbose_name: optStr,
  metric_type: optStr,
  expression: str.min(1),
  description: optStr,
  d3format: optStr,
  currency: z
    .union([z.record(z.string(), z.unknown()), z.string()])
    .nullable()
    .optional(),
  extra: jsonish,
  warning_text: optStr,
  uuid: z.guid().optional(),
});

/** `datasets/<db>/<table>.yaml`. */
export const datasetFileSchema = z.object({
  table_name: str.min(1).max(250),
  uuid: z.guid(),
  database_uuid: z.guid(),
  catalog: optStr,
  schema: optStr,
  sql: optStr,
  main_dttm_col: optStr,
  description: optStr,
  default_endpoint: optStr,
  offset: optInt,
  cache_timeout: optInt,
  params: jsonish,
  template_params: jsonish,
  filter_select_enabled: optBool,
  fetch_values_predicate: optStr,
  extra: jsonish,
  normalize_columns: optBool,
  always_filter_main_dttm: optBool,
  external_url: optStr,
  is_managed_externally: optBool,
  columns: z.array(datasetColumnFileSchema).default([]),
  metrics: z.array(datasetMetricFileSchema).default([]),
  version: str.optional(),
});
export type DatasetFile = z.infer<typeof datasetFileSchema>;

/** `charts/<name>.yaml`. */
export const chartFileSchema = z.object({
  slice_name: str.min(1).max(250),
  uuid: z.guid(),
  dataset_uuid: z.guid(),
  viz_type: str.min(1).max(250),
  params: z.record(z.string(), z.unknown()).default({}),
  query_context: z
    .union([z.string(), z.record(z.string(), z.unknown())])
    .nullable()
    .optional(),
  description: optStr,
  cache_timeout: optInt,
  certified_by: optStr,
  certification_details: optStr,
  external_url: optStr,
  is_managed_externally: optBool,
  version: str.optional(),
});
export type ChartFile = z.infer<typeof chartFileSchema>;

/** `dashboards/<title>.yaml`; `position` chart nodes carry `meta.uuid`. */
export const dashboardFileSchema = z.object({
  dashboard_title: str.min(1).max(500),
  uuid: z.guid(),
  slug: optStr,
  description: optStr,
  css: optStr,
  position: z.record(z.string(), z.unknown()).nullable().optional(),
  metadata: z.record(z.string(), z.unknown()).nullable().optional(),
  published: optBool,
  certified_by: optStr,
  certification_details: optStr,
  external_url: optStr,
  is_managed_externally: optBool,
  version: str.optional(),
});
export type DashboardFile = z.infer<typeof dashboardFileSchema>;

/** `queries/<db>/<schema>/<label>.yaml`. */
export const savedQueryFileSchema = z.object({
  label: optStr,
  uuid: z.guid(),
  database_uuid: z.guid(),
  catalog: optStr,
  schema: optStr,
  sql: str,
  description: optStr,
  template_parameters: optStr,
  version: str.optional(),
});
export type SavedQueryFile = z.infer<typeof savedQueryFileSchema>;
