import type { EChartsOption, ParallelSeriesOption } from 'echarts';
import { DEFAULT_NUMBER_FORMAT, getNumberFormatter } from '@sightline/core';
import type { ChartProps } from '../../contract.ts';
import { createLinearColorScale, sequentialColors } from '../../echarts/sequential.ts';
import { getColumnLabel, getMetricLabel } from '../../query/labels.ts';
import type { ParaFormData } from './form-data.ts';

/** The optional data grid under the chart. */
export interface ParaTable {
  columns: string[];
  /** Display text per row, in the order of the chart's lines. */
  rows: string[][];
}

/** Props of ParaChart. */
export interface ParaChartProps {
  width: number;
  height: number;
  option: EChartsOption;
  /** Present with `show_datatable`; hovering a row highlights its line. */
  table?: ParaTable;
}

/** Share of the height the chart keeps above the data grid. */
export const CHART_SHARE_WITH_TABLE = 0.6;
const LINE_OPACITY = 0.5;
const formatNumber = getNumberFormatter(DEFAULT_NUMBER_FORMAT);

/** Rows of the legacy para query -> a `parallel` series with one brushable axis per metric (the entity first with `include_series`). */
export function transformParaProps(chartProps: ChartProps<ParaFormData>): ParaChartProps {
  const { formData: fd, queriesData, width, height, theme } = chartProps;
  const rows = queriesData[0]?.data ?? [];
  const series = fd.series ? getColumnLabel(fd.series) : '';
  const metrics = fd.metrics.map(getMetricLabel);
  const colorMetric = fd.secondary_metric ? getMetricLabel(fd.secondary_metric) : undefined;
  const entities = rows.map((row) => String(row[series] ?? null));
  const axes = [...(fd.include_series ? [series] : []), ...metrics];
  const colorValues = colorMetric ? rows.map((row) => Number(row[colorMetric]) || 0) : [];
  const colorOf = colorMetric
    ? createLinearColorScale(
        fd.linear_color_scheme,
        Math.min(...colorValues),
        Math.max(...colorValues),
      )
    : () => sequentialColors(fd.linear_color_scheme)[1];
  const parallelSeries: ParallelSeriesOption = {
    type: 'parallel',
    smooth: false,
    inactiveOpacity: 0.05,
    activeOpacity: 1,
    lineStyle: { width: 1, opacity: LINE_OPACITY },
    emphasis: { lineStyle: { width: 3, opacity: 1 } },
    data: rows.map((row, i) => ({
      name: entities[i],
      value: axes.map((axis) =>
        fd.include_series && axis === series ? entities[i] : Number(row[axis] ?? 0) || 0,
      ),
      lineStyle: { color: colorOf(colorValues[i] ?? 0) },
    })),
  };
  const option: EChartsOption = {
    parallel: {
      left: 60,
      right: 60,
      top: 40,
      bottom: 30,
      parallelAxisDefault: {
        nameTextStyle: { color: theme?.textColor },
        axisLabel: { color: theme?.textColor },
      },
    },
    parallelAxis: axes.map((axis, dim) =>
      fd.include_series && axis === series
        ? { dim, name: axis, type: 'category', data: [...new Set(entities)] }
        : {
            dim,
            name: axis,
            type: 'value',
            axisLabel: { formatter: (v: number) => formatNumber(v) },
          },
    ),
    tooltip: { trigger: 'item', appendToBody: true },
    series: [parallelSeries],
  };
  const tableColumns = [
    series,
    ...metrics,
    ...(colorMetric && !metrics.includes(colorMetric) ? [colorMetric] : []),
  ];
  const table = fd.show_datatable
    ? {
        columns: tableColumns,
        rows: rows.map((row, i) =>
          tableColumns.map((column, c) =>
            c === 0 ? entities[i] : formatNumber(Number(row[column] ?? 0)),
          ),
        ),
      }
    : undefined;
  return { width, height, option, ...(table ? { table } : {}) };
}
