import { z } from 'zod';
import { shallowJsonString } from '../json-text.ts';

const str = (min: number, max: number) => z.string().min(min).max(max);

/** Body of POST /api/v1/dataset/ (docs/api.md §2.8). */
export const datasetCreateSchema = z.object({
  database: z.number().int(),
  table_name: str(1, 250),
  catalog: z.string().max(250).nullable().optional(),
  schema: z.string().max(250).nullable().optional(),
  sql: z.string().nullable().optional(),
  owners: z.array(z.number().int()).optional(),
  template_params: shallowJsonString.nullable().optional(),
  normalize_columns: z.boolean().optional(),
  always_filter_main_dttm: z.boolean().optional(),
  is_managed_externally: z.boolean().nullable().optional(),
  external_url: z.string().nullable().optional(),
  uuid: z.string().uuid().optional(),
});
export type DatasetCreate = z.infer<typeof datasetCreateSchema>;

/** One column in a dataset PUT: items without id are created, missing ones deleted. */
export const datasetColumnInputSchema = z.object({
  id: z.number().int().optional(),
  column_name: str(1, 255),
  type: z.string().nullable().optional(),
  advanced_data_type: z.string().nullable().optional(),
  verbose_name: z.string().max(1024).nullable().optional(),
  description: z.string().nullable().optional(),
  expression: z.string().nullable().optional(),
  extra: shallowJsonString.nullable().optional(),
  filterable: z.boolean().optional(),
  groupby: z.boolean().optional(),
  is_active: z.boolean().nullable().optional(),
  is_dttm: z.boolean().nullable().optional(),
  python_date_format: z.string().nullable().optional(),
  uuid: z.string().uuid().optional(),
});
export type DatasetColumnInput = z.infer<typeof datasetColumnInputSchema>;

/** One metric in a dataset PUT. */
export const datasetMetricInputSchema = z.object({
  id: z.number().int().optional(),
  metric_name: str(1, 255),
  expression: z.string().min(1),
  metric_type: z.string().nullable().optional(),
  verbose_name: z.string().max(1024).nullable().optional(),
  description: z.string().nullable().optional(),
  extra: shallowJsonString.nullable().optional(),
  warning_text: z.string().nullable().optional(),
  d3format: z.string().max(128).nullable().optional(),
  currency: z.object({ symbol: z.string(), symbolPosition: z.string() }).nullable().optional(),
  uuid: z.string().uuid().optional(),
});
export type DatasetMetricInput = z.infer<typeof datasetMetricInputSchema>;

/** Body of PUT /api/v1/dataset/<pk>. */
export const datasetUpdateSchema = z.object({
  table_name: str(1, 250).optional(),
  database_id: z.number().int().optional(),
  sql: z.string().nullable().optional(),
  catalog: z.string().max(250).nullable().optional(),
  schema: z.string().max(250).nullable().optional(),
  description: z.string().nullable().optional(),
  main_dttm_col: z.string().nullable().optional(),
  default_endpoint: z.string().nullable().optional(),
  template_params: shallowJsonString.nullable().optional(),
  extra: shallowJsonString.nullable().optional(),
  fetch_values_predicate: z.string().max(1000).nullable().optional(),
  filter_select_enabled: z.boolean().optional(),
  normalize_columns: z.boolean().optional(),
  always_filter_main_dttm: z.boolean().optional(),
  is_sqllab_view: z.boolean().optional(),
  is_managed_externally: z.boolean().nullable().optional(),
  offset: z.number().int().nullable().optional(),
  cache_timeout: z.number().int().nullable().optional(),
  owners: z.array(z.number().int()).optional(),
  columns: z.array(datasetColumnInputSchema).optional(),
  metrics: z.array(datasetMetricInputSchema).optional(),
  external_url: z.string().nullable().optional(),
  uuid: z.string().uuid().optional(),
});
export type DatasetUpdate = z.infer<typeof datasetUpdateSchema>;

/** Body of POST /api/v1/dataset/duplicate. */
export const datasetDuplicateSchema = z.object({
  base_model_id: z.number().int(),
  table_name: str(1, 250),
});

/** Body of POST /api/v1/dataset/get_or_create/. */
export const datasetGetOrCreateSchema = z.object({
  table_name: str(1, 250),
  database_id: z.number().int(),
  catalog: z.string().nullable().optional(),
  schema: z.string().nullable().optional(),
  template_params: shallowJsonString.nullable().optional(),
  normalize_columns: z.boolean().optional(),
  always_filter_main_dttm: z.boolean().optional(),
});
