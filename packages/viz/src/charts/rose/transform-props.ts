import type { BarSeriesOption, EChartsOption } from 'echarts';
import { getNumberFormatter, getTimeFormatter } from '@sightline/core';
import type { ChartDataResult, ChartProps, DataRecord } from '../../contract.ts';
import { createColorScale } from '../../echarts/colors.ts';
import { getLegendOption } from '../../echarts/legend.ts';
import { tooltipHtml } from '../../echarts/tooltip.ts';
import { getColumnLabel, getMetricLabel } from '../../query/labels.ts';
import { DTTM_ALIAS } from '../../query/x-axis.ts';
import {
  cellValue,
  hasLegacyAnalytics,
  legacySeriesName,
  readLegacyColumns,
} from '../_nvd3/legacy-analytics.ts';
import type { RoseFormData } from './form-data.ts';

/** Props of RoseChart. */
export interface RoseChartProps {
  width: number;
  height: number;
  /** Every time slice. */
  option: EChartsOption;
  /** The option with one slice (index into the time slices) expanded to the full circle, or every slice. */
  optionFor: (expandedSlice: number | undefined) => EChartsOption;
  /** Clicking a slice expands it; clicking while expanded returns to every slice. */
  nextExpanded: (expandedSlice: number | undefined, clickedIndex: number) => number | undefined;
}

/** One series of the rose: a value per time slice. */
export interface RoseSeries {
  name: string;
  values: number[];
}

/** The long rows reshaped: sorted time slices and one series per (metric, group values). */
export interface RoseData {
  times: number[];
  series: RoseSeries[];
}

/** Most series drawn: the largest by total; the rest are summed into one OTHER_SERIES so slice totals stay whole. */
export const MAX_ROSE_SERIES = 50;
/**
 * Past this many wedges (series × slices) empty wedges are left out (null) and nothing is animated:
 * ECharts draws a bordered element for every zero-length bar, and thousands of slices with tens of
 * series would be tens of thousands of invisible elements.
 */
export const MAX_DENSE_WEDGES = 5000;
/** Name of the series that sums the series beyond MAX_ROSE_SERIES. */
export const OTHER_SERIES = 'Other';

/**
 * Legacy series keys: the group values with one metric, the metric alone without groupby, else the
 * metric followed by the group values, joined with ", ". Missing values count as 0; with
 * `contribution` each value becomes its share of the slice's total. Values are summed sparsely
 * (one map lookup per row) and only the MAX_ROSE_SERIES largest series are made dense, because
 * thousands of groups over thousands of slices would be millions of stacked bars.
 */
export function reshapeRoseRows(
  rows: readonly DataRecord[],
  metrics: readonly string[],
  groupby: readonly string[],
  contribution: boolean,
): RoseData {
  const times = [...new Set(rows.map((row) => Number(row[DTTM_ALIAS])))].sort((a, b) => a - b);
  const sliceOf = new Map(times.map((t, i) => [t, i]));
  const byName = new Map<string, { total: number; values: Map<number, number> }>();
  for (const row of rows) {
    const slice = sliceOf.get(Number(row[DTTM_ALIAS])) ?? 0;
    const groups = groupby.map((column) => String(row[column] ?? null));
    for (const metric of metrics) {
      const name = (
        groupby.length === 0 ? [metric] : metrics.length > 1 ? [metric, ...groups] : groups
      ).join(', ');
      const entry = byName.get(name) ?? { total: 0, values: new Map<number, number>() };
      const value = Number(row[metric]);
      const finite = Number.isFinite(value) ? value : 0;
      entry.values.set(slice, (entry.values.get(slice) ?? 0) + finite);
      entry.total += Math.abs(finite);
      byName.set(name, entry);
    }
  }
  const entries = [...byName.entries()];
  const kept =
    entries.length > MAX_ROSE_SERIES
      ? new Set(
          [...entries]
            .sort((a, b) => b[1].total - a[1].total)
            .slice(0, MAX_ROSE_SERIES - 1)
            .map(([name]) => name),
        )
      : null;
  const dense = (values: Map<number, number>) => {
    const out = times.map(() => 0);
    for (const [slice, v] of values) out[slice] += v;
    return out;
  };
  const series: RoseSeries[] = entries
    .filter(([name]) => !kept || kept.has(name))
    .map(([name, { values }]) => ({ name, values: dense(values) }));
  if (kept) {
    const other = times.map(() => 0);
    for (const [name, { values }] of entries)
      if (!kept.has(name)) for (const [slice, v] of values) other[slice] += v;
    series.push({ name: OTHER_SERIES, values: other });
  }
  if (contribution) {
    const totals = times.map((_, i) => series.reduce((sum, s) => sum + s.values[i], 0));
    for (const s of series) s.values = s.values.map((v, i) => (totals[i] ? v / totals[i] : 0));
  }
  return { times, series };
}

const SERIES_KEY = '__series';
const VALUE_KEY = '__value';

/**
 * The pivoted rows of a query with legacy advanced analytics (one column per series, already
 * rolled, shifted and contributed by the server) reshaped like the long rows: each column becomes
 * its legacy series name, columns without any value are left out, missing values count as 0.
 */
