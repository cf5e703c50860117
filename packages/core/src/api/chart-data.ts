import { z } from 'zod';
import { DATASOURCE_TYPES } from '../ids.ts';

/** Aggregates of a SIMPLE adhoc metric. */
export const AGGREGATES = ['AVG', 'COUNT', 'COUNT_DISTINCT', 'MAX', 'MIN', 'SUM'] as const;

/** Filter operators of query objects (matched case-insensitively, docs/api.md §1.10). */
export const FILTER_OPERATORS = [
  '==',
  '!=',
  '>',
  '<',
  '>=',
  '<=',
  'LIKE',
  'NOT LIKE',
  'ILIKE',
  'IS NULL',
  'IS NOT NULL',
  'IN',
  'NOT IN',
  'IS TRUE',
  'IS FALSE',
  'TEMPORAL_RANGE',
] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export const RESULT_TYPES = [
  'full',
  'samples',
  'query',
  'results',
  'columns',
  'post_processed',
  'drill_detail',
  'timegrains',
] as const;
export type ChartDataResultType = (typeof RESULT_TYPES)[number];
export const RESULT_FORMATS = ['json', 'csv', 'xlsx'] as const;
export type ChartDataResultFormat = (typeof RESULT_FORMATS)[number];

/** An adhoc column `{label, sqlExpression, columnType?, timeGrain?}` (counts as adhoc only with both label and sqlExpression). */
export const adhocColumnSchema = z.looseObject({
  label: z.string().optional(),
  sqlExpression: z.string(),
  expressionType: z.string().optional(),
  columnType: z.enum(['BASE_AXIS', 'SERIES']).optional().nullable(),
  timeGrain: z.string().optional().nullable(),
});
export type AdhocColumn = z.infer<typeof adhocColumnSchema>;

/** A column reference: a dataset column name / SQL text, or an adhoc column. */
export const columnRefSchema = z.union([z.string(), adhocColumnSchema]);
export type ColumnRef = z.infer<typeof columnRefSchema>;

/** An adhoc metric (SIMPLE or SQL), or a legacy `{label}` object. */
export const adhocMetricSchema = z.looseObject({
  expressionType: z.enum(['SIMPLE', 'SQL']).optional(),
  aggregate: z.string().nullable().optional(),
  column: z.looseObject({ column_name: z.string() }).nullable().optional(),
  sqlExpression: z.string().nullable().optional(),
  label: z.string().nullable().optional(),
  hasCustomLabel: z.boolean().nullable().optional(),
  optionName: z.string().nullable().optional(),
});
export type AdhocMetric = z.infer<typeof adhocMetricSchema>;

/** A metric reference: a saved metric name or an adhoc metric. */
export const metricRefSchema = z.union([z.string(), adhocMetricSchema]);
export type MetricRef = z.infer<typeof metricRefSchema>;

/** A query-object filter `{col, op, val?, grain?, isExtra?}`. */
export const queryFilterSchema = z.looseObject({
  col: columnRefSchema.optional().nullable(),
  op: z.string().optional().nullable(),
  val: z.unknown().optional(),
  grain: z.string().nullable().optional(),
  isExtra: z.boolean().nullable().optional(),
});
export type QueryFilter = z.infer<typeof queryFilterSchema>;

const datasourceRefSchema = z.object({
  id: z.union([z.number().int(), z.string()]),
  type: z.enum(DATASOURCE_TYPES),
});

/** A post-processing step. */
export const postProcessingStepSchema = z.object({
  operation: z.string(),
  options: z.record(z.string(), z.unknown()).optional().nullable(),
});

