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
  numberWithDefault,
  withDefault,
} from '../../query/form-data.ts';
import { legacyAnalyticsFields } from '../_nvd3/legacy-timeseries.ts';

/** How time enters the partition (docs/chart-types.md §4.D). */
export const TIME_SERIES_OPTIONS = [
  'not_time',
  'time_series',
  'agg_mean',
  'agg_sum',
  'point_diff',
  'point_percent',
  'point_factor',
  'adv_anal',
] as const;
export type TimeSeriesOption = (typeof TIME_SERIES_OPTIONS)[number];

/** Form data of the legacy `partition` (docs/chart-types.md §4.D), keys as saved; defaults live here only. */
export const partitionFormDataSchema = baseFormDataSchema.extend({
  viz_type: z.literal('partition'),
  time_grain_sqla: z.string().nullish(),
  metrics: withDefault(z.array(metricRefSchema), []),
  groupby: withDefault(z.array(columnRefSchema), []),
  limit: integerLike,
  timeseries_limit_metric: metricRefSchema.nullish(),
  order_desc: withDefault(z.boolean(), true),
  contribution: withDefault(z.boolean(), false),
  row_limit: integerWithDefault(10000),
  time_series_option: withDefault(z.enum(TIME_SERIES_OPTIONS), 'not_time'),
  color_scheme: withDefault(z.string(), 'supersetColors'),
  label_colors: z.record(z.string(), z.string()).nullish(),
  number_format: withDefault(z.string(), DEFAULT_NUMBER_FORMAT),
  date_time_format: withDefault(z.string(), DEFAULT_TIME_FORMAT),
  /** Children kept per node, largest first (saved as text). */
  partition_limit: numberWithDefault(5),
  /** Children below this fraction of their parent are dropped (saved as text). */
  partition_threshold: numberWithDefault(0.05),
  /** Size nodes by log(value + 1). */
  log_scale: withDefault(z.boolean(), false),
  /** Give time nodes equal heights. */
  equal_date_size: withDefault(z.boolean(), true),
  rich_tooltip: withDefault(z.boolean(), true),
  /** LAA: resample and rolling per level, applied by the server with `adv_anal` (docs/chart-types.md §3.8). */
  ...legacyAnalyticsFields,
});
export type PartitionFormData = z.infer<typeof partitionFormDataSchema>;