export function reshapeAnalyticsResult(
  result: ChartDataResult | undefined,
  formData: RoseFormData,
  metrics: readonly string[],
  groupby: readonly string[],
): RoseData {
  if (!result) return { times: [], series: [] };
  const columns = readLegacyColumns(result.colnames, result.label_map, formData, metrics).filter(
    (c) => result.data.some((row) => cellValue(row, c.column) !== null),
  );
  const long: DataRecord[] = [];
  for (const row of result.data) {
    for (const column of columns) {
      long.push({
        [DTTM_ALIAS]: row[DTTM_ALIAS],
        [SERIES_KEY]: legacySeriesName(column, metrics.length, groupby.length > 0),
        [VALUE_KEY]: cellValue(row, column.column) ?? 0,
      });
    }
  }
  return reshapeRoseRows(long, [VALUE_KEY], [SERIES_KEY], false);
}

/**
 * Radial lengths of stacked wedges: the values themselves, or with area proportions the growth of
 * sqrt(cumulative sum), so each wedge's area (not its length) follows its value.
 */
export function stackedLengths(
  series: readonly RoseSeries[],
  isAreaProportional: boolean,
): number[][] {
  if (!isAreaProportional) return series.map((s) => s.values);
  const cumulative = series[0]?.values.map(() => 0) ?? [];
  return series.map((s) =>
    s.values.map((v, i) => {
      const inner = Math.sqrt(cumulative[i]);
      cumulative[i] += Math.max(0, v);
      return Math.sqrt(cumulative[i]) - inner;
    }),
  );
}

/** Rows of the legacy rose query -> stacked bars on a polar grid, one equal-angle sector per time slice. */
export function transformRoseProps(chartProps: ChartProps<RoseFormData>): RoseChartProps {
  const { formData: fd, queriesData, width, height, theme } = chartProps;
  const metrics = fd.metrics.map(getMetricLabel);
  const groupby = fd.groupby.map(getColumnLabel);
  // With analytics the server has pivoted the rows and applied the contribution.
  const data = hasLegacyAnalytics(fd)
    ? reshapeAnalyticsResult(queriesData[0], fd, metrics, groupby)
    : reshapeRoseRows(queriesData[0]?.data ?? [], metrics, groupby, fd.contribution);
  const lengths = stackedLengths(data.series, fd.rose_area_proportion);
  const colorOf = createColorScale(fd.color_scheme, {
    labelColors: fd.label_colors,
    palette: theme?.colors,
  });
  const formatTime = getTimeFormatter(fd.date_time_format);
  const formatValue = getNumberFormatter(fd.contribution ? ',.2%' : fd.number_format);
  const slices = data.times.map((t) => formatTime(t));
  const sliceRows = (slice: number) =>
    data.series.map((s) => ({
      label: s.name,
      value: formatValue(s.values[slice]),
      color: colorOf(s.name),
    }));
  const optionFor = (expanded: number | undefined): EChartsOption => {
    // An expanded slice is the only category, so its wedges sweep the full circle.
    const shown = expanded === undefined ? slices.map((_, i) => i) : [expanded];
    const isCrowded = data.series.length * shown.length > MAX_DENSE_WEDGES;
    const series: BarSeriesOption[] = data.series.map((s, i) => ({
      type: 'bar',
      name: s.name,
      coordinateSystem: 'polar',
      stack: 'rose',
      barCategoryGap: 0,
      itemStyle: { color: colorOf(s.name), borderColor: '#fff', borderWidth: 1 },
      emphasis: { focus: 'series' },
      animation: !isCrowded,
      data: shown.map((slice) =>
        isCrowded && data.series[i].values[slice] === 0 ? null : lengths[i][slice],
      ),
    }));
    return {
      polar: { radius: ['0%', '80%'] },
      angleAxis: {
        type: 'category',
        data: shown.map((slice) => slices[slice]),
        startAngle: 90,
        axisLabel: { color: theme?.textColor },
        splitLine: { show: false },
      },
      radiusAxis: {
        type: 'value',
        axisLabel: { show: false },
        axisLine: { show: false },
        axisTick: { show: false },
        splitLine: { show: false },
      },
      legend: getLegendOption({
        show: true,
        type: 'scroll',
        orientation: 'top',
        data: data.series.map((s) => s.name),
        textColor: theme?.textColor,
      }),
      tooltip: {
        trigger: fd.rich_tooltip ? 'axis' : 'item',
        appendToBody: true,
        formatter: (params: unknown) => {
          const items = (Array.isArray(params) ? params : [params]) as {
            dataIndex: number;
            seriesIndex: number;
          }[];
          const slice = shown[items[0]?.dataIndex ?? 0] ?? 0;
          const rows = fd.rich_tooltip
            ? sliceRows(slice)
            : items.map(({ seriesIndex }) => sliceRows(slice)[seriesIndex]);
          return tooltipHtml(slices[slice], rows);
        },
      },
      series,
    };
  };
  const nextExpanded = (expanded: number | undefined, clickedIndex: number) =>
    expanded === undefined ? clickedIndex : undefined;
  return { width, height, option: optionFor(undefined), optionFor, nextExpanded };
}
