import { getMetricLabel } from '../../query/labels.ts';
import { DTTM_ALIAS } from '../../query/x-axis.ts';
import type { DataRecordValue } from '../../query/data-record.ts';
import type { LegacyQueryResult } from '../_nvd3/legacy-data.ts';
import { calHeatmapFormDataSchema } from './form-data.ts';

/** The legacy cal_heatmap payload: per metric, the value at each bucket start (epoch seconds, as Python prints a float). */
export interface CalHeatmapLegacyData {
  data: Record<string, Record<string, DataRecordValue>>;
  /** The start of the time range, epoch ms. */
  start: number;
  domain: string;
  subdomain: string;
  /** How many domains the time range spans. */
  range: number;
}

const DAY = 86_400_000;

/** `ts` (epoch ms) as Python's `str(ns / 10**9)`: `1704067200.0`, `1704067200.5`. */
export function epochSecondsKey(ts: number): string {
  const seconds = ts / 1000;
  return Number.isInteger(seconds) ? `${seconds}.0` : String(seconds);
}

/** `t` plus `n` months, the day clamped to the month's length (dateutil's relativedelta). */
function addMonths(t: number, n: number): number {
  const d = new Date(t);
  const month = d.getUTCMonth() + n;
  const days = new Date(Date.UTC(d.getUTCFullYear(), month + 1, 0)).getUTCDate();
  return Date.UTC(
    d.getUTCFullYear(),
    month,
    Math.min(d.getUTCDate(), days),
    d.getUTCHours(),
    d.getUTCMinutes(),
    d.getUTCSeconds(),
    d.getUTCMilliseconds(),
  );
}

/** `relativedelta(end, start)` for end >= start: whole years and months, then whole weeks of the remaining days. */
export function relativeDelta(
  start: number,
  end: number,
): { years: number; months: number; weeks: number } {
  const [s, e] = [new Date(start), new Date(end)];
  let total = (e.getUTCFullYear() - s.getUTCFullYear()) * 12 + (e.getUTCMonth() - s.getUTCMonth());
  if (addMonths(start, total) > end) total -= 1;
  const days = Math.floor((end - addMonths(start, total)) / DAY);
  return { years: Math.trunc(total / 12), months: total % 12, weeks: Math.trunc(days / 7) };
}

/** The number of domains between the time bounds, computed as CalHeatmapViz did. */
export function domainRange(domain: string, start: number, end: number): number {
  const delta = relativeDelta(start, end);
  if (domain === 'year')
    return new Date(end).getUTCFullYear() - new Date(start).getUTCFullYear() + 1;
  if (domain === 'month') return delta.years * 12 + delta.months + 1;
  if (domain === 'week') return delta.years * 53 + delta.weeks + 1;
  if (domain === 'day') return Math.floor((end - start) / DAY) + 1;
  return Math.floor((end - start) / 3_600_000) + 1;
}

/** The legacy `data` of `cal_heatmap` (CalHeatmapViz). Both time bounds are required. */
export function calHeatmapLegacyData(
  formData: Record<string, unknown>,
  results: readonly LegacyQueryResult[],
): CalHeatmapLegacyData {
  const fd = calHeatmapFormDataSchema.parse(formData);
  const result = results[0];
  const [start, end] = [result?.from_dttm, result?.to_dttm];
  if (start === null || start === undefined || end === null || end === undefined)
    throw new Error('Please provide both time bounds (Since and Until)');
  const rows = result?.data ?? [];
  const data = Object.fromEntries(
    fd.metrics
      .map(getMetricLabel)
      .map((metric) => [
        metric,
        Object.fromEntries(
          rows.map((row) => [epochSecondsKey(Number(row[DTTM_ALIAS])), row[metric] ?? null]),
        ),
      ]),
  );
  return {
    data,
    start,
    domain: fd.domain_granularity,
    subdomain: fd.subdomain_granularity,
    range: domainRange(fd.domain_granularity, start, end),
  };
}
