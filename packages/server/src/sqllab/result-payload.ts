import { GenericDataType } from '@sightline/core';
import type { ResultColumn } from '../engines/engine-contract.ts';
import { pyIsoformat } from '../query/templating/py-datetime.ts';

/** A result column as SQL Lab sends it (docs/api.md §2.11 SqlResults `columns`). */
export interface SqlLabColumn {
  column_name: string;
  name: string;
  type: string;
  is_dttm: boolean;
  type_generic: GenericDataType;
}

/**
 * Result columns with duplicate names made unique the way Superset's result set does (`a`, `a__1`),
 * so that row objects keep every value.
 */
export function sqllabColumns(columns: readonly ResultColumn[]): SqlLabColumn[] {
  const seen = new Map<string, number>();
  const taken = new Set(columns.map((c) => c.name));
  return columns.map((c) => {
    let name = c.name;
    const n = seen.get(c.name) ?? 0;
    seen.set(c.name, n + 1);
    if (n > 0) {
      let k = n;
      while (taken.has(`${c.name}__${k}`)) k += 1;
      name = `${c.name}__${k}`;
      taken.add(name);
    }
    return {
      column_name: name,
      name,
      type: c.type,
      is_dttm: c.generic === GenericDataType.TEMPORAL,
      type_generic: c.generic,
    };
  });
}

const isDateOnlyType = (type: string) => /^date$/i.test(type.trim());

/**
 * Turns engine rows into what SQL Lab shows and stores: dates as Python isoformat text
 * (`2024-01-31T10:00:00`, `2024-01-31` for DATE columns), as Superset's JSON encoder writes them.
 */
export function displayRows(rows: unknown[][], columns: readonly SqlLabColumn[]): unknown[][] {
  const dateOnly = columns.map((c) => isDateOnlyType(c.type));
  const hasDates = rows.length > 0 && rows[0]!.some((v) => v instanceof Date);
  if (!hasDates && !columns.some((c) => c.is_dttm)) return rows;
  return rows.map((r) =>
    r.map((v, i) =>
      v instanceof Date ? (dateOnly[i] ? pyIsoformat(v).slice(0, 10) : pyIsoformat(v)) : v,
    ),
  );
}

/** Row arrays as row objects keyed by column name. */
export function rowObjects(
  rows: readonly unknown[][],
  columns: readonly SqlLabColumn[],
): Record<string, unknown>[] {
  const names = columns.map((c) => c.name);
  return rows.map((r) => {
    const o: Record<string, unknown> = {};
    for (let i = 0; i < names.length; i += 1) o[names[i]!] = r[i] ?? null;
    return o;
  });
}

/** The SqlResults body (docs/api.md §2.11) for stored or fresh rows, cut to `displayRows` rows. */
export function sqlResults(
  queryId: number,
  columns: SqlLabColumn[],
  rows: readonly unknown[][],
  query: Record<string, unknown>,
  display: number,
): Record<string, unknown> {
  const cut = rows.length > display;
  return {
    query_id: queryId,
    status: 'success',
    data: rowObjects(cut ? rows.slice(0, display) : rows, columns),
    columns,
    selected_columns: columns,
    expanded_columns: [],
    query,
    ...(cut ? { displayLimitReached: true } : {}),
  };
}
