import type { ValueKind } from '../../../engines/sql-dialect.ts';
import { AppError } from '../../../errors.ts';

/**
 * What a file holds, cell by cell, and how each cell becomes a bound parameter. Text cells (CSV,
 * Excel strings) are read as pandas' read_csv reads them for Superset: integers, floats and
 * True/False are recognised, dates only in the columns named by `column_dates`, and a
 * `column_data_types` entry forces a column's kind. Native cells (Excel numbers, booleans and
 * dates) keep their kind.
 */

/** One cell as a reader yields it. */
export type Cell = string | number | boolean | Date | null;

/** pandas' default NA strings (read_csv `keep_default_na`), used unless `null_values` is given. */
const DEFAULT_NULLS = new Set([
  '',
  '#N/A',
  '#N/A N/A',
  '#NA',
  '-1.#IND',
  '-1.#QNAN',
  '-NaN',
  '-nan',
  '1.#IND',
  '1.#QNAN',
  '<NA>',
  'N/A',
  'NA',
  'NULL',
  'NaN',
  'None',
  'n/a',
  'nan',
  'null',
]);

/** How text cells are read (the CSV and Excel options of the upload form). */
export interface CellOptions {
  nullValues: ReadonlySet<string>;
  decimal: string;
  dayFirst: boolean;
  /** An empty text is missing (CSV and Excel cells), whatever `null_values` says. */
  emptyIsNull: boolean;
}

/** Columnar files: only a real null is missing. */
export const NATIVE_CELLS: CellOptions = {
  nullValues: new Set(),
  decimal: '.',
  dayFirst: false,
  emptyIsNull: false,
};

export function cellOptions(o: {
  null_values?: string[];
  decimal_character?: string;
  day_first?: boolean;
}): CellOptions {
  return {
    nullValues: o.null_values?.length ? new Set(o.null_values) : DEFAULT_NULLS,
    decimal: o.decimal_character ?? '.',
    dayFirst: o.day_first ?? false,
    emptyIsNull: true,
  };
}

const INTEGER = /^[+-]?\d+$/;
const BOOLEAN = /^(true|false)$/i;

function floatText(s: string, decimal: string): string | null {
  const t = decimal === '.' ? s : s.replace(decimal, '.');
  return /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(t) ? t : null;
}

/** Whether a cell is missing. */
export function isNullCell(v: Cell, o: CellOptions): boolean {
  if (v === null) return true;
  if (typeof v === 'string') return (v === '' && o.emptyIsNull) || o.nullValues.has(v);
  if (typeof v === 'number') return Number.isNaN(v);
  return false;
}

/** The narrowest kind of one non-null cell, without `column_dates`. */
export function kindOfCell(v: Exclude<Cell, null>, o: CellOptions): ValueKind {
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'float';
  if (typeof v === 'boolean') return 'boolean';
  if (v instanceof Date) return 'timestamp';
  const s = v.trim();
  if (INTEGER.test(s)) return 'integer';
  if (floatText(s, o.decimal) !== null) return 'float';
  if (BOOLEAN.test(s)) return 'boolean';
  return 'text';
}

/** The kind of a column holding both kinds (null: no value seen yet). */
export function mergeKinds(a: ValueKind | null, b: ValueKind): ValueKind {
  if (a === null || a === b) return b;
  if ((a === 'integer' && b === 'float') || (a === 'float' && b === 'integer')) return 'float';
  if ((a === 'date' && b === 'timestamp') || (a === 'timestamp' && b === 'date'))
    return 'timestamp';
  return 'text';
}

