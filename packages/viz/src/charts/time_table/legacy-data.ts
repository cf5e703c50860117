import { getColumnLabel, getMetricLabel } from '../../query/labels.ts';
import { DTTM_ALIAS } from '../../query/x-axis.ts';
import { finiteOrNull, type LegacyQueryResult } from '../_nvd3/legacy-data.ts';
import { timeTableFormDataSchema } from './form-data.ts';

/** The legacy time_table payload: per time string, the value of every column (metrics, or group values of the one metric). */
export interface TimeTableLegacyData {
  records: Record<string, Record<string, number | null>>;
  columns: string[];
  is_group_by: boolean;
}

/** A timestamp as pandas prints one: `2024-01-31 00:00:00` (UTC). */
export function pandasTimeString(ts: number): string {
  return new Date(ts).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * The legacy `data` of `time_table` (TimeTableViz): the rows pivoted time × metrics, or time × the
 * sorted values of the groupby column for its one metric (mean of duplicates), times ascending.
 */
export function timeTableLegacyData(
  formData: Record<string, unknown>,
  results: readonly LegacyQueryResult[],
): TimeTableLegacyData {
  const fd = timeTableFormDataSchema.parse(formData);
  const metrics = fd.metrics.map(getMetricLabel);
  if (metrics.length === 0) throw new Error('Pick at least one metric');
  const groupby = fd.groupby[0] !== undefined ? getColumnLabel(fd.groupby[0]) : undefined;
  if (groupby && metrics.length > 1)
    throw new Error("When using 'Group By' you are limited to use a single metric");
  const rows = results[0]?.data ?? [];
  const cells = new Map<number, Map<string, number[]>>();
  for (const row of rows) {
    const byColumn = cells.get(Number(row[DTTM_ALIAS])) ?? new Map<string, number[]>();
    cells.set(Number(row[DTTM_ALIAS]), byColumn);
    const pairs = groupby
      ? [[String(row[groupby] ?? null), row[metrics[0]]] as const]
      : metrics.map((m) => [m, row[m]] as const);
    for (const [column, raw] of pairs) {
      const value = finiteOrNull(raw);
      byColumn.set(column, [...(byColumn.get(column) ?? []), ...(value === null ? [] : [value])]);
    }
  }
  const present = (column: string) =>
    [...cells.values()].some((byColumn) => (byColumn.get(column) ?? []).length > 0);
  const columns = (
    groupby ? [...new Set(rows.map((row) => String(row[groupby] ?? null)))].sort() : metrics
  ).filter(present);
  const times = [...cells.keys()].sort((a, b) => a - b);
  const records = Object.fromEntries(
    times.map((t) => {
      const byColumn = cells.get(t);
      const values = columns.map((c) => {
        const ys = byColumn?.get(c) ?? [];
        return [c, ys.length ? ys.reduce((a, b) => a + b, 0) / ys.length : null];
      });
      return [pandasTimeString(t), Object.fromEntries(values)];
    }),
  );
  return { records, columns, is_group_by: Boolean(groupby) };
}
