import { getNumberFormatter, getValueFormatter } from '@sightline/core';
import type { ChartProps } from '../../contract.ts';
import { getMetricLabel } from '../../query/labels.ts';
import { TIME_COMPARISON_SEPARATOR } from '../../query/operators/time-comparison.ts';
import { toNumber } from '../_timeseries/series.ts';
import { getPopTimeOffset } from './build-query.ts';
import type { PopKpiFormData } from './form-data.ts';

/** One of the three derived figures. */
export interface PopComparison {
  /** The default name, also the `column_config` key. */
  key: 'Previous value' | 'Delta' | 'Percent change';
  label: string;
  value: string;
  /** ▲ / ▼ on delta and percent change. */
  arrow?: '▲' | '▼';
}

/** Props of PopKpiChart. */
export interface PopKpiChartProps {
  width: number;
  height: number;
  bigNumber: string;
  headerFontSize: number;
  metricName?: string;
  metricNameFontSize: number;
  subtitle: string;
  subtitleFontSize: number;
  comparisons: PopComparison[];
  comparisonFontSize: number;
  /** Colour of delta and percent change when comparison colours are on. */
  comparisonColor?: string;
  /** What the figures compare with, for the tooltip. */
  comparisonDescription: string;
  percentChange: number;
}

const POSITIVE = '#5AC189';
const NEGATIVE = '#E04355';

/** Percent change as pop_kpi defines it: both zero -> 0, one of them zero -> ±100 %, else (current - previous) / |previous|. */
export function popPercentChange(current: number, previous: number): number {
  if (!current && !previous) return 0;
  if (!current || !previous) return current ? 1 : -1;
  return (current - previous) / Math.abs(previous);
}

function describeComparison(fd: PopKpiFormData, offset: string | undefined): string {
  if (!offset) return 'No time comparison';
  if (offset === 'inherit') return 'Compared with the previous period of the same length';
  return fd.start_date_offset && offset === fd.start_date_offset
    ? `Compared with the range starting ${offset}`
    : `Compared with ${offset}`;
}

/** The current total of the metric, the total of its shifted column, the delta and the percent change, formatted. */
export function transformPopKpiProps(chartProps: ChartProps<PopKpiFormData>): PopKpiChartProps {
  const { formData: fd, queriesData, width, height, theme } = chartProps;
  const metric = fd.metric ? getMetricLabel(fd.metric) : '';
  const offset = getPopTimeOffset(fd);
  const shifted = `${metric}${TIME_COMPARISON_SEPARATOR}${offset}`;
  const rows = queriesData[0]?.data ?? [];
  const sum = (column: string) =>
    rows.reduce((total, row) => total + (toNumber(row[column]) ?? 0), 0);
  const current = sum(metric);
  const previous = offset ? sum(shifted) : 0;
  const percentChange = popPercentChange(current, previous);
  const formatValue = getValueFormatter(fd.y_axis_format, fd.currency_format);
  const arrow = percentChange > 0 ? '▲' : percentChange < 0 ? '▼' : undefined;
  const figures: PopComparison[] = [
    { key: 'Previous value', label: 'Previous value', value: formatValue(previous) },
    { key: 'Delta', label: 'Delta', value: formatValue(current - previous), arrow },
    {
      key: 'Percent change',
      label: 'Percent change',
      value: getNumberFormatter(fd.percentDifferenceFormat)(percentChange),
      arrow,
    },
  ];
  const comparisons = figures
    .filter((f) => fd.column_config[f.key]?.visible !== false)
    .map((f) => ({ ...f, label: fd.column_config[f.key]?.customColumnName || f.label }));
  const isGood = fd.comparison_color_scheme === 'Green' ? percentChange > 0 : percentChange < 0;
  return {
    width,
    height,
    bigNumber: formatValue(current),
    headerFontSize: fd.header_font_size * height,
    metricName: fd.show_metric_name ? metric : undefined,
    metricNameFontSize: fd.metric_name_font_size * height,
    subtitle: fd.subtitle,
    subtitleFontSize: fd.subtitle_font_size * height,
    comparisons,
    comparisonFontSize: fd.subheader_font_size * height,
    comparisonColor:
      fd.comparison_color_enabled && percentChange !== 0
        ? isGood
          ? (theme?.positiveColor ?? POSITIVE)
          : (theme?.negativeColor ?? NEGATIVE)
        : undefined,
    comparisonDescription: describeComparison(fd, offset),
    percentChange,
  };
}
