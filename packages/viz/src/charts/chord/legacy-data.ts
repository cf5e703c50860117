import type { DataRecord } from '../../query/data-record.ts';
import { getColumnLabel, getMetricLabel } from '../../query/labels.ts';
import type { LegacyQueryResult } from '../_nvd3/legacy-data.ts';
import { chordFormDataSchema } from './form-data.ts';

/** The legacy chord payload: member names and `matrix[i][j]` = the value flowing from `nodes[j]` to `nodes[i]`. */
export interface ChordMatrix {
  nodes: string[];
  matrix: number[][];
}

/** Rows (source, target, metric) -> members in order of first appearance and the flow matrix (0 when absent, duplicates summed). */
export function chordMatrix(
  rows: readonly DataRecord[],
  source: string,
  target: string,
  metric: string,
): ChordMatrix {
  const nodes: string[] = [];
  const indexOf = (name: string) => {
    if (!nodes.includes(name)) nodes.push(name);
    return nodes.indexOf(name);
  };
  const flows = rows.map((row) => ({
    from: indexOf(String(row[source] ?? null)),
    to: indexOf(String(row[target] ?? null)),
    value: Number(row[metric] ?? 0) || 0,
  }));
  const matrix = nodes.map(() => nodes.map(() => 0));
  for (const { from, to, value } of flows) matrix[to][from] += value;
  return { nodes, matrix };
}

/** The legacy `data` of `chord` (ChordViz): `{nodes, matrix}` of the source (`groupby`) -> target (`columns`) flows. */
export function chordLegacyData(
  formData: Record<string, unknown>,
  results: readonly LegacyQueryResult[],
): ChordMatrix {
  const fd = chordFormDataSchema.parse(formData);
  const source = fd.groupby[0] !== undefined ? getColumnLabel(fd.groupby[0]) : '';
  const target = fd.columns[0] !== undefined ? getColumnLabel(fd.columns[0]) : '';
  const metric = fd.metric ? getMetricLabel(fd.metric) : '';
  return chordMatrix(results[0]?.data ?? [], source, target, metric);
}
