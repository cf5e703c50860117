import type { SeriesStyle } from './series-options.ts';

/** The `seriesType` choices of the generic, step and mixed charts (docs/chart-types.md §4.A, §4.B). */
export const SERIES_TYPE_CHOICES = [
  ['line', 'Line'],
  ['scatter', 'Scatter'],
  ['smooth', 'Smooth Line'],
  ['bar', 'Bar'],
  ['start', 'Step - start'],
  ['middle', 'Step - middle'],
  ['end', 'Step - end'],
] as const;

/** The step choices of `echarts_timeseries_step`. */
export const STEP_TYPE_CHOICES = SERIES_TYPE_CHOICES.slice(4);

/**
 * The series style of a saved `seriesType`. Saved examples also spell it as a viz_type
 * (`echarts_timeseries_bar`), read as the matching style; anything unknown draws a line.
 */
export function seriesStyleOf(seriesType: string | null | undefined, area = false): SeriesStyle {
  const type = (seriesType ?? 'line').replace(/^echarts_timeseries_?/, '') || 'line';
  if (type === 'bar') return { type: 'bar' };
  if (type === 'scatter') return { type: 'scatter' };
  if (type === 'smooth') return { type: 'line', smooth: true, area };
  if (type === 'start' || type === 'middle' || type === 'end')
    return { type: 'line', step: type, area };
  if (type === 'step') return { type: 'line', step: 'start', area };
  return { type: 'line', area };
}
