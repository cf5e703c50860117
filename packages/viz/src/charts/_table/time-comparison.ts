import type { DataRecord, DataRecordValue } from '../../contract.ts';

/** The columns a time comparison shows per metric: main value, previous period, difference, change. */
export const COMPARISON_KINDS = ['Main', '#', '△', '%'] as const;
export type ComparisonKind = (typeof COMPARISON_KINDS)[number];

/** The derived column key of a metric (`"△ SUM(sales)"`). */
export const comparisonKey = (kind: ComparisonKind, metric: string) => `${kind} ${metric}`;

const toNumber = (value: DataRecordValue | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * The first offset whose `<metric>__<offset>` columns came back for every metric (the table compares
 * with one period), or undefined when there is none.
 */
export function comparisonOffset(
  colnames: readonly string[],
  metrics: readonly string[],
  offsets: readonly string[],
): string | undefined {
  if (metrics.length === 0) return undefined;
  return offsets.find((offset) => metrics.every((m) => colnames.includes(`${m}__${offset}`)));
}

/**
 * Adds the comparison columns of every metric to each row: Main = the value, # = the previous
 * period's, △ = their difference, % = the change relative to |previous|. A missing side (or a zero
 * previous value for %) gives null rather than Superset's 0, so no change is invented.
 */
export function addComparisonColumns(
  data: readonly DataRecord[],
  metrics: readonly string[],
  offset: string,
): DataRecord[] {
  return data.map((row) => {
    const out: DataRecord = { ...row };
    for (const metric of metrics) {
      const current = toNumber(row[metric]);
      const previous = toNumber(row[`${metric}__${offset}`]);
      out[comparisonKey('Main', metric)] = current;
      out[comparisonKey('#', metric)] = previous;
      out[comparisonKey('△', metric)] =
        current !== null && previous !== null ? current - previous : null;
      out[comparisonKey('%', metric)] =
        current !== null && previous ? (current - previous) / Math.abs(previous) : null;
    }
    return out;
  });
}
