import type { BarSeriesOption, CustomSeriesOption, EChartsOption } from 'echarts';
import { getNumberFormatter } from '@sightline/core';
import type { ChartProps } from '../../contract.ts';
import { createColorScale } from '../../echarts/colors.ts';
import { GRID_OFFSET, getLegendOption, legendMargin } from '../../echarts/legend.ts';
import { tooltipHtml } from '../../echarts/tooltip.ts';
import { getColumnLabel } from '../../query/labels.ts';
import { crowdedBarSeries, type HistogramGroup } from '../../echarts/crowded-bars.ts';
import type { HistogramV2FormData } from './form-data.ts';

/** One entry of the axis tooltip's parameters. */
interface TooltipItem {
  seriesName?: string;
  seriesIndex?: number;
  dataIndex?: number;
  value?: unknown;
  color?: string;
  axisValue?: string;
}

/** Props of HistogramChart. */
export interface HistogramChartProps {
  width: number;
  height: number;
  option: EChartsOption;
  /** Legend selection changes, reported to the host. */
  onLegendStateChanged?: (state: Record<string, boolean>) => void;
}

/**
 * Most bars drawn with value labels and animation: past it (thousands of groups or bins) ECharts
 * would lay out and animate every label and bar for seconds.
 */
export const MAX_ANIMATED_BARS = 2000;

/**
 * Most legend entries: ECharts matches every legend name against every series, so a legend of
 * thousands of groups is quadratic.
 */
export const MAX_LEGEND_SERIES = 100;

/**
 * The `histogram` step's rows (groupby values, then one count per `"lo - hi"` bin column) -> one
 * `bar` series per group over the bin categories (custom series drawing the same bars past
 * MAX_LEGEND_SERIES groups).
 */
export function transformHistogramV2Props(
  chartProps: ChartProps<HistogramV2FormData>,
): HistogramChartProps {
  const { formData: fd, queriesData, width, height, hooks, theme } = chartProps;
  const result = queriesData[0];
  const groupby = fd.groupby.map(getColumnLabel);
  const bins = (result?.colnames ?? []).filter((c) => !groupby.includes(c));
  const formatX = getNumberFormatter(fd.x_axis_format);
  const formatY = fd.normalize ? getNumberFormatter(',.2%') : getNumberFormatter(fd.y_axis_format);
  const colorOf = createColorScale(fd.color_scheme, {
    labelColors: fd.label_colors,
    palette: theme?.colors,
  });
  const binText = (label: string) =>
    label
      .split(' - ')
      .map((edge) =>
        edge.trim() === '' || Number.isNaN(Number(edge)) ? edge : formatX(Number(edge)),
      )
      .join(' - ');
  const rows = result?.data ?? [];
  const isCrowded = rows.length * bins.length > MAX_ANIMATED_BARS;
  const groups: HistogramGroup[] = rows.map((row) => {
    const name = groupby.length
      ? groupby.map((c) => String(row[c])).join(', ')
      : fd.column
        ? getColumnLabel(fd.column)
        : 'count';
    return { name, color: colorOf(name), values: bins.map((bin) => Number(row[bin] ?? 0)) };
  });
  // Thousands of groups would be thousands of bar series, each costing ECharts a model and a
  // layout pass: past the legend's length the same bars are drawn by a few custom series.
  const crowded =
    groups.length > MAX_LEGEND_SERIES
      ? crowdedBarSeries(groups, bins.length, MAX_LEGEND_SERIES)
      : undefined;
  const series: (BarSeriesOption | CustomSeriesOption)[] =
    crowded?.series ??
    groups.map(({ name, color, values }) => ({
      name,
      type: 'bar',
      data: values,
      itemStyle: { color },
      emphasis: { focus: isCrowded ? 'none' : 'series' },
      animation: !isCrowded,
      label: {
        show: fd.show_value && !isCrowded,
        position: 'top',
        formatter: (params: { value?: unknown }) => formatY(Number(params.value)),
      },
    }));
  const tooltipRows = (items: TooltipItem[]) => {
    if (!crowded)
      return items.map((p) => ({
        label: p.seriesName ?? '',
        value: formatY(Number(p.value)),
        color: p.color,
      }));
    // Items of the merged series stand for several groups: list every shown group in order.
    const bin = bins.indexOf(items[0]?.axisValue ?? '');
    const indexes = [
      ...new Set(items.flatMap((p) => crowded.groupsOf(p.seriesIndex ?? 0, p.dataIndex ?? 0))),
    ].sort((a, b) => a - b);
    return indexes.map((g) => ({
      label: groups[g].name,
      value: formatY(groups[g].values[bin]),
      color: groups[g].color,
    }));
  };
  const legend = legendMargin(fd.show_legend, fd.legendOrientation, fd.legendMargin);
  const option: EChartsOption = {
    grid: {
      containLabel: true,
      top: GRID_OFFSET.top + legend.top,
      bottom: GRID_OFFSET.bottom + legend.bottom + (fd.x_axis_title ? 30 : 0),
      left: GRID_OFFSET.left + legend.left + (fd.y_axis_title ? 30 : 0),
      right: GRID_OFFSET.right + legend.right,
    },
    xAxis: {
      type: 'category',
      data: bins,
      name: fd.x_axis_title,
      nameLocation: 'middle',
      nameGap: 30,
      axisLabel: { formatter: binText, hideOverlap: true },
    },
    yAxis: {
      type: 'value',
      name: fd.y_axis_title,
      nameLocation: 'middle',
      nameGap: 40,
      axisLabel: { formatter: (value: number) => formatY(value) },
    },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      appendToBody: true,
      formatter: (params: unknown) => {
        const items = params as TooltipItem[];
        return tooltipHtml(binText(items[0]?.axisValue ?? ''), tooltipRows(items));
      },
    },
    legend: getLegendOption({
      show: fd.show_legend,
      type: fd.legendType,
      orientation: fd.legendOrientation,
      data: [...new Set(groups.map((g) => g.name))].slice(0, MAX_LEGEND_SERIES),
      textColor: theme?.textColor,
    }),
    series,
  };
  return { width, height, option, onLegendStateChanged: hooks?.onLegendStateChanged };
}
