/** Cell helpers with pandas semantics: `null` plays NaN/None, numbers are JS numbers. */

/** True for null, undefined and NaN (pandas `isna`). */
export function isNull(value: unknown): value is null | undefined {
  return (
    value === null || value === undefined || (typeof value === 'number' && Number.isNaN(value))
  );
}

/** A numeric cell as a number; null for missing and non-numeric cells (booleans count as 0/1). */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isNaN(value) ? null : value;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'boolean') return value ? 1 : 0;
  return null;
}

/** `pd.to_numeric(errors="coerce")`: numbers pass, numeric strings are parsed, anything else is null. */
export function coerceNumber(value: unknown): number | null {
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    if (text === 'inf' || text === '+inf' || text === 'infinity') return Infinity;
    if (text === '-inf' || text === '-infinity') return -Infinity;
    if (text === '' || !/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/.test(text)) return null;
    return Number(text);
  }
  return toNumber(value);
}

/** A number or bigint (what pandas `select_dtypes("number")` keeps; booleans are not numeric). */
export function isNumericValue(value: unknown): boolean {
  return (typeof value === 'number' && !Number.isNaN(value)) || typeof value === 'bigint';
}

/** Whether every non-null cell is numeric (an all-null column counts as a float column of NaN). */
export function isNumericColumn(values: readonly unknown[]): boolean {
  return values.every((v) => isNull(v) || isNumericValue(v));
}

function typeRank(value: unknown): number {
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
    return 0;
  if (value instanceof Date) return 1;
  if (typeof value === 'string') return 2;
  return 3;
}

/**
 * Total order on non-null cells: numbers (and booleans) < dates < strings < others. Mixed types
 * would raise in pandas; ordering them by type keeps results deterministic instead.
 */
export function compareValues(a: unknown, b: unknown): number {
  const ra = typeRank(a);
  const rb = typeRank(b);
  if (ra !== rb) return ra - rb;
  if (ra === 0) return Number(a) - Number(b);
  if (ra === 1) return (a as Date).getTime() - (b as Date).getTime();
  const sa = ra === 2 ? (a as string) : String(a);
  const sb = rb === 2 ? (b as string) : String(b);
  return sa < sb ? -1 : sa > sb ? 1 : 0;
}

/** `compareValues` with nulls last whatever the direction (pandas `na_position="last"`). */
export function compareNullsLast(a: unknown, b: unknown, ascending = true): number {
  const na = isNull(a);
  const nb = isNull(b);
  if (na || nb) return na === nb ? 0 : na ? 1 : -1;
  return ascending ? compareValues(a, b) : compareValues(b, a);
}

/** Lexicographic order of tuples, element-wise `compareNullsLast`. */
export function compareTuples(a: readonly unknown[], b: readonly unknown[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i += 1) {
    const c = compareNullsLast(a[i], b[i]);
    if (c !== 0) return c;
  }
  return a.length - b.length;
}

/** A string identifying a cell value for grouping and joining (equal values, equal keys). */
export function valueKey(value: unknown): string {
  if (isNull(value)) return '\u0000';
  if (value instanceof Date) return `d${value.getTime()}`;
  if (typeof value === 'number' || typeof value === 'bigint') return `n${String(value)}`;
  if (typeof value === 'boolean') return `b${String(value)}`;
  if (typeof value === 'string') return `s${value}`;
  return `o${JSON.stringify(value)}`;
}

/** Numbers for a level whose non-null cells are all numbers (or booleans), or all dates; else null. */
function numericLevel(values: readonly unknown[]): Float64Array | null {
  const out = new Float64Array(values.length);
  let kind: 'number' | 'date' | null = null;
  for (let i = 0; i < values.length; i += 1) {
    const v = values[i];
    let k: 'number' | 'date';
    if (isNull(v)) {
      out[i] = NaN;
      continue;
    } else if (typeof v === 'number' || typeof v === 'boolean') {
      out[i] = Number(v);
      k = 'number';
    } else if (v instanceof Date) {
      out[i] = v.getTime();
      k = 'date';
    } else return null;
    if (kind !== null && kind !== k) return null;
    kind = k;
  }
  return out;
}

