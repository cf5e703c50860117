import type { EChartsOption } from 'echarts';
import { getNumberFormatter } from '@sightline/core';
import type { ChartProps } from '../../contract.ts';
import { createColorScale } from '../../echarts/colors.ts';
import { getColumnLabel, getMetricLabel } from '../../query/labels.ts';
import { buildBubbleOption, type BubblePoint } from '../_bubble/bubble-option.ts';
import { toNumber } from '../_timeseries/series.ts';
import type { BubbleFormData } from './form-data.ts';

/** Props of BubbleLegacyChart. */
export interface BubbleLegacyChartProps {
  width: number;
  height: number;
  option: EChartsOption;
}

/** nvd3's smallest point area, in px². */
const MIN_POINT_AREA = 5;

/**
 * The legacy reshaping done client-side: one group per series value (the entity without a
 * series), bubbles sized like nvd3's point range `[5, max_bubble_size²]`, which is an area scale.
 */
export function transformBubbleProps(
  chartProps: ChartProps<BubbleFormData>,
): BubbleLegacyChartProps {
  const { formData: fd, queriesData, width, height, theme } = chartProps;
  const label = (metric: BubbleFormData['x']) => (metric ? getMetricLabel(metric) : '');
  const [x, y, size] = [label(fd.x), label(fd.y), label(fd.size)];
  const entity = fd.entity ? getColumnLabel(fd.entity) : '';
  const series = fd.series ? getColumnLabel(fd.series) : undefined;
  const points: BubblePoint[] = (queriesData[0]?.data ?? []).map((row) => ({
    x: toNumber(row[x]),
    y: toNumber(row[y]),
    size: toNumber(row[size]),
    entity: row[entity] ?? null,
    series: series && series !== entity ? (row[series] ?? null) : null,
  }));
  const maxBubbleSize = Number(fd.max_bubble_size) || 25;
  const option = buildBubbleOption({
    points,
    symbolSizeRange: [Math.sqrt(MIN_POINT_AREA), maxBubbleSize],
    isAreaScale: true,
    colorOf: createColorScale(fd.color_scheme, {
      labelColors: fd.label_colors,
      palette: theme?.colors,
    }),
    opacity: 1,
    xAxis: {
      title: fd.x_axis_label,
      titleMargin: 30,
      isLog: fd.x_log_scale,
      rotate: 0,
      formatter: getNumberFormatter(fd.x_axis_format),
      bounds: [null, null],
    },
    yAxis: {
      title: fd.y_axis_label,
      titleMargin: 30,
      isLog: fd.y_log_scale,
      rotate: 0,
      formatter: getNumberFormatter(fd.y_axis_format),
      bounds: fd.y_axis_bounds,
    },
    labels: { x, y, size },
    formatSize: getNumberFormatter(),
    legend: {
      show: fd.show_legend,
      type: 'scroll',
      orientation: 'top',
      textColor: theme?.textColor,
    },
  });
  return { width, height, option };
}
