/**
 * Column type inference for loaded data files. A column's kind is the narrowest one every non-null
 * value fits; values are then converted to canonical JS values that every engine accepts as bound
 * parameters (numbers, booleans, ISO date/timestamp strings, text, JSON text).
 */

/** Engine-neutral column kind; load-data.ts maps it to a type name per dialect. */
export type ColumnKind = 'integer' | 'float' | 'boolean' | 'date' | 'timestamp' | 'text' | 'json';

// Spellings of "missing" in CSV exports (pandas' defaults, minus the empty string handled apart).
// They only count as NULL in typed columns: in a text column 'NA' may be Namibia.
const NULL_TOKENS = new Set(['NA', 'N/A', 'n/a', 'NULL', 'null', 'NaN', 'nan', 'None', '#N/A']);

// No leading zeros: '007' and zip codes stay text.
const INTEGER_RE = /^-?(?:0|[1-9]\d*)$/;
const FLOAT_RE = /^[-+]?(?:(?:0|[1-9]\d*)(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?$/;
const BOOLEAN_RE = /^(?:true|false)$/i;
const ISO_DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_TIMESTAMP_RE =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/;
// US spreadsheet exports (M/D/YYYY, optional H:MM[:SS]); read as timestamps since such columns are
// datetimes (Superset's sales example stores order_date '2/24/2003 0:00' as a datetime).
const US_DATE_RE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

function isValidDate(y: number, m: number, d: number): boolean {
  return m >= 1 && m <= 12 && d >= 1 && d <= new Date(Date.UTC(y, m, 0)).getUTCDate() && y >= 1;
}

/** Parses an ISO date, ISO timestamp or US M/D/YYYY date to 'YYYY-MM-DD HH:MM:SS[.ffffff]' (UTC if an offset is given). */
export function parseTimestamp(text: string): { value: string; isDateOnly: boolean } | null {
  let m = ISO_DATE_RE.exec(text);
  if (m) {
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    return isValidDate(y, mo, d) ? { value: `${m[1]}-${m[2]}-${m[3]}`, isDateOnly: true } : null;
  }
  let parts: number[];
  let fraction = '';
  let offsetMinutes = 0;
  if ((m = ISO_TIMESTAMP_RE.exec(text))) {
    parts = [1, 2, 3, 4, 5, 6].map((i) => Number(m![i] ?? 0));
    fraction = (m[7] ?? '').slice(0, 6).replace(/0+$/, '');
    if (m[8] && m[8] !== 'Z') {
      const sign = m[8].startsWith('-') ? -1 : 1;
      const digits = m[8].slice(1).replace(':', '');
      offsetMinutes = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0));
    }
  } else if ((m = US_DATE_RE.exec(text))) {
    parts = [
      Number(m[3]),
      Number(m[1]),
      Number(m[2]),
      Number(m[4] ?? 0),
      Number(m[5] ?? 0),
      Number(m[6] ?? 0),
    ];
  } else {
    return null;
  }
  const [y, mo, d, h, mi, s] = parts;
  if (!isValidDate(y, mo, d) || h > 23 || mi > 59 || s > 59) return null;
  let date = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  if (y < 100) date.setUTCFullYear(y); // Date.UTC maps years 0-99 to 1900-1999
  if (offsetMinutes) date = new Date(date.getTime() - offsetMinutes * 60_000);
  const iso = `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  const time = `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
  return { value: `${iso} ${time}${fraction ? `.${fraction}` : ''}`, isDateOnly: false };
}

/** Accumulates the values of one column and decides its kind. */
export class ColumnTypeInferer {
  private seen = false;
  private isJson = false;
  private canBeInteger = true;
  private canBeFloat = true;
  private canBeBoolean = true;
  private canBeDate = true;
  private canBeTimestamp = true;

  /** Records one raw value (a CSV string or a parsed JSON value). */
  observe(value: unknown): void {
    if (value === null || value === undefined || value === '') return;
    if (typeof value === 'string') {
      if (NULL_TOKENS.has(value)) return;
      this.seen = true;
      const looksInteger = INTEGER_RE.test(value);
      const isSafeInteger = looksInteger && Number.isSafeInteger(Number(value));
      if (!isSafeInteger) this.canBeInteger = false;
      // Integer-looking strings beyond 2^53 would lose digits as floats: they stay text.
      if (!FLOAT_RE.test(value) || (looksInteger && !isSafeInteger)) this.canBeFloat = false;
      if (this.canBeBoolean && !BOOLEAN_RE.test(value)) this.canBeBoolean = false;
      if (this.canBeDate || this.canBeTimestamp) {
        const parsed = parseTimestamp(value);
        if (!parsed) this.canBeDate = this.canBeTimestamp = false;
        else if (!parsed.isDateOnly) this.canBeDate = false;
      }
      return;
    }
    this.seen = true;
    this.canBeDate = this.canBeTimestamp = false;
    if (typeof value === 'number') {
      this.canBeBoolean = false;
      if (!Number.isSafeInteger(value)) this.canBeInteger = false;
      if (!Number.isFinite(value)) this.canBeFloat = false;
    } else if (typeof value === 'boolean') {
      this.canBeInteger = this.canBeFloat = false;
    } else {
      this.isJson = true;
    }
  }

  /** The narrowest kind that fits every value seen; text when there was nothing but nulls. */
  kind(): ColumnKind {
    if (!this.seen) return 'text';
    if (this.isJson) return 'json';
    if (this.canBeInteger) return 'integer';
    if (this.canBeFloat) return 'float';
    if (this.canBeBoolean) return 'boolean';
    if (this.canBeDate) return 'date';
    if (this.canBeTimestamp) return 'timestamp';
    return 'text';
  }
}

/** Converts a raw value to the canonical JS value of a column of `kind` (null for missing values). */
export function convertValue(kind: ColumnKind, value: unknown): string | number | boolean | null {
  if (value === null || value === undefined || value === '') return null;
  if (kind === 'json') return JSON.stringify(value);
  if (kind === 'text') return typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (typeof value === 'string' && NULL_TOKENS.has(value)) return null;
  switch (kind) {
    case 'integer':
    case 'float':
      return Number(value);
    case 'boolean':
      return typeof value === 'boolean' ? value : String(value).toLowerCase() === 'true';
    case 'date':
    case 'timestamp': {
      const parsed = parseTimestamp(String(value));
      if (!parsed) return null;
      return kind === 'timestamp' && parsed.isDateOnly ? `${parsed.value} 00:00:00` : parsed.value;
    }
  }
}
