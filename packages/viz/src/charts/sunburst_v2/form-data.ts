import {
  DEFAULT_NUMBER_FORMAT,
  DEFAULT_TIME_FORMAT,
  columnRefSchema,
  currencyFormatSchema,
  metricRefSchema,
} from '@sightline/core';
import { z } from 'zod';
import {
  baseFormDataSchema,
  integerWithDefault,
  numberWithDefault,
  withDefault,
} from '../../query/form-data.ts';

/** Form data of `sunburst_v2` (docs/chart-types.md §4.D); defaults live here only. */
export const sunburstV2FormDataSchema = baseFormDataSchema.extend({
  viz_type: z.literal('sunburst_v2'),
  /** The hierarchy, outermost ring last. */
  columns: withDefault(z.array(columnRefSchema), []),
  metric: metricRefSchema.nullish(),
  /** Colours nodes by secondary / primary over the sequential scheme; categorical colours without it. */
  secondary_metric: metricRefSchema.nullish(),
  row_limit: integerWithDefault(10000),
  sort_by_metric: withDefault(z.boolean(), false),
  color_scheme: withDefault(z.string(), 'supersetColors'),
  label_colors: z.record(z.string(), z.string()).nullish(),
  linear_color_scheme: withDefault(z.string(), 'superset_seq_1'),
  show_labels: withDefault(z.boolean(), false),
  show_labels_threshold: numberWithDefault(5),
  show_total: withDefault(z.boolean(), false),
  label_type: withDefault(z.enum(['key', 'value', 'key_value']), 'key'),
  number_format: withDefault(z.string(), DEFAULT_NUMBER_FORMAT),
  currency_format: currencyFormatSchema.nullish(),
  date_format: withDefault(z.string(), DEFAULT_TIME_FORMAT),
});
export type SunburstV2FormData = z.infer<typeof sunburstV2FormDataSchema>;
