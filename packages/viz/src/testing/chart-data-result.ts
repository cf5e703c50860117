import type { GenericDataType } from '@sightline/core';
import type { ChartDataResult, DataRecord } from '../contract.ts';

/** A chart-data result item for tests: column names and types, then rows as arrays in column order. */
export function chartDataResult(
  columns: readonly (readonly [string, GenericDataType])[],
  rows: readonly (readonly DataRecord[keyof DataRecord][])[],
  extra: Partial<ChartDataResult> = {},
): ChartDataResult {
  const colnames = columns.map(([name]) => name);
  return {
    colnames,
    coltypes: columns.map(([, type]) => type),
    data: rows.map((row) => Object.fromEntries(colnames.map((name, i) => [name, row[i]]))),
    rowcount: rows.length,
    ...extra,
  };
}

/** Epoch milliseconds of a UTC date. */
export const utc = (year: number, month: number, day = 1, hour = 0): number =>
  Date.UTC(year, month - 1, day, hour);
