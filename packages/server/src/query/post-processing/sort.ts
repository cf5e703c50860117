import { z } from 'zod';
import { parseOptions, PostProcessingError } from './errors.ts';
import { assertColumns, indexNames, resolveColumn, type Frame } from './frame.ts';
import { sortByTuple } from './values.ts';

/** Options of `sort`. */
export const sortOptionsSchema = z.object({
  is_sort_index: z.boolean().default(false),
  by: z.union([z.string(), z.array(z.string())]).nullish(),
  ascending: z.union([z.boolean(), z.array(z.boolean())]).default(true),
});
/** Options of `sort` as written in a step (defaults optional). */
export type SortOptions = z.input<typeof sortOptionsSchema>;

function sortRows(frame: Frame, keys: string[], ascending: boolean[]): Frame {
  return {
    ...frame,
    rows: sortByTuple(frame.rows, (row) => keys.map((key) => row[key]), ascending),
  };
}

function directions(ascending: boolean | boolean[], count: number, what: string): boolean[] {
  if (!Array.isArray(ascending)) return Array.from({ length: count }, () => ascending);
  if (ascending.length !== count)
    throw new PostProcessingError(
      `Length of ascending (${ascending.length}) != length of ${what} (${count})`,
    );
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
    const ascending = Array.isArray(o.ascending)
      ? directions(o.ascending, index.length, 'index levels')
      : directions(o.ascending, index.length, '');
    return sortRows(frame, index, ascending);
  }
  if (by.length === 0) return frame;
  return sortRows(
    frame,
    by.map((label) => resolveColumn(frame, label)),
    directions(o.ascending, by.length, 'by'),
  );
}
