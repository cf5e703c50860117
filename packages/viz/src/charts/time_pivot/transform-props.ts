import type { LineSeriesOption } from 'echarts';
import { GenericDataType } from '@sightline/core';
import type { ChartDataResult, ChartProps, DataRecord } from '../../contract.ts';
import { rgbaString } from '../../echarts/colors.ts';
import { legendNames } from '../../echarts/large-data.ts';
import { getMetricLabel } from '../../query/labels.ts';
import { DTTM_ALIAS } from '../../query/x-axis.ts';
import { withoutDrills } from '../_nvd3/legacy-controls.ts';
import { toTimeseriesFormData } from '../_nvd3/legacy-timeseries.ts';
import { toNumber } from '../_timeseries/series.ts';
import {
  transformTimeseriesProps,
  type TimeseriesChartProps,
} from '../_timeseries/transform-props.ts';
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

/**
 * The legacy reshaping: each timestamp is assigned to its period, periods ranked newest first,
 * and every timestamp moved to the same position within the newest period (`rebaseOntoNewest`), so
 * all periods overlay the newest. Returns wide rows (`__timestamp`, one column per period).
 */
export function pivotPeriods(
  rows: readonly DataRecord[],
  xLabel: string,
  metric: string,
  freq: string,
): { data: DataRecord[]; periods: PeriodSeries[] } {
  const points = rows
    .map((row) => ({ ts: Number(row[xLabel]), value: toNumber(row[metric]) }))
    .filter((p) => !Number.isNaN(p.ts));
  const starts = [...new Set(points.map((p) => periodStart(p.ts, freq)))].sort((a, b) => b - a);
  const maxRank = starts.length - 1;
  const keyOf = (rank: number) => (rank === 0 ? 'current' : `-${rank}`);
  const rankOf = new Map(starts.map((start, rank) => [start, rank]));
  const byTime = new Map<number, DataRecord>();
  for (const { ts, value } of points) {
    const start = periodStart(ts, freq);
    const rank = rankOf.get(start) ?? 0;
    const shifted = rebaseOntoNewest(ts, start, starts[0], freq);
    const row = byTime.get(shifted) ?? { [xLabel]: shifted };
    row[keyOf(rank)] = ((row[keyOf(rank)] as number | undefined) ?? 0) + (value ?? 0);
    byTime.set(shifted, row);
  }
  const periods = starts.map((_, rank) => ({
    key: keyOf(rank),
    rank,
    perc: 1 - rank / (maxRank + 1),
  }));
  const data = [...byTime.keys()]
    .sort((a, b) => a - b)
    .map((ts) =>
      Object.fromEntries([
        [xLabel, ts],
        ...periods.map((p) => [p.key, byTime.get(ts)?.[p.key] ?? null]),
      ]),
    );
  return { data, periods };
}

/** One line per period in the `color_picker` colour: the current period opaque, older ones fading. */
export function transformTimePivotProps(
  chartProps: ChartProps<TimePivotFormData>,
): TimeseriesChartProps {
  const fd = chartProps.formData;
  const metric = fd.metric ? getMetricLabel(fd.metric) : '';
  const result = chartProps.queriesData[0];
  const { data, periods } = pivotPeriods(result?.data ?? [], DTTM_ALIAS, metric, fd.freq);
  const color = rgbaString(fd.color_picker);
  const formData = toTimeseriesFormData(fd, {
    metrics: fd.metric ? [fd.metric] : [],
    groupby: [],
    label_colors: Object.fromEntries(periods.map((p) => [p.key, color])),
    sort_series_type: 'name',
  });
  const pivoted: ChartDataResult = {
    data,
    colnames: [DTTM_ALIAS, ...periods.map((p) => p.key)],
    coltypes: [GenericDataType.TEMPORAL, ...periods.map(() => GenericDataType.NUMERIC)],
    rowcount: data.length,
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
      return {
        ...s,
        connectNulls: true,
        itemStyle: { ...s.itemStyle, opacity },
        lineStyle: { ...s.lineStyle, opacity },
      };
    })
    .sort(
      (a, b) => (rankOf.get(String(a.name))?.rank ?? 0) - (rankOf.get(String(b.name))?.rank ?? 0),
    );
  const legend = {
    ...(props.option.legend as object),
    data: legendNames(periods.map((p) => p.key)),
  };
  return { ...props, option: { ...props.option, series, legend } };
}
