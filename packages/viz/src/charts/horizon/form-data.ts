import { columnRefSchema, metricRefSchema } from '@sightline/core';
import { z } from 'zod';
import {
  baseFormDataSchema,
  integerLike,
  numberWithDefault,
  withDefault,
} from '../../query/form-data.ts';

/** How each row's colour bands are scaled: per series, one extent for all, or change from each series' first point. */
export const HORIZON_COLOR_SCALES = ['series', 'overall', 'change'] as const;

/** Form data of `horizon` (docs/chart-types.md §4.E, legacy, served through /api/v1/chart/data); defaults live here only. */
export const horizonFormDataSchema = baseFormDataSchema.extend({
  viz_type: z.literal('horizon'),
  granularity_sqla: z.string().nullish(),
  metrics: withDefault(z.array(metricRefSchema), []),
  groupby: withDefault(z.array(columnRefSchema), []),
  limit: integerLike,
  timeseries_limit_metric: metricRefSchema.nullish(),
  order_desc: withDefault(z.boolean(), true),
  contribution: withDefault(z.boolean(), false),
  row_limit: integerLike,
  /** Row height in px; saved as a string ('25'). */
  series_height: numberWithDefault(25),
  horizon_color_scale: withDefault(z.enum(HORIZON_COLOR_SCALES), 'series'),
});
export type HorizonFormData = z.infer<typeof horizonFormDataSchema>;
