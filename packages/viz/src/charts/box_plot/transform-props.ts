import type { BoxplotSeriesOption, EChartsOption, ScatterSeriesOption } from 'echarts';
import { getValueFormatter } from '@sightline/core';
import type { ChartProps } from '../../contract.ts';
import { createColorScale } from '../../echarts/colors.ts';
import { selectedNames } from '../../echarts/cross-filter.ts';
import { GRID_OFFSET } from '../../echarts/legend.ts';
import { tooltipHtml } from '../../echarts/tooltip.ts';
import { getColumnLabel, getMetricLabel } from '../../query/labels.ts';
import type { CategoricalChartProps } from '../_categorical/CategoricalEchart.tsx';
import { buildCategoricalInteractions } from '../_categorical/interactions.ts';
import { cellFormatter } from '../_categorical/rows.ts';
import { xTicksLabelOptions } from '../_categorical/ticks.ts';
import type { BoxPlotFormData } from './form-data.ts';

/** Props of BoxPlotChart. */
export type BoxPlotChartProps = CategoricalChartProps;

/** Statistics the `boxplot` step adds per metric, as `<metric>__<stat>`. */
const STATS = ['min', 'q1', 'median', 'q3', 'max', 'mean', 'count'] as const;

/** Tooltip rows after the count, in order. */
const TOOLTIP_STATS = [
  ['min', 'Min'],
  ['q1', '25th percentile'],
  ['median', 'Median'],
  ['mean', 'Mean'],
  ['q3', '75th percentile'],
  ['max', 'Max'],
] as const;

interface Box {
  name: string;
  dimensions: (string | number | boolean | null)[];
  stats: Record<(typeof STATS)[number], number>;
  outliers: number[];
}

/** Rows of the boxplot step -> a `boxplot` series (one box per dimension value and metric) and an `outlier` scatter series. */
export function transformBoxPlotProps(chartProps: ChartProps<BoxPlotFormData>): BoxPlotChartProps {
  const { formData: fd, queriesData, width, height, hooks, theme } = chartProps;
  const result = queriesData[0];
  const metrics = fd.metrics.map(getMetricLabel);
  const groupby = fd.groupby.map(getColumnLabel);
  const format = cellFormatter(result, fd.date_format);
  const boxes: Box[] = (result?.data ?? []).flatMap((row) =>
    metrics.map((metric) => {
      const dims = groupby.map((column) => format(column, row[column] ?? null));
      const outliers = row[`${metric}__outliers`] as unknown;
      return {
        name: [...dims, ...(metrics.length > 1 || dims.length === 0 ? [metric] : [])].join(', '),
        dimensions: groupby.map((column) => row[column] ?? null),
        stats: Object.fromEntries(
          STATS.map((stat) => [stat, Number(row[`${metric}__${stat}`])]),
        ) as Box['stats'],
        outliers: Array.isArray(outliers) ? outliers.map(Number) : [],
      };
    }),
  );
  const formatValue = getValueFormatter(fd.number_format);
  const colorOf = createColorScale(fd.color_scheme, {
    labelColors: fd.label_colors,
    palette: theme?.colors,
  });
  const selected = selectedNames(chartProps.filterState);
  const opacityOf = (name: string) => (selected.length > 0 && !selected.includes(name) ? 0.3 : 1);
  const byName = new Map(boxes.map((b) => [b.name, b]));

  const boxSeries: BoxplotSeriesOption = {
    name: 'boxplot',
    type: 'boxplot',
    data: boxes.map((b) => ({
      name: b.name,
      value: [b.stats.min, b.stats.q1, b.stats.median, b.stats.q3, b.stats.max],
      itemStyle: {
        color: colorOf(b.name),
        opacity: opacityOf(b.name),
        borderColor: colorOf(b.name),
      },
    })),
  };
  const outlierSeries: ScatterSeriesOption = {
    name: 'outlier',
    type: 'scatter',
    data: boxes.flatMap((b) =>
      b.outliers.map((value) => ({
        name: b.name,
        value: [b.name, value],
        itemStyle: { color: colorOf(b.name), opacity: opacityOf(b.name) },
      })),
    ),
  };
  const yTitleOnTop = fd.y_axis_title_position === 'Top';
  const option: EChartsOption = {
    grid: {
      containLabel: true,
      top: GRID_OFFSET.top + (yTitleOnTop && fd.y_axis_title ? fd.y_axis_title_margin : 0),
      bottom: GRID_OFFSET.bottom + (fd.x_axis_title ? fd.x_axis_title_margin : 0),
      left: GRID_OFFSET.left + (!yTitleOnTop && fd.y_axis_title ? fd.y_axis_title_margin : 0),
      right: GRID_OFFSET.right,
    },
    xAxis: {
      type: 'category',
      data: boxes.map((b) => b.name),
      name: fd.x_axis_title,
      nameGap: fd.x_axis_title_margin,
      nameLocation: 'middle',
      axisLabel: xTicksLabelOptions(fd.x_ticks_layout),
    },
    yAxis: {
      type: 'value',
      name: fd.y_axis_title,
      nameGap: fd.y_axis_title_margin,
      nameLocation: yTitleOnTop ? 'end' : 'middle',
      axisLabel: { formatter: (value: number) => formatValue(value) },
    },
    tooltip: {
      trigger: 'item',
      appendToBody: true,
      formatter: (params: unknown) => {
        const {
          seriesName,
          name = '',
          value,
        } = params as { seriesName?: string; name?: string; value?: unknown };
        const box = byName.get(name);
        if (seriesName === 'outlier')
          return tooltipHtml(name, [
            { label: 'Outlier', value: formatValue(Number((value as unknown[])[1])) },
          ]);
        if (!box) return '';
        const { stats } = box;
        return tooltipHtml(name, [
          { label: 'Count', value: String(stats.count) },
          ...TOOLTIP_STATS.map(([stat, label]) => ({ label, value: formatValue(stats[stat]) })),
          { label: '# Outliers', value: String(box.outliers.length) },
        ]);
      },
    },
    series: [boxSeries, outlierSeries],
  };
  const labelMap = Object.fromEntries(boxes.map((b) => [b.name, b.dimensions]));
  const interactions = buildCategoricalInteractions({
    hooks,
    emitCrossFilters: chartProps.emitCrossFilters ?? false,
    groupby,
    labelMap,
    selectedValues: selected,
    formatValue: format,
  });
  return { width, height, option, ...interactions };
}
