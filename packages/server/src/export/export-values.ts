import { GenericDataType } from '@sightline/core';

/** One output column of a CSV/XLSX export (docs/query-object.md §5.2). */
export interface ExportColumn {
  /** Key of the value in each row object (the `colnames` entry). */
  name: string;
  /** Header text: the verbose name (`__timestamp` -> `Time`), see `exportColumns`. */
  label: string;
  /** GenericDataType of the column (`coltypes` entry): 0 NUMERIC, 1 STRING, 2 TEMPORAL, 3 BOOLEAN. */
  generic: GenericDataType;
  /**
   * TEMPORAL only: write `YYYY-MM-DD` instead of `YYYY-MM-DD HH:MM:SS`. pandas decides this per column
   * after seeing every value (all at midnight -> dates only); a stream cannot, so the caller says so
   * when it knows (a DATE column, a time grain of a day or coarser). Default: date and time.
   */
  isDateOnly?: boolean;
}

/** A batch of result rows, keyed by column name. */
export type ExportRow = Record<string, unknown>;

/** Where export rows come from: batches, pulled one at a time. */
export type ExportSource = AsyncIterable<ExportRow[]> | Iterable<ExportRow[]>;

/**
 * Builds export columns from a query payload: labels are the dataset's verbose names, with
 * `__timestamp` shown as `Time` like Superset's verbose map does.
 */
export function exportColumns(
  colnames: readonly string[],
  coltypes: readonly GenericDataType[],
  verboseNames: Readonly<Record<string, string | null | undefined>> = {},
): ExportColumn[] {
  return colnames.map((name, i) => ({
    name,
    label: verboseNames[name] || (name === '__timestamp' ? 'Time' : name),
    generic: coltypes[i] ?? GenericDataType.STRING,
  }));
}

// Superset's csv.escape_value: a formula char first, or after leading whitespace or exactly `""`.
const FORMULA_START = /^(?:"{2}|\s+)(?=[-@+|=%])|^[-@+|=%]/;
const NEGATIVE_NUMBER = /^-[0-9.]+$/;

/**
 * Formula-injection guard (docs/query-object.md §5.2): text a spreadsheet would evaluate gets a leading `'`
 * and its `|` escaped as `\|`; negative numbers such as `-5` or `-1.5` are left alone.
 */
export function escapeFormula(text: string): string {
  if (!FORMULA_START.test(text) || NEGATIVE_NUMBER.test(text)) return text;
  return `'${text.replaceAll('|', '\\|')}`;
}

/** A decimal literal as databases return NUMERIC/DECIMAL values in text (pg, mysql2). */
export const NUMERIC_TEXT = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n));

/**
 * Formats a date the way pandas writes it to CSV, in UTC (result rows hold naive database times as UTC
 * instants, the same convention as the JSON epoch milliseconds): `YYYY-MM-DD HH:MM:SS`, with
 * `.ffffff` only when there are milliseconds, or `YYYY-MM-DD` when `isDateOnly`.
 */
export function formatExportDate(date: Date, isDateOnly = false): string {
  const year = date.getUTCFullYear();
  const day = `${String(year).padStart(4, '0')}-${pad2(date.getUTCMonth() + 1)}-${pad2(date.getUTCDate())}`;
  if (isDateOnly) return day;
  const time = `${pad2(date.getUTCHours())}:${pad2(date.getUTCMinutes())}:${pad2(date.getUTCSeconds())}`;
  const ms = date.getUTCMilliseconds();
  return ms === 0 ? `${day} ${time}` : `${day} ${time}.${String(ms).padStart(3, '0')}000`;
}

/**
 * The date a TEMPORAL cell stands for: a Date, or epoch milliseconds (the JSON convention, and what
 * post-processing produces). Null for anything else or an invalid date.
 */
export function temporalValue(value: unknown): Date | null {
  const date = value instanceof Date ? value : typeof value === 'number' ? new Date(value) : null;
  return date !== null && !Number.isNaN(date.getTime()) ? date : null;
}

/** Text for values that are neither numbers, booleans nor dates: bytes as UTF-8, objects as JSON. */
export function valueText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Uint8Array)
    return Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('utf8');
  if (typeof value === 'object' && value !== null) {
    try {
      return JSON.stringify(value) ?? '';
    } catch {
      return String(value); // bigint inside, or a cycle
    }
  }
  return String(value);
}

/** A batch of result rows in columns: `vectors[c][r]`, in the order of the export's columns. */
export interface ExportColumnBatch {
  rowCount: number;
  vectors: readonly ArrayLike<unknown>[];
}

/** Where columnar export batches come from, pulled one at a time. */
export type ExportColumnSource = AsyncIterable<ExportColumnBatch> | Iterable<ExportColumnBatch>;
