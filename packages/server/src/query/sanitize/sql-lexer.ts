import type { SqlLexicalRules } from '../../engines/engine-contract.ts';
import { getEngine } from '../../engines/registry.ts';
import { assertSqlParserDialect, type SqlParserDialect } from './sql-parser-loader.ts';

/**
 * A small SQL lexer that reads where a database puts string literals, quoted identifiers and
 * comments from that engine's `lexicalRules` (declared in `engines/<id>/<id>-dialect.ts`, where each
 * engine lists its quirks). The sanitiser and the statement splitter both rely on it, so that "what
 * is code" is decided by the database's own rules, not by the SQL parser's (node-sql-parser treats
 * `\'` as an escape in every dialect, PostgreSQL/SQLite/DuckDB do not). The lexer knows no engine
 * by name: a new engine declares its rules and needs no change here.
 */

/** Kinds of lexical tokens. `quoted` is a quoted identifier; `op` is any other single character. */
export type SqlTokenKind =
  | 'space'
  | 'comment'
  | 'string'
  | 'quoted'
  | 'word'
  | 'number'
  | 'param'
  | 'semicolon'
  | 'open'
  | 'close'
  | 'comma'
  | 'op';

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

/** The lexical rules of the engine whose id is `dialect` (engines/<id>/<id>-dialect.ts). */
export function lexicalRulesOf(dialect: SqlParserDialect): SqlLexicalRules {
  assertSqlParserDialect(dialect);
  return getEngine(dialect).lexicalRules;
}

/** Splits `sql` into tokens by the lexical rules of the engine `dialect`. Never throws on any text. */
export function tokenizeSql(sql: string, dialect: SqlParserDialect): SqlTokens {
  return lexSql(sql, lexicalRulesOf(dialect));
}

/** Splits `sql` into tokens by `rules`. Never throws. */
export function lexSql(sql: string, rules: SqlLexicalRules): SqlTokens {
  const tokens: SqlToken[] = [];
  let unterminated: SqlTokens['unterminated'] = null;
  let i = 0;
  const push = (kind: SqlTokenKind, end: number) => {
    tokens.push({ kind, text: sql.slice(i, end) });
    i = end;
  };
  /** Pushes a run that ends at `end` (-1: left open, up to the end of the text). */
  const pushRun = (kind: 'string' | 'quoted' | 'comment', end: number) => {
    if (end < 0) unterminated = kind;
    push(kind, end < 0 ? sql.length : end);
  };
  while (i < sql.length) {
    const c = sql[i];
    const next = sql[i + 1] ?? '';
    const identifierClose = Object.hasOwn(rules.identifierQuotes, c)
      ? rules.identifierQuotes[c]
      : undefined;
    if (/\s/.test(c)) {
      let j = i + 1;
      while (j < sql.length && /\s/.test(sql[j])) j++;
      push('space', j);
    } else if (
      c === '-' &&
      next === '-' &&
      (!rules.dashCommentNeedsSpace || isDashCommentSpace(sql[i + 2]))
    ) {
      push('comment', lineEnd(sql, i));
    } else if (c === '#' && rules.hashComments) {
      push('comment', lineEnd(sql, i));
    } else if (c === '/' && next === '*') {
      pushRun('comment', blockCommentEnd(sql, i, rules.nestedBlockComments));
    } else if (c === "'" || (c === '"' && rules.doubleQuotedStrings)) {
      pushRun('string', quotedEnd(sql, i, c, rules.backslashEscapes));
    } else if (identifierClose !== undefined) {
      pushRun(
        'quoted',
        identifierClose === c ? quotedEnd(sql, i, c, false) : closedEnd(sql, i, identifierClose),
      );
    } else if (c === '$' && rules.dollarQuoting && DOLLAR_TAG.test(sql.slice(i))) {
      const tag = DOLLAR_TAG.exec(sql.slice(i))![0];
      const close = sql.indexOf(tag, i + tag.length);
      pushRun('string', close < 0 ? -1 : close + tag.length);
    } else if ((c === 'E' || c === 'e') && next === "'" && rules.escapeStrings) {
      pushRun('string', quotedEnd(sql, i + 1, "'", true));
    } else if (WORD_START.test(c)) {
      let j = i + 1;
      while (j < sql.length && WORD_CHAR.test(sql[j])) j++;
      push('word', j);
    } else if (/[0-9]/.test(c) || (c === '.' && /[0-9]/.test(next))) {
      let j = i + NUMBER.exec(sql.slice(i))![0].length;
      // MySQL identifiers may start with digits (`1abc`); keep such a run in one token.
      while (j < sql.length && WORD_CHAR.test(sql[j])) j++;
      push('number', j);
    } else if (
      (c === '$' || c === '?' || c === ':' || c === '@') &&
      /[A-Za-z0-9_]/.test(next) &&
      !(c === ':' && sql[i - 1] === ':')
    ) {
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

/** With `dashCommentNeedsSpace`, `--` opens a comment only when followed by whitespace, a control character or the end. */
function isDashCommentSpace(ch: string | undefined): boolean {
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

/** End (exclusive) of a run opened at `from` and closed by the first `close` (`[...]`); -1 when unterminated. */
function closedEnd(sql: string, from: number, close: string): number {
  const at = sql.indexOf(close, from + 1);
  return at < 0 ? -1 : at + 1;
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
