import {
  DEFAULT_NUMBER_FORMAT,
  DEFAULT_TIME_FORMAT,
  columnRefSchema,
  metricRefSchema,
} from '@sightline/core';
import { z } from 'zod';
import {
  baseFormDataSchema,
  integerLike,
  integerWithDefault,
  withDefault,
} from '../../query/form-data.ts';

/** Whisker choices of `whiskerOptions`. */
export const WHISKER_OPTIONS = [
  'Tukey',
  'Min/max (no outliers)',
  '2/98 percentiles',
  '5/95 percentiles',
  '9/91 percentiles',
  '10/90 percentiles',
] as const;

/** Form data of `box_plot` (docs/chart-types.md §4.E); defaults live here only. */
export const boxPlotFormDataSchema = baseFormDataSchema.extend({
  viz_type: z.literal('box_plot'),
  /** "Distribute across": the statistics are computed over the rows of these columns. */
  columns: withDefault(z.array(columnRefSchema), []),
  time_grain_sqla: z.string().nullish(),
  temporal_columns_lookup: z.record(z.string(), z.boolean()).nullish(),
  groupby: withDefault(z.array(columnRefSchema), []),
  metrics: withDefault(z.array(metricRefSchema), []),
  series_limit: integerLike,
  series_limit_metric: metricRefSchema.nullish(),
  row_limit: integerWithDefault(10000),
  whiskerOptions: withDefault(z.string(), 'Tukey'),
  x_axis_title: withDefault(z.string(), ''),
  x_axis_title_margin: integerWithDefault(15),
  y_axis_title: withDefault(z.string(), ''),
  y_axis_title_margin: integerWithDefault(15),
  y_axis_title_position: withDefault(z.string(), 'Left'),
  color_scheme: withDefault(z.string(), 'supersetColors'),
  label_colors: z.record(z.string(), z.string()).nullish(),
  x_ticks_layout: withDefault(z.string(), 'auto'),
  number_format: withDefault(z.string(), DEFAULT_NUMBER_FORMAT),
  date_format: withDefault(z.string(), DEFAULT_TIME_FORMAT),
});
export type BoxPlotFormData = z.infer<typeof boxPlotFormDataSchema>;
