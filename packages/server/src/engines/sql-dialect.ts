/**
 * How an engine spells the SQL the chart-data compiler emits. Every user value reaches SQL through
 * `quoteString` (or as a number that is checked finite), so this is the escaping boundary.
 * `BASE_DIALECT` holds the ANSI defaults; an engine overrides only what differs.
 */
export interface SqlDialect {
  /** A string literal with the engine's escaping. */
  quoteString(s: string): string;
  /** A boolean literal as used by `IS TRUE` and equality (SQLite: 1 / 0). */
  booleanLiteral(b: boolean): string;
  /** A bound for a temporal comparison against a column of `nativeType` (docs/query-object.md §2.7). */
  dateTimeLiteral(d: Date, nativeType: string | null): string;
  /** Case-insensitive LIKE. */
  ilike(expr: string, pattern: string, negate?: boolean): string;
  /** Casts an expression to text (LIKE on non-string columns). */
  castToString(expr: string): string;
  /** The LIMIT/OFFSET tail; empty when both are null. */
  limitOffset(limit: number | null, offset: number | null): string;
  /** Epoch seconds (an expression) as a timestamp, for `epoch_s`/`epoch_ms` columns (docs/query-object.md §3.8). */
  epochToTimestamp(expr: string): string;
  /**
   * A text expression parsed as a timestamp with a strftime `python_date_format` (docs/query-object.md
   * §3.8; `%Y` years kept as integers or strings); null when the engine cannot parse that pattern.
   */
  parseTimestamp(text: string, format: string): string | null;
  /** Longest alias the engine keeps; longer labels are replaced by their md5 (null: no limit). */
  maxAliasLength: number | null;
  /** The column type CREATE TABLE uses for each kind of value of an uploaded file (docs/api.md "Upload"). */
  columnTypes: Readonly<Record<ValueKind, string>>;
}

/** The kinds of value a file upload tells apart (CSV cells, Excel cells, Parquet columns). */
export type ValueKind = 'integer' | 'float' | 'boolean' | 'date' | 'timestamp' | 'text';

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
/** 'YYYY-MM-DD' of a UTC wall-clock date. */
export const isoDate = (d: Date): string =>
  `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
/** 'YYYY-MM-DD HH:MM:SS' of a UTC wall-clock date. */
export const isoDateTime = (d: Date): string =>
  `${isoDate(d)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
/** 'YYYY-MM-DD HH:MM:SS.ffffff'. */
export const isoDateTimeMicros = (d: Date): string =>
  `${isoDateTime(d)}.${pad(d.getUTCMilliseconds(), 3)}000`;

/** Whether a native type names a DATE (not a timestamp). */
export const isDateType = (t: string | null): boolean => !!t && /^date$/i.test(t.trim());
/** Whether a native type names a timestamp/datetime. */
export const isTimestampType = (t: string | null): boolean =>
  !!t && /^(timestamp|datetime)/i.test(t.trim());

/** ANSI defaults shared by the engines. */
export const BASE_DIALECT: SqlDialect = {
  quoteString: (s) => `'${s.replace(/'/g, "''")}'`,
  booleanLiteral: (b) => (b ? 'true' : 'false'),
  dateTimeLiteral(d) {
    return this.quoteString(isoDateTimeMicros(d));
  },
  ilike(expr, pattern, negate = false) {
    return `${expr} ${negate ? 'NOT ILIKE' : 'ILIKE'} ${pattern}`;
  },
  castToString: (expr) => `CAST(${expr} AS VARCHAR)`,
  epochToTimestamp: (expr) => `to_timestamp(${expr})`,
  parseTimestamp: () => null,
  limitOffset(limit, offset) {
    const parts: string[] = [];
    if (limit !== null) parts.push(`LIMIT ${limit}`);
    if (offset !== null && offset > 0) parts.push(`OFFSET ${offset}`);
    return parts.join(' ');
  },
  maxAliasLength: null,
  // The types pandas' to_sql creates through SQLAlchemy, as Superset's uploads get them.
  columnTypes: {
    integer: 'BIGINT',
    float: 'DOUBLE PRECISION',
    boolean: 'BOOLEAN',
    date: 'DATE',
    timestamp: 'TIMESTAMP',
    text: 'TEXT',
  },
};

/** `lower(a) LIKE lower(b)`, for engines without ILIKE. */
export function lowerLike(expr: string, pattern: string, negate = false): string {
  return `lower(${expr}) ${negate ? 'NOT LIKE' : 'LIKE'} lower(${pattern})`;
}
