/**
 * A small SQL lexer that knows where each target database puts string literals, quoted identifiers
 * and comments. The sanitiser and the statement splitter both rely on it, so that "what is code"
 * is decided by the database's own rules, not by the SQL parser's (node-sql-parser treats `\'` as
 * an escape in every dialect, PostgreSQL/SQLite/DuckDB do not).
 *
 * Quirks per dialect:
 * - postgresql, duckdb: `"..."` identifiers; `E'...'` strings with backslash escapes; `$tag$...$tag$`
 *   strings; block comments nest.
 * - sqlite: `"..."`, `` `...` `` and `[...]` identifiers; block comments do not nest.
 * - mysql: `'...'` and `"..."` are strings with backslash escapes; `` `...` `` identifiers; `#` starts
 *   a line comment; `--` starts one only when followed by a space or control character (`a--1` is
 *   `a - -1`); block comments do not nest.
 */

/** The SQL dialects the sanitiser and the parser know (DuckDB uses the PostgreSQL grammar). */
export type SqlParserDialect = 'sqlite' | 'duckdb' | 'postgresql' | 'mysql';

/** The dialects accepted by the sanitiser, for validation of configuration. */
export const SQL_PARSER_DIALECTS: readonly SqlParserDialect[] = ['sqlite', 'duckdb', 'postgresql', 'mysql'];

/** Kinds of lexical tokens. `quoted` is a quoted identifier; `op` is any other single character. */
export type SqlTokenKind = 'space' | 'comment' | 'string' | 'quoted' | 'word' | 'number' | 'param' | 'semicolon' | 'open' | 'close' | 'comma' | 'op';

/** One token: its kind and its exact source text. */
export interface SqlToken {
  kind: SqlTokenKind;
  text: string;
}

/** The token list of a text; `unterminated` names a string/identifier/comment left open at the end. */
export interface SqlTokens {
  tokens: SqlToken[];
  unterminated: 'string' | 'quoted' | 'comment' | null;
}

