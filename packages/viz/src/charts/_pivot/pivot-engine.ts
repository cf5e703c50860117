// A pure pivot engine after react-pivottable's PivotData (which Superset's pivot_table_v2 vendors):
// records are bucketed by row and column keys, every bucket (and each subtotal and total) runs the
// chosen aggregator, and the keys are sorted by key or by value on each axis.
import type { DataRecord, DataRecordValue } from '../../query/data-record.ts';
import {
  AGGREGATORS,
  type AggregateFunction,
  type AggregateValue,
  type Aggregator,
  type AggregatorDefinition,
} from './aggregators.ts';
import { createNaturalSort, naturalSort } from './natural-sort.ts';

/** The values of a row (or column) header path; shorter than the attributes for subtotals, [] for the total. */
export type PivotKey = readonly DataRecordValue[];

/** `rowOrder` / `colOrder`. */
export type PivotSortOrder = 'key_a_to_z' | 'key_z_to_a' | 'value_a_to_z' | 'value_z_to_a';

/** Compares two header values of one attribute. */
export type Comparator = (a: DataRecordValue, b: DataRecordValue) => number;

/** What to pivot and how. */
export interface PivotOptions {
  /** Row attributes, outermost first. */
  rows: readonly string[];
  /** Column attributes, outermost first. */
  cols: readonly string[];
  /** The record field the aggregator reads. */
  valueKey: string;
  aggregateFunction: AggregateFunction;
  rowOrder?: PivotSortOrder;
  colOrder?: PivotSortOrder;
  /** Emit subtotal rows / columns (partial keys). */
  rowSubtotals?: boolean;
  colSubtotals?: boolean;
  /** Subtotal rows above their group (else below); subtotal columns left of it (else right). */
  rowSubtotalsOnTop?: boolean;
  colSubtotalsOnTop?: boolean;
  /** Per-attribute key order (e.g. metrics in their chosen order); natural order otherwise. */
  sorters?: Readonly<Record<string, Comparator>>;
}

/** A computed pivot: sorted header keys and a cell reader. */
export interface PivotTable {
  rows: readonly string[];
  cols: readonly string[];
  /** Row keys in display order, with subtotal (partial) keys when enabled. */
  rowKeys: PivotKey[];
  colKeys: PivotKey[];
  /** The aggregate of a cell; `[]` on an axis reads that axis' total. null when no record falls there. */
  value(rowKey: PivotKey, colKey: PivotKey): AggregateValue;
  /** Values are shares of a total (the "as Fraction of" functions). */
  isPercent: boolean;
}

/** A string identifying a key; distinct for [] and [''] and for keys of different lengths. */
export function flatKey(key: PivotKey): string {
  let flat = '';
  for (const part of key) flat += `\u0000${String(part)}`;
  return flat;
}

interface KeyNode {
  key: PivotKey;
  flat: string;
  /** Created on the first child: most nodes of a large pivot are leaves. */
  children: Map<string, KeyNode> | null;
}

const newNode = (key: PivotKey, flat: string): KeyNode => ({ key, flat, children: null });

/** Adds a record's key to the tree and returns the flat key of every prefix (index i = length i + 1). */
function insertPath(root: KeyNode, values: DataRecordValue[]): string[] {
  const flats: string[] = [];
  let node = root;
  for (const value of values) {
    const flat = `${node.flat}\u0000${String(value)}`;
    node.children ??= new Map();
    let child = node.children.get(flat);
    if (!child) {
      child = newNode([...node.key, value], flat);
      node.children.set(flat, child);
    }
    flats.push(flat);
    node = child;
  }
  return flats;
}

function sortedKeys(
  root: KeyNode,
  attrs: readonly string[],
  order: PivotSortOrder,
  hasSubtotals: boolean,
  isSubtotalOnTop: boolean,
  sorters: PivotOptions['sorters'],
  valueOf: (key: PivotKey) => AggregateValue,
): PivotKey[] {
  const sign = order === 'key_z_to_a' || order === 'value_z_to_a' ? -1 : 1;
  const byValue = order === 'value_a_to_z' || order === 'value_z_to_a';
  const keys: PivotKey[] = [];
  const natural = createNaturalSort();
  const visit = (node: KeyNode) => {
    const depth = node.key.length;
    const compare = sorters?.[attrs[depth]] ?? natural;
    const children = node.children ? [...node.children.values()] : [];
    const value = new Map(byValue ? children.map((c) => [c, valueOf(c.key)]) : []);
    // Sorting by value orders siblings by their (sub)total, so groups stay together; keys break ties a-z.
    children.sort((a, b) => {
      const byKey = compare(a.key[depth], b.key[depth]);
      if (!byValue) return sign * byKey;
      return sign * naturalSort(value.get(a) ?? null, value.get(b) ?? null) || byKey;
    });
    const isPartial = depth > 0 && children.length > 0;
    if (isPartial && hasSubtotals && isSubtotalOnTop) keys.push(node.key);
    if (children.length === 0 && depth > 0) keys.push(node.key);
    children.forEach(visit);
    if (isPartial && hasSubtotals && !isSubtotalOnTop) keys.push(node.key);
  };
  visit(root);
  return keys;
}

