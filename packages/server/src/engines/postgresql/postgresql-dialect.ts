import { translateStrftime } from '../strftime.ts';
import {
  BASE_DIALECT,
  isDateType,
  isTimestampType,
  isoDate,
  isoDateTimeMicros,
  type SqlDialect,
} from '../sql-dialect.ts';
import type { SqlLexicalRules } from '../engine-contract.ts';

/** strftime directives in TO_TIMESTAMP's template patterns. */
const PG_DIRECTIVES: Record<string, string> = {
  Y: 'YYYY',
  y: 'YY',
  m: 'MM',
  d: 'DD',
  H: 'HH24',
  I: 'HH12',
  M: 'MI',
  S: 'SS',
  f: 'US',
  j: 'DDD',
  b: 'Mon',
  B: 'Month',
  p: 'AM',
};

/** PostgreSQL: standard_conforming_strings (backslashes are literal); TO_DATE / TO_TIMESTAMP bounds; 63-char aliases. */
export const postgresqlDialect: SqlDialect = {
  ...BASE_DIALECT,
  dateTimeLiteral(d, nativeType) {
    if (isDateType(nativeType)) return `TO_DATE(${this.quoteString(isoDate(d))}, 'YYYY-MM-DD')`;
    if (isTimestampType(nativeType))
      return `TO_TIMESTAMP(${this.quoteString(isoDateTimeMicros(d))}, 'YYYY-MM-DD HH24:MI:SS.US')`;
    return this.quoteString(isoDateTimeMicros(d));
  },
  // NUL cannot be stored in a PostgreSQL string; dropping it keeps the query valid.
  quoteString: (s) => `'${s.replace(/\0/g, '').replace(/'/g, "''")}'`,
  epochToTimestamp: (expr) => `(timestamp 'epoch' + ${expr} * interval '1 second')`,
  // TO_TIMESTAMP reads the session's zone and returns timestamptz: cast back to the wall-clock timestamp.
  parseTimestamp(text, format) {
    const pattern = translateStrftime(format, PG_DIRECTIVES, (t) =>
      /[A-Za-z0-9]/.test(t) ? `"${t.replace(/["\\]/g, '\\$&')}"` : t,
    );
    return pattern === null
      ? null
      : `CAST(TO_TIMESTAMP(${text}, ${this.quoteString(pattern)}) AS TIMESTAMP)`;
  },
  maxAliasLength: 63,
};

/**
 * PostgreSQL lexical rules: `"..."` identifiers; `E'...'` strings with backslash escapes (plain
 * strings keep backslashes, standard_conforming_strings); `$tag$...$tag$` strings; block comments nest.
 */
export const postgresqlLexicalRules: SqlLexicalRules = {
  identifierQuotes: { '"': '"' },
  doubleQuotedStrings: false,
  backslashEscapes: false,
  escapeStrings: true,
  dollarQuoting: true,
  hashComments: false,
  dashCommentNeedsSpace: false,
  nestedBlockComments: true,
};
