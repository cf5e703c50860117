import type { DataRecord, DataRecordValue } from '../../query/data-record.ts';
import { getColumnLabel, getMetricLabel } from '../../query/labels.ts';
import { DTTM_ALIAS } from '../../query/x-axis.ts';
import { finiteOrNull, type LegacyQueryResult } from '../_nvd3/legacy-data.ts';
import { partitionFormDataSchema } from './form-data.ts';

/** One node of the legacy partition payload (the top nodes of `adv_anal` have no `val`). */
export interface PartitionLegacyNode {
  name: DataRecordValue;
  val?: number | null;
  children: PartitionLegacyNode[];
}

/** One level: the value of every metric per key (the values of the level's first i columns). */
type Level = Map<string, { key: DataRecordValue[]; values: Record<string, number | null> }>;

const compareValues = (a: DataRecordValue, b: DataRecordValue) =>
  a === b
    ? 0
    : typeof a === 'number' && typeof b === 'number'
      ? a - b
      : String(a) < String(b)
        ? -1
        : 1;
const compareKeys = (a: DataRecordValue[], b: DataRecordValue[]) =>
  a.reduce<number>((order, v, i) => order || compareValues(v, b[i]), 0);

/** Rows grouped by `columns` (pandas groupby: sorted keys, rows with a null key dropped), each metric summed or averaged. */
function aggregate(
  rows: readonly DataRecord[],
  columns: readonly string[],
  metrics: readonly string[],
  op: 'sum' | 'mean',
): Level {
  const groups = new Map<string, { key: DataRecordValue[]; rows: DataRecord[] }>();
  for (const row of rows) {
    const key = columns.map((c) => row[c] ?? null);
    if (key.includes(null)) continue;
    const id = JSON.stringify(key);
    const group = groups.get(id) ?? { key, rows: [] };
    group.rows.push(row);
    groups.set(id, group);
  }
  const level: Level = new Map();
  for (const [id, { key, rows: members }] of [...groups.entries()].sort(([, a], [, b]) =>
    compareKeys(a.key, b.key),
  )) {
    const values = Object.fromEntries(
      metrics.map((m) => {
        const present = members
          .map((row) => finiteOrNull(row[m]))
          .filter((v): v is number => v !== null);
        const sum = present.reduce((a, b) => a + b, 0);
        return [m, op === 'sum' ? sum : present.length ? sum / present.length : null];
      }),
    );
    level.set(id, { key, values });
  }
  return level;
}

/** Levels 0 .. columns.length: the metrics aggregated over the first i columns. */
function levelsFor(
  rows: readonly DataRecord[],
  columns: readonly string[],
  metrics: readonly string[],
  op: 'sum' | 'mean',
): Level[] {
  return Array.from({ length: columns.length + 1 }, (_, i) =>
    aggregate(rows, columns.slice(0, i), metrics, op),
  );
}

const POINT_OPS: Record<string, (a: number, b: number) => number> = {
  point_diff: (a, b) => a - b,
  point_factor: (a, b) => a / b,
  point_percent: (a, b) => a / b - 1,
};

/** Levels comparing the last time bucket with the first (`point_diff`, `point_factor`, `point_percent`); a key missing on one side counts 0. */
function levelsForDiff(
  rows: readonly DataRecord[],
  columns: readonly string[],
  metrics: readonly string[],
  op: string,
): Level[] {
  const times = [...new Set(rows.map((row) => Number(row[DTTM_ALIAS])))].sort((a, b) => a - b);
  const [since, until] = [times[0], times[times.length - 1]];
  const fn = POINT_OPS[op];
  return Array.from({ length: columns.length + 1 }, (_, i) => {
    const at = (t: number) =>
      aggregate(
        rows.filter((row) => Number(row[DTTM_ALIAS]) === t),
        columns.slice(0, i),
        metrics,
        'sum',
      );
    const [last, first] = [at(until), at(since)];
    const ids = [...new Set([...last.keys(), ...first.keys()])];
    const level: Level = new Map();
    for (const id of ids) {
      const key = (last.get(id) ?? first.get(id))?.key ?? [];
      level.set(id, {
        key,
        values: Object.fromEntries(
          metrics.map((m) => [
            m,
            finiteOrNull(fn(last.get(id)?.values[m] ?? 0, first.get(id)?.values[m] ?? 0)),
          ]),
        ),
      });
    }
    return new Map([...level.entries()].sort(([, a], [, b]) => compareKeys(a.key, b.key)));
  });
}

