import { completeDatePattern, translateStrftime } from '../strftime.ts';
import {
  BASE_DIALECT,
  isDateType,
  isTimestampType,
  isoDate,
  isoDateTimeMicros,
  lowerLike,
  type SqlDialect,
} from '../sql-dialect.ts';
import type { SqlLexicalRules } from '../engine-contract.ts';

/** strftime directives in STR_TO_DATE's format. */
const MYSQL_DIRECTIVES: Record<string, string> = {
  Y: '%Y',
  y: '%y',
  m: '%m',
  d: '%d',
  H: '%H',
  I: '%h',
  M: '%i',
  S: '%s',
  f: '%f',
  j: '%j',
  b: '%b',
  B: '%M',
  p: '%p',
};

/** MySQL/MariaDB: backslash is an escape character in strings; no ILIKE; STR_TO_DATE bounds; 64-char aliases. */
export const mysqlDialect: SqlDialect = {
  ...BASE_DIALECT,
  columnTypes: { ...BASE_DIALECT.columnTypes, float: 'DOUBLE', timestamp: 'DATETIME(6)' },
  quoteString: (s) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "''").replace(/\0/g, '\\0')}'`,
  dateTimeLiteral(d, nativeType) {
    if (isDateType(nativeType)) return `STR_TO_DATE(${this.quoteString(isoDate(d))}, '%Y-%m-%d')`;
    if (isTimestampType(nativeType))
      return `STR_TO_DATE(${this.quoteString(isoDateTimeMicros(d))}, '%Y-%m-%d %H:%i:%s.%f')`;
    return this.quoteString(isoDateTimeMicros(d));
  },
  ilike: lowerLike,
  castToString: (expr) => `CAST(${expr} AS CHAR)`,
  epochToTimestamp: (expr) => `from_unixtime(${expr})`,
  // STR_TO_DATE leaves missing parts at 0 ('2006-00-00'), so a pattern without month or day gets '-01'.
  parseTimestamp(text, format) {
    const { format: full, suffix } = completeDatePattern(format);
    const pattern = translateStrftime(full, MYSQL_DIRECTIVES, (t) => t.replace(/%/g, '%%'));
    return pattern === null
      ? null
      : `STR_TO_DATE(${suffix ? `CONCAT(${text}, ${this.quoteString(suffix)})` : text}, ${this.quoteString(pattern)})`;
  },
  maxAliasLength: 64,
};

/**
 * MySQL lexical rules: `'...'` and `"..."` are strings with backslash escapes; `` `...` `` identifiers;
 * `#` starts a line comment; `--` starts one only when followed by a space or control character
 * (`a--1` is `a - -1`); block comments do not nest.
 */
export const mysqlLexicalRules: SqlLexicalRules = {
  identifierQuotes: { '`': '`' },
  doubleQuotedStrings: true,
  backslashEscapes: true,
  escapeStrings: false,
  dollarQuoting: false,
  hashComments: true,
  dashCommentNeedsSpace: true,
  nestedBlockComments: false,
};
