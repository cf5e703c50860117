import type { BarSeriesOption, EChartsOption } from 'echarts';
import {
  GenericDataType,
  getTimeFormatter,
  getValueFormatter,
  type ColumnRef,
} from '@sightline/core';
import type { ChartProps, DataRecordValue } from '../../contract.ts';
import { rgbaString } from '../../echarts/colors.ts';
import { GRID_OFFSET, getLegendOption } from '../../echarts/legend.ts';
import { tooltipHtml } from '../../echarts/tooltip.ts';
import { cheapLargeOptions } from '../../echarts/large-data.ts';
import { ensureArray, getColumnLabel, getMetricLabel } from '../../query/labels.ts';
import { DTTM_ALIAS, getXAxisLabel } from '../../query/x-axis.ts';
import { xTicksLabelOptions } from '../_categorical/ticks.ts';
import type { WaterfallFormData } from './form-data.ts';

/** Props of WaterfallChart. */
export interface WaterfallChartProps {
  width: number;
  height: number;
  option: EChartsOption;
  onLegendStateChanged?: (state: Record<string, boolean>) => void;
}

/** Legend names of the visible series. */
export const WATERFALL_SERIES = {
  increase: 'Increase',
  decrease: 'Decrease',
  total: 'Total',
} as const;
type Kind = keyof typeof WATERFALL_SERIES;

/** One bar: its category, kind, the change it shows and the running total after it. */
export interface WaterfallBar {
  category: string;
  kind: Kind;
  /** The change (increase / decrease) or the total (total bars). */
  value: number;
  /** Running total after this bar. */
  cumulative: number;
}

/**
 * Rows -> bars: sums per x value (and breakdown), a total per period with a breakdown, else one final
 * Total bar. Periods are told apart by their value and only labelled with `formatX`, since two periods can
 * share a label (smart_date writes April 2003 and April 2004 as "April").
 */
export function waterfallBars(
  rows: readonly Record<string, DataRecordValue>[],
  xLabel: string,
  breakdown: string | undefined,
  metric: string,
  formatX: (v: DataRecordValue) => string,
): WaterfallBar[] {
  const periods = new Map<DataRecordValue, { x: string; values: Map<string, number> }>();
  for (const row of rows) {
    const raw = row[xLabel] ?? null;
    const period = periods.get(raw) ?? { x: formatX(raw), values: new Map<string, number>() };
    const key = breakdown ? String(row[breakdown]) : period.x;
    period.values.set(key, (period.values.get(key) ?? 0) + (Number(row[metric]) || 0));
    periods.set(raw, period);
  }
  const bars: WaterfallBar[] = [];
  let total = 0;
  for (const { x, values } of periods.values()) {
    for (const [category, value] of values) {
      total += value;
      bars.push({ category, kind: value < 0 ? 'decrease' : 'increase', value, cumulative: total });
    }
    if (breakdown) bars.push({ category: x, kind: 'total', value: total, cumulative: total });
  }
  if (!breakdown)
    bars.push({ category: WATERFALL_SERIES.total, kind: 'total', value: total, cumulative: total });
  return bars;
}

/** [low, high] of a bar's span: from the previous running total to the new one, or from 0 for totals. */
function spanOf(bar: WaterfallBar): [number, number] {
  const start = bar.kind === 'total' ? 0 : bar.cumulative - bar.value;
  return [Math.min(start, bar.cumulative), Math.max(start, bar.cumulative)];
}

/**
 * Bars -> stacked bar series: an invisible assist series lifting each bar to its start, then per kind
 * the part above zero and (only when some bar crosses or lies below zero) the part below zero.
 * Above MANY_POINTS bars, every series draws in ECharts' large mode without value labels.
 */