/** A query object of the chart data request (docs/api.md §2.3); unknown keys are ignored. */
export const queryObjectSchema = z.looseObject({
  datasource: datasourceRefSchema.optional().nullable(),
  result_type: z.enum(RESULT_TYPES).optional().nullable(),
  columns: z.array(columnRefSchema).optional().nullable(),
  groupby: z.array(columnRefSchema).optional().nullable(),
  metrics: z.array(metricRefSchema).optional().nullable(),
  orderby: z
    .array(z.tuple([z.union([z.string(), adhocMetricSchema, adhocColumnSchema]), z.boolean()]))
    .optional()
    .nullable(),
  filters: z.array(queryFilterSchema).optional().nullable(),
  extras: z
    .looseObject({
      where: z.string().nullable().optional(),
      having: z.string().nullable().optional(),
      time_grain_sqla: z.string().nullable().optional(),
      relative_start: z.enum(['today', 'now']).nullable().optional(),
      relative_end: z.enum(['today', 'now']).nullable().optional(),
      instant_time_comparison_range: z.string().nullable().optional(),
    })
    .optional()
    .nullable(),
  where: z.string().nullable().optional(),
  having: z.string().nullable().optional(),
  granularity: z.string().nullable().optional(),
  granularity_sqla: z.string().nullable().optional(),
  time_range: z.string().nullable().optional(),
  time_shift: z.string().nullable().optional(),
  time_offsets: z.array(z.string()).optional().nullable(),
  is_timeseries: z.boolean().nullable().optional(),
  row_limit: z.number().int().min(0).nullable().optional(),
  row_offset: z.number().int().min(0).nullable().optional(),
  order_desc: z.boolean().nullable().optional(),
  series_columns: z.array(columnRefSchema).optional().nullable(),
  series_limit: z.number().int().min(0).nullable().optional(),
  series_limit_metric: metricRefSchema.nullable().optional(),
  timeseries_limit: z.number().int().min(0).nullable().optional(),
  timeseries_limit_metric: metricRefSchema.nullable().optional(),
  group_others_when_limit_reached: z.boolean().nullable().optional(),
  post_processing: z.array(postProcessingStepSchema.nullable()).optional().nullable(),
  annotation_layers: z.array(z.record(z.string(), z.unknown())).optional().nullable(),
  applied_time_extras: z.record(z.string(), z.unknown()).optional().nullable(),
  apply_fetch_values_predicate: z.boolean().nullable().optional(),
  url_params: z.record(z.string(), z.unknown()).optional().nullable(),
  is_rowcount: z.boolean().nullable().optional(),
});
export type QueryObjectInput = z.infer<typeof queryObjectSchema>;

/** The chart data request body (QueryContext). */
export const chartDataRequestSchema = z.looseObject({
  datasource: datasourceRefSchema,
  queries: z.array(queryObjectSchema),
  force: z.boolean().nullable().optional(),
  result_type: z.enum(RESULT_TYPES).optional().nullable(),
  result_format: z.enum(RESULT_FORMATS).optional().nullable(),
  form_data: z.record(z.string(), z.unknown()).nullable().optional(),
  custom_cache_timeout: z.number().int().nullable().optional(),
});
export type ChartDataRequest = z.infer<typeof chartDataRequestSchema>;

/** Label of a metric reference (docs/api.md / docs/query-object.md §1.1). */
export function metricLabel(m: MetricRef): string {
  if (typeof m === 'string') return m;
  if (m.label) return m.label;
  if (m.expressionType === 'SQL') return m.sqlExpression ?? '';
  if (m.expressionType === 'SIMPLE') return `${m.aggregate ?? ''}(${m.column?.column_name ?? ''})`;
  return '';
}

/** Whether a column reference is an adhoc column (has both label and sqlExpression). */
export function isAdhocColumn(c: unknown): c is AdhocColumn & { label: string } {
  return (
    typeof c === 'object' &&
    c !== null &&
    typeof (c as AdhocColumn).sqlExpression === 'string' &&
    typeof (c as AdhocColumn).label === 'string'
  );
}

/** Label of a column reference. */
export function columnLabel(c: ColumnRef): string {
  if (typeof c === 'string') return c;
  return c.label ?? c.sqlExpression;
}
