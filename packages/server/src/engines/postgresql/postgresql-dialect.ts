import { BASE_DIALECT, isDateType, isTimestampType, isoDate, isoDateTimeMicros, type SqlDialect } from '../sql-dialect.ts';

/** PostgreSQL: standard_conforming_strings (backslashes are literal); TO_DATE / TO_TIMESTAMP bounds; 63-char aliases. */
export const postgresqlDialect: SqlDialect = {
  ...BASE_DIALECT,
  dateTimeLiteral(d, nativeType) {
    if (isDateType(nativeType)) return `TO_DATE(${this.quoteString(isoDate(d))}, 'YYYY-MM-DD')`;
    if (isTimestampType(nativeType)) return `TO_TIMESTAMP(${this.quoteString(isoDateTimeMicros(d))}, 'YYYY-MM-DD HH24:MI:SS.US')`;
    return this.quoteString(isoDateTimeMicros(d));
  },
  // NUL cannot be stored in a PostgreSQL string; dropping it keeps the query valid.
  quoteString: (s) => `'${s.replace(/\0/g, '').replace(/'/g, "''")}'`,
  epochToTimestamp: (expr) => `(timestamp 'epoch' + ${expr} * interval '1 second')`,
  maxAliasLength: 63,
};