/** nest_values: metric nodes, then per level the keys extending the parent's key. */
function nestValues(levels: Level[], metrics: readonly string[]): PartitionLegacyNode[] {
  const nest = (
    metric: string,
    depth: number,
    prefix: DataRecordValue[],
  ): PartitionLegacyNode[] => {
    if (depth >= levels.length) return [];
    return [...levels[depth].values()]
      .filter(({ key }) => prefix.every((v, i) => key[i] === v))
      .map(({ key, values }) => ({
        name: key[depth - 1],
        val: values[metric],
        children: nest(metric, depth + 1, key),
      }));
  };
  return metrics.map((m) => ({
    name: m,
    val: levels[0].get('[]')?.values[m] ?? null,
    children: nest(m, 1, []),
  }));
}

/** nest_procs (`adv_anal`): metric -> time -> group values, from one pivoted result per level (flattened `metric, g1, ...` columns). */
function nestProcs(
  results: readonly LegacyQueryResult[],
  metrics: readonly string[],
): PartitionLegacyNode[] {
  const parts = (result: LegacyQueryResult, column: string) =>
    result.label_map?.[column] ?? column.split(', ');
  const nest = (depth: number, path: string[], row: number): PartitionLegacyNode[] => {
    const result = results[depth];
    if (!result) return [];
    return result.colnames
      .filter(
        (c) =>
          c !== DTTM_ALIAS &&
          parts(result, c).length === path.length + 1 &&
          path.every((p, i) => parts(result, c)[i] === p),
      )
      .map((c) => ({
        name: parts(result, c)[depth],
        val: finiteOrNull(result.data[row]?.[c]),
        children: nest(depth + 1, parts(result, c), row),
      }));
  };
  const level0 = results[0];
  return metrics.map((m) => ({
    name: m,
    children: (level0?.data ?? []).map((row, i) => ({
      name: row[DTTM_ALIAS] ?? null,
      val: finiteOrNull(row[m]),
      children: nest(1, [m], i),
    })),
  }));
}

/**
 * The legacy `data` of `partition` (PartitionViz): nested `{name, val, children}`; the top level is
 * one node per metric, each level below the sums (means for `agg_mean`, last-vs-first comparisons
 * for `point_*`) over the first i groupby columns; `time_series` puts time first; `adv_anal` nests
 * the server's per-level pivots by time.
 */
export function partitionLegacyData(
  formData: Record<string, unknown>,
  results: readonly LegacyQueryResult[],
): PartitionLegacyNode[] {
  const fd = partitionFormDataSchema.parse(formData);
  const groups = fd.groupby.map(getColumnLabel);
  if (groups.length === 0) throw new Error('Please choose at least one groupby');
  const metrics = fd.metrics.map(getMetricLabel);
  const rows = results[0]?.data ?? [];
  const op = fd.time_series_option;
  if (op === 'adv_anal') return nestProcs(results, metrics);
  if (op in POINT_OPS) return nestValues(levelsForDiff(rows, groups, metrics, op), metrics);
  if (op === 'time_series')
    return nestValues(levelsFor(rows, [DTTM_ALIAS, ...groups], metrics, 'sum'), metrics);
  return nestValues(levelsFor(rows, groups, metrics, op === 'agg_mean' ? 'mean' : 'sum'), metrics);
}
