import { PostProcessingError } from './errors.ts';
import { type Frame } from './frame.ts';
import { isNull, tupleKey } from './values.ts';

/** A pivoted table before it becomes a frame: row index tuples, column labels, cells. */
export interface PivotTable {
  rowTuples: unknown[][];
  columns: unknown[][];
  values: unknown[][];
}

/** What `addMargins` needs from the pivot step. */
export interface MarginContext {
  frame: Frame;
  name: string;
  metrics: { name: string; key: string; reduce: (values: readonly unknown[]) => unknown }[];
  indexKeys: string[];
  columnKeys: string[];
  columnFill: string | null;
  dropna: boolean;
  /** False when Superset's "keep occurring combinations" filter would remove the margin columns. */
  keepMarginColumns: boolean;
}

function rowsBy(
  frame: Frame,
  rows: number[],
  keys: string[],
  fill: string | null,
): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const r of rows) {
    const values = keys.map((k) => (isNull(frame.rows[r][k]) ? fill : frame.rows[r][k]));
    if (values.some(isNull)) continue;
    const id = tupleKey(values);
    const list = out.get(id);
    if (list) list.push(r);
    else out.set(id, [r]);
  }
  return out;
}

/**
 * pandas `pivot_table(margins=True)`: after each metric's columns a `(metric, name, '', ...)`
 * column aggregated per row over the raw data, and a final `name` row aggregated per column
 * (the corner cells over all data). With `dropna` only raw rows without nulls count.
 */
export function addMargins(table: PivotTable, ctx: MarginContext): PivotTable {
  const { frame, name, metrics } = ctx;
  const conflict =
    table.rowTuples.some((t) => t[0] === name) ||
    table.columns.some((label) => label.slice(1).includes(name));
  if (conflict) throw new PostProcessingError(`Conflicting name "${name}" in margins`);
  const keys = [...ctx.indexKeys, ...ctx.columnKeys, ...metrics.map((m) => m.key)];
  const data = frame.rows
    .map((_, i) => i)
    .filter(
      (i) =>
        !ctx.dropna ||
        keys.every(
          (k) =>
            !isNull(
              ctx.columnKeys.includes(k) ? (frame.rows[i][k] ?? ctx.columnFill) : frame.rows[i][k],
            ),
        ),
    );
  const metricByName = new Map(metrics.map((m) => [m.name as unknown, m]));
  const reduce = (metricName: unknown, rows: number[] | undefined): unknown => {
    const metric = metricByName.get(metricName);
    if (!metric || !rows) return null;
    const value = metric.reduce(rows.map((r) => frame.rows[r][metric.key]));
    return isNull(value) ? null : value;
  };
  const hasColumns = ctx.columnKeys.length > 0;
  const blanks = (n: number): string[] => Array.from({ length: n }, () => '');

  let columns = table.columns;
  let values = table.values;
  const isMarginColumn: boolean[] = columns.map(() => false);
  if (hasColumns && ctx.keepMarginColumns) {
    const byIndex = rowsBy(frame, data, ctx.indexKeys, null);
    const order: (number | unknown)[] = [];
    columns.forEach((label, c) => {
      order.push(c);
      if (c === columns.length - 1 || columns[c + 1][0] !== label[0])
        order.push({ metric: label[0] });
    });
    const nextColumns: unknown[][] = [];
    isMarginColumn.length = 0;
    for (const item of order) {
      const margin = typeof item !== 'number';
      isMarginColumn.push(margin);
      nextColumns.push(
        margin
          ? [(item as { metric: unknown }).metric, name, ...blanks(ctx.columnKeys.length - 1)]
          : columns[item],
      );
    }
    values = table.rowTuples.map((idx, r) =>
      order.map((item) =>
        typeof item === 'number'
          ? table.values[r][item]
          : reduce((item as { metric: unknown }).metric, byIndex.get(tupleKey(idx))),
      ),
    );
    columns = nextColumns;
  }
  const byColumns = rowsBy(frame, data, ctx.columnKeys, ctx.columnFill);
  const marginRow = columns.map((label, c) => {
    if (!hasColumns || isMarginColumn[c]) return reduce(label[0], data);
    return reduce(label[0], byColumns.get(tupleKey(label.slice(1))));
  });
  return {
    rowTuples: [...table.rowTuples, [name, ...blanks(ctx.indexKeys.length - 1)]],
    columns,
    values: [...values, marginRow],
  };
}
