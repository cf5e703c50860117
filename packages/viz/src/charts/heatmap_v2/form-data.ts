import {
  DEFAULT_NUMBER_FORMAT,
  DEFAULT_TIME_FORMAT,
  columnRefSchema,
  currencyFormatSchema,
  metricRefSchema,
} from '@sightline/core';
import { z } from 'zod';
import { axisBoundsSchema, columnListSchema, rgbaColorSchema } from '../../form-data/fields.ts';
import {
  baseFormDataSchema,
  integerWithDefault,
  numberLike,
  numberWithDefault,
  withDefault,
} from '../../query/form-data.ts';

const SORT_CHOICES = ['alpha_asc', 'alpha_desc', 'value_asc', 'value_desc'] as const;
/** `auto` or a margin in px. */
const marginSchema = withDefault(z.union([z.literal('auto'), z.number(), z.string()]), 'auto');

/**
 * An axis label interval: -1 when missing, a saved null kept (Superset computes `null - 1`, which
 * ECharts reads as "every label").
 */
const scaleIntervalSchema = numberLike.default(-1);

/** Form data of `heatmap_v2` (docs/chart-types.md §4.F); defaults live here only. */
export const heatmapV2FormDataSchema = baseFormDataSchema.extend({
  viz_type: z.literal('heatmap_v2'),
  x_axis: columnRefSchema.nullish(),
  time_grain_sqla: withDefault(z.string(), 'P1D'),
  /** The y-axis column (a single column; saved as a string or a one-item list). */
  groupby: columnListSchema,
  metric: metricRefSchema.nullish(),
  row_limit: integerWithDefault(10000),
  sort_x_axis: z.enum(SORT_CHOICES).nullish(),
  sort_y_axis: z.enum(SORT_CHOICES).nullish(),
  // Some saved charts carry 'heatmap_v2' (a migration artefact): anything unknown normalises across the heatmap.
  normalize_across: withDefault(z.enum(['heatmap', 'x', 'y']).catch('heatmap'), 'heatmap'),
  legend_type: withDefault(z.enum(['continuous', 'piecewise']), 'continuous'),
  linear_color_scheme: withDefault(z.string(), 'superset_seq_1'),
  border_color: withDefault(rgbaColorSchema, { r: 0, g: 0, b: 0, a: 1 }),
  border_width: numberWithDefault(0),
  /** -1 labels as ECharts sees fit ('auto'); n labels every n-th category; null (saved) labels every one. */
  xscale_interval: scaleIntervalSchema,
  yscale_interval: scaleIntervalSchema,
  left_margin: marginSchema,
  bottom_margin: marginSchema,
  value_bounds: withDefault(axisBoundsSchema, [null, null]),
  y_axis_format: withDefault(z.string(), DEFAULT_NUMBER_FORMAT),
  x_axis_time_format: withDefault(z.string(), DEFAULT_TIME_FORMAT),
  currency_format: currencyFormatSchema.nullish(),
  show_legend: withDefault(z.boolean(), true),
  show_percentage: withDefault(z.boolean(), true),
  show_values: withDefault(z.boolean(), false),
  normalized: withDefault(z.boolean(), false),
});
export type HeatmapV2FormData = z.infer<typeof heatmapV2FormDataSchema>;
