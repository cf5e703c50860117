import type { LineSeriesOption } from 'echarts';
import { GenericDataType } from '@sightline/core';
import type { ChartDataResult, ChartProps, DataRecord } from '../../contract.ts';
import { rgbaString } from '../../echarts/colors.ts';
import { LEGEND_MAX_ITEMS, legendNames, MANY_ITEMS } from '../../echarts/large-data.ts';
import { getMetricLabel } from '../../query/labels.ts';
import { DTTM_ALIAS } from '../../query/x-axis.ts';
import { withoutDrills } from '../_nvd3/legacy-controls.ts';
import { toTimeseriesFormData } from '../_nvd3/legacy-timeseries.ts';
import { toNumber } from '../_timeseries/series.ts';
import {
  transformTimeseriesProps,
  type TimeseriesChartProps,
} from '../_timeseries/transform-props.ts';
import { fadedLines } from '../../echarts/faded-lines.ts';
import type { TimePivotFormData } from './form-data.ts';
import { periodStart } from './legacy-data.ts';

export { periodStart } from './legacy-data.ts';

/**
 * `ts` moved from its period (starting at `start`) to the same position within the newest period
 * (starting at `newest`). Yearly and monthly periods keep the calendar position (month, day, time),
 * because their lengths differ (a leap day would put every later month one day off the newest
 * period's points); weekly and daily periods have a fixed length and move by their distance.
 */
export function rebaseOntoNewest(ts: number, start: number, newest: number, freq: string): number {
  const isYearly = /^\d*(AS|YS|BAS|BYS)(-[A-Z]{3})?$/.test(freq);
  if (!isYearly && !/^\d*MS$/.test(freq)) return ts + (newest - start);
  const date = new Date(ts);
  const target = new Date(newest);
  const year = target.getUTCFullYear();
  const month = isYearly ? date.getUTCMonth() : target.getUTCMonth();
  const daysInMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(date.getUTCDate(), daysInMonth);
  return Date.UTC(
    year,
    month,
    day,
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
    date.getUTCMilliseconds(),
  );
}

/** One period's line: `current` or `-N`, its rank (0 = newest) and fading factor. */
export interface PeriodSeries {
  key: string;
  rank: number;
  /** `1 - rank / (maxRank + 1)`. */
  perc: number;
}

/** Cells of the wide table (timestamps × periods) above which each period's line is built from its own points only. */
export const WIDE_CELLS_MAX = 100_000;

/** Each period's own points, `[moved timestamp, value]` in time order, by period key. */
export type PeriodPoints = Map<string, [number, number][]>;

/**
 * The legacy reshaping: each timestamp is assigned to its period, periods ranked newest first,
 * and every timestamp moved to the same position within the newest period (`rebaseOntoNewest`), so
 * all periods overlay the newest. Returns each period's own points (summed on equal moved
 * timestamps) and the wide rows (`__timestamp`, one column per period), unless those would be more
 * than `maxCells` (periods whose points fall on different instants make it timestamps × periods).
 */
export function pivotPeriods(
  rows: readonly DataRecord[],
  xLabel: string,
  metric: string,
  freq: string,
  maxCells = Number.POSITIVE_INFINITY,
): { data: DataRecord[]; periods: PeriodSeries[]; points: PeriodPoints; isWide: boolean } {
  const starts: number[] = [];
  const placed: { start: number; shifted: number; value: number }[] = [];
  const seen = new Set<number>();
  for (const row of rows) {
    const ts = Number(row[xLabel]);
    if (Number.isNaN(ts)) continue;
    const start = periodStart(ts, freq);
    if (!seen.has(start)) starts.push(start);
    seen.add(start);
    placed.push({ start, shifted: ts, value: toNumber(row[metric]) ?? 0 });
  }
  starts.sort((a, b) => b - a);
  const maxRank = starts.length - 1;
  const keyOf = (rank: number) => (rank === 0 ? 'current' : `-${rank}`);
  const rankOf = new Map(starts.map((start, rank) => [start, rank]));
  const sums = new Map<string, Map<number, number>>();
  for (const p of placed) {
    const key = keyOf(rankOf.get(p.start) ?? 0);
    const shifted = rebaseOntoNewest(p.shifted, p.start, starts[0], freq);
    const byTime = sums.get(key) ?? new Map<number, number>();
    sums.set(key, byTime);
    byTime.set(shifted, (byTime.get(shifted) ?? 0) + p.value);
  }
  const periods = starts.map((_, rank) => ({
    key: keyOf(rank),
    rank,
    perc: 1 - rank / (maxRank + 1),
  }));
  const points: PeriodPoints = new Map(
    periods.map((p) => [
      p.key,
      [...(sums.get(p.key) ?? new Map<number, number>())].sort((a, b) => a[0] - b[0]),
    ]),
  );
  const times = [...new Set([...sums.values()].flatMap((byTime) => [...byTime.keys()]))].sort(
    (a, b) => a - b,
  );
  if (times.length * periods.length > maxCells) return { data: [], periods, points, isWide: false };
  const data = times.map((ts) =>
    Object.fromEntries([
      [xLabel, ts],
      ...periods.map((p) => [p.key, sums.get(p.key)?.get(ts) ?? null]),
    ]),
  );
  return { data, periods, points, isWide: true };
}

