import type { BarSeriesOption, EChartsOption } from 'echarts';
import { getNumberFormatter, getTimeFormatter } from '@sightline/core';
import type { ChartProps, DataRecord } from '../../contract.ts';
import { createColorScale } from '../../echarts/colors.ts';
import { getLegendOption } from '../../echarts/legend.ts';
import { tooltipHtml } from '../../echarts/tooltip.ts';
import { getColumnLabel, getMetricLabel } from '../../query/labels.ts';
import { DTTM_ALIAS } from '../../query/x-axis.ts';
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

/**
 * Legacy series keys: the group values with one metric, the metric alone without groupby, else the
 * metric followed by the group values, joined with ", ". Missing values count as 0; with
 * `contribution` each value becomes its share of the slice's total.
 */
export function reshapeRoseRows(rows: readonly DataRecord[], metrics: readonly string[], groupby: readonly string[], contribution: boolean): RoseData {
  const times = [...new Set(rows.map((row) => Number(row[DTTM_ALIAS])))].sort((a, b) => a - b);
  const byName = new Map<string, number[]>();
  for (const row of rows) {
    const slice = times.indexOf(Number(row[DTTM_ALIAS]));
    const groups = groupby.map((column) => String(row[column] ?? null));
    for (const metric of metrics) {
      const name = (groupby.length === 0 ? [metric] : metrics.length > 1 ? [metric, ...groups] : groups).join(', ');
      const values = byName.get(name) ?? times.map(() => 0);
      const value = Number(row[metric]);
      values[slice] += Number.isFinite(value) ? value : 0;
      byName.set(name, values);
    }
  }
  const series = [...byName.entries()].map(([name, values]) => ({ name, values }));
  if (contribution) {
    const totals = times.map((_, i) => series.reduce((sum, s) => sum + s.values[i], 0));
    for (const s of series) s.values = s.values.map((v, i) => (totals[i] ? v / totals[i] : 0));
  }
  return { times, series };
}

/**
 * Radial lengths of stacked wedges: the values themselves, or with area proportions the growth of
 * sqrt(cumulative sum), so each wedge's area (not its length) follows its value.
 */
export function stackedLengths(series: readonly RoseSeries[], isAreaProportional: boolean): number[][] {
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
  const data = reshapeRoseRows(queriesData[0]?.data ?? [], metrics, groupby, fd.contribution);
  const lengths = stackedLengths(data.series, fd.rose_area_proportion);
  const colorOf = createColorScale(fd.color_scheme, { labelColors: fd.label_colors, palette: theme?.colors });
  const formatTime = getTimeFormatter(fd.date_time_format);
  const formatValue = getNumberFormatter(fd.contribution ? ',.2%' : fd.number_format);
  const slices = data.times.map((t) => formatTime(t));
  const sliceRows = (slice: number) => data.series.map((s) => ({ label: s.name, value: formatValue(s.values[slice]), color: colorOf(s.name) }));
  const optionFor = (expanded: number | undefined): EChartsOption => {
    // An expanded slice is the only category, so its wedges sweep the full circle.
    const shown = expanded === undefined ? slices.map((_, i) => i) : [expanded];
    const series: BarSeriesOption[] = data.series.map((s, i) => ({
      type: 'bar',
      name: s.name,
      coordinateSystem: 'polar',
      stack: 'rose',
      barCategoryGap: 0,
      itemStyle: { color: colorOf(s.name), borderColor: '#fff', borderWidth: 1 },
      emphasis: { focus: 'series' },
      data: shown.map((slice) => lengths[i][slice]),
    }));
    return {
      polar: { radius: ['0%', '80%'] },
      angleAxis: { type: 'category', data: shown.map((slice) => slices[slice]), startAngle: 90, axisLabel: { color: theme?.textColor }, splitLine: { show: false } },
      radiusAxis: { type: 'value', axisLabel: { show: false }, axisLine: { show: false }, axisTick: { show: false }, splitLine: { show: false } },
      legend: getLegendOption({ show: true, type: 'scroll', orientation: 'top', data: data.series.map((s) => s.name), textColor: theme?.textColor }),
      tooltip: {
        trigger: fd.rich_tooltip ? 'axis' : 'item',
        appendToBody: true,
        formatter: (params: unknown) => {
          const items = (Array.isArray(params) ? params : [params]) as { dataIndex: number; seriesIndex: number }[];
          const slice = shown[items[0]?.dataIndex ?? 0] ?? 0;
          const rows = fd.rich_tooltip ? sliceRows(slice) : items.map(({ seriesIndex }) => sliceRows(slice)[seriesIndex]);
          return tooltipHtml(slices[slice], rows);
        },
      },
      series,
    };
  };
  const nextExpanded = (expanded: number | undefined, clickedIndex: number) => (expanded === undefined ? clickedIndex : undefined);
  return { width, height, option: optionFor(undefined), optionFor, nextExpanded };
}
