import type { DataRecordValue } from '../../query/data-record.ts';
import { getColumnLabel, getMetricLabel } from '../../query/labels.ts';
import { DTTM_ALIAS } from '../../query/x-axis.ts';
import { finiteOrNull, type LegacyQueryResult } from '../_nvd3/legacy-data.ts';
import { pairedTtestFormDataSchema } from './form-data.ts';

/** One group of a metric: its dimension values ("All" without groupby) and its value per time bucket. */
export interface PairedTtestGroup {
  group: string[] | 'All';
  values: { x: number; y: number | null }[];
}

const text = (value: DataRecordValue | undefined) =>
  value === null || value === undefined ? 'NULL' : value === '' ? 'N/A' : String(value);

/**
 * The legacy `data` of `paired_ttest` (PairedTTestViz): per metric, one entry per group (sorted by
 * its dimension values, as the pandas pivot orders its columns) with a value per time bucket of the
 * whole result (mean of duplicates, null for gaps).
 */
export function pairedTtestLegacyData(
  formData: Record<string, unknown>,
  results: readonly LegacyQueryResult[],
): Record<string, PairedTtestGroup[]> {
  const fd = pairedTtestFormDataSchema.parse(formData);
  const rows = results[0]?.data ?? [];
  const groupby = fd.groupby.map(getColumnLabel);
  const times = [...new Set(rows.map((row) => Number(row[DTTM_ALIAS])))].sort((a, b) => a - b);
  const groups = [
    ...new Map(
      rows
        .map((row) => groupby.map((c) => text(row[c])))
        .map((dims) => [JSON.stringify(dims), dims]),
    ).values(),
  ].sort((a, b) => {
    const i = a.findIndex((v, k) => v !== b[k]);
    return i < 0 ? 0 : a[i] < b[i] ? -1 : 1;
  });
  const cells = new Map<string, number[]>();
  for (const row of rows) {
    const id = JSON.stringify([Number(row[DTTM_ALIAS]), groupby.map((c) => text(row[c]))]);
    for (const metric of fd.metrics.map(getMetricLabel)) {
      const y = finiteOrNull(row[metric]);
      if (y !== null)
        cells.set(`${metric}\u0000${id}`, [...(cells.get(`${metric}\u0000${id}`) ?? []), y]);
    }
  }
  const meanAt = (metric: string, x: number, dims: string[]) => {
    const ys = cells.get(`${metric}\u0000${JSON.stringify([x, dims])}`);
    return ys ? ys.reduce((a, b) => a + b, 0) / ys.length : null;
  };
  return Object.fromEntries(
    fd.metrics.map(getMetricLabel).map((metric) => {
      const entries = groups.map((dims) => ({
        group: groupby.length ? dims : ('All' as const),
        values: times.map((x) => ({ x, y: meanAt(metric, x, dims) })),
      }));
      return [metric, entries.filter((e) => e.values.some((v) => v.y !== null))];
    }),
  );
}
