import {
  DEFAULT_NUMBER_FORMAT,
  DEFAULT_TIME_FORMAT,
  columnRefSchema,
  currencyFormatSchema,
  metricRefSchema,
} from '@sightline/core';
import { z } from 'zod';
import { columnListSchema, rgbaColorSchema } from '../../form-data/fields.ts';
import { baseFormDataSchema, integerWithDefault, withDefault } from '../../query/form-data.ts';

/** Form data of `waterfall` (docs/chart-types.md §4.I); defaults live here only. */
export const waterfallFormDataSchema = baseFormDataSchema.extend({
  viz_type: z.literal('waterfall'),
  x_axis: columnRefSchema.nullish(),
  time_grain_sqla: withDefault(z.string(), 'P1D'),
  /** The breakdown column (single; saved as a string or a list). */
  groupby: columnListSchema,
  metric: metricRefSchema.nullish(),
  row_limit: integerWithDefault(10000),
  show_value: withDefault(z.boolean(), false),
  show_legend: withDefault(z.boolean(), false),
  increase_color: withDefault(rgbaColorSchema, { r: 90, g: 193, b: 137, a: 1 }),
  decrease_color: withDefault(rgbaColorSchema, { r: 224, g: 67, b: 85, a: 1 }),
  total_color: withDefault(rgbaColorSchema, { r: 102, g: 102, b: 102, a: 1 }),
  x_axis_label: withDefault(z.string(), ''),
  x_axis_time_format: withDefault(z.string(), DEFAULT_TIME_FORMAT),
  x_ticks_layout: withDefault(z.string(), 'auto'),
  y_axis_label: withDefault(z.string(), ''),
  y_axis_format: withDefault(z.string(), DEFAULT_NUMBER_FORMAT),
  currency_format: currencyFormatSchema.nullish(),
});
export type WaterfallFormData = z.infer<typeof waterfallFormDataSchema>;
