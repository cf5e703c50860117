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
import { labelWidth, xAxisLabel, yAxisLabel } from '../../echarts/category-axis-labels.ts';
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

type AxisSort = HeatmapV2FormData['sort_x_axis'];

/**
 * An axis's categories in the saved order, as Superset sorts them in the browser: `value_*` by the
 * metric summed over the category, `alpha_*` numerically when both are numbers, else by a
 * numeric-aware string comparison. The query's ORDER BY alone cannot do it: a category missing
 * from the first rows would come last.
 */
export function sortAxisValues(
  values: DataRecordValue[],
  rows: readonly Record<string, DataRecordValue>[],
  sort: AxisSort,
  column: string,
  metric: string,
): DataRecordValue[] {
  if (!sort) return values;
  const direction = sort.endsWith('asc') ? 1 : -1;
  if (sort.startsWith('value')) {
    const totals = new Map<DataRecordValue, number>();
    for (const row of rows) {
      const value = row[metric];
      if (typeof value === 'number')
        totals.set(row[column] ?? null, (totals.get(row[column] ?? null) ?? 0) + value);
    }
    return [...values].sort((a, b) => direction * ((totals.get(a) ?? 0) - (totals.get(b) ?? 0)));
  }
  return [...values].sort((a, b) => {
    const [x, y] = [Number(a), Number(b)];
    if (
      a !== null &&
      b !== null &&
      a !== '' &&
      b !== '' &&
      Number.isFinite(x) &&
      Number.isFinite(y)
    )
      return direction * (x - y);
    return direction * String(a).localeCompare(String(b), undefined, { numeric: true });
  });
}

/** Height in px of one line of cell text. */
const CELL_LINE = 14;
/**
 * Each axis's line and its tick marks between the categories, as Superset (ECharts 5) draws them:
 * ECharts 6 leaves both out where the other axis is a category axis too.
 */
const AXIS_MARKS = { axisLine: { show: true }, axisTick: { show: true } } as const;

/** Room at the top of the grid for the colour legend (bar, handles and their value labels). */
const LEGEND_ROOM = 64;

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
  const xValues = sortAxisValues(
    uniqueValues(rows.map((r) => r[xLabel] ?? null)),
    rows,
    fd.sort_x_axis,
    xLabel,
    metric,
  );
  const yValues = sortAxisValues(
    uniqueValues(rows.map((r) => r[yLabel] ?? null)),
    rows,
    fd.sort_y_axis,
    yLabel,
    metric,
  );
  const values = rows.map((r) => Number(r[metric])).filter((v) => !Number.isNaN(v));
  const total = values.reduce((a, b) => a + b, 0);
  const [minBound, maxBound] = fd.value_bounds;
  const [dataMin, dataMax] = values.length
    ? [Math.min(...values), Math.max(...values)]
    : DEFAULT_BOUNDS;
  const [min, max] = fd.normalized ? [0, 1] : [minBound ?? dataMin, maxBound ?? dataMax];
  const margin = (m: HeatmapV2FormData['left_margin']) =>
    m === 'auto' || Number.isNaN(Number(m)) ? undefined : Number(m);

  // The plot's size as the grid will have it (estimated: labels measured by labelWidth).
  const plotWidth =
    width -
    (margin(fd.left_margin) ?? 20) -
    20 -
    Math.max(0, ...yValues.map((v) => labelWidth(axisText(yLabel)(v))));
  const plotHeight =
    height - (fd.show_legend ? LEGEND_ROOM : 20) - (margin(fd.bottom_margin) ?? 20) - 20;
  const cell = {
    width: plotWidth / Math.max(xValues.length, 1),
    height: plotHeight / Math.max(yValues.length, 1),
  };
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
      // In a small cell a value would pile on its neighbours': the ones wider than their cell
      // (or cells lower than a line of text) are left out.
      formatter: (params: unknown) => {
        const text = formatValue(Number((params as { value: unknown[] }).value[2]));
        return labelWidth(text) + 2 <= cell.width && cell.height >= CELL_LINE ? text : '';
      },
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
    // Superset's bar: 15 px thick, 300 px long (at most 40 % of the width here, for small cells).
    itemWidth: 15,
    itemHeight: fd.legend_type === 'continuous' ? Math.min(300, Math.round(width * 0.4)) : 14,
    dimension: fd.normalized ? 3 : 2,
    inRange: { color: [...sequentialStops(fd.linear_color_scheme)] },
    formatter: (value: unknown) =>
      fd.normalized ? percent(Number(value)) : formatValue(Number(value)),
    ...(theme?.textColor ? { textStyle: { color: theme.textColor } } : {}),
  } as VisualMapComponentOption;
  const option: EChartsOption = {
    grid: {
      containLabel: true,
      top: fd.show_legend ? LEGEND_ROOM : 20,
      right: 20,
      left: margin(fd.left_margin) ?? 20,
      bottom: margin(fd.bottom_margin) ?? 20,
    },
    xAxis: {
      type: 'category',
      data: xValues.map(String),
      ...AXIS_MARKS,
      axisLabel: {
        formatter: axisText(xLabel),
        ...xAxisLabel(
          xValues.map((v) => axisText(xLabel)(v)),
          fd.xscale_interval,
          plotWidth,
          height,
        ),
      },
    },
    yAxis: {
      type: 'category',
      data: yValues.map(String),
      ...AXIS_MARKS,
      axisLabel: {
        formatter: axisText(yLabel),
        ...yAxisLabel(yValues.length, fd.yscale_interval, plotHeight),
      },
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
