import type { DataRecord } from '../../query/data-record.ts';
import { getColumnLabel, getMetricLabel } from '../../query/labels.ts';
import type { LegacyQueryResult } from '../_nvd3/legacy-data.ts';
import { chordFormDataSchema } from './form-data.ts';

/** The legacy chord payload: member names and `matrix[i][j]` = the value flowing from `nodes[j]` to `nodes[i]`. */
export interface ChordMatrix {
  nodes: string[];
  matrix: number[][];
}

/** A flow between two members (indexes into the member list): duplicates summed, never 0. */
export interface ChordFlow {
  from: number;
  to: number;
  value: number;
}

/**
 * Rows (source, target, metric) -> members in order of first appearance and the non-zero flows,
 * ordered by target then source (the matrix's order), without building the members x members matrix.
 */
export function chordFlows(
  rows: readonly DataRecord[],
  source: string,
  target: string,
  metric: string,
): { nodes: string[]; flows: ChordFlow[] } {
  const nodes: string[] = [];
  const index = new Map<string, number>();
  const indexOf = (name: string) => {
    let i = index.get(name);
    if (i === undefined) {
      i = nodes.push(name) - 1;
      index.set(name, i);
    }
    return i;
  };
  // Keyed by a number (target × 2^26 + source): string keys cost more than the rest of the pass.
  const sums = new Map<number, ChordFlow>();
  for (const row of rows) {
    const from = indexOf(String(row[source] ?? null));
    const to = indexOf(String(row[target] ?? null));
    const value = Number(row[metric] ?? 0) || 0;
    const key = to * 67_108_864 + from;
    const flow = sums.get(key);
    if (flow) flow.value += value;
    else sums.set(key, { from, to, value });
  }
  const flows = [...sums.values()]
    .filter((f) => f.value !== 0)
    .sort((a, b) => a.to - b.to || a.from - b.from);
  return { nodes, flows };
}

/** Rows (source, target, metric) -> members in order of first appearance and the flow matrix (0 when absent, duplicates summed). */
export function chordMatrix(
  rows: readonly DataRecord[],
  source: string,
  target: string,
  metric: string,
): ChordMatrix {
  const { nodes, flows } = chordFlows(rows, source, target, metric);
  const matrix = nodes.map(() => nodes.map(() => 0));
  for (const { from, to, value } of flows) matrix[to]![from] = value;
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
