import {
  BASE_DIALECT,
  isDateType,
  isoDate,
  isoDateTimeMicros,
  type SqlDialect,
} from '../sql-dialect.ts';
import type { SqlLexicalRules } from '../engine-contract.ts';

/** DuckDB: ANSI literals; DATE columns compare against DATE literals (docs/query-object.md §2.7 Impl). */
export const duckdbDialect: SqlDialect = {
  ...BASE_DIALECT,
  columnTypes: { ...BASE_DIALECT.columnTypes, float: 'DOUBLE', text: 'VARCHAR' },
  dateTimeLiteral(d, nativeType) {
    return isDateType(nativeType)
      ? `DATE ${this.quoteString(isoDate(d))}`
      : this.quoteString(isoDateTimeMicros(d));
  },
  // DuckDB's strptime speaks Python's directives; try_ gives NULL for a value that does not match.
  parseTimestamp(text, format) {
    return `try_strptime(${text}, ${this.quoteString(format)})`;
  },
};

/** DuckDB lexical rules: PostgreSQL's (`"..."` identifiers, `E'...'` and `$tag$` strings, nested block comments). */
export const duckdbLexicalRules: SqlLexicalRules = {
  identifierQuotes: { '"': '"' },
  doubleQuotedStrings: false,
  backslashEscapes: false,
  escapeStrings: true,
  dollarQuoting: true,
  hashComments: false,
  dashCommentNeedsSpace: false,
  nestedBlockComments: true,
};
