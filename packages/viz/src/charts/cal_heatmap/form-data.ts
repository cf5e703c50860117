import { DEFAULT_NUMBER_FORMAT, DEFAULT_TIME_FORMAT, metricRefSchema } from '@sightline/core';
import { z } from 'zod';
import {
  baseFormDataSchema,
  integerWithDefault,
  numberWithDefault,
  withDefault,
} from '../../query/form-data.ts';

/** Granularity of one calendar block. */
export const DOMAIN_GRANULARITIES = ['hour', 'day', 'week', 'month', 'year'] as const;
/** Granularity of one cell. */
export const SUBDOMAIN_GRANULARITIES = ['min', 'hour', 'day', 'week', 'month'] as const;
export type CalendarUnit =
  (typeof DOMAIN_GRANULARITIES)[number] | (typeof SUBDOMAIN_GRANULARITIES)[number];

/** Form data of `cal_heatmap` (docs/chart-types.md §4.F, legacy, served through /api/v1/chart/data); defaults live here only. */
export const calHeatmapFormDataSchema = baseFormDataSchema.extend({
  viz_type: z.literal('cal_heatmap'),
  granularity_sqla: z.string().nullish(),
  domain_granularity: withDefault(z.enum(DOMAIN_GRANULARITIES), 'month'),
  subdomain_granularity: withDefault(z.enum(SUBDOMAIN_GRANULARITIES), 'day'),
  metrics: withDefault(z.array(metricRefSchema), []),
  linear_color_scheme: withDefault(z.string(), 'superset_seq_1'),
  cell_size: numberWithDefault(10),
  cell_padding: numberWithDefault(2),
  cell_radius: numberWithDefault(0),
  steps: integerWithDefault(10),
  y_axis_format: withDefault(z.string(), DEFAULT_NUMBER_FORMAT),
  x_axis_time_format: withDefault(z.string(), DEFAULT_TIME_FORMAT),
  show_legend: withDefault(z.boolean(), true),
  show_values: withDefault(z.boolean(), false),
  show_metric_name: withDefault(z.boolean(), true),
});
export type CalHeatmapFormData = z.infer<typeof calHeatmapFormDataSchema>;
