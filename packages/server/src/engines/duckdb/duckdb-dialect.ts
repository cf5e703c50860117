import { BASE_DIALECT, isDateType, isoDate, isoDateTimeMicros, type SqlDialect } from '../sql-dialect.ts';

/** DuckDB: ANSI literals; DATE columns compare against DATE literals (docs/query-object.md §2.7 Impl). */
export const duckdbDialect: SqlDialect = {
  ...BASE_DIALECT,
  dateTimeLiteral(d, nativeType) {
    return isDateType(nativeType) ? `DATE ${this.quoteString(isoDate(d))}` : this.quoteString(isoDateTimeMicros(d));
  },
};
