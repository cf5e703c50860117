import type { DataRecord, DataRecordValue } from '../../contract.ts';

/** Aggregates that order series (`sort_series_type`) and categories (`x_axis_sort_series`). */
export type SeriesAggregate = 'name' | 'sum' | 'min' | 'max' | 'avg';

/** One series before styling: `[x, y]` points in row order. */
export interface SeriesData {
  name: string;
  data: [DataRecordValue, number | null][];
}

/** A numeric cell, or null for missing and non-numeric values. */
export function toNumber(value: DataRecordValue | undefined): number | null {
  if (value === null || value === undefined || typeof value === 'boolean') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isNaN(n) ? null : n;
}

function aggregate(values: (number | null)[], type: SeriesAggregate): number | undefined {
  const numbers = values.filter((v): v is number => v !== null);
  if (numbers.length === 0) return undefined;
  if (type === 'min') return Math.min(...numbers);
  if (type === 'max') return Math.max(...numbers);
  const sum = numbers.reduce((a, b) => a + b, 0);
  return type === 'avg' ? sum / numbers.length : sum;
}

function compare(
  a: string | number | undefined,
  b: string | number | undefined,
  ascending: boolean,
): number {
  // Missing aggregates sort last in either direction, like lodash's orderBy.
  if (a === b) return 0;
  if (a === undefined) return 1;
  if (b === undefined) return -1;
  const order = a < b ? -1 : 1;
  return ascending ? order : -order;
}

/** Orders series names by `sort_series_type` (name, or the sum / min / max / avg of their values). */
export function sortSeriesNames(
  rows: readonly DataRecord[],
  names: readonly string[],
  type: string,
  ascending: boolean,
): string[] {
  const kind = (['sum', 'min', 'max', 'avg'].includes(type) ? type : 'name') as SeriesAggregate;
  const keyed = names.map((name) => ({
    name,
    key:
      kind === 'name'
        ? name.toLowerCase()
        : aggregate(
            rows.map((row) => toNumber(row[name])),
            kind,
          ),
  }));
  return keyed.sort((a, b) => compare(a.key, b.key, ascending)).map(({ name }) => name);
}

/** Orders rows (x categories) by an aggregate over the series values of each row, or by the x value's name. */
export function sortRowsByAggregate(
  rows: readonly DataRecord[],
  xLabel: string,
  names: readonly string[],
  type: string,
  ascending: boolean,
): DataRecord[] {
  const kind = (['sum', 'min', 'max', 'avg'].includes(type) ? type : 'name') as SeriesAggregate;
  const keyed = rows.map((row) => {
    const x = row[xLabel];
    return {
      row,
      key:
        kind === 'name'
          ? typeof x === 'string'
            ? x.toLowerCase()
            : undefined
          : aggregate(
              names.map((n) => toNumber(row[n])),
              kind,
            ),
    };
  });
  return keyed.sort((a, b) => compare(a.key, b.key, ascending)).map(({ row }) => row);
}

/** Options of extractSeries. */
export interface ExtractSeriesOptions {
  /** Value for a gap next to a defined value (0 when stacked, so stacks do not break). */
  fillNeighborValue?: number;
  /** Divide every value by its row total (stack "Expand"). */
  isExpand?: boolean;
}

/** Sum of the series values of each row (used by Expand, total labels and tooltip totals). */
export function rowTotals(rows: readonly DataRecord[], names: readonly string[]): number[] {
  return rows.map((row) => names.reduce((sum, name) => sum + (toNumber(row[name]) ?? 0), 0));
}

/** One `[x, y]` series per name over the rows. */
export function extractSeries(
  rows: readonly DataRecord[],
  names: readonly string[],
  xLabel: string,
  options: ExtractSeriesOptions = {},
): SeriesData[] {
  const totals = rowTotals(rows, names);
  return names.map((name) => ({
    name,
    data: rows.map((row, i): [DataRecordValue, number | null] => {
      let value = toNumber(row[name]);
      const hasNeighbour =
        toNumber(rows[i - 1]?.[name]) !== null || toNumber(rows[i + 1]?.[name]) !== null;
      if (value === null && hasNeighbour && options.fillNeighborValue !== undefined)
        value = options.fillNeighborValue;
      else if (options.isExpand && value !== null) value = totals[i] ? value / totals[i] : 0;
      return [row[xLabel] ?? null, value];
    }),
  }));
}

/** The time offset a series name carries (`<offset>, dims`, `<metric>__<offset>` or the offset itself), if any. */
export function getTimeOffset(name: string, offsets: readonly string[]): string | undefined {
  return offsets.find(
    (offset) => name === offset || name.includes(`${offset},`) || name.includes(`__${offset}`),
  );
}

/** The source series of a time-shifted series name. */
export function getOriginalSeries(name: string, offsets: readonly string[]): string {
  let result = name;
  for (const offset of offsets)
    result = result.replace(`${offset},`, '').replace(`__${offset}`, '');
  return result === name && offsets.includes(name) ? '' : result.trim();
}
