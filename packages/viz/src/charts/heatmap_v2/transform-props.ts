import type { EChartsOption, HeatmapSeriesOption, VisualMapComponentOption } from 'echarts';
import {
  GenericDataType,
  getNumberFormatter,
  getTimeFormatter,
  getValueFormatter,
  type ColumnRef,
} from '@sightline/core';
import type { ChartProps, DataRecordValue } from '../../contract.ts';
import { rgbaString } from '../../echarts/colors.ts';
import { sequentialStops } from '../../echarts/sequential.ts';
import { tooltipHtml } from '../../echarts/tooltip.ts';
import { ensureArray, getColumnLabel, getMetricLabel } from '../../query/labels.ts';
import { getXAxisLabel } from '../../query/x-axis.ts';
import type { HeatmapV2FormData } from './form-data.ts';

/** Props of HeatmapChart. */
export interface HeatmapChartProps {
  width: number;
  height: number;
  option: EChartsOption;
}

/** The rank column the `rank` step adds. */
export const RANK_COLUMN = 'rank';
/** Colour bounds when the data has no numeric value. */
const DEFAULT_BOUNDS: [number, number] = [0, 200];
const percent = getNumberFormatter(',.2%');

function numberOrNull(value: DataRecordValue | undefined): number | null {
  return value === null || value === undefined || value === '' || Number.isNaN(Number(value))
    ? null
    : Number(value);
}

function uniqueValues(values: DataRecordValue[]): DataRecordValue[] {
  return [...new Set(values)];
}

/**
 * Rows of the heatmap query -> one `heatmap` series on two category axes (in query order) with a
 * continuous or piecewise `visualMap` over the value (or, when `normalized`, the rank).
 */
export function transformHeatmapV2Props(
  chartProps: ChartProps<HeatmapV2FormData>,
): HeatmapChartProps {
  const { formData: fd, queriesData, width, height, theme } = chartProps;
  const result = queriesData[0];
  const rows = result?.data ?? [];
  const metric = fd.metric ? getMetricLabel(fd.metric) : '';
  const xLabel = getXAxisLabel(fd) ?? '';
  const yColumn = ensureArray<ColumnRef>(fd.groupby)[0];
  const yLabel = yColumn === undefined ? '' : getColumnLabel(yColumn);
  const isTemporal = (column: string) =>
    result?.coltypes[result.colnames.indexOf(column)] === GenericDataType.TEMPORAL;
  const formatTime = getTimeFormatter(fd.x_axis_time_format);
  const axisText = (column: string) => (value: unknown) =>
    isTemporal(column) && value !== null && value !== '' && !Number.isNaN(Number(value))
      ? formatTime(Number(value))
      : String(value);
  const formatValue = getValueFormatter(fd.y_axis_format, fd.currency_format);
  const xValues = uniqueValues(rows.map((r) => r[xLabel] ?? null));
  const yValues = uniqueValues(rows.map((r) => r[yLabel] ?? null));
  const values = rows.map((r) => Number(r[metric])).filter((v) => !Number.isNaN(v));
  const total = values.reduce((a, b) => a + b, 0);
  const [minBound, maxBound] = fd.value_bounds;
  const [dataMin, dataMax] = values.length
    ? [Math.min(...values), Math.max(...values)]
    : DEFAULT_BOUNDS;
  const [min, max] = fd.normalized ? [0, 1] : [minBound ?? dataMin, maxBound ?? dataMax];
  const interval = (n: number) => (n === -1 ? 'auto' : Math.max(n - 1, 0));
  const margin = (m: HeatmapV2FormData['left_margin']) =>
    m === 'auto' || Number.isNaN(Number(m)) ? undefined : Number(m);

  const series: HeatmapSeriesOption = {
    type: 'heatmap',
    data: rows.map((r) => [
      String(r[xLabel] ?? null),
      String(r[yLabel] ?? null),
      numberOrNull(r[metric]),
      numberOrNull(r[RANK_COLUMN]),
    ]),
    itemStyle: { borderColor: rgbaString(fd.border_color), borderWidth: fd.border_width },
    label: {
      show: fd.show_values,
      formatter: (params: unknown) =>
        formatValue(Number((params as { value: unknown[] }).value[2])),
    },
    emphasis: {
      itemStyle: { borderColor: 'transparent', shadowBlur: 10, shadowColor: 'rgba(0, 0, 0, 0.5)' },
    },
  };
  const visualMap: VisualMapComponentOption = {
    type: fd.legend_type,
    show: fd.show_legend,
    min,
    max,
    calculable: true,
    orient: 'horizontal',
    right: 0,
    top: 0,
    dimension: fd.normalized ? 3 : 2,
    inRange: { color: [...sequentialStops(fd.linear_color_scheme)] },
    formatter: (value: unknown) =>
      fd.normalized ? percent(Number(value)) : formatValue(Number(value)),
    ...(theme?.textColor ? { textStyle: { color: theme.textColor } } : {}),
  } as VisualMapComponentOption;
  const option: EChartsOption = {
    grid: {
      containLabel: true,
      top: fd.show_legend ? 40 : 20,
      right: 20,
      left: margin(fd.left_margin) ?? 20,
      bottom: margin(fd.bottom_margin) ?? 20,
    },
    xAxis: {
      type: 'category',
      data: xValues.map(String),
      axisLabel: { formatter: axisText(xLabel), interval: interval(fd.xscale_interval) },
    },
    yAxis: {
      type: 'category',
      data: yValues.map(String),
      axisLabel: { formatter: axisText(yLabel), interval: interval(fd.yscale_interval) },
    },
    visualMap,
    tooltip: {
      trigger: 'item',
      appendToBody: true,
      formatter: (params: unknown) => {
        const [x, y, value] = (params as { value: unknown[] }).value;
        const n = Number(value);
        return tooltipHtml(undefined, [
          { label: xLabel, value: axisText(xLabel)(x) },
          { label: yLabel, value: axisText(yLabel)(y) },
          { label: metric, value: value === null ? 'N/A' : formatValue(n) },
          ...(fd.show_percentage && value !== null
            ? [{ label: '% of total', value: percent(total ? n / total : 0) }]
            : []),
        ]);
      },
    },
    series: [series],
  };
  return { width, height, option };
}
