import { columnRefSchema, metricRefSchema } from '@sightline/core';
import { z } from 'zod';
import {
  DEFAULT_COLOR_PICKER,
  kpiTextFields,
  kpiTimeFormatFields,
  numberFormatFields,
  rgbaColorSchema,
} from '../../form-data/fields.ts';
import { baseFormDataSchema, integerLike, withDefault } from '../../query/form-data.ts';

/** Form data of `big_number` (docs/chart-types.md §4.C); defaults live here only. */
export const bigNumberFormDataSchema = baseFormDataSchema.extend({
  viz_type: z.literal('big_number'),
  x_axis: columnRefSchema.nullish(),
  time_grain_sqla: withDefault(z.string(), 'P1D'),
  metric: metricRefSchema.nullish(),
  /** raw (one database aggregate), LAST_VALUE, sum, mean, min, max or median of the trend. */
  aggregation: withDefault(z.string(), 'LAST_VALUE'),
  compare_lag: integerLike,
  compare_suffix: withDefault(z.string(), ''),
  show_timestamp: withDefault(z.boolean(), false),
  show_trend_line: withDefault(z.boolean(), true),
  start_y_axis_at_zero: withDefault(z.boolean(), true),
  time_range_fixed: withDefault(z.boolean(), false),
  color_picker: withDefault(rgbaColorSchema, DEFAULT_COLOR_PICKER),
  subheader_font_size: withDefault(z.number(), 0.15),
  ...kpiTextFields,
  ...numberFormatFields,
  ...kpiTimeFormatFields,
  rolling_type: withDefault(z.string(), 'None'),
  rolling_periods: integerLike,
  min_periods: integerLike,
  resample_rule: z.string().nullish(),
  resample_method: z.string().nullish(),
});
export type BigNumberFormData = z.infer<typeof bigNumberFormDataSchema>;
