import { z } from 'zod';
import { aggregateSpecSchema } from './aggregate.ts';
import { parseOptions, PostProcessingError } from './errors.ts';
import {
  assertColumns,
  headerKey,
  keysForLabels,
  resolveColumn,
  type ColumnHeader,
  type Frame,
  type Row,
} from './frame.ts';
import { addMargins, type PivotTable } from './pivot-margins.ts';
import { aggregateFunctions } from './stats.ts';
import { compareTuples, isNull, sortByTuple, tupleKey } from './values.ts';

/** Options of `pivot`. */
export const pivotOptionsSchema = z.object({
  index: z.array(z.string()).nullish(),
  aggregates: z.record(z.string(), aggregateSpecSchema).nullish(),
  columns: z.array(z.string()).nullish(),
  metric_fill_value: z.union([z.number(), z.string(), z.boolean()]).nullish(),
  column_fill_value: z.string().nullable().default('<NULL>'),
  drop_missing_columns: z.boolean().nullish(),
  combine_value_with_metric: z.boolean().default(false),
  marginal_distributions: z.boolean().nullish(),
  marginal_distribution_name: z.string().nullish(),
});
/** Options of `pivot` as written in a step (defaults optional). */
export type PivotOptions = z.input<typeof pivotOptionsSchema>;

interface Cell {
  idx: unknown[];
  ct: unknown[];
  idxKey: string;
  ctKey: string;
  rows: number[];
  values: unknown[];
}

function distinct(tuples: Iterable<unknown[]>): unknown[][] {
  const seen = new Map<string, unknown[]>();
  for (const t of tuples) {
    const key = tupleKey(t);
    if (!seen.has(key)) seen.set(key, t);
  }
  return sortByTuple([...seen.values()], (t) => t);
}

function cartesian(levels: unknown[][]): unknown[][] {
  return levels.reduce<unknown[][]>(
    (acc, level) => acc.flatMap((prefix) => level.map((v) => [...prefix, v])),
    [[]],
  );
}

/**
 * pandas `pivot_table` as Superset calls it: rows = distinct `index` tuples (sorted), columns =
 * (aggregate source column, columns[0] value, ...) sorted, cells aggregated with each source
 * column's operator. `drop_missing_columns` drops null keys and all-null columns; when false,
 * only column combinations occurring in the data are kept. The result has `index` set and,
 * with `columns`, a multi-level header whose level 0 is the metric.
 */
export function pivot(frame: Frame, options: PivotOptions): Frame {
  const o = parseOptions(pivotOptionsSchema, options, 'pivot');
  const index = o.index ?? [];
  const columns = o.columns ?? [];
  assertColumns(frame, index);
  assertColumns(frame, columns);
  if (index.length === 0)
    throw new PostProcessingError('Pivot operation requires at least one index');
  const specs = o.aggregates ?? {};
  if (Object.keys(specs).length === 0)
    throw new PostProcessingError('Pivot operation must include at least one aggregate');
  const dropna = o.drop_missing_columns ?? true;
  const fillValue = o.metric_fill_value ?? null;
  const columnFill = columns.length > 0 && o.column_fill_value ? o.column_fill_value : null;

  // Two aggregates on the same source column collapse into one (the last operator wins).
  const reducers = new Map<string, (values: readonly unknown[]) => unknown>();
  for (const f of aggregateFunctions(specs, (c) => keysForLabels(frame, [c]).length > 0))
    reducers.set(f.column, f.reduce);
  const metrics = [...reducers.keys()];
  const metricKeys = metrics.map((m) => resolveColumn(frame, m));
  const indexKeys = index.map((c) => resolveColumn(frame, c));
  const columnKeys = columns.map((c) => resolveColumn(frame, c));

  const funcs = metrics.map((m) => reducers.get(m)!);
  let table = buildTable(frame, {
    metrics,
    indexKeys,
    columnKeys,
    metricKeys,
    reducers: funcs,
    columnFill,
    dropna,
    fillValue,
  });
  if (o.marginal_distributions) {
    table = addMargins(table, {
      frame,
      name: o.marginal_distribution_name ?? 'All',
      metrics: metrics.map((m, i) => ({ name: m, key: metricKeys[i], reduce: funcs[i] })),
      indexKeys,
      columnKeys,
      columnFill,
      dropna,
      keepMarginColumns: dropna || columns.length === 0,
    });
  }
  if (dropna) table = dropEmptyColumns(table);
  if (o.combine_value_with_metric) table = combineValueWithMetric(table);
  const levelNames =
    columns.length === 0
      ? null
      : o.combine_value_with_metric
        ? [...columns, null]
        : [null, ...columns];
  return toFrame(table, index, levelNames);
}

