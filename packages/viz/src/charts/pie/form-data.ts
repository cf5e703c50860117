import {
  DEFAULT_NUMBER_FORMAT,
  DEFAULT_TIME_FORMAT,
  columnRefSchema,
  currencyFormatSchema,
  metricRefSchema,
} from '@sightline/core';
import { z } from 'zod';
import { legendFields } from '../../form-data/fields.ts';
import {
  baseFormDataSchema,
  integerWithDefault,
  numberWithDefault,
  withDefault,
} from '../../query/form-data.ts';

/** Form data of `pie` (docs/chart-types.md §4.D); defaults live here only. */
export const pieFormDataSchema = baseFormDataSchema.extend({
  viz_type: z.literal('pie'),
  groupby: withDefault(z.array(columnRefSchema), []),
  metric: metricRefSchema.nullish(),
  row_limit: integerWithDefault(100),
  sort_by_metric: withDefault(z.boolean(), true),
  color_scheme: withDefault(z.string(), 'supersetColors'),
  label_colors: z.record(z.string(), z.string()).nullish(),
  show_labels_threshold: numberWithDefault(5),
  threshold_for_other: numberWithDefault(0),
  roseType: z.enum(['area', 'radius']).nullish(),
  ...legendFields,
  label_type: withDefault(z.string(), 'key'),
  label_template: z.string().nullish(),
  number_format: withDefault(z.string(), DEFAULT_NUMBER_FORMAT),
  currency_format: currencyFormatSchema.nullish(),
  date_format: withDefault(z.string(), DEFAULT_TIME_FORMAT),
  show_labels: withDefault(z.boolean(), true),
  labels_outside: withDefault(z.boolean(), true),
  label_line: withDefault(z.boolean(), false),
  show_total: withDefault(z.boolean(), false),
  outerRadius: numberWithDefault(70),
  donut: withDefault(z.boolean(), false),
  innerRadius: numberWithDefault(30),
});
export type PieFormData = z.infer<typeof pieFormDataSchema>;
