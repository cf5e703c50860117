import { z } from 'zod';
import { parseOptions, PostProcessingError } from './errors.ts';
import { assertColumns, indexNames, resolveColumn, takeRows, type Frame } from './frame.ts';
import { compareNullsLast, isNull } from './values.ts';

/** Options of `sort`. */
export const sortOptionsSchema = z.object({
  is_sort_index: z.boolean().default(false),
  by: z.union([z.string(), z.array(z.string())]).nullish(),
  ascending: z.union([z.boolean(), z.array(z.boolean())]).default(true),
});
export type SortOptions = z.input<typeof sortOptionsSchema>;

/** A column prepared for sorting: numbers (dates and booleans as numbers), strings, or anything. */
type SortColumn = { kind: 'number'; values: Float64Array } | { kind: 'other'; values: unknown[] };

function sortColumn(values: unknown[]): SortColumn {
  const numbers = new Float64Array(values.length);
  let sawNumber = false;
  let sawDate = false;
  for (let i = 0; i < values.length; i += 1) {
    const v = values[i];
    if (isNull(v)) numbers[i] = NaN;
    else if (typeof v === 'number') (numbers[i] = v), (sawNumber = true);
    else if (v instanceof Date) (numbers[i] = v.getTime()), (sawDate = true);
    else return { kind: 'other', values };
  }
  return sawNumber && sawDate ? { kind: 'other', values } : { kind: 'number', values: numbers };
}

function sortRows(frame: Frame, keys: string[], ascending: boolean[]): Frame {
  const columns = keys.map((key) => sortColumn(frame.rows.map((row) => row[key])));
  const order = frame.rows.map((_, i) => i);
  order.sort((a, b) => {
    for (let k = 0; k < columns.length; k += 1) {
      const column = columns[k];
      let c: number;
      if (column.kind === 'number') {
        const x = column.values[a];
        const y = column.values[b];
        if (x !== x || y !== y) c = x !== x ? (y !== y ? 0 : 1) : -1;
        else c = ascending[k] ? x - y : y - x;
      } else {
        c = compareNullsLast(column.values[a], column.values[b], ascending[k]);
      }
      if (c !== 0) return c;
    }
    return 0;
  });
  return takeRows(frame, order);
}

function directions(ascending: boolean | boolean[], count: number, what: string): boolean[] {
  if (!Array.isArray(ascending)) return Array.from({ length: count }, () => ascending);
  if (ascending.length !== count) throw new PostProcessingError(`Length of ascending (${ascending.length}) != length of ${what} (${count})`);
  return ascending;
}

/**
 * Sorts rows by the row index (`is_sort_index`) or by columns (`by`), nulls last; stable.
 * Neither given: unchanged. A frame without row index sorted by index keeps (or, descending,
 * reverses) its order.
 */
export function sort(frame: Frame, options: SortOptions = {}): Frame {
  const o = parseOptions(sortOptionsSchema, options, 'sort');
  const by = o.by === null || o.by === undefined ? [] : Array.isArray(o.by) ? o.by : [o.by];
  assertColumns(frame, by);
  if (o.is_sort_index) {
    const index = indexNames(frame);
    if (index.length === 0) {
      const descending = Array.isArray(o.ascending) ? o.ascending[0] === false : !o.ascending;
      return descending ? { ...frame, rows: [...frame.rows].reverse() } : frame;
    }
    const ascending = Array.isArray(o.ascending) ? directions(o.ascending, index.length, 'index levels') : directions(o.ascending, index.length, '');
    return sortRows(frame, index, ascending);
  }
  if (by.length === 0) return frame;
  return sortRows(frame, by.map((label) => resolveColumn(frame, label)), directions(o.ascending, by.length, 'by'));
}
