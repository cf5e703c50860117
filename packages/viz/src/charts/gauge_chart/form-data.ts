import {
  DEFAULT_NUMBER_FORMAT,
  columnRefSchema,
  currencyFormatSchema,
  metricRefSchema,
} from '@sightline/core';
import { z } from 'zod';
import {
  baseFormDataSchema,
  integerWithDefault,
  numberLike,
  numberWithDefault,
  withDefault,
} from '../../query/form-data.ts';

/** Form data of `gauge_chart` (docs/chart-types.md §4.C); defaults live here only. */
export const gaugeChartFormDataSchema = baseFormDataSchema.extend({
  viz_type: z.literal('gauge_chart'),
  groupby: withDefault(z.array(columnRefSchema), []),
  metric: metricRefSchema.nullish(),
  row_limit: integerWithDefault(10),
  sort_by_metric: withDefault(z.boolean(), true),
  /** null = automatic (2 × the smallest value, at most 0). */
  min_val: numberLike,
  /** null = automatic (2 × the largest value, at least 0). */
  max_val: numberLike,
  start_angle: numberWithDefault(225),
  end_angle: numberWithDefault(-45),
  color_scheme: withDefault(z.string(), 'supersetColors'),
  label_colors: z.record(z.string(), z.string()).nullish(),
  font_size: numberWithDefault(15),
  number_format: withDefault(z.string(), DEFAULT_NUMBER_FORMAT),
  currency_format: currencyFormatSchema.nullish(),
  value_formatter: withDefault(z.string(), '{value}'),
  show_pointer: withDefault(z.boolean(), true),
  animation: withDefault(z.boolean(), true),
  show_axis_tick: withDefault(z.boolean(), false),
  show_split_line: withDefault(z.boolean(), false),
  split_number: integerWithDefault(10),
  show_progress: withDefault(z.boolean(), true),
  overlap: withDefault(z.boolean(), true),
  round_cap: withDefault(z.boolean(), false),
  /** Comma-separated interval upper bounds. */
  intervals: withDefault(z.string(), ''),
  /** Comma-separated 1-based colour-scheme indices, one per interval. */
  interval_color_indices: withDefault(z.string(), ''),
});
export type GaugeChartFormData = z.infer<typeof gaugeChartFormDataSchema>;
