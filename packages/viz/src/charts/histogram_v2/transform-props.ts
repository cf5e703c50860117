import type { BarSeriesOption, EChartsOption } from 'echarts';
import { getNumberFormatter } from '@sightline/core';
import type { ChartProps } from '../../contract.ts';
import { createColorScale } from '../../echarts/colors.ts';
import { GRID_OFFSET, getLegendOption, legendMargin } from '../../echarts/legend.ts';
import { tooltipHtml } from '../../echarts/tooltip.ts';
import { getColumnLabel } from '../../query/labels.ts';
import type { HistogramV2FormData } from './form-data.ts';

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
 * `bar` series per group over the bin categories.
 */
export function transformHistogramV2Props(chartProps: ChartProps<HistogramV2FormData>): HistogramChartProps {
  const { formData: fd, queriesData, width, height, hooks, theme } = chartProps;
  const result = queriesData[0];
  const groupby = fd.groupby.map(getColumnLabel);
  const bins = (result?.colnames ?? []).filter((c) => !groupby.includes(c));
  const formatX = getNumberFormatter(fd.x_axis_format);
  const formatY = fd.normalize ? getNumberFormatter(',.2%') : getNumberFormatter(fd.y_axis_format);
  const colorOf = createColorScale(fd.color_scheme, { labelColors: fd.label_colors, palette: theme?.colors });
  const binText = (label: string) =>
    label
      .split(' - ')
      .map((edge) => (edge.trim() === '' || Number.isNaN(Number(edge)) ? edge : formatX(Number(edge))))
      .join(' - ');
  const rows = result?.data ?? [];
  const isCrowded = rows.length * bins.length > MAX_ANIMATED_BARS;
  const series: BarSeriesOption[] = rows.map((row) => {
    const name = groupby.length ? groupby.map((c) => String(row[c])).join(', ') : fd.column ? getColumnLabel(fd.column) : 'count';
    return {
      name,
      type: 'bar',
      data: bins.map((bin) => Number(row[bin] ?? 0)),
      itemStyle: { color: colorOf(name) },
      emphasis: { focus: isCrowded ? 'none' : 'series' },
      animation: !isCrowded,
      label: { show: fd.show_value && !isCrowded, position: 'top', formatter: (params: { value?: unknown }) => formatY(Number(params.value)) },
    };
  });
  const legend = legendMargin(fd.show_legend, fd.legendOrientation, fd.legendMargin);
  const option: EChartsOption = {
    grid: {
      containLabel: true,
      top: GRID_OFFSET.top + legend.top,
      bottom: GRID_OFFSET.bottom + legend.bottom + (fd.x_axis_title ? 30 : 0),
      left: GRID_OFFSET.left + legend.left + (fd.y_axis_title ? 30 : 0),
      right: GRID_OFFSET.right + legend.right,
    },
    xAxis: { type: 'category', data: bins, name: fd.x_axis_title, nameLocation: 'middle', nameGap: 30, axisLabel: { formatter: binText, hideOverlap: true } },
    yAxis: { type: 'value', name: fd.y_axis_title, nameLocation: 'middle', nameGap: 40, axisLabel: { formatter: (value: number) => formatY(value) } },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      appendToBody: true,
      formatter: (params: unknown) => {
        const items = params as { seriesName?: string; value?: unknown; color?: string; axisValue?: string }[];
        return tooltipHtml(binText(items[0]?.axisValue ?? ''), items.map((p) => ({ label: p.seriesName ?? '', value: formatY(Number(p.value)), color: p.color })));
      },
    },
    legend: getLegendOption({ show: fd.show_legend, type: fd.legendType, orientation: fd.legendOrientation, data: [...new Set(series.map((s) => String(s.name)))].slice(0, MAX_LEGEND_SERIES), textColor: theme?.textColor }),
    series,
  };
  return { width, height, option, onLegendStateChanged: hooks?.onLegendStateChanged };
}
