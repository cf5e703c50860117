import type {
  EChartsOption,
  ScatterSeriesOption,
  XAXisComponentOption,
  YAXisComponentOption,
} from 'echarts';
import type { DataRecordValue } from '../../contract.ts';
import {
  GRID_OFFSET,
  getLegendOption,
  legendMargin,
  type LegendOrientation,
} from '../../echarts/legend.ts';
import { tooltipHtml } from '../../echarts/tooltip.ts';

/** One bubble: position, size, the entity it stands for and its series (colour group). */
export interface BubblePoint {
  x: number | null;
  y: number | null;
  size: number | null;
  entity: DataRecordValue;
  series: DataRecordValue;
}

/** One value axis of a bubble chart. */
export interface BubbleAxis {
  title: string;
  titleMargin: number;
  isLog: boolean;
  rotate: number;
  formatter: (value: number) => string;
  /** `[min, max]`; null ends stay automatic. */
  bounds: readonly [(number | null | undefined)?, (number | null | undefined)?];
}

/** What buildBubbleOption needs. */
export interface BubbleOptionInput {
  points: readonly BubblePoint[];
  /** Symbol diameters in px of the smallest and largest size value. */
  symbolSizeRange: readonly [number, number];
  /** Interpolate linearly in area (nvd3) instead of in diameter (ECharts bubble_v2). */
  isAreaScale?: boolean;
  colorOf: (name: string) => string;
  opacity: number;
  xAxis: BubbleAxis;
  yAxis: BubbleAxis;
  /** Tooltip labels of x, y and size. */
  labels: { x: string; y: string; size: string };
  formatSize: (value: number) => string;
  legend: {
    show: boolean;
    type: 'scroll' | 'plain';
    orientation: LegendOrientation;
    margin?: number | null;
    textColor?: string;
  };
}

/** The legend / colour name of a bubble: its series value, else its entity. */
export function bubbleName(point: Pick<BubblePoint, 'entity' | 'series'>): string {
  const value = point.series ?? point.entity;
  return value === null || value === undefined ? '<NULL>' : String(value);
}

/** Maps size values linearly onto the diameter range (or onto the area range, then back to a diameter). */
export function bubbleSizeScale(
  sizes: readonly number[],
  range: readonly [number, number],
  isAreaScale = false,
): (size: number | null) => number {
  const [lo, hi] = [Math.min(...sizes), Math.max(...sizes)];
  const [from, to] = isAreaScale ? [range[0] ** 2, range[1] ** 2] : range;
  return (size) => {
    const t = size === null || hi === lo ? (hi === lo ? 1 : 0) : (size - lo) / (hi - lo);
    const value = from + t * (to - from);
    return isAreaScale ? Math.sqrt(value) : value;
  };
}

function axisOption(axis: BubbleAxis) {
  const [min, max] = axis.bounds;
  return {
    type: axis.isLog ? 'log' : 'value',
    name: axis.title,
    nameGap: axis.titleMargin,
    nameLocation: 'middle',
    axisLabel: { formatter: axis.formatter, rotate: axis.rotate },
    splitLine: { lineStyle: { type: 'dashed' } },
    scale: true,
    ...(min !== null && min !== undefined ? { min } : {}),
    ...(max !== null && max !== undefined ? { max } : {}),
  };
}

/**
 * Bubbles -> an ECharts option: one scatter series per series name (the legend lists them), each
 * point `[x, y, size, entity, series]` with its own symbol size, value or log axes with dashed
 * split lines, and an item tooltip naming the entity.
 */
export function buildBubbleOption(input: BubbleOptionInput): EChartsOption {
  const sizes = input.points.map((p) => p.size).filter((s): s is number => s !== null);
  const scale = bubbleSizeScale(
    sizes.length ? sizes : [0],
    input.symbolSizeRange,
    input.isAreaScale,
  );
  const groups = new Map<string, BubblePoint[]>();
  for (const point of input.points)
    groups.set(bubbleName(point), [...(groups.get(bubbleName(point)) ?? []), point]);
  const series: ScatterSeriesOption[] = [...groups].map(([name, points]) => ({
    type: 'scatter',
    name,
    itemStyle: { color: input.colorOf(name), opacity: input.opacity },
    emphasis: { focus: 'series' },
    data: points.map((p) => ({
      value: [p.x, p.y, p.size, p.entity, p.series] as (number | string | null)[],
      symbolSize: scale(p.size),
    })),
  }));
  const legend = input.legend;
  const margin = legendMargin(legend.show, legend.orientation, legend.margin);
  return {
    grid: {
      containLabel: true,
      top: GRID_OFFSET.top + margin.top,
      bottom:
        GRID_OFFSET.bottom + (input.xAxis.title ? input.xAxis.titleMargin : 0) + margin.bottom,
      left: GRID_OFFSET.left + (input.yAxis.title ? input.yAxis.titleMargin : 0) + margin.left,
      right: GRID_OFFSET.right + margin.right,
    },
    xAxis: axisOption(input.xAxis) as XAXisComponentOption,
    yAxis: axisOption(input.yAxis) as YAXisComponentOption,
    legend: getLegendOption({
      show: legend.show,
      type: legend.type,
      orientation: legend.orientation,
      data: [...groups.keys()],
      textColor: legend.textColor,
    }),
    tooltip: {
      trigger: 'item',
      appendToBody: true,
      formatter: (params: unknown) => {
        const value = ((params as { data?: { value?: unknown[] } }).data?.value ?? []) as (
          number | string | null
        )[];
        const [x, y, size, entity, group] = value;
        const title =
          group !== null && group !== undefined && group !== entity
            ? `${String(group)} - ${String(entity)}`
            : String(entity);
        const format = (f: (v: number) => string, v: unknown) =>
          typeof v === 'number' ? f(v) : String(v);
        return tooltipHtml(title, [
          { label: input.labels.x, value: format(input.xAxis.formatter, x) },
          { label: input.labels.y, value: format(input.yAxis.formatter, y) },
          { label: input.labels.size, value: format(input.formatSize, size) },
        ]);
      },
    },
    series,
  };
}
