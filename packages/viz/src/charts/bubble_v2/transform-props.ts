import type { EChartsOption } from 'echarts';
import { getNumberFormatter } from '@sightline/core';
import type { ChartProps } from '../../contract.ts';
import { createColorScale } from '../../echarts/colors.ts';
import { getColumnLabel, getMetricLabel } from '../../query/labels.ts';
import { buildBubbleOption, type BubblePoint } from '../_bubble/bubble-option.ts';
import { toNumber } from '../_timeseries/series.ts';
import type { BubbleV2FormData } from './form-data.ts';

/** Smallest bubble diameter in px. */
export const MIN_BUBBLE_SIZE = 5;

/** Props of BubbleChart. */
export interface BubbleChartProps {
  width: number;
  height: number;
  option: EChartsOption;
}

/** Rows of [entity, series, x, y, size] -> bubbles sized between 5 px and 5 + 2 × max_bubble_size. */
export function transformBubbleV2Props(chartProps: ChartProps<BubbleV2FormData>): BubbleChartProps {
  const { formData: fd, queriesData, width, height, theme } = chartProps;
  const label = (metric: BubbleV2FormData['x']) => (metric ? getMetricLabel(metric) : '');
  const [x, y, size] = [label(fd.x), label(fd.y), label(fd.size)];
  const entity = fd.entity ? getColumnLabel(fd.entity) : '';
  const series = fd.series ? getColumnLabel(fd.series) : undefined;
  const points: BubblePoint[] = (queriesData[0]?.data ?? []).map((row) => ({
    x: toNumber(row[x]),
    y: toNumber(row[y]),
    size: toNumber(row[size]),
    entity: row[entity] ?? null,
    series: series ? (row[series] ?? null) : null,
  }));
  const maxBubbleSize = Number(fd.max_bubble_size) || 25;
  const option = buildBubbleOption({
    points,
    symbolSizeRange: [MIN_BUBBLE_SIZE, MIN_BUBBLE_SIZE + 2 * maxBubbleSize],
    colorOf: createColorScale(fd.color_scheme, {
      labelColors: fd.label_colors,
      palette: theme?.colors,
    }),
    opacity: fd.opacity,
    xAxis: {
      title: fd.x_axis_label,
      titleMargin: fd.x_axis_title_margin,
      isLog: fd.logXAxis,
      rotate: fd.xAxisLabelRotation,
      formatter: getNumberFormatter(fd.xAxisFormat),
      bounds: fd.truncateXAxis ? fd.xAxisBounds : [null, null],
    },
    yAxis: {
      title: fd.y_axis_label,
      titleMargin: fd.y_axis_title_margin,
      isLog: fd.logYAxis,
      rotate: fd.yAxisLabelRotation,
      formatter: getNumberFormatter(fd.y_axis_format),
      bounds: fd.truncateYAxis ? fd.y_axis_bounds : [null, null],
    },
    labels: { x, y, size },
    formatSize: getNumberFormatter(fd.tooltipSizeFormat),
    legend: {
      show: fd.show_legend,
      type: fd.legendType,
      orientation: fd.legendOrientation,
      margin: fd.legendMargin,
      textColor: theme?.textColor,
    },
  });
  return { width, height, option };
}
