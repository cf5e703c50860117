import {
  DEFAULT_NUMBER_FORMAT,
  DEFAULT_TIME_FORMAT,
  columnRefSchema,
  currencyFormatSchema,
  metricRefSchema,
} from '@sightline/core';
import { z } from 'zod';
import { conditionalFormattingRuleSchema } from '../../form-data/fields.ts';
import { baseFormDataSchema, integerWithDefault, withDefault } from '../../query/form-data.ts';
import { AGGREGATE_FUNCTIONS } from '../_pivot/aggregators.ts';

const sortOrderSchema = z.enum(['key_a_to_z', 'key_z_to_a', 'value_a_to_z', 'value_z_to_a']);

/**
 * Form data of `pivot_table_v2` (docs/chart-types.md §4.J); defaults live here only. Keys are camelCase
 * where Superset saves them so (`groupbyRows`, `transposePivot`, `combineMetric`, `valueFormat`...).
 */
export const pivotTableV2FormDataSchema = baseFormDataSchema.extend({
  viz_type: z.literal('pivot_table_v2'),
  groupbyColumns: withDefault(z.array(columnRefSchema), []),
  groupbyRows: withDefault(z.array(columnRefSchema), []),
  time_grain_sqla: z.string().nullish(),
  temporal_columns_lookup: z.record(z.string(), z.boolean()).nullish(),
  metrics: withDefault(z.array(metricRefSchema), []),
  metricsLayout: withDefault(z.enum(['COLUMNS', 'ROWS']), 'COLUMNS'),
  row_limit: integerWithDefault(10000),
  series_limit_metric: metricRefSchema.nullish(),
  order_desc: withDefault(z.boolean(), true),
  aggregateFunction: withDefault(z.enum(AGGREGATE_FUNCTIONS), 'Sum'),
  rowTotals: withDefault(z.boolean(), false),
  rowSubTotals: withDefault(z.boolean(), false),
  colTotals: withDefault(z.boolean(), false),
  colSubTotals: withDefault(z.boolean(), false),
  transposePivot: withDefault(z.boolean(), false),
  combineMetric: withDefault(z.boolean(), false),
  valueFormat: withDefault(z.string(), DEFAULT_NUMBER_FORMAT),
  currency_format: currencyFormatSchema.nullish(),
  date_format: withDefault(z.string(), DEFAULT_TIME_FORMAT),
  rowOrder: withDefault(sortOrderSchema, 'key_a_to_z'),
  colOrder: withDefault(sortOrderSchema, 'key_a_to_z'),
  /** true = subtotal rows above their group, false = below. */
  rowSubtotalPosition: withDefault(z.boolean(), false),
  /** true = subtotal columns left of their group, false = right. */
  colSubtotalPosition: withDefault(z.boolean(), false),
  conditional_formatting: withDefault(z.array(conditionalFormattingRuleSchema), []),
  allow_render_html: withDefault(z.boolean(), true),
});
export type PivotTableV2FormData = z.infer<typeof pivotTableV2FormDataSchema>;