export function waterfallSeries(
  bars: readonly WaterfallBar[],
  colors: Record<Kind, string>,
  label: BarSeriesOption['label'],
): BarSeriesOption[] {
  const spans = bars.map(spanOf);
  const cheap = cheapLargeOptions(bars.length);
  const assist: BarSeriesOption = {
    name: 'assist',
    type: 'bar',
    stack: 'waterfall',
    silent: true,
    itemStyle: { color: 'transparent', borderColor: 'transparent' },
    data: spans.map(([lo, hi]) => (lo > 0 ? lo : hi < 0 ? hi : 0)),
    ...cheap,
  };
  const series: BarSeriesOption[] = [assist];
  for (const kind of Object.keys(WATERFALL_SERIES) as Kind[]) {
    const positive = spans.map(([lo, hi], i) =>
      bars[i].kind === kind && hi > 0 ? hi - Math.max(lo, 0) : null,
    );
    const negative = spans.map(([lo, hi], i) =>
      bars[i].kind === kind && lo < 0 ? lo - Math.min(hi, 0) : null,
    );
    const common = {
      name: WATERFALL_SERIES[kind],
      type: 'bar' as const,
      stack: 'waterfall',
      itemStyle: { color: colors[kind] },
      label,
    };
    series.push({ ...common, id: kind, data: positive, ...cheap });
    if (negative.some((v) => v !== null && v !== 0))
      series.push({
        ...common,
        id: `${kind}__negative`,
        data: negative,
        label: { ...label, position: 'bottom' },
        ...cheap,
      });
  }
  return series;
}

/** Rows of the waterfall query -> floating increase / decrease bars ending in totals. */
export function transformWaterfallProps(
  chartProps: ChartProps<WaterfallFormData>,
): WaterfallChartProps {
  const { formData: fd, queriesData, width, height, hooks, theme } = chartProps;
  const result = queriesData[0];
  const metric = fd.metric ? getMetricLabel(fd.metric) : '';
  const xLabel = getXAxisLabel(fd) ?? DTTM_ALIAS;
  const breakdownColumn = ensureArray<ColumnRef>(fd.groupby)[0];
  const breakdown = breakdownColumn === undefined ? undefined : getColumnLabel(breakdownColumn);
  const formatTime = getTimeFormatter(fd.x_axis_time_format);
  const isTemporal = result?.coltypes[result.colnames.indexOf(xLabel)] === GenericDataType.TEMPORAL;
  const formatX = (v: DataRecordValue) =>
    isTemporal && typeof v === 'number' ? formatTime(v) : String(v);
  const bars = waterfallBars(result?.data ?? [], xLabel, breakdown, metric, formatX);
  const formatValue = getValueFormatter(fd.y_axis_format, fd.currency_format);
  const colors = {
    increase: rgbaString(fd.increase_color),
    decrease: rgbaString(fd.decrease_color),
    total: rgbaString(fd.total_color),
  };
  const label: BarSeriesOption['label'] = {
    show: fd.show_value,
    position: 'top',
    formatter: (params: { dataIndex?: number }) => {
      const bar = bars[params.dataIndex ?? 0];
      return bar ? formatValue(bar.value) : '';
    },
  };
  const option: EChartsOption = {
    grid: {
      containLabel: true,
      top: GRID_OFFSET.top + (fd.show_legend ? 30 : 0),
      bottom: GRID_OFFSET.bottom + (fd.x_axis_label ? 30 : 0),
      left: GRID_OFFSET.left + (fd.y_axis_label ? 30 : 0),
      right: GRID_OFFSET.right,
    },
    xAxis: {
      type: 'category',
      data: bars.map((b) => b.category),
      name: fd.x_axis_label,
      nameLocation: 'middle',
      nameGap: 30,
      axisLabel: xTicksLabelOptions(fd.x_ticks_layout),
    },
    yAxis: {
      type: 'value',
      name: fd.y_axis_label,
      nameLocation: 'middle',
      nameGap: 50,
      axisLabel: { formatter: (value: number) => formatValue(value) },
    },
    legend: getLegendOption({
      show: fd.show_legend,
      type: 'plain',
      orientation: 'top',
      data: Object.values(WATERFALL_SERIES),
      textColor: theme?.textColor,
    }),
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      appendToBody: true,
      formatter: (params: unknown) => {
        const bar = bars[(params as { dataIndex?: number }[])[0]?.dataIndex ?? -1];
        if (!bar) return '';
        return tooltipHtml(bar.category, [
          ...(bar.kind === 'total'
            ? []
            : [
                {
                  label: WATERFALL_SERIES[bar.kind],
                  value: formatValue(bar.value),
                  color: colors[bar.kind],
                },
              ]),
          {
            label: WATERFALL_SERIES.total,
            value: formatValue(bar.cumulative),
            color: colors.total,
          },
        ]);
      },
    },
    series: waterfallSeries(bars, colors, label),
  };
  return { width, height, option, onLegendStateChanged: hooks?.onLegendStateChanged };
}
