import { DEFAULT_NUMBER_FORMAT, currencyFormatSchema } from '@sightline/core';
import { z } from 'zod';
import { axisBoundsSchema } from '../../form-data/fields.ts';
import {
  adhocFilterSchema,
  baseFormDataSchema,
  integerWithDefault,
  withDefault,
} from '../../query/form-data.ts';
import {
  timeseriesAnalyticsFields,
  timeseriesDisplayFields,
  timeseriesFields,
  timeseriesLineStyleFields,
  timeseriesQueryFields,
} from '../_timeseries/form-data.ts';

/** Suffix of the form-data keys that feed query B (`metrics_b`, `groupby_b`...). */
export const QUERY_B_SUFFIX = '_b';
/** Suffix of query B's series customisation keys (`seriesTypeB`, `stackB`...). */
export const SERIES_B_SUFFIX = 'B';

type Fields = Record<string, z.ZodType>;

/** The same fields with `suffix` appended to every key. */
export function suffixFields<T extends Fields, S extends string>(
  fields: T,
  suffix: S,
): { [K in keyof T & string as `${K}${S}`]: T[K] } {
  return Object.fromEntries(
    Object.entries(fields).map(([key, schema]) => [`${key}${suffix}`, schema]),
  ) as { [K in keyof T & string as `${K}${S}`]: T[K] };
}

const {
  metrics,
  groupby,
  limit,
  timeseries_limit_metric,
  order_desc,
  row_limit,
  truncate_metric,
  show_empty_columns,
} = timeseriesQueryFields;
const {
  rolling_type,
  rolling_periods,
  min_periods,
  time_compare,
  comparison_type,
  resample_rule,
  resample_method,
} = timeseriesAnalyticsFields;

/** Query fields every half has: plain keys for query A, `_b` keys for query B (docs/chart-types.md §4.B). */
export const mixedQueryFields = {
  metrics,
  groupby,
  adhoc_filters: withDefault(z.array(adhocFilterSchema), []),
  limit,
  timeseries_limit_metric,
  order_desc,
  row_limit,
  truncate_metric,
  show_empty_columns,
  rolling_type,
  rolling_periods,
  min_periods,
  time_compare,
  comparison_type,
  resample_rule,
  resample_method,
};

const { seriesType, markerEnabled, markerSize, area, opacity } = timeseriesLineStyleFields;
const { stack, show_value, only_total, sort_series_type, sort_series_ascending } =
  timeseriesDisplayFields;

/** Series customisation of each half: plain keys for query A, `B` keys for query B. */
export const mixedSeriesFields = {
  seriesType,
  stack,
  area,
  show_value,
  only_total,
  opacity,
  markerEnabled,
  markerSize,
  /** 0 = primary (left) y-axis, 1 = secondary (right). */
  yAxisIndex: integerWithDefault(0),
  sort_series_type,
  sort_series_ascending,
};

/** Form data of `mixed_timeseries` (docs/chart-types.md §4.B); defaults live here and in _timeseries/form-data.ts. */
export const mixedTimeseriesFormDataSchema = baseFormDataSchema.extend({
  viz_type: z.literal('mixed_timeseries'),
  ...timeseriesFields,
  ...mixedQueryFields,
  ...mixedSeriesFields,
  ...suffixFields(mixedQueryFields, QUERY_B_SUFFIX),
  ...suffixFields(mixedSeriesFields, SERIES_B_SUFFIX),
  y_axis_bounds_secondary: withDefault(axisBoundsSchema, [null, null]),
  y_axis_format_secondary: withDefault(z.string(), DEFAULT_NUMBER_FORMAT),
  currency_format_secondary: currencyFormatSchema.nullish(),
  yAxisTitleSecondary: withDefault(z.string(), ''),
  logAxisSecondary: withDefault(z.boolean(), false),
});
export type MixedTimeseriesFormData = z.infer<typeof mixedTimeseriesFormDataSchema>;