/** The kind a pandas dtype of `column_data_types` names; null when it is not one we know. */
export function kindOfDtype(dtype: string): ValueKind | null {
  const d = dtype.trim().toLowerCase();
  if (/^u?int(8|16|32|64)?$/.test(d)) return 'integer';
  if (/^float(16|32|64)?$/.test(d)) return 'float';
  if (d === 'bool' || d === 'boolean') return 'boolean';
  if (d === 'str' || d === 'string' || d === 'object' || d === 'category') return 'text';
  if (d.startsWith('datetime64')) return 'timestamp';
  return null;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** 'YYYY-MM-DD HH:MM:SS[.ffffff]' of a wall-clock date held in UTC fields. */
function dateTimeText(d: Date): string {
  const base =
    `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  const ms = d.getUTCMilliseconds();
  return ms ? `${base}.${pad(ms, 3)}000` : base;
}

const TIME = String.raw`(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,6}))?)?)?\s*(Z|[+-]\d{2}:?\d{2})?`;
const YMD = new RegExp(String.raw`^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})${TIME}$`);
const DMY = new RegExp(String.raw`^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})${TIME}$`);

/**
 * A date or timestamp text as 'YYYY-MM-DD HH:MM:SS' (null when it is not one): ISO and
 * year-first dates, and month-first ones (day-first with `day_first`, as pandas' `dayfirst`).
 * An offset is applied and dropped: the column holds UTC wall-clock times.
 */
export function parseDateText(text: string, dayFirst: boolean): string | null {
  const s = text.trim();
  let y: number, mo: number, d: number;
  let m = YMD.exec(s);
  if (m) [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  else {
    m = DMY.exec(s);
    if (!m) return null;
    const [a, b] = [Number(m[1]), Number(m[2])];
    [y, mo, d] = dayFirst ? [Number(m[3]), b, a] : [Number(m[3]), a, b];
  }
  const [hh, mi, ss, frac, zone] = [m[4], m[5], m[6], m[7], m[8]];
  const ms = frac ? Math.round(Number(`0.${frac}`) * 1000) : 0;
  const date = new Date(
    Date.UTC(y, mo - 1, d, Number(hh ?? 0), Number(mi ?? 0), Number(ss ?? 0), ms),
  );
  if (date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d || Number(hh ?? 0) > 23) return null;
  if (zone && zone !== 'Z') {
    const sign = zone.startsWith('-') ? -1 : 1;
    const digits = zone.replace(/[^\d]/g, '');
    const offset = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2)));
    date.setTime(date.getTime() - offset * 60_000);
  }
  return dateTimeText(date);
}

/** Thrown when a cell does not fit its column's kind. */
export class CellError extends Error {}

/**
 * A cell as the bound parameter of a `kind` column: numbers (integers past 2^53 stay text, which
 * every engine casts), booleans, dates as 'YYYY-MM-DD[ HH:MM:SS]' text, or text.
 */
export function toParam(v: Cell, kind: ValueKind, o: CellOptions): unknown {
  if (isNullCell(v, o)) return null;
  switch (kind) {
    case 'integer': {
      if (typeof v === 'number' && Number.isInteger(v)) return v;
      const s = typeof v === 'string' ? v.trim() : '';
      if (INTEGER.test(s)) return Number.isSafeInteger(Number(s)) ? Number(s) : s;
      if (typeof v === 'boolean') return v ? 1 : 0;
      throw new CellError(String(v));
    }
    case 'float': {
      if (typeof v === 'number') return v;
      const t = typeof v === 'string' ? floatText(v.trim(), o.decimal) : null;
      if (t === null) throw new CellError(String(v));
      return Number(t);
    }
    case 'boolean': {
      if (typeof v === 'boolean') return v;
      if (typeof v === 'number' && (v === 0 || v === 1)) return v === 1;
      if (typeof v === 'string' && BOOLEAN.test(v.trim())) return v.trim().toLowerCase() === 'true';
      throw new CellError(String(v));
    }
    case 'date':
    case 'timestamp': {
      const text = v instanceof Date ? dateTimeText(v) : parseDateText(String(v), o.dayFirst);
      if (text === null) throw new CellError(String(v));
      return kind === 'date' ? text.slice(0, 10) : text;
    }
    default:
      return v instanceof Date ? dateTimeText(v) : String(v);
  }
}

/** The 422 of a cell that does not convert, as Superset words it. */
export function conversionError(column: string, kind: string, line: number, value: string) {
  return new AppError(
    422,
    `Cannot convert column '${column}' to ${kind}. Line ${line}: '${value.slice(0, 100)}' cannot be converted to ${kind}`,
  );
}
