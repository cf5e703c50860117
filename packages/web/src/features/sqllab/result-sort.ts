/** Sort direction of a result column; null keeps the server order. */
export type SortDirection = 'asc' | 'desc' | null;

function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return String(a).localeCompare(String(b), undefined, { numeric: true });
}

/**
 * Row order for a sorted column, as indexes into `rows` (the rows themselves stay untouched, which
 * keeps a 100,000-row sort cheap). Nulls go last in both directions; ties keep the server order.
 */
export function sortedRowIndexes(
  rows: Record<string, unknown>[],
  column: string | null,
  direction: SortDirection,
): number[] {
  const indexes = rows.map((_, i) => i);
  if (!column || !direction) return indexes;
  const sign = direction === 'asc' ? 1 : -1;
  return indexes.sort((i, j) => {
    const a = rows[i]![column];
    const b = rows[j]![column];
    const aNull = a === null || a === undefined;
    const bNull = b === null || b === undefined;
    if (aNull || bNull) return aNull === bNull ? i - j : aNull ? 1 : -1;
    return sign * compareValues(a, b) || i - j;
  });
}

/** The next direction when a column header is clicked: asc, desc, then off. */
export function nextSortDirection(current: SortDirection): SortDirection {
  return current === null ? 'asc' : current === 'asc' ? 'desc' : null;
}

/** A cell as text for display and copying. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Rows as tab-separated text with a header line, for the clipboard. */
export function rowsAsTsv(columns: string[], rows: Record<string, unknown>[]): string {
  const line = (values: string[]) => values.map((v) => v.replace(/[\t\n]/g, ' ')).join('\t');
  return [line(columns), ...rows.map((r) => line(columns.map((c) => cellText(r[c]))))].join('\n');
}
