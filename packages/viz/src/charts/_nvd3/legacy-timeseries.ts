// Legacy nvd3 time-series charts (compare, time_pivot) ported to /api/v1/chart/data (docs/chart-types.md
// §5): their saved keys are kept and mapped onto the ECharts family's form data, so the family's
// query and transform do the work and the chart reshapes rows client-side. Server-safe (reached
// from build-query); the controls live in legacy-controls.ts.
import { DEFAULT_NUMBER_FORMAT, DEFAULT_TIME_FORMAT, NUMBER_FORMAT_OPTIONS } from '@sightline/core';
import { z } from 'zod';
import { axisBoundsSchema } from '../../form-data/fields.ts';
import { integerLike, withDefault } from '../../query/form-data.ts';
import { timeseriesBaseSchema, type TimeseriesFormData } from '../_timeseries/form-data.ts';

const stringList = z.preprocess((v) => (typeof v === 'string' ? [v] : v), z.array(z.string()));

/** LT: the legacy time section (the time column is `granularity_sqla` of the base form data). */
export const legacyTimeFields = {
  time_grain_sqla: withDefault(z.string(), 'P1D'),
};

/** NVD3 axis, legend and tooltip options (docs/chart-types.md §3.8). */
export const nvd3DisplayFields = {
  color_scheme: withDefault(z.string(), 'supersetColors'),
  label_colors: z.record(z.string(), z.string()).nullish(),
  show_legend: withDefault(z.boolean(), true),
  rich_tooltip: withDefault(z.boolean(), true),
  show_markers: withDefault(z.boolean(), false),
  line_interpolation: withDefault(z.string(), 'linear'),
  x_axis_label: withDefault(z.string(), ''),
  bottom_margin: withDefault(z.union([z.string(), z.number()]), 'auto'),
  x_ticks_layout: withDefault(z.string(), 'auto'),
  x_axis_format: withDefault(z.string(), DEFAULT_TIME_FORMAT),
  x_axis_showminmax: withDefault(z.boolean(), false),
  y_axis_label: withDefault(z.string(), ''),
  left_margin: withDefault(z.union([z.string(), z.number()]), 'auto'),
  y_axis_showminmax: withDefault(z.boolean(), false),
  y_log_scale: withDefault(z.boolean(), false),
  y_axis_format: withDefault(z.string(), DEFAULT_NUMBER_FORMAT),
  y_axis_bounds: withDefault(axisBoundsSchema, [null, null]),
};

/** LAA: legacy advanced analytics. */
export const legacyAnalyticsFields = {
  rolling_type: withDefault(z.string(), 'None'),
  rolling_periods: integerLike,
  min_periods: integerLike,
  time_compare: withDefault(stringList, []),
  comparison_type: withDefault(z.string(), 'values'),
  resample_rule: z.string().nullish(),
  resample_method: z.string().nullish(),
};

const LINE_INTERPOLATION_TO_SERIES_TYPE: Readonly<Record<string, string>> = {
  linear: 'line',
  basis: 'smooth',
  cardinal: 'smooth',
  monotone: 'smooth',
  'step-before': 'start',
  'step-after': 'end',
};

/** A legacy time shift ("1 year") as a query time offset ("1 year ago"). */
export function toTimeOffset(shift: string): string {
  return /\bago$/.test(shift.trim()) ? shift.trim() : `${shift.trim()} ago`;
}

/** Saved legacy form data (any nvd3 time-series type) and the family keys it maps to. */
export type LegacyTimeseriesInput = Record<string, unknown> & {
  datasource: string;
  viz_type: string;
};

/**
 * The ECharts family's form data for a legacy chart: `__timestamp` on `granularity_sqla` as the
 * x-axis, the legacy analytics spelled the modern way (`1 year` -> `1 year ago`, `absolute` ->
 * `difference`, `None` -> no rolling), nvd3 axis keys onto the family's. `overrides` win.
 */
export function toTimeseriesFormData(
  fd: LegacyTimeseriesInput,
  overrides: Record<string, unknown> = {},
): TimeseriesFormData {
  const bounds = (fd.y_axis_bounds as unknown[] | undefined) ?? [];
  const xFormat = String(fd.x_axis_format ?? DEFAULT_TIME_FORMAT);
  // time_pivot defaults its x format to a number format although its axis is time.
  const isNumberFormat = NUMBER_FORMAT_OPTIONS.some(([value]) => value === xFormat);
  return timeseriesBaseSchema.parse({
    ...fd,
    x_axis: undefined,
    contributionMode: fd.contribution === true ? 'row' : null,
    rolling_type: fd.rolling_type === 'None' ? null : fd.rolling_type,
    time_compare: ((fd.time_compare as string[] | undefined) ?? []).map(toTimeOffset),
    comparison_type: fd.comparison_type === 'absolute' ? 'difference' : fd.comparison_type,
    truncate_metric: true,
    x_axis_title: fd.x_axis_label,
    y_axis_title: fd.y_axis_label,
    x_axis_time_format: isNumberFormat ? DEFAULT_TIME_FORMAT : xFormat,
    logAxis: fd.y_log_scale,
    truncateYAxis: bounds.some((b) => b !== null && b !== undefined),
    markerEnabled: fd.show_markers,
    seriesType: LINE_INTERPOLATION_TO_SERIES_TYPE[String(fd.line_interpolation)] ?? 'line',
    ...overrides,
  }) as TimeseriesFormData;
}
