// Form-data fields of the ECharts time-series family (docs/chart-types.md §3.3-3.7, §4.A). Each member's
// form-data.ts spreads these into its schema with its own viz_type and type-specific fields.
import { DEFAULT_TIME_FORMAT, columnRefSchema, metricRefSchema } from '@sightline/core';
import { z } from 'zod';
import { axisBoundsSchema, legendFields, numberFormatFields } from '../../form-data/fields.ts';
import {
  baseFormDataSchema,
  integerLike,
  integerWithDefault,
  numberWithDefault,
  withDefault,
} from '../../query/form-data.ts';

const stringList = z.preprocess((v) => (typeof v === 'string' ? [v] : v), z.array(z.string()));

/** Q-TS: the time-series query section. */
export const timeseriesQueryFields = {
  x_axis: columnRefSchema.nullish(),
  time_grain_sqla: withDefault(z.string(), 'P1D'),
  xAxisForceCategorical: withDefault(z.boolean(), false),
  x_axis_sort: z.string().nullish(),
  x_axis_sort_asc: withDefault(z.boolean(), true),
  x_axis_sort_series: withDefault(z.string(), 'name'),
  x_axis_sort_series_ascending: withDefault(z.boolean(), true),
  metrics: withDefault(z.array(metricRefSchema), []),
  groupby: withDefault(z.array(columnRefSchema), []),
  contributionMode: z.enum(['row', 'column']).nullish(),
  limit: integerLike,
  timeseries_limit_metric: metricRefSchema.nullish(),
  order_desc: withDefault(z.boolean(), true),
  row_limit: integerWithDefault(10000),
  truncate_metric: withDefault(z.boolean(), true),
  show_empty_columns: withDefault(z.boolean(), true),
};

/** AA (advanced analytics), AN (annotations) and FC (forecast). */
export const timeseriesAnalyticsFields = {
  rolling_type: z.string().nullish(),
  rolling_periods: integerLike,
  min_periods: integerLike,
  time_compare: withDefault(stringList, []),
  comparison_type: withDefault(z.string(), 'values'),
  resample_rule: z.string().nullish(),
  resample_method: z.string().nullish(),
  annotation_layers: withDefault(z.array(z.record(z.string(), z.unknown())), []),
  forecastEnabled: withDefault(z.boolean(), false),
  forecastPeriods: integerWithDefault(10),
  forecastInterval: numberWithDefault(0.8),
  forecastSeasonalityYearly: z.union([z.boolean(), z.number()]).nullish(),
  forecastSeasonalityWeekly: z.union([z.boolean(), z.number()]).nullish(),
  forecastSeasonalityDaily: z.union([z.boolean(), z.number()]).nullish(),
};

/** TT, SO, SV, LG, RT, AX and CS: how the chart looks. */
export const timeseriesDisplayFields = {
  x_axis_title: withDefault(z.string(), ''),
  x_axis_title_margin: integerWithDefault(15),
  y_axis_title: withDefault(z.string(), ''),
  y_axis_title_margin: integerWithDefault(30),
  y_axis_title_position: withDefault(z.string(), 'Left'),
  sort_series_type: withDefault(z.string(), 'sum'),
  sort_series_ascending: withDefault(z.boolean(), false),
  show_value: withDefault(z.boolean(), false),
  stack: z.union([z.string(), z.boolean()]).nullish(),
  only_total: withDefault(z.boolean(), true),
  percentage_threshold: numberWithDefault(0),
  ...legendFields,
  rich_tooltip: withDefault(z.boolean(), true),
  tooltipTimeFormat: withDefault(z.string(), DEFAULT_TIME_FORMAT),
  tooltipSortByMetric: withDefault(z.boolean(), false),
  showTooltipTotal: withDefault(z.boolean(), true),
  showTooltipPercentage: withDefault(z.boolean(), false),
  x_axis_time_format: withDefault(z.string(), DEFAULT_TIME_FORMAT),
  xAxisLabelRotation: numberWithDefault(0),
  xAxisLabelInterval: withDefault(z.union([z.string(), z.number()]), 'auto'),
  minorTicks: withDefault(z.boolean(), false),
  truncateXAxis: withDefault(z.boolean(), true),
  xAxisBounds: withDefault(axisBoundsSchema, [null, null]),
  ...numberFormatFields,
  logAxis: withDefault(z.boolean(), false),
  minorSplitLine: withDefault(z.boolean(), false),
  truncateYAxis: withDefault(z.boolean(), false),
  y_axis_bounds: withDefault(axisBoundsSchema, [null, null]),
  zoomable: withDefault(z.boolean(), false),
  color_scheme: withDefault(z.string(), 'supersetColors'),
  time_shift_color: withDefault(z.boolean(), true),
  label_colors: z.record(z.string(), z.string()).nullish(),
};

/** Line-style options (series type, markers, area) of the line-like members. */
export const timeseriesLineStyleFields = {
  seriesType: withDefault(z.string(), 'line'),
  markerEnabled: withDefault(z.boolean(), false),
  markerSize: numberWithDefault(6),
  area: withDefault(z.boolean(), false),
  opacity: numberWithDefault(0.2),
};

/** Bar options of `echarts_timeseries_bar`. */
export const timeseriesBarFields = {
  orientation: withDefault(z.enum(['vertical', 'horizontal']), 'vertical'),
  stackDimension: z.string().nullish(),
};

/** All fields of the family; members pick a viz_type and type-specific fields on top. */
export const timeseriesFields = {
  ...timeseriesQueryFields,
  ...timeseriesAnalyticsFields,
  ...timeseriesDisplayFields,
};

/** The fields every family member has, on top of the base form data. */
export const timeseriesBaseSchema = baseFormDataSchema.extend(timeseriesFields);

type LineStyleFields = z.infer<z.ZodObject<typeof timeseriesLineStyleFields>>;
type BarFields = z.infer<z.ZodObject<typeof timeseriesBarFields>>;

/** Parsed form data of any family member, as the shared build-query and transform read it. */
export type TimeseriesFormData = z.infer<typeof timeseriesBaseSchema> &
  Partial<LineStyleFields> &
  Partial<BarFields>;