/**
 * One line per period in the `color_picker` colour: the current period opaque, older ones fading.
 * Above WIDE_CELLS_MAX wide cells, the time-series transform lays out the chart over the newest
 * period's points only, and each line then gets its own points (a line connecting its nulls draws
 * the same), without symbols or animation: every point is still drawn and in the option. Then,
 * with more than MANY_ITEMS periods, the periods after the newest LEGEND_MAX_ITEMS (the legend's)
 * are drawn as large `lines` series, 1 px wide (stroking thousands of faint 2 px polylines was
 * most of the drawing time), one path per opacity level (fadedLines), not hovered: the axis
 * tooltip lists the legend's periods.
 */
export function transformTimePivotProps(
  chartProps: ChartProps<TimePivotFormData>,
): TimeseriesChartProps {
  const fd = chartProps.formData;
  const metric = fd.metric ? getMetricLabel(fd.metric) : '';
  const result = chartProps.queriesData[0];
  const { data, periods, points, isWide } = pivotPeriods(
    result?.data ?? [],
    DTTM_ALIAS,
    metric,
    fd.freq,
    WIDE_CELLS_MAX,
  );
  const layoutRows = isWide
    ? data
    : (points.get('current') ?? []).map(([ts, value]) => ({ [DTTM_ALIAS]: ts, current: value }));
  const color = rgbaString(fd.color_picker);
  const formData = toTimeseriesFormData(fd, {
    metrics: fd.metric ? [fd.metric] : [],
    groupby: [],
    label_colors: Object.fromEntries(periods.map((p) => [p.key, color])),
    sort_series_type: 'name',
  });
  const pivoted: ChartDataResult = {
    data: layoutRows,
    colnames: [DTTM_ALIAS, ...periods.map((p) => p.key)],
    coltypes: [GenericDataType.TEMPORAL, ...periods.map(() => GenericDataType.NUMERIC)],
    rowcount: layoutRows.length,
  };
  const props = withoutDrills(
    transformTimeseriesProps(
      { ...chartProps, formData, queriesData: [pivoted] },
      { type: 'line', smooth: formData.seriesType === 'smooth' },
    ),
  );
  const rankOf = new Map(periods.map((p) => [p.key, p]));
  const series = (props.option.series as LineSeriesOption[])
    .map((s) => {
      const period = rankOf.get(String(s.name));
      const opacity = !period || period.rank === 0 ? 1 : period.perc * 0.5;
      // Periods whose points fall on different instants (weekly grain, yearly periods) leave nulls
      // in each other's rows; connecting them keeps every period a visible line.
      const line = {
        ...s,
        connectNulls: true,
        itemStyle: { ...s.itemStyle, opacity },
        lineStyle: { ...s.lineStyle, opacity },
      };
      return isWide
        ? line
        : {
            ...line,
            data: points.get(String(s.name)) ?? [],
            showSymbol: false,
            animation: false,
          };
    })
    .sort(
      (a, b) => (rankOf.get(String(a.name))?.rank ?? 0) - (rankOf.get(String(b.name))?.rank ?? 0),
    );
  const fadedFrom = !isWide && series.length > MANY_ITEMS ? LEGEND_MAX_ITEMS : series.length;
  const faded = fadedLines(
    series.slice(fadedFrom).map((s) => ({
      points: s.data as [number, number][],
      opacity: Number(s.lineStyle?.opacity ?? 1),
    })),
    color,
    1,
    'older periods',
  );
  const legend = {
    ...(props.option.legend as object),
    data: legendNames(periods.map((p) => p.key)),
  };
  return {
    ...props,
    option: { ...props.option, series: [...series.slice(0, fadedFrom), ...faded], legend },
  };
}
