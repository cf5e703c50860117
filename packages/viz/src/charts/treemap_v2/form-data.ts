import {
  DEFAULT_NUMBER_FORMAT,
  DEFAULT_TIME_FORMAT,
  columnRefSchema,
  currencyFormatSchema,
  metricRefSchema,
} from '@sightline/core';
import { z } from 'zod';
import { baseFormDataSchema, integerWithDefault, withDefault } from '../../query/form-data.ts';

/** Form data of `treemap_v2` (docs/chart-types.md §4.D); defaults live here only. */
export const treemapV2FormDataSchema = baseFormDataSchema.extend({
  viz_type: z.literal('treemap_v2'),
  groupby: withDefault(z.array(columnRefSchema), []),
  metric: metricRefSchema.nullish(),
  row_limit: integerWithDefault(10000),
  sort_by_metric: withDefault(z.boolean(), false),
  color_scheme: withDefault(z.string(), 'supersetColors'),
  label_colors: z.record(z.string(), z.string()).nullish(),
  show_labels: withDefault(z.boolean(), true),
  show_upper_labels: withDefault(z.boolean(), true),
  label_type: withDefault(z.enum(['key', 'value', 'key_value']), 'key_value'),
  number_format: withDefault(z.string(), DEFAULT_NUMBER_FORMAT),
  currency_format: currencyFormatSchema.nullish(),
  date_format: withDefault(z.string(), DEFAULT_TIME_FORMAT),
});
export type TreemapV2FormData = z.infer<typeof treemapV2FormDataSchema>;