/**
 * Sorts items by their tuples (`compareTuples` order, optionally descending per level, nulls
 * always last), comparing numeric and date levels as plain numbers for speed. Stable.
 */
export function sortByTuple<T>(
  items: readonly T[],
  tupleOf: (item: T) => readonly unknown[],
  ascending?: readonly boolean[],
): T[] {
  if (items.length < 2) return [...items];
  const tuples = items.map(tupleOf);
  const width = Math.max(...tuples.map((t) => t.length));
  const levels = Array.from({ length: width }, (_, l) => numericLevel(tuples.map((t) => t[l])));
  const order = items.map((_, i) => i);
  order.sort((a, b) => {
    for (let l = 0; l < width; l += 1) {
      const numbers = levels[l];
      let c: number;
      if (numbers) {
        const x = numbers[a];
        const y = numbers[b];
        c =
          x !== x || y !== y
            ? x !== x
              ? y !== y
                ? 0
                : 1
              : -1
            : ascending?.[l] === false
              ? y - x
              : x - y;
      } else {
        c = compareNullsLast(tuples[a][l], tuples[b][l], ascending?.[l] !== false);
      }
      if (c !== 0) return c;
    }
    return tuples[a].length - tuples[b].length;
  });
  return order.map((i) => items[i]);
}

/** `valueKey` of a tuple. */
export function tupleKey(values: readonly unknown[]): string {
  if (values.length === 1) return valueKey(values[0]);
  let key = '';
  for (let i = 0; i < values.length; i += 1) key += (i ? '\u001f' : '') + valueKey(values[i]);
  return key;
}

/** Python `repr(float)`: shortest round-trip digits, `.0` on integers, exponent below 1e-4 or from 1e16. */
export function pyFloatRepr(x: number): string {
  if (Number.isNaN(x)) return 'nan';
  if (!Number.isFinite(x)) return x > 0 ? 'inf' : '-inf';
  if (x === 0) return Object.is(x, -0) ? '-0.0' : '0.0';
  const [mantissa, expText] = x.toExponential().split('e');
  const exp = Number(expText);
  const digits = mantissa.replace('-', '').replace('.', '');
  const sign = x < 0 ? '-' : '';
  if (exp < -4 || exp >= 16) {
    const m = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    return `${sign}${m}e${exp < 0 ? '-' : '+'}${String(Math.abs(exp)).padStart(2, '0')}`;
  }
  if (exp < 0) return `${sign}0.${'0'.repeat(-exp - 1)}${digits}`;
  if (digits.length <= exp + 1) return `${sign}${digits}${'0'.repeat(exp + 1 - digits.length)}.0`;
  return `${sign}${digits.slice(0, exp + 1)}.${digits.slice(exp + 1)}`;
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** pandas `str(Timestamp)` of a naive timestamp kept as UTC: `2024-01-31 00:00:00[.ffffff]`. */
export function formatTimestamp(d: Date): string {
  const base = `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  const ms = d.getUTCMilliseconds();
  return ms ? `${base}.${pad(ms, 3)}000` : base;
}

/**
 * Python `str()` of a header component. JS cannot tell 3 from 3.0, so integral numbers print
 * as integers (Python prints a float column's 3.0 as "3.0").
 */
export function pyStr(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number')
    return Number.isInteger(value) && Math.abs(value) < 1e16 ? String(value) : pyFloatRepr(value);
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (value instanceof Date) return formatTimestamp(value);
  if (value === null || value === undefined) return 'None';
  return String(value);
}

/** numpy `rint`: round half to even. */
export function rint(y: number): number {
  return Math.abs(y % 1) === 0.5 ? 2 * Math.round(y / 2) : Math.round(y);
}

/** numpy `round(x, decimals)` (half to even, via scaling as numpy does). */
export function roundHalfEven(x: number, decimals: number): number {
  if (!Number.isFinite(x)) return x;
  if (decimals >= 0) {
    const f = 10 ** decimals;
    return rint(x * f) / f;
  }
  const f = 10 ** -decimals;
  return rint(x / f) * f;
}

/** NaN becomes null; ±Infinity is kept (the serialiser writes it as null, as Superset does). */
export function nanToNull(x: number): number | null {
  return Number.isNaN(x) ? null : x;
}
