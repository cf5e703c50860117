// The `data` payloads of /superset/explore_json/ (docs/chart-types.md §1 "Legacy transport"): what each
// Python viz class returned, rebuilt from the chart-data results of the type's buildQuery. Shared
// here: the shaper contract and the nvd3 series shape `{key, values: [{x, y}]}`. Server-safe.
import type { DataRecord } from '../../query/data-record.ts';
import { DTTM_ALIAS } from '../../query/x-axis.ts';

/** One chart-data result as the server computed it for the legacy endpoint. */
export interface LegacyQueryResult {
  data: DataRecord[];
  colnames: string[];
  label_map?: Record<string, string[]>;
  /** Resolved time range bounds, epoch ms (null when open). */
  from_dttm?: number | null;
  to_dttm?: number | null;
}

/** Turns saved form data and the results of its queries into the legacy `data` payload. Throws on invalid input. */
export type LegacyDataShaper = (
  formData: Record<string, unknown>,
  results: readonly LegacyQueryResult[],
) => unknown;

/** An nvd3 series key: the metric alone, or the group values (metric first with several metrics). */
export type Nvd3Key = string | string[];

/** One nvd3 series: a value per time bucket of the whole result (null for gaps). */
export interface Nvd3Series {
  key: Nvd3Key;
  values: { x: number; y: number | null }[];
  classed?: string;
}

/** A finite number, else null (pandas NaN / inf serialise as null). */
export function finiteOrNull(value: unknown): number | null {
  if (value === null || value === undefined || typeof value === 'boolean' || value === '')
    return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** The key of a series as the legacy `to_series` titled it; a time shift appends `<shift> offset`. */
export function nvd3Key(
  metric: string,
  groups: readonly string[],
  metricCount: number,
  shift: string | null = null,
): Nvd3Key {
  const base: Nvd3Key =
    groups.length === 0 ? metric : metricCount > 1 ? [metric, ...groups] : [...groups];
  if (shift === null) return base;
  return [...(typeof base === 'string' ? [base] : base), `${shift} offset`];
}

/** Python's `sorted(key=lambda s: tuple(s["key"]))`: a string key compares character by character. */
export function compareNvd3Keys(a: Nvd3Key, b: Nvd3Key): number {
  const [x, y] = [typeof a === 'string' ? [...a] : a, typeof b === 'string' ? [...b] : b];
  for (let i = 0; i < Math.min(x.length, y.length); i += 1)
    if (x[i] !== y[i]) return x[i] < y[i] ? -1 : 1;
  return x.length - y.length;
}

/**
 * Long rows (`__timestamp`, groupby columns, metrics) -> nvd3 series as the legacy pipeline built
 * them: pivot by time (mean of duplicates), optional row contribution, one value per time bucket
 * of the result (null for gaps), series without any value dropped, sorted by key.
 */
export function longRowsToNvd3(
  rows: readonly DataRecord[],
  metrics: readonly string[],
  groupby: readonly string[],
  contribution = false,
): Nvd3Series[] {
  const times = [...new Set(rows.map((row) => Number(row[DTTM_ALIAS])))].sort((a, b) => a - b);
  const at = new Map(times.map((t, i) => [t, i]));
  const cells = new Map<string, { key: Nvd3Key; sums: number[]; counts: number[] }>();
  for (const row of rows) {
    const i = at.get(Number(row[DTTM_ALIAS])) ?? 0;
    const groups = groupby.map((column) => String(row[column] ?? null));
    for (const metric of metrics) {
      const key = nvd3Key(metric, groups, metrics.length);
      const id = JSON.stringify(key);
      const cell = cells.get(id) ?? { key, sums: times.map(() => 0), counts: times.map(() => 0) };
      cells.set(id, cell);
      const value = finiteOrNull(row[metric]);
      if (value === null) continue;
      cell.sums[i] += value;
      cell.counts[i] += 1;
    }
  }
  const series = [...cells.values()].map(({ key, sums, counts }) => ({
    key,
    ys: sums.map((s, i) => (counts[i] ? s / counts[i] : null)),
  }));
  if (contribution) {
    const totals = times.map((_, i) => series.reduce((sum, s) => sum + (s.ys[i] ?? 0), 0));
    for (const s of series)
      s.ys = s.ys.map((y, i) => (y === null ? null : finiteOrNull(y / totals[i])));
  }
  return series
    .filter((s) => s.ys.some((y) => y !== null))
    .map((s) => ({ key: s.key, values: times.map((x, i) => ({ x, y: s.ys[i] })) }))
    .sort((a, b) => compareNvd3Keys(a.key, b.key));
}

/** A flattened column of a pivoted result read back into its metric, group values and legacy time shift (null when not shifted). */
export interface WideColumn {
  column: string;
  metric: string;
  groups: string[];
  shift: string | null;
}

/**
 * Wide rows (`__timestamp` and one flattened column per metric, group and time shift, as the
 * server's pivot -> ... -> flatten leaves them) -> nvd3 series sorted by key; shifted series carry
 * `classed: time-shift-<i>` (the index of the shift in `time_compare`) like the legacy extra queries.
 */
export function wideRowsToNvd3(
  rows: readonly DataRecord[],
  columns: readonly WideColumn[],
  metricCount: number,
  shifts: readonly string[],
): Nvd3Series[] {
  const sorted = [...rows].sort((a, b) => Number(a[DTTM_ALIAS]) - Number(b[DTTM_ALIAS]));
  return columns
    .map((column) => ({
      key: nvd3Key(column.metric, column.groups, metricCount, column.shift),
      values: sorted.map((row) => ({
        x: Number(row[DTTM_ALIAS]),
        y: finiteOrNull(row[column.column]),
      })),
      ...(column.shift === null ? {} : { classed: `time-shift-${shifts.indexOf(column.shift)}` }),
    }))
    .filter((s) => s.values.some((v) => v.y !== null))
    .sort((a, b) => compareNvd3Keys(a.key, b.key));
}
