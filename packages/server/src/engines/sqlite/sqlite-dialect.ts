import { BASE_DIALECT, isDateType, isoDate, isoDateTime, lowerLike, type SqlDialect } from '../sql-dialect.ts';

/** SQLite: no ILIKE, booleans are 1/0, dates are text compared lexicographically. */
export const sqliteDialect: SqlDialect = {
  ...BASE_DIALECT,
  booleanLiteral: (b) => (b ? '1' : '0'),
  // Superset emits '... 00:00:00.000000' for DATE columns, which sorts after the bare date and drops the
  // start day; a DATE column gets 'YYYY-MM-DD' instead (docs/query-object.md §2.7 Impl).
  dateTimeLiteral(d, nativeType) {
    return this.quoteString(isDateType(nativeType) ? isoDate(d) : isoDateTime(d));
  },
  ilike: lowerLike,
  castToString: (expr) => `CAST(${expr} AS TEXT)`,
  epochToTimestamp: (expr) => `datetime(${expr}, 'unixepoch')`,
  limitOffset(limit, offset) {
    if (limit === null && (offset ?? 0) === 0) return '';
    return `LIMIT ${limit ?? -1} OFFSET ${offset ?? 0}`;
  },
};
