import { BASE_DIALECT, isDateType, isTimestampType, isoDate, isoDateTimeMicros, lowerLike, type SqlDialect } from '../sql-dialect.ts';

/** MySQL/MariaDB: backslash is an escape character in strings; no ILIKE; STR_TO_DATE bounds; 64-char aliases. */
export const mysqlDialect: SqlDialect = {
  ...BASE_DIALECT,
  quoteString: (s) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "''").replace(/\0/g, '\\0')}'`,
  dateTimeLiteral(d, nativeType) {
    if (isDateType(nativeType)) return `STR_TO_DATE(${this.quoteString(isoDate(d))}, '%Y-%m-%d')`;
    if (isTimestampType(nativeType)) return `STR_TO_DATE(${this.quoteString(isoDateTimeMicros(d))}, '%Y-%m-%d %H:%i:%s.%f')`;
    return this.quoteString(isoDateTimeMicros(d));
  },
  ilike: lowerLike,
  castToString: (expr) => `CAST(${expr} AS CHAR)`,
  epochToTimestamp: (expr) => `from_unixtime(${expr})`,
  maxAliasLength: 64,
};
