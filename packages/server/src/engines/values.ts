/** Value conversions shared by the drivers: everything a QueryResult holds must be JSON-safe or a Date. */

/** A bigint as a number when that is exact, otherwise its decimal string. */
export function bigintToJson(v: bigint): number | string {
  return v >= BigInt(Number.MIN_SAFE_INTEGER) && v <= BigInt(Number.MAX_SAFE_INTEGER)
    ? Number(v)
    : v.toString();
}

/** Binary values as PostgreSQL's hex text (`\x0a1b`), so they survive JSON. */
export function bytesToString(b: Uint8Array): string {
  return `\\x${Buffer.from(b.buffer, b.byteOffset, b.byteLength).toString('hex')}`;
}

const TEMPORAL_RE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/**
 * Parses a date or date-time text into a Date. Values without a zone are read as UTC wall-clock time
 * (dates become UTC midnight); returns null for anything else, including MySQL's zero dates.
 */
export function parseTemporal(s: string): Date | null {
  const m = TEMPORAL_RE.exec(s.trim());
  if (!m) return null;
  const [, y, mo, d, h = '0', mi = '0', sec = '0', frac = '', zone] = m;
  if (Number(mo) < 1 || Number(mo) > 12 || Number(d) < 1 || Number(d) > 31) return null;
  const ms = frac ? Math.min(999, Math.round(Number(`0.${frac}`) * 1000)) : 0;
  const utc = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not map years 0-99 to 1900-1999.
  utc.setUTCFullYear(Number(y), Number(mo) - 1, Number(d));
  utc.setUTCHours(Number(h), Number(mi), Number(sec), ms);
  let t = utc.getTime();
  if (zone && zone.toUpperCase() !== 'Z') {
    const sign = zone.startsWith('-') ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    const offsetMin = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4) || '0');
    t -= sign * offsetMin * 60_000;
  }
  const date = new Date(t);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `YYYY-MM-DD HH:MM:SS[.mmm]` in UTC: the text form SQLite's date functions compare and produce. */
export function formatSqlDateTime(d: Date): string {
  const iso = d.toISOString();
  const base = `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
  return d.getUTCMilliseconds() ? `${base}${iso.slice(19, 23)}` : base;
}

/** Makes a nested driver value JSON-safe: bigints, binary data and nested lists/structs are converted. */
export function toJsonSafe(v: unknown): unknown {
  if (v === null || v === undefined) return null;
  switch (typeof v) {
    case 'bigint':
      return bigintToJson(v);
    case 'number':
      return Number.isFinite(v) ? v : null;
    case 'object':
      if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v;
      if (v instanceof Uint8Array) return bytesToString(v);
      if (Array.isArray(v)) return v.map(toJsonSafe);
      return Object.fromEntries(
        Object.entries(v as Record<string, unknown>).map(([k, x]) => [k, toJsonSafe(x)]),
      );
    default:
      return v;
  }
}
