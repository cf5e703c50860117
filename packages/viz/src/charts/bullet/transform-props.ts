import type { BarSeriesOption, EChartsOption, ScatterSeriesOption } from 'echarts';
import { getNumberFormatter } from '@sightline/core';
import type { ChartProps } from '../../contract.ts';
import { tooltipHtml } from '../../echarts/tooltip.ts';
import { getMetricLabel } from '../../query/labels.ts';
import { toNumber } from '../_timeseries/series.ts';
import type { BulletFormData } from './form-data.ts';

/** Props of BulletChart. */
export interface BulletChartProps {
  width: number;
  /** The drawn height: nvd3 draws bullets 50 px high (plus the axis). */
  height: number;
  option: EChartsOption;
}

/** Height of the bullet itself plus its axis, in px. */
export const BULLET_HEIGHT = 80;
const RANGE_COLORS = ['#eeeeee', '#dddddd', '#cccccc', '#bbbbbb', '#aaaaaa'];
const MEASURE_COLORS = ['#1f77b4', '#aec7e8'];
const DEFAULT_RANGE_LABELS = ['Maximum', 'Mean', 'Minimum'];
/**
 * Above this many measures, the measures after the largest are drawn by one large-mode bar series
 * (one bar per measure, all on the bullet's row) instead of one series each: ECharts' cost is per
 * series, and the picture is the same (the same light bars, overlaid in the same order).
 */
export const MANY_MEASURES = 50;
/** Series id of the one series holding every measure after the largest (many measures). */
export const OTHER_MEASURES_ID = 'other-measures';

/** Numbers of a comma-separated text ("0, 50,100"); blanks and non-numbers are skipped. */
export function parseNumbers(text: string): number[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map(Number)
    .filter((n) => Number.isFinite(n));
}

/** Labels of a comma-separated text. */
export function parseLabels(text: string): string[] {
  return text.trim() === '' ? [] : text.split(',').map((part) => part.trim());
}

/**
 * The nvd3 bullet with ECharts: qualitative ranges as overlaid grey bars (largest at the back;
 * `[0, measure × 1.1]` when none are set), the measures as a thinner bar on a second category
 * axis, markers as triangles and marker lines as a markLine.
 */
export function transformBulletProps(chartProps: ChartProps<BulletFormData>): BulletChartProps {
  const { formData: fd, queriesData, width, height } = chartProps;
  const metric = fd.metric ? getMetricLabel(fd.metric) : '';
  const measures = (queriesData[0]?.data ?? [])
    .map((row) => toNumber(row[metric]))
    .filter((v): v is number => v !== null);
  const parsedRanges = parseNumbers(fd.ranges);
  const ranges = (parsedRanges.length ? parsedRanges : [0, Math.max(0, ...measures) * 1.1]).sort(
    (a, b) => b - a,
  );
  const rangeLabels = parseLabels(fd.range_labels);
  const markers = parseNumbers(fd.markers);
  const markerLabels = parseLabels(fd.marker_labels);
  const markerLines = parseNumbers(fd.marker_lines);
  const markerLineLabels = parseLabels(fd.marker_line_labels);
  const format = getNumberFormatter();
  const all = [...ranges, ...measures, ...markers, ...markerLines];

  const rangeSeries: BarSeriesOption[] = ranges.map((value, i) => ({
    type: 'bar',
    name: rangeLabels[i] ?? DEFAULT_RANGE_LABELS[i] ?? `Range ${i + 1}`,
    data: [value],
    yAxisIndex: 0,
    barWidth: '90%',
    barGap: '-100%',
    itemStyle: { color: RANGE_COLORS[Math.min(i, RANGE_COLORS.length - 1)] },
  }));
  const sorted = [...measures].sort((a, b) => b - a);
  const measureName = (i: number) => (measures.length > 1 ? `${metric} ${i + 1}` : metric);
  const measureSeries: BarSeriesOption[] = (
    sorted.length > MANY_MEASURES ? sorted.slice(0, 1) : sorted
  ).map((value, i) => ({
    type: 'bar',
    name: measureName(i),
    data: [value],
    yAxisIndex: 1,
    barWidth: '33%',
    barGap: '-100%',
    itemStyle: { color: MEASURE_COLORS[Math.min(i, MEASURE_COLORS.length - 1)] },
    ...(i === 0 && markerLines.length
      ? {
          markLine: {
            symbol: 'none',
            lineStyle: { color: '#000000', type: 'solid', width: 2 },
            label: { show: false },
            data: markerLines.map((value, j) => ({
              xAxis: value,
              name: markerLineLabels[j] ?? `Marker line ${j + 1}`,
            })),
          },
        }
      : {}),
  }));
  if (sorted.length > MANY_MEASURES)
    measureSeries.push({
      type: 'bar',
      id: OTHER_MEASURES_ID,
      name: `${metric} 2-${sorted.length}`,
      // [value, row]: every bar on the bullet's only row, overlaid largest first as before.
      data: sorted.slice(1).map((value) => [value, 0]),
      yAxisIndex: 1,
      barWidth: '33%',
      barGap: '-100%',
      large: true,
      largeThreshold: MANY_MEASURES,
      itemStyle: { color: MEASURE_COLORS[1] },
    });
  const markerSeries: ScatterSeriesOption[] = markers.map((value, i) => ({
    type: 'scatter',
    name: markerLabels[i] ?? `Marker ${i + 1}`,
    data: [[value, 0]],
    yAxisIndex: 1,
    symbol: 'triangle',
    symbolSize: 12,
    itemStyle: { color: '#000000' },
  }));

  const option: EChartsOption = {
    grid: { top: 10, bottom: 25, left: 10, right: 20, containLabel: true },
    xAxis: {
      type: 'value',
      min: Math.min(0, ...all),
      max: Math.max(...all),
      axisLabel: { formatter: format },
    },
    yAxis: [
      { type: 'category', data: [metric], axisTick: { show: false } },
      { type: 'category', data: [metric], show: false },
    ],
    tooltip: {
      trigger: 'item',
      appendToBody: true,
      formatter: (params: unknown) => {
        const {
          seriesName = '',
          seriesId,
          dataIndex = 0,
          value,
          name,
        } = params as {
          seriesName?: string;
          seriesId?: string;
          dataIndex?: number;
          value?: unknown;
          name?: string;
        };
        const point = Array.isArray(value) ? value[0] : value;
        return tooltipHtml(undefined, [
          {
            label:
              seriesId === OTHER_MEASURES_ID
                ? measureName(dataIndex + 1)
                : typeof point === 'number'
                  ? seriesName
                  : (name ?? seriesName),
            value: format(Number(point)),
          },
        ]);
      },
    },
    series: [...rangeSeries, ...measureSeries, ...markerSeries],
  };
  return { width, height: Math.min(height, BULLET_HEIGHT), option };
}
