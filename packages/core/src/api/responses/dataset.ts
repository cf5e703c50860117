import { z } from 'zod';
import { GenericDataType } from '../../generic-types.ts';
import { datasetCreateSchema, datasetDuplicateSchema, datasetUpdateSchema } from '../dataset.ts';
import { itemResponse, jsonValue, listResponse, savedResponse, userRef } from './common.ts';

/** A user's name, as in a dataset's created_by / changed_by (null when unknown). */
const userName = userRef.nullable();

/** A row of `GET /api/v1/dataset/` (list_columns of docs/api.md §2.8). */
export const datasetListItem = z.object({
  id: z.number(),
  uuid: z.string(),
  /** Partial: `columns=` may pick nested fields (`database.database_name`). */
  database: z.object({ id: z.number(), database_name: z.string(), uuid: z.string() }).partial(),
  changed_by_name: z.string(),
  changed_by: userName,
  changed_on_utc: z.string(),
  changed_on_delta_humanized: z.string(),
  default_endpoint: z.string().nullable(),
  description: z.string().nullable(),
  datasource_type: z.literal('table'),
  explore_url: z.string(),
  extra: z.string().nullable(),
  kind: z.enum(['virtual', 'physical']),
  owners: z.array(userRef),
  catalog: z.string().nullable(),
  schema: z.string().nullable(),
  sql: z.string().nullable(),
  table_name: z.string(),
});
export type DatasetListItem = z.infer<typeof datasetListItem>;
export const datasetListResponse = listResponse(datasetListItem);
export type DatasetListResponse = z.infer<typeof datasetListResponse>;

/** A column of a dataset, as in `GET /api/v1/dataset/<pk>`. */
export const datasetColumn = z.object({
  id: z.number(),
  uuid: z.string(),
  column_name: z.string(),
  verbose_name: z.string().nullable(),
  description: z.string().nullable(),
  expression: z.string().nullable(),
  type: z.string().nullable(),
  /** GenericDataType: 0 numeric, 1 string, 2 temporal, 3 boolean. */
  type_generic: z.enum(GenericDataType),
  is_dttm: z.boolean(),
  is_active: z.boolean(),
  python_date_format: z.string().nullable(),
  filterable: z.boolean(),
  groupby: z.boolean(),
  advanced_data_type: z.string().nullable(),
  extra: z.string().nullable(),
  created_on: z.string(),
  changed_on: z.string(),
});
export type DatasetColumn = z.infer<typeof datasetColumn>;

/** A metric of a dataset, as in `GET /api/v1/dataset/<pk>`. */
export const datasetMetric = z.object({
  id: z.number(),
  uuid: z.string(),
  metric_name: z.string(),
  verbose_name: z.string().nullable(),
  metric_type: z.string().nullable(),
  expression: z.string(),
  description: z.string().nullable(),
  d3format: z.string().nullable(),
  /** `{symbol, symbolPosition}` as stored, or null. */
  currency: jsonValue,
  extra: z.string().nullable(),
  warning_text: z.string().nullable(),
  created_on: z.string(),
  changed_on: z.string(),
});
export type DatasetMetric = z.infer<typeof datasetMetric>;

const pair = z.tuple([z.string(), z.string()]);

