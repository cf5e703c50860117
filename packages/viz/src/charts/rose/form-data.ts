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
import { legacyAnalyticsFields } from '../_nvd3/legacy-timeseries.ts';

/** Form data of the legacy `rose` (docs/chart-types.md §4.H), keys as saved; defaults live here only. */
export const roseFormDataSchema = baseFormDataSchema.extend({
  viz_type: z.literal('rose'),
  time_grain_sqla: z.string().nullish(),
  metrics: withDefault(z.array(metricRefSchema), []),
  groupby: withDefault(z.array(columnRefSchema), []),
  /** Series limit. */
  limit: integerLike,
  timeseries_limit_metric: metricRefSchema.nullish(),
  order_desc: withDefault(z.boolean(), true),
  /** Each value as its share of its time slice's total. */
  contribution: withDefault(z.boolean(), false),
  row_limit: integerWithDefault(10000),
  color_scheme: withDefault(z.string(), 'supersetColors'),
  label_colors: z.record(z.string(), z.string()).nullish(),
  number_format: withDefault(z.string(), DEFAULT_NUMBER_FORMAT),
  date_time_format: withDefault(z.string(), DEFAULT_TIME_FORMAT),
  rich_tooltip: withDefault(z.boolean(), true),
  /** Radius chosen so a wedge's area, not its length, is proportional to its value. */
  rose_area_proportion: withDefault(z.boolean(), false),
  /** LAA: rolling, time shifts and resampling, applied by the server after pivoting (docs/chart-types.md §3.8). */
  ...legacyAnalyticsFields,
});
export type RoseFormData = z.infer<typeof roseFormDataSchema>;
