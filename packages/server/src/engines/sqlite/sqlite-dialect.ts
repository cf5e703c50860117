import { fixedWidthIsoText } from '../strftime.ts';
import {
  BASE_DIALECT,
  isDateType,
  isoDate,
  isoDateTime,
  lowerLike,
  type SqlDialect,
} from '../sql-dialect.ts';
import type { SqlLexicalRules } from '../engine-contract.ts';

/** SQLite: no ILIKE, booleans are 1/0, dates are text compared lexicographically. */
export const sqliteDialect: SqlDialect = {
  ...BASE_DIALECT,
  // SQLAlchemy's names: BIGINT and FLOAT get INTEGER and REAL affinity, dates are ISO text.
  columnTypes: { ...BASE_DIALECT.columnTypes, float: 'FLOAT' },
  booleanLiteral: (b) => (b ? '1' : '0'),
  // Superset emits '... 00:00:00.000000' for DATE columns, which sorts after the bare date and drops the
  // start day; a DATE column gets 'YYYY-MM-DD' instead (docs/query-object.md §2.7 Impl).
  dateTimeLiteral(d, nativeType) {
    return this.quoteString(isDateType(nativeType) ? isoDate(d) : isoDateTime(d));
  },
  ilike: lowerLike,
  castToString: (expr) => `CAST(${expr} AS TEXT)`,
  epochToTimestamp: (expr) => `datetime(${expr}, 'unixepoch')`,
  // SQLite has no strptime: fixed-width patterns (%Y %m %d %H %M %S) are cut into ISO text by position.
  parseTimestamp(text, format) {
    const iso = fixedWidthIsoText(text, format, (s) => this.quoteString(s));
    return iso === null ? null : `datetime(${iso})`;
  },
  limitOffset(limit, offset) {
    if (limit === null && (offset ?? 0) === 0) return '';
    return `LIMIT ${limit ?? -1} OFFSET ${offset ?? 0}`;
  },
};

/** SQLite lexical rules: `"..."`, `` `...` `` and `[...]` identifiers; block comments do not nest. */
export const sqliteLexicalRules: SqlLexicalRules = {
  identifierQuotes: { '"': '"', '`': '`', '[': ']' },
  doubleQuotedStrings: false,
  backslashEscapes: false,
  escapeStrings: false,
  dollarQuoting: false,
  hashComments: false,
  dashCommentNeedsSpace: false,
  nestedBlockComments: false,
};
