import { SQL_CLAUSE_MESSAGES, SqlClauseError } from './sql-clause-error.ts';
import { significantTokens, tokenizeSql, type SqlToken } from './sql-lexer.ts';
import type { SqlParserDialect } from './sql-parser-loader.ts';

/**
 * Statement-level helpers shared by virtual datasets (docs/query-object.md §2.2) and SQL Lab.
 * They work on the dialect-aware token stream, not on the SQL parser, so they accept any SQL the
 * database accepts (the parser lacks many PostgreSQL/DuckDB features) and load nothing heavy.
 * Read-only detection is deliberately conservative: a data-modifying keyword anywhere (outside
 * literals, identifiers and comments, not used as `t.keyword` or `keyword(`) makes a statement
 * non-read-only, which catches DML inside CTEs and `SELECT ... INTO`.
 */

/** Statement keywords that start a read-only statement. */
const READ_ONLY_STATEMENTS = new Set([
  'SELECT',
  'WITH',
  'VALUES',
  'TABLE',
  'FROM',
  'SHOW',
  'DESCRIBE',
  'DESC',
  'EXPLAIN',
]);
/** Keywords whose presence anywhere makes a statement data-modifying. */
const MUTATING_KEYWORDS = new Set([
  'INSERT',
  'UPDATE',
  'DELETE',
  'MERGE',
  'UPSERT',
  'REPLACE',
  'CREATE',
  'DROP',
  'ALTER',
  'TRUNCATE',
  'GRANT',
  'REVOKE',
  'COPY',
  'ATTACH',
  'DETACH',
  'VACUUM',
  'INTO',
  'CALL',
]);
/** Main-statement keywords looked for after a WITH clause. */
const MAIN_STATEMENTS = new Set([
  'SELECT',
  'INSERT',
  'UPDATE',
  'DELETE',
  'MERGE',
  'VALUES',
  'TABLE',
  'FROM',
  'REPLACE',
]);

/**
 * Longest script the statement helpers accept. They lex the whole text, several times per request
 * (split, read-only check, limit), at about 0.3-0.5 µs per character, holding the event loop: a
 * 2 MB script took 0.7-1.3 s for one split and check. 256 K characters stay near 100 ms.
 */
export const MAX_SCRIPT_CHARS = 256 * 1024;

/** Characters stripped from both ends of a virtual dataset query (Superset's `strip("\t\r\n; ")`). */
const VIRTUAL_STRIP = /^[\t\r\n; ]+|[\t\r\n; ]+$/g;

/**
 * Splits a script into statements at `;` outside literals and comments. Returns each statement's
 * text (comments kept) trimmed, without the `;`; chunks holding only whitespace/comments are dropped.
 * Unterminated literals run to the end of the text (the database reports them). Throws 400 past
 * MAX_SCRIPT_CHARS.
 */
export function splitStatements(sql: string, dialect: SqlParserDialect): string[] {
  if (sql.length > MAX_SCRIPT_CHARS)
    throw new SqlClauseError(`SQL is too long: at most ${MAX_SCRIPT_CHARS} characters are allowed`);
  const out: string[] = [];
  let current: SqlToken[] = [];
  const flush = () => {
    if (significantTokens(current).length > 0)
      out.push(
        current
          .map((t) => t.text)
          .join('')
          .trim(),
      );
    current = [];
  };
  for (const token of tokenizeSql(sql, dialect).tokens) {
    if (token.kind === 'semicolon') flush();
    else current.push(token);
  }
  flush();
  return out;
}

/**
 * The upper-cased keyword that says what one statement does: its first word, or for
 * `WITH ... <main>` the first statement keyword after the CTEs (`INSERT` in `WITH x AS (...) INSERT ...`).
 * Null for an empty statement or one that does not start with a word.
 */
export function statementType(sql: string, dialect: SqlParserDialect): string | null {
  const tokens = significantTokens(tokenizeSql(sql, dialect).tokens);
  let i = 0;
  while (i < tokens.length && tokens[i].kind === 'open') i++;
  const first = tokens[i];
  if (!first || first.kind !== 'word') return null;
  const keyword = first.text.toUpperCase();
  if (keyword !== 'WITH') return keyword;
  let depth = 0;
  for (const t of tokens.slice(i + 1)) {
    if (t.kind === 'open') depth++;
    else if (t.kind === 'close') depth--;
    else if (depth === 0 && t.kind === 'word' && MAIN_STATEMENTS.has(t.text.toUpperCase()))
      return t.text.toUpperCase();
  }
  return 'WITH';
}

/**
 * Whether one statement only reads: it starts with SELECT/WITH/VALUES/TABLE/FROM (DuckDB)/SHOW/
 * DESCRIBE/EXPLAIN and holds no data-modifying keyword (INSERT, UPDATE, DELETE, MERGE, INTO, DDL ...)
 * anywhere, including inside CTEs. `FOR UPDATE` row locking is allowed. An empty statement is read-only.
 */
export function isReadOnlyStatement(sql: string, dialect: SqlParserDialect): boolean {
  const tokens = significantTokens(tokenizeSql(sql, dialect).tokens);
  if (tokens.length === 0) return true;
  let i = 0;
  while (i < tokens.length && tokens[i].kind === 'open') i++;
  const first = tokens[i];
  if (!first || first.kind !== 'word' || !READ_ONLY_STATEMENTS.has(first.text.toUpperCase()))
    return false;
  return !tokens.some((t, k) => t.kind === 'word' && isMutatingKeyword(tokens, k));
}

function isMutatingKeyword(tokens: readonly SqlToken[], k: number): boolean {
  const word = tokens[k].text.toUpperCase();
  if (!MUTATING_KEYWORDS.has(word)) return false;
  const prev = tokens[k - 1];
  const next = tokens[k + 1];
  // `t.update` is a column, `replace(...)` / `truncate(...)` are functions.
  if (prev?.text === '.' || next?.kind === 'open') return false;
  if (word === 'UPDATE') {
    // Row-locking clauses: FOR UPDATE, FOR NO KEY UPDATE.
    const before = tokens.slice(Math.max(0, k - 3), k).map((t) => t.text.toUpperCase());
    if (before[before.length - 1] === 'FOR' || before.join(' ').endsWith('FOR NO KEY'))
      return false;
  }
  return true;
}

/** A virtual dataset query with leading/trailing tabs, CR/LF, spaces and `;` removed. */
export function stripVirtualDatasetSql(sql: string): string {
  return sql.replace(VIRTUAL_STRIP, '');
}

/**
 * Validates a (rendered) virtual dataset query and returns it stripped (docs/query-object.md §2.2):
 * not empty, exactly one statement, read-only. Throws SqlClauseError with the contract's messages.
 */
export function validateVirtualDatasetSql(sql: string, dialect: SqlParserDialect): string {
  const stripped = stripVirtualDatasetSql(sql);
  const statements = splitStatements(stripped, dialect);
  if (statements.length === 0) throw new SqlClauseError(SQL_CLAUSE_MESSAGES.virtualEmpty);
  if (statements.length > 1) throw new SqlClauseError(SQL_CLAUSE_MESSAGES.virtualMultiple);
  if (!isReadOnlyStatement(statements[0], dialect)) {
    throw new SqlClauseError(SQL_CLAUSE_MESSAGES.virtualReadOnly, 'DML_NOT_ALLOWED_ERROR');
  }
  return stripped;
}
