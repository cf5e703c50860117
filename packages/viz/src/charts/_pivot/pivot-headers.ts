import type { DataRecordValue } from '../../query/data-record.ts';
import { flatKey, type PivotKey } from './pivot-engine.ts';

/** One header cell of the column header rows. */
export interface ColumnHeaderCell {
  /** The header path up to this cell's level (the subtotal key itself for a "Subtotal" label). */
  key: PivotKey;
  /** The value shown at this level; undefined for a "Subtotal" label. */
  value?: DataRecordValue;
  colSpan: number;
  rowSpan: number;
  isSubtotalLabel: boolean;
}

/**
 * The column header rows (one per column attribute) with spans: consecutive keys sharing a prefix
 * share one cell; a subtotal column shows "Subtotal" below its group's cell, spanning the levels left.
 */
export function columnHeaderRows(
  colKeys: readonly PivotKey[],
  depth: number,
): ColumnHeaderCell[][] {
  const flats = colKeys.map((key) => key.map((_, i) => flatKey(key.slice(0, i + 1))));
  return Array.from({ length: depth }, (_, level) => {
    const cells: ColumnHeaderCell[] = [];
    for (let i = 0; i < colKeys.length; i += 1) {
      const key = colKeys[i];
      if (key.length === level)
        cells.push({ key, colSpan: 1, rowSpan: depth - level, isSubtotalLabel: true });
      if (key.length <= level) continue;
      let span = 1;
      while (
        i + span < colKeys.length &&
        colKeys[i + span].length > level &&
        flats[i + span][level] === flats[i][level]
      )
        span += 1;
      cells.push({
        key: key.slice(0, level + 1),
        value: key[level],
        colSpan: span,
        rowSpan: 1,
        isSubtotalLabel: false,
      });
      i += span - 1;
    }
    return cells;
  });
}

/** One header cell of a body row. */
export interface RowHeaderCell {
  key: PivotKey;
  value?: DataRecordValue;
  /** Repeats the row above's value at this level, so it is left blank. */
  isRepeated: boolean;
  colSpan: number;
  isSubtotalLabel: boolean;
}

/**
 * The header cells of row `index` (rows are virtualised, so groups are shown by blanking repeated
 * values rather than with row spans). A subtotal row always names its group and ends with "Subtotal".
 */
export function rowHeaderCells(
  rowKeys: readonly PivotKey[],
  index: number,
  depth: number,
): RowHeaderCell[] {
  const key = rowKeys[index];
  const previous = index > 0 ? rowKeys[index - 1] : undefined;
  const isSubtotal = key.length < depth;
  const cells: RowHeaderCell[] = key.map((value, level) => {
    const isSamePrefix =
      previous !== undefined &&
      previous.length > level &&
      flatKey(previous.slice(0, level + 1)) === flatKey(key.slice(0, level + 1));
    const isRepeated = isSamePrefix && !(isSubtotal && level === key.length - 1);
    return { key: key.slice(0, level + 1), value, isRepeated, colSpan: 1, isSubtotalLabel: false };
  });
  if (isSubtotal)
    cells.push({ key, isRepeated: false, colSpan: depth - key.length, isSubtotalLabel: true });
  return cells;
}
