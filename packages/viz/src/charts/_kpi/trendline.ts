import type { EChartsOption } from 'echarts';
import { escapeHtml } from '../../echarts/tooltip.ts';

/** One trend point `[epoch ms, value]`. */
export type TrendPoint = [number, number | null];

/** Options of getTrendlineOption. */
export interface TrendlineOptions {
  /** Points in ascending time order. */
  points: TrendPoint[];
  color: string;
  backgroundColor: string;
  startAtZero: boolean;
  formatTime: (value: number) => string;
  formatValue: (value: number | null) => string;
}

function pointOf(params: unknown): TrendPoint | undefined {
  const first = (Array.isArray(params) ? params[0] : params) as { data?: unknown } | undefined;
  return Array.isArray(first?.data) ? (first.data as TrendPoint) : undefined;
}

/**
 * The big number's trend: one smooth line with a vertical gradient area fading into the
 * background, hidden axes (x is a value axis over epoch ms), no margins and an axis tooltip.
 */
export function getTrendlineOption(options: TrendlineOptions): EChartsOption {
  const { points, color } = options;
  return {
    series: [
      {
        type: 'line',
        data: points,
        smooth: true,
        symbol: 'circle',
        symbolSize: 10,
        showSymbol: false,
        color,
        areaStyle: {
          color: {
            type: 'linear',
            x: 0,
            y: 0,
            x2: 0,
            y2: 1,
            colorStops: [
              { offset: 0, color },
              { offset: 1, color: options.backgroundColor },
            ],
          },
        },
      },
    ],
    xAxis: { type: 'value', show: false, min: points[0]?.[0], max: points[points.length - 1]?.[0] },
    yAxis: { type: 'value', show: false, scale: !options.startAtZero },
    grid: { left: 0, right: 0, top: 0, bottom: 0 },
    tooltip: {
      trigger: 'axis',
      formatter: (params: unknown) => {
        const point = pointOf(params);
        return point
          ? `${escapeHtml(options.formatTime(point[0]))}<br/><b>${escapeHtml(options.formatValue(point[1]))}</b>`
          : '';
      },
    },
  };
}

/** Aggregates the trend values client-side (sum, mean, min, max, median), ignoring nulls. */
export function aggregateValues(
  values: readonly (number | null)[],
  aggregation: string,
): number | null {
  const numbers = values.filter((v): v is number => typeof v === 'number');
  if (numbers.length === 0) return null;
  const sum = numbers.reduce((a, b) => a + b, 0);
  switch (aggregation) {
    case 'sum':
      return sum;
    case 'mean':
      return sum / numbers.length;
    case 'min':
      return Math.min(...numbers);
    case 'max':
      return Math.max(...numbers);
    case 'median': {
      const sorted = [...numbers].sort((a, b) => a - b);
      const mid = Math.floor(sorted.length / 2);
      return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
    }
    default:
      return null;
  }
}