/**
 * Pivots `records`: one aggregator per (row key, column key) cell, per row and column (sub)total
 * and for the grand total. Subtotal cells are computed only for the axes that show subtotals.
 */
export function buildPivot(records: readonly DataRecord[], options: PivotOptions): PivotTable {
  const definition: AggregatorDefinition = AGGREGATORS[options.aggregateFunction];
  const { rows, cols, valueKey } = options;
  const rowRoot = newNode([], '');
  const colRoot = newNode([], '');
  const cells = new Map<string, Map<string, Aggregator>>();
  const rowTotals = new Map<string, Aggregator>();
  const colTotals = new Map<string, Aggregator>();
  const allTotal = definition.create();
  const rowStart = options.rowSubtotals ? 0 : rows.length - 1;
  const colStart = options.colSubtotals ? 0 : cols.length - 1;
  const push = (map: Map<string, Aggregator>, flat: string, value: DataRecordValue) => {
    let aggregator = map.get(flat);
    if (!aggregator) map.set(flat, (aggregator = definition.create()));
    aggregator.push(value);
  };

  for (const record of records) {
    const value = record[valueKey] ?? null;
    const rowFlats = insertPath(
      rowRoot,
      rows.map((r) => record[r] ?? null),
    );
    const colFlats = insertPath(
      colRoot,
      cols.map((c) => record[c] ?? null),
    );
    allTotal.push(value);
    for (const flat of rowFlats) push(rowTotals, flat, value);
    for (const flat of colFlats) push(colTotals, flat, value);
    for (let ri = Math.max(rowStart, 0); ri < rowFlats.length; ri += 1) {
      let row = cells.get(rowFlats[ri]);
      if (!row) cells.set(rowFlats[ri], (row = new Map()));
      for (let ci = Math.max(colStart, 0); ci < colFlats.length; ci += 1)
        push(row, colFlats[ci], value);
    }
  }

  const aggregatorAt = (rowKey: PivotKey, colKey: PivotKey): Aggregator | undefined => {
    if (rowKey.length === 0 && colKey.length === 0) return allTotal;
    if (rowKey.length === 0) return colTotals.get(flatKey(colKey));
    if (colKey.length === 0) return rowTotals.get(flatKey(rowKey));
    return cells.get(flatKey(rowKey))?.get(flatKey(colKey));
  };
  const value = (rowKey: PivotKey, colKey: PivotKey): AggregateValue => {
    const inner = aggregatorAt(rowKey, colKey)?.value() ?? null;
    if (!definition.fractionOf || inner === null) return inner;
    const base = {
      total: aggregatorAt([], []),
      row: aggregatorAt(rowKey, []),
      col: aggregatorAt([], colKey),
    }[definition.fractionOf]?.value();
    return typeof base === 'number' && base !== 0 && typeof inner === 'number'
      ? inner / base
      : null;
  };

  return {
    rows,
    cols,
    rowKeys: sortedKeys(
      rowRoot,
      rows,
      options.rowOrder ?? 'key_a_to_z',
      Boolean(options.rowSubtotals),
      Boolean(options.rowSubtotalsOnTop),
      options.sorters,
      (key) => value(key, []),
    ),
    colKeys: sortedKeys(
      colRoot,
      cols,
      options.colOrder ?? 'key_a_to_z',
      Boolean(options.colSubtotals),
      Boolean(options.colSubtotalsOnTop),
      options.sorters,
      (key) => value([], key),
    ),
    value,
    isPercent: definition.isPercent,
  };
}

/** The keys still shown when the headers in `collapsed` (flat keys) are folded: their descendants go. */
export function visibleKeys(keys: readonly PivotKey[], collapsed: ReadonlySet<string>): PivotKey[] {
  if (collapsed.size === 0) return [...keys];
  return keys.filter((key) => {
    let flat = '';
    for (let i = 0; i < key.length - 1; i += 1) {
      flat += `\u0000${String(key[i])}`;
      if (collapsed.has(flat)) return false;
    }
    return true;
  });
}
