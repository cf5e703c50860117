import type { BarSeriesOption, LineSeriesOption, ScatterSeriesOption } from 'echarts';
import { cheapLargeOptions, cheapLineOptions } from '../../echarts/large-data.ts';
import type { TimeseriesFormData } from './form-data.ts';
import { getOriginalSeries, getTimeOffset, type SeriesData } from './series.ts';

/** How the member draws its series. */
export interface SeriesStyle {
  type: 'line' | 'bar' | 'scatter';
  smooth?: boolean;
  step?: 'start' | 'middle' | 'end';
  area?: boolean;
}

/** What every series option needs besides its data. */
export interface SeriesOptionsInput {
  formData: TimeseriesFormData;
  style: SeriesStyle;
  colorOf: (name: string) => string;
  /** Time-comparison offsets whose series are drawn as derived (dashed) series. */
  offsets: readonly string[];
  /** Names selected by the chart's cross-filter; others are dimmed. */
  selected: readonly string[];
  /** Stack group of a series (undefined = not stacked). */
  stackOf: (name: string) => string | undefined;
  isHorizontal: boolean;
  formatY: (value: number) => string;
  /** Row totals, for total labels and the percentage threshold. */
  totals: readonly number[];
}

/** Opacity of series outside the cross-filter selection. */
export const DIMMED_OPACITY = 0.3;
/** Opacity of time-shifted series. */
export const DERIVED_OPACITY = 0.7;

/** The stack mode of saved form data (`true` is the legacy spelling of "Stack"). */
export function stackMode(
  stack: TimeseriesFormData['stack'],
): 'Stack' | 'Stream' | 'Expand' | undefined {
  if (stack === true || stack === 'Stack') return 'Stack';
  if (stack === 'Stream' || stack === 'Expand') return stack;
  return undefined;
}

function labelOption(series: SeriesData, isTopOfStack: boolean, input: SeriesOptionsInput) {
  const fd = input.formData;
  const stacked = input.stackOf(series.name) !== undefined;
  const show = fd.show_value && (!stacked || !fd.only_total || isTopOfStack);
  if (!show) return { show: false };
  return {
    show: true,
    position: input.isHorizontal ? 'right' : 'top',
    formatter: (params: { value?: unknown; dataIndex?: number }) => {
      const pair = Array.isArray(params.value) ? params.value : [];
      const value = Number(input.isHorizontal ? pair[0] : pair[1]);
      const total = input.totals[params.dataIndex ?? 0] ?? 0;
      if (stacked && fd.only_total) return input.formatY(total);
      if (stacked && total && Math.abs(value / total) * 100 < fd.percentage_threshold) return '';
      return Number.isNaN(value) ? '' : input.formatY(value);
    },
  } as const;
}

/**
 * ECharts series options: type and line style of the member, stack group, colour (time-shifted
 * series reuse their source colour and are dashed), dimming outside the selection, value labels.
 * A series of more than MANY_POINTS points draws cheaply (sampled lines, large bars and scatters,
 * no symbols or labels) and keeps all its points.
 */
export function buildSeriesOptions(
  seriesList: readonly SeriesData[],
  input: SeriesOptionsInput,
): (LineSeriesOption | BarSeriesOption | ScatterSeriesOption)[] {
  const fd = input.formData;
  const mode = stackMode(fd.stack);
  const lastOfStack = new Map<string, string>();
  for (const s of seriesList) {
    const stack = input.stackOf(s.name);
    if (stack !== undefined) lastOfStack.set(stack, s.name);
  }
  return seriesList.map((series) => {
    const offset = getTimeOffset(series.name, input.offsets);
    const source = offset ? getOriginalSeries(series.name, input.offsets) : series.name;
    const color = input.colorOf(offset && fd.time_shift_color && source ? source : series.name);
    const isDimmed = input.selected.length > 0 && !input.selected.includes(series.name);
    const opacity = isDimmed ? DIMMED_OPACITY : offset ? DERIVED_OPACITY : 1;
    const stack = input.stackOf(series.name);
    const data = input.isHorizontal ? series.data.map(([x, y]) => [y, x]) : series.data;
    const common = {
      id: series.name,
      name: series.name,
      data,
      itemStyle: { color, opacity },
      emphasis: { focus: 'series' as const },
      label: labelOption(
        series,
        stack !== undefined && lastOfStack.get(stack) === series.name,
        input,
      ),
      ...(stack !== undefined
        ? { stack, stackStrategy: mode === 'Stream' ? ('all' as const) : ('samesign' as const) }
        : {}),
    };
    if (input.style.type === 'bar')
      return { ...common, type: 'bar', ...cheapLargeOptions(data.length) } as BarSeriesOption;
    if (input.style.type === 'scatter')
      return {
        ...common,
        type: 'scatter',
        symbolSize: fd.markerSize ?? 6,
        ...cheapLargeOptions(data.length),
      } as ScatterSeriesOption;
    return {
      ...common,
      type: 'line',
      smooth: input.style.smooth ?? false,
      ...(input.style.step ? { step: input.style.step } : {}),
      showSymbol: Boolean(fd.markerEnabled),
      symbolSize: fd.markerSize ?? 6,
      triggerLineEvent: true,
      lineStyle: { opacity, ...(offset ? { type: 'dashed' as const } : {}) },
      ...(input.style.area ? { areaStyle: { opacity: (fd.opacity ?? 0.2) * opacity } } : {}),
      ...cheapLineOptions(data.length),
    } as LineSeriesOption;
  });
}
