import { getMetricLabel } from '../../query/labels.ts';
import { DTTM_ALIAS } from '../../query/x-axis.ts';
import { finiteOrNull, type LegacyQueryResult } from '../_nvd3/legacy-data.ts';
import { timePivotFormDataSchema } from './form-data.ts';

const DAY = 24 * 3600 * 1000;
const WEEKDAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

/**
 * pandas' `rollback` for the offset aliases time_pivot offers: the start of the period holding
 * `ts` (UTC). `nW-DAY` rolls back to the last DAY on or before (the multiple does not move it, as
 * in pandas), `AS`/`YS` to January 1st, `MS` to the 1st, `D` (and anything else) to midnight.
 */
export function periodStart(ts: number, freq: string): number {
  const date = new Date(ts);
  const midnight = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const weekly = /^\d*W-([A-Z]{3})$/.exec(freq);
  if (weekly) {
    const anchor = WEEKDAYS.indexOf(weekly[1]);
    return anchor < 0 ? midnight : midnight - ((date.getUTCDay() - anchor + 7) % 7) * DAY;
  }
  if (/^\d*(AS|YS|BAS|BYS)(-[A-Z]{3})?$/.test(freq)) return Date.UTC(date.getUTCFullYear(), 0, 1);
  if (/^\d*MS$/.test(freq)) return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
  return midnight;
}

/** One period's line of the legacy payload: `current` or `-N`, its values on the newest period's time frame, rank (0 = newest) and fading factor. */
export interface TimePivotSeries {
  key: string;
  values: { x: number; y: number | null }[];
  rank: number;
  /** `1 - rank / (maxRank + 1)`. */
  perc: number;
}

/**
 * The legacy `data` of `time_pivot` (NVD3TimePivotViz): each timestamp rolled back to its period
 * start for `freq`, periods ranked newest first (`current`, `-1`, ...), every timestamp moved by its
 * period's distance to the newest period (pandas `index + (max_ts - period_start)`); one series per
 * period over all moved timestamps (mean of collisions, null for gaps), in pandas' column order.
 */
export function timePivotLegacyData(
  formData: Record<string, unknown>,
  results: readonly LegacyQueryResult[],
): TimePivotSeries[] {
  const fd = timePivotFormDataSchema.parse(formData);
  const metric = fd.metric ? getMetricLabel(fd.metric) : '';
  const points = (results[0]?.data ?? [])
    .map((row) => ({ ts: Number(row[DTTM_ALIAS]), value: finiteOrNull(row[metric]) }))
    .filter((p) => !Number.isNaN(p.ts));
  const starts = [...new Set(points.map((p) => periodStart(p.ts, fd.freq)))].sort((a, b) => b - a);
  if (starts.length === 0) return [];
  const keyOf = (rank: number) => (rank === 0 ? 'current' : `-${rank}`);
  const cells = new Map<string, Map<number, number[]>>();
  for (const { ts, value } of points) {
    const start = periodStart(ts, fd.freq);
    const key = keyOf(starts.indexOf(start));
    const byTime = cells.get(key) ?? new Map<number, number[]>();
    cells.set(key, byTime);
    const shifted = ts + (starts[0] - start);
    byTime.set(shifted, [...(byTime.get(shifted) ?? []), ...(value === null ? [] : [value])]);
  }
  const times = [...new Set([...cells.values()].flatMap((byTime) => [...byTime.keys()]))].sort(
    (a, b) => a - b,
  );
  return starts
    .map((_, rank) => {
      const byTime = cells.get(keyOf(rank));
      const values = times.map((x) => {
        const ys = byTime?.get(x) ?? [];
        return { x, y: ys.length ? ys.reduce((a, b) => a + b, 0) / ys.length : null };
      });
      return { key: keyOf(rank), values, rank, perc: 1 - rank / starts.length };
    })
    .filter((s) => s.values.some((v) => v.y !== null))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}
