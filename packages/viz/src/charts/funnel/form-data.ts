import {
  DEFAULT_NUMBER_FORMAT,
  columnRefSchema,
  currencyFormatSchema,
  metricRefSchema,
} from '@sightline/core';
import { z } from 'zod';
import { legendFields } from '../../form-data/fields.ts';
import { baseFormDataSchema, integerWithDefault, withDefault } from '../../query/form-data.ts';
import { labelTypeField } from '../_categorical/labels.ts';

/** Form data of `funnel` (docs/chart-types.md §4.C); defaults live here only. */
export const funnelFormDataSchema = baseFormDataSchema.extend({
  viz_type: z.literal('funnel'),
  groupby: withDefault(z.array(columnRefSchema), []),
  metric: metricRefSchema.nullish(),
  row_limit: integerWithDefault(10),
  sort_by_metric: withDefault(z.boolean(), true),
  percent_calculation_type: withDefault(z.enum(['first_step', 'prev_step', 'total']), 'first_step'),
  color_scheme: withDefault(z.string(), 'supersetColors'),
  label_colors: z.record(z.string(), z.string()).nullish(),
  ...legendFields,
  label_type: labelTypeField('key'),
  tooltip_label_type: labelTypeField('key_value_percent'),
  number_format: withDefault(z.string(), DEFAULT_NUMBER_FORMAT),
  currency_format: currencyFormatSchema.nullish(),
  show_labels: withDefault(z.boolean(), true),
  show_tooltip_labels: withDefault(z.boolean(), true),
});
export type FunnelFormData = z.infer<typeof funnelFormDataSchema>;