interface TableSpec {
  /** Aggregate source column names: level 0 of the column labels. */
  metrics: string[];
  indexKeys: string[];
  columnKeys: string[];
  metricKeys: string[];
  reducers: ((values: readonly unknown[]) => unknown)[];
  columnFill: string | null;
  dropna: boolean;
  fillValue: unknown;
}

/** Groups the rows into (index tuple, columns tuple) cells and lays them out as a table. */
function buildTable(frame: Frame, spec: TableSpec): PivotTable {
  const { indexKeys, columnKeys, metricKeys, reducers, columnFill, dropna, fillValue } = spec;
  const cells = new Map<string, Cell>();
  const occurring = new Map<string, unknown[]>();
  frame.rows.forEach((row, i) => {
    const idx = indexKeys.map((k) => (isNull(row[k]) ? null : row[k]));
    const ct = columnKeys.map((k) => (isNull(row[k]) ? columnFill : row[k]));
    const ctKey = tupleKey(ct);
    if (!dropna && !ct.some(isNull)) occurring.set(ctKey, ct);
    if (dropna && (idx.some(isNull) || ct.some(isNull))) return;
    const idxKey = tupleKey(idx);
    const id = `${idxKey}\u001e${ctKey}`;
    const cell = cells.get(id);
    if (cell) cell.rows.push(i);
    else cells.set(id, { idx, ct, idxKey, ctKey, rows: [i], values: [] });
  });
  for (const [id, cell] of cells) {
    cell.values = metricKeys.map((key, m) =>
      normalize(reducers[m](cell.rows.map((r) => frame.rows[r][key]))),
    );
    if (dropna && cell.values.every(isNull)) cells.delete(id);
  }

  const rowsByKey = new Map<string, unknown[]>();
  for (const cell of cells.values()) rowsByKey.set(cell.idxKey, cell.idx);
  let rowTuples = sortByTuple([...rowsByKey.values()], (t) => t);
  if (!dropna && indexKeys.length > 1) {
    // pandas reindexes a multi-level row index to the product of its levels.
    const levels = indexKeys.map((_, l) =>
      distinct(rowTuples.filter((t) => !isNull(t[l])).map((t) => [t[l]])).map((t) => t[0]),
    );
    rowTuples = cartesian(levels);
  }
  const cts = dropna
    ? distinct([...cells.values()].map((c) => c.ct))
    : sortByTuple([...occurring.values()], (t) => t);
  const labels = sortByTuple(
    spec.metrics.flatMap((name, metric) =>
      cts.map((ct) => ({ label: [name, ...ct], metric, ctKey: tupleKey(ct) })),
    ),
    (l) => l.label,
  );
  return {
    rowTuples,
    columns: labels.map(({ label }) => label),
    values: rowTuples.map((idx) => {
      const idxKey = tupleKey(idx);
      return labels.map(({ metric, ctKey }) => {
        const value = cells.get(`${idxKey}\u001e${ctKey}`)?.values[metric] ?? null;
        return isNull(value) && fillValue !== null ? fillValue : value;
      });
    }),
  };
}

function normalize(value: unknown): unknown {
  return isNull(value) ? null : value;
}

function dropEmptyColumns(table: PivotTable): PivotTable {
  const keep = table.columns.map((_, c) => table.values.some((row) => !isNull(row[c])));
  return {
    rowTuples: table.rowTuples,
    columns: table.columns.filter((_, c) => keep[c]),
    values: table.values.map((row) => row.filter((_, c) => keep[c])),
  };
}

/** `df.stack(0).unstack()`: the metric level moves innermost; rows that are entirely null disappear. */
function combineValueWithMetric(table: PivotTable): PivotTable {
  const order = table.columns.map((_, c) => c);
  const moved = table.columns.map((label) => [...label.slice(1), label[0]]);
  if ((table.columns[0]?.length ?? 0) > 1) order.sort((a, b) => compareTuples(moved[a], moved[b]));
  const keepRows = table.values.map((row) => row.some((v) => !isNull(v)));
  return {
    rowTuples: table.rowTuples.filter((_, r) => keepRows[r]),
    columns: order.map((c) => moved[c]),
    values: table.values.filter((_, r) => keepRows[r]).map((row) => order.map((c) => row[c])),
  };
}

function toFrame(table: PivotTable, index: string[], levelNames: (string | null)[] | null): Frame {
  const header: ColumnHeader | undefined = levelNames ? { names: levelNames, keys: {} } : undefined;
  const keys = table.columns.map((label) => {
    if (!header) return String(label[0]);
    const key = headerKey(label);
    header.keys[key] = label;
    return key;
  });
  const rows = table.rowTuples.map((idx, r) => {
    const row: Row = {};
    index.forEach((name, l) => (row[name] = idx[l]));
    keys.forEach((key, c) => (row[key] = table.values[r][c]));
    return row;
  });
  return header ? { columns: keys, rows, index, header } : { columns: keys, rows, index };
}
