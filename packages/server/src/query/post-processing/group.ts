import { type Frame } from './frame.ts';
import { isNull, sortByTuple, tupleKey } from './values.ts';

/** One group of rows sharing the same values of the grouping columns. */
export interface Group {
  values: unknown[];
  rows: number[];
}

/**
 * pandas `groupby(keys, sort=True, dropna=...)`: groups in ascending key order (nulls last);
 * with `dropNull` rows holding a null in any key are left out.
 */
export function groupRows(frame: Frame, keys: readonly string[], dropNull = true): Group[] {
  const groups = new Map<string, Group>();
  frame.rows.forEach((row, i) => {
    const values = keys.map((k) => row[k]);
    if (dropNull && values.some(isNull)) return;
    const id = tupleKey(values);
    const group = groups.get(id);
    if (group) group.rows.push(i);
    else groups.set(id, { values: values.map((v) => (isNull(v) ? null : v)), rows: [i] });
  });
  return sortByTuple([...groups.values()], (g) => g.values);
}
