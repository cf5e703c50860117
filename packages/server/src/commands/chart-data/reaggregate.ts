import type { RollupAggregate } from './rollup-shape.ts';

/** What one chart asks of the base rows: its grouping, its metrics, its order and its limit. */
export interface RollupSpec {
  columns: string[];
  metrics: { label: string; aggregate: RollupAggregate }[];
  /** ORDER BY items as labels of the spec's own columns or metrics. */
  orderby: { label: string; asc: boolean }[];
  /** 0: no limit. */
  rowLimit: number;
}

type Value = number | null;

/** Combines two partial values of one aggregate; nulls are skipped, as SQL aggregates do. */
function combine(aggregate: RollupAggregate, a: Value, b: Value): Value {
  if (a === null) return b;
  if (b === null) return a;
  if (aggregate === 'MIN') return Math.min(a, b);
  if (aggregate === 'MAX') return Math.max(a, b);
  return a + b;
}

/** A group's key: its column values as JSON (dates as their time), so equal values meet. */
function groupKey(row: Record<string, unknown>, columns: readonly string[]): string {
  return JSON.stringify(
    columns.map((c) => {
      const v = row[c];
      return v instanceof Date ? { d: v.getTime() } : v;
    }),
  );
}

/** Orders rows by numeric keys, as the database would; null when a key is not a number or a date. */
function sortRows(
  rows: Record<string, unknown>[],
  orderby: RollupSpec['orderby'],
): Record<string, unknown>[] | null {
  const num = (v: unknown) => (v instanceof Date ? v.getTime() : v);
  for (const { label } of orderby)
    // Text collation and the place of nulls differ between databases: such orders are theirs.
    if (rows.some((r) => typeof num(r[label]) !== 'number')) return null;
  return [...rows].sort((a, b) => {
    for (const { label, asc } of orderby) {
      const x = num(a[label]) as Value;
      const y = num(b[label]) as Value;
      if (x === y) continue;
      return asc ? x! - y! : y! - x!;
    }
    return 0;
  });
}

/**
 * Rolls the base rows (grouped by a superset of the spec's columns, with the spec's metrics among
 * theirs) up to the spec's grouping, then orders and limits them as the chart's own SQL would.
 * Returns the rows as arrays in the chart's SELECT order (columns, then metrics), or null when the
 * answer might differ from the database's: a value that is not a plain number, a sum past 2^53,
 * an order on text or nulls, or ties at the row limit's edge.
 */
export function reaggregate(
  base: readonly Record<string, unknown>[],
  spec: RollupSpec,
): unknown[][] | null {
  const groups = new Map<string, Record<string, unknown>>();
  for (const row of base) {
    const key = groupKey(row, spec.columns);
    let out = groups.get(key);
    if (!out) {
      out = Object.fromEntries(spec.columns.map((c) => [c, row[c]]));
      for (const m of spec.metrics) out[m.label] = m.aggregate === 'COUNT' ? 0 : null;
      groups.set(key, out);
    }
    for (const m of spec.metrics) {
      const v = row[m.label];
      if (v !== null && v !== undefined && typeof v !== 'number') return null;
      out[m.label] = combine(m.aggregate, out[m.label] as Value, (v ?? null) as Value);
    }
  }
  // An ungrouped aggregate answers one row even over no rows (SUM NULL, COUNT 0).
  if (spec.columns.length === 0 && groups.size === 0)
    groups.set(
      '[]',
      Object.fromEntries(spec.metrics.map((m) => [m.label, m.aggregate === 'COUNT' ? 0 : null])),
    );
  let rows = [...groups.values()];
  for (const r of rows)
    for (const m of spec.metrics) {
      const v = r[m.label];
      if (typeof v === 'number' && Number.isInteger(v) && !Number.isSafeInteger(v)) return null;
    }
  const limited = spec.rowLimit > 0 && rows.length > spec.rowLimit;
  if (spec.orderby.length) {
    const sorted = sortRows(rows, spec.orderby);
    if (!sorted) return null;
    rows = sorted;
  }
  if (limited) {
    // Which rows a LIMIT keeps is the database's choice when the order does not decide it.
    if (!spec.orderby.length || !decidedAtEdge(rows, spec)) return null;
    rows = rows.slice(0, spec.rowLimit);
  }
  const labels = [...spec.columns, ...spec.metrics.map((m) => m.label)];
  return rows.map((r) => labels.map((l) => r[l]));
}

/** Whether the last kept row and the first dropped one differ in their order keys (and neither is null). */
function decidedAtEdge(rows: Record<string, unknown>[], spec: RollupSpec): boolean {
  const last = rows[spec.rowLimit - 1]!;
  const next = rows[spec.rowLimit]!;
  const keys = spec.orderby.map((o) => o.label);
  return keys.some((k) => JSON.stringify(last[k]) !== JSON.stringify(next[k]));
}