const WORD_START = /[A-Za-z_\u0080-\uffff]/;
const WORD_CHAR = /[A-Za-z0-9_$\u0080-\uffff]/;
const NUMBER = /^(?:0[xX][0-9A-Fa-f]+|(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)/;
const DOLLAR_TAG = /^\$(?:[A-Za-z_\u0080-\uffff][A-Za-z0-9_\u0080-\uffff]*)?\$/;

const isPgFamily = (d: SqlParserDialect): boolean => d === 'postgresql' || d === 'duckdb';

/** Throws on a dialect the sanitiser does not know (no silent fallback to another grammar). */
export function assertSqlParserDialect(dialect: string): asserts dialect is SqlParserDialect {
  if (!(SQL_PARSER_DIALECTS as readonly string[]).includes(dialect)) {
    throw new Error(`Unknown SQL dialect for the SQL parser: ${dialect}`);
  }
}

/** Splits `sql` into tokens by the rules of `dialect` (see the file comment). Never throws. */
export function tokenizeSql(sql: string, dialect: SqlParserDialect): SqlTokens {
  assertSqlParserDialect(dialect);
  const tokens: SqlToken[] = [];
  let unterminated: SqlTokens['unterminated'] = null;
  let i = 0;
  const push = (kind: SqlTokenKind, end: number) => {
    tokens.push({ kind, text: sql.slice(i, end) });
    i = end;
  };
  while (i < sql.length) {
    const c = sql[i];
    const next = sql[i + 1] ?? '';
    if (/\s/.test(c)) {
      let j = i + 1;
      while (j < sql.length && /\s/.test(sql[j])) j++;
      push('space', j);
    } else if (c === '-' && next === '-' && (dialect !== 'mysql' || isMysqlDashCommentStart(sql[i + 2]))) {
      push('comment', lineEnd(sql, i));
    } else if (c === '#' && dialect === 'mysql') {
      push('comment', lineEnd(sql, i));
    } else if (c === '/' && next === '*') {
      const end = blockCommentEnd(sql, i, isPgFamily(dialect));
      if (end < 0) unterminated = 'comment';
      push('comment', end < 0 ? sql.length : end);
    } else if (c === "'") {
      const end = quotedEnd(sql, i, "'", dialect === 'mysql');
      if (end < 0) unterminated = 'string';
      push('string', end < 0 ? sql.length : end);
    } else if (c === '"') {
      const isString = dialect === 'mysql';
      const end = quotedEnd(sql, i, '"', isString);
      if (end < 0) unterminated = isString ? 'string' : 'quoted';
      push(isString ? 'string' : 'quoted', end < 0 ? sql.length : end);
    } else if (c === '`' && (dialect === 'mysql' || dialect === 'sqlite')) {
      const end = quotedEnd(sql, i, '`', false);
      if (end < 0) unterminated = 'quoted';
      push('quoted', end < 0 ? sql.length : end);
    } else if (c === '[' && dialect === 'sqlite') {
      const close = sql.indexOf(']', i + 1);
      if (close < 0) unterminated = 'quoted';
      push('quoted', close < 0 ? sql.length : close + 1);
    } else if (c === '$' && isPgFamily(dialect) && DOLLAR_TAG.test(sql.slice(i))) {
      const tag = DOLLAR_TAG.exec(sql.slice(i))![0];
      const close = sql.indexOf(tag, i + tag.length);
      if (close < 0) unterminated = 'string';
      push('string', close < 0 ? sql.length : close + tag.length);
    } else if ((c === 'E' || c === 'e') && next === "'" && isPgFamily(dialect)) {
      const end = quotedEnd(sql, i + 1, "'", true);
      if (end < 0) unterminated = 'string';
      push('string', end < 0 ? sql.length : end);
    } else if (WORD_START.test(c)) {
      let j = i + 1;
      while (j < sql.length && WORD_CHAR.test(sql[j])) j++;
      push('word', j);
    } else if (/[0-9]/.test(c) || (c === '.' && /[0-9]/.test(next))) {
      let j = i + NUMBER.exec(sql.slice(i))![0].length;
      // MySQL identifiers may start with digits (`1abc`); keep such a run in one token.
      while (j < sql.length && WORD_CHAR.test(sql[j])) j++;
      push('number', j);
    } else if ((c === '$' || c === '?' || c === ':' || c === '@') && /[A-Za-z0-9_]/.test(next) && !(c === ':' && sql[i - 1] === ':')) {
      let j = i + 1;
      while (j < sql.length && WORD_CHAR.test(sql[j])) j++;
      push('param', j);
    } else if (c === ';') {
      push('semicolon', i + 1);
    } else if (c === '(') {
      push('open', i + 1);
    } else if (c === ')') {
      push('close', i + 1);
    } else if (c === ',') {
      push('comma', i + 1);
    } else {
      push('op', i + 1);
    }
  }
  return { tokens, unterminated };
}

/** MySQL: `--` opens a comment only when followed by whitespace, a control character or the end. */
function isMysqlDashCommentStart(ch: string | undefined): boolean {
  return ch === undefined || ch <= ' ';
}

function lineEnd(sql: string, from: number): number {
  const nl = sql.indexOf('\n', from);
  return nl < 0 ? sql.length : nl;
}

function blockCommentEnd(sql: string, from: number, nested: boolean): number {
  let depth = 0;
  let i = from;
  while (i < sql.length) {
    if (sql[i] === '/' && sql[i + 1] === '*' && (nested || depth === 0)) {
      depth++;
      i += 2;
    } else if (sql[i] === '*' && sql[i + 1] === '/') {
      depth--;
      i += 2;
      if (depth === 0) return i;
    } else {
      i++;
    }
  }
  return -1;
}

/** End (exclusive) of a quoted run opened at `from`; a doubled quote escapes it; -1 when unterminated. */
function quotedEnd(sql: string, from: number, quote: string, backslashEscapes: boolean): number {
  let i = from + 1;
  while (i < sql.length) {
    const c = sql[i];
    if (backslashEscapes && c === '\\') {
      i += 2;
    } else if (c === quote) {
      if (sql[i + 1] === quote) i += 2;
      else return i + 1;
    } else {
      i++;
    }
  }
  return -1;
}

/** The tokens that carry meaning (no whitespace, no comments). */
export function significantTokens(tokens: readonly SqlToken[]): SqlToken[] {
  return tokens.filter((t) => t.kind !== 'space' && t.kind !== 'comment');
}