/** `GET /api/v1/dataset/<pk>` result (show_columns of docs/api.md §2.8). */
export const datasetItem = z.object({
  id: z.number(),
  uid: z.string(),
  uuid: z.string(),
  database: z.object({
    id: z.number(),
    database_name: z.string(),
    uuid: z.string(),
    backend: z.string(),
    allow_multi_catalog: z.boolean(),
  }),
  table_name: z.string(),
  sql: z.string().nullable(),
  filter_select_enabled: z.boolean(),
  fetch_values_predicate: z.string().nullable(),
  catalog: z.string().nullable(),
  schema: z.string().nullable(),
  description: z.string().nullable(),
  main_dttm_col: z.string().nullable(),
  normalize_columns: z.boolean(),
  always_filter_main_dttm: z.boolean(),
  offset: z.number(),
  default_endpoint: z.string().nullable(),
  cache_timeout: z.number().nullable(),
  is_sqllab_view: z.boolean(),
  template_params: z.string().nullable(),
  select_star: z.string().nullable(),
  owners: z.array(userRef),
  columns: z.array(datasetColumn),
  metrics: z.array(datasetMetric),
  datasource_type: z.literal('table'),
  url: z.string(),
  extra: z.string().nullable(),
  kind: z.enum(['virtual', 'physical']),
  created_on: z.string(),
  created_on_humanized: z.string(),
  created_by: userName,
  changed_on: z.string(),
  changed_on_humanized: z.string(),
  changed_by: userName,
  is_managed_externally: z.boolean(),
  datasource_name: z.string(),
  name: z.string(),
  column_formats: z.record(z.string(), z.string().nullable()),
  granularity_sqla: z.array(pair),
  time_grain_sqla: z.array(pair),
  order_by_choices: z.array(pair),
  verbose_map: z.record(z.string(), z.string()),
});
export type DatasetItem = z.infer<typeof datasetItem>;
/**
 * `GET /api/v1/dataset/<pk>` honours `columns=`, nested paths too (`columns.column_name`): the
 * result and its nested objects are partial on the wire.
 */
export const datasetItemResponse = itemResponse(
  datasetItem.partial().extend({
    database: datasetItem.shape.database.partial().optional(),
    columns: z.array(datasetColumn.partial()).optional(),
    metrics: z.array(datasetMetric.partial()).optional(),
  }),
);
export type DatasetItemResponse = z.infer<typeof datasetItemResponse>;

/** The datasource "data" object (docs/api.md §2.10), as answered by dataset POST. */
export const datasourceData = datasetItem.extend({
  type: z.literal('table'),
  edit_url: z.string(),
  perm: z.string(),
  params: z.string().nullable(),
  health_check_message: z.string().nullable(),
  currency_formats: z.record(z.string(), jsonValue),
  filter_select: z.boolean(),
  database: datasetItem.shape.database.extend({
    name: z.string(),
    allows_subquery: z.boolean(),
    allows_cost_estimate: z.boolean(),
    allows_virtual_table_explore: z.boolean(),
    explore_database_id: z.number(),
    disable_data_preview: z.boolean(),
    disable_drill_to_detail: z.boolean(),
  }),
});
export type DatasourceData = z.infer<typeof datasourceData>;

/** `POST /api/v1/dataset/`: the id, the body as sent and the new datasource. */
export const datasetCreatedResponse = savedResponse(datasetCreateSchema).extend({
  data: datasourceData,
});
export type DatasetCreatedResponse = z.infer<typeof datasetCreatedResponse>;
/** `POST /api/v1/dataset/duplicate`. */
export const datasetDuplicatedResponse = savedResponse(datasetDuplicateSchema);
export type DatasetDuplicatedResponse = z.infer<typeof datasetDuplicatedResponse>;
/** `PUT /api/v1/dataset/<pk>`: the id and the body as sent. */
export const datasetUpdatedResponse = savedResponse(datasetUpdateSchema);
export type DatasetUpdatedResponse = z.infer<typeof datasetUpdatedResponse>;

/** `POST /api/v1/dataset/get_or_create/`. */
export const datasetGetOrCreateResponse = z.object({ result: z.object({ table_id: z.number() }) });
export type DatasetGetOrCreateResponse = z.infer<typeof datasetGetOrCreateResponse>;

const relatedList = z.object({ count: z.number(), result: z.array(jsonValue) });
/** `GET /api/v1/dataset/<pk>/related_objects`. */
export const datasetRelatedObjectsResponse = z.object({
  charts: relatedList,
  dashboards: relatedList,
});
export type DatasetRelatedObjectsResponse = z.infer<typeof datasetRelatedObjectsResponse>;

/** `GET /api/v1/dataset/<pk>/drill_info/`. */
export const datasetDrillInfoResponse = z.object({
  result: z.object({
    id: z.number(),
    table_name: z.string(),
    owners: z.array(userRef),
    created_by: userName,
    created_on_humanized: z.string(),
    changed_by: userName,
    changed_on_humanized: z.string(),
    columns: z.array(z.object({ column_name: z.string(), verbose_name: z.string().nullable() })),
  }),
});
export type DatasetDrillInfoResponse = z.infer<typeof datasetDrillInfoResponse>;
