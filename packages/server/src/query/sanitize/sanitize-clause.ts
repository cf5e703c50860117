import { assertClauseComplexity, assertClauseSize } from './clause-limits.ts';
import { SQL_CLAUSE_MESSAGES, SqlClauseError } from './sql-clause-error.ts';
import type { SqlLexicalRules } from '../../engines/engine-contract.ts';
import { lexSql, lexicalRulesOf, significantTokens, type SqlToken } from './sql-lexer.ts';
import { loadSqlParser, type LoadedSqlParser, type SqlParserDialect } from './sql-parser-loader.ts';

/**
 * Sanitiser of free SQL fragments (docs/query-object.md §2.8): extras.where / extras.having, adhoc SQL
 * metrics and columns, string SQL dimensions and adhoc ORDER BY expressions.
 *
 * Design:
 * - The database's lexical rules decide what is a literal, an identifier or a comment
 *   (`sql-lexer.ts`). Comments are removed and whitespace outside literals collapsed to one space.
 * - node-sql-parser then parses exactly that text behind `SELECT ` (`SELECT 1 ORDER BY ` for
 *   order-by fragments) with literal *contents* neutralised, so the parser and the database cannot
 *   disagree on where a literal ends (the parser honours `\'` in every dialect). The parse must
 *   give one SELECT whose only addition to the prefix is one un-aliased expression.
 * - The returned text is the cleaned original, not the parser's regeneration: node-sql-parser's
 *   `sqlify` changes meaning in places (PostgreSQL `A.b` -> `"A".b`, MySQL `1e3` -> `` `1e3` ``,
 *   SQLite quotes every identifier, which turns a missing column into a string). Keywords and
 *   unqualified function names are upper-cased, as Superset's regeneration does (`count(*)` ->
 *   `COUNT(*)`); that is safe because all four databases treat them case-insensitively.
 * - Async because the parser is imported lazily (`sql-parser-loader.ts`).
 * Limits: syntax the grammar lacks is refused as invalid (DuckDB-only syntax such as `[1, 2]`,
 * `//`, lambdas; PostgreSQL `#`); functions that run queries themselves (`query_to_xml`, `dblink`)
 * are not sub-queries here, as in Superset: database privileges are the guard against those.
 */

/** What a fragment is used as: decides the parse prefix. */
export type ClauseKind = 'where' | 'having' | 'expression' | 'orderby';

/** Options of sanitizeClause. */
export interface SanitizeClauseOptions {
  kind: ClauseKind;
  /** ALLOW_ADHOC_SUBQUERY: when false (default), any sub-query is refused. */
  allowSubqueries?: boolean;
}

/** Reserved words upper-cased in the output (never touched when quoted or qualified). */
const KEYWORDS = new Set([
  'AND',
  'OR',
  'NOT',
  'NULL',
  'IS',
  'IN',
  'LIKE',
  'ILIKE',
  'GLOB',
  'REGEXP',
  'RLIKE',
  'SIMILAR',
  'BETWEEN',
  'CASE',
  'WHEN',
  'THEN',
  'ELSE',
  'END',
  'AS',
  'DISTINCT',
  'TRUE',
  'FALSE',
  'ASC',
  'DESC',
  'CAST',
  'INTERVAL',
  'OVER',
  'PARTITION',
  'BY',
  'ORDER',
  'EXISTS',
  'SELECT',
  'FROM',
  'WHERE',
  'GROUP',
  'HAVING',
  'LIMIT',
  'OFFSET',
  'ESCAPE',
  'COLLATE',
  'NULLS',
  'ALL',
  'ANY',
  'SOME',
  'UNION',
  'JOIN',
  'ON',
  'WITHIN',
  'DIV',
  'XOR',
  'UNKNOWN',
]);
/** Words that can only start a sub-query inside an expression. */
const SUBQUERY_WORDS = new Set(['SELECT', 'VALUES']);

/**
 * Checks a free SQL fragment and returns it on one line without comments.
 * Throws SqlClauseError `Invalid SQL clause: <clause>` (INVALID_SQL_ERROR) when it is not exactly
 * one expression, and `Custom SQL fields cannot contain sub-queries.` (ADHOC_SUBQUERY_NOT_ALLOWED_ERROR)
 * when it holds a sub-query and `allowSubqueries` is not set. Trailing `;` are dropped; string
 * literals keep their content (including newlines). Callers skip empty clauses (they are invalid).
 */
export async function sanitizeClause(
  clause: string,
  dialect: SqlParserDialect,
  opts: SanitizeClauseOptions,
): Promise<string> {
  const rules = lexicalRulesOf(dialect);
  const invalid = () => new SqlClauseError(SQL_CLAUSE_MESSAGES.invalidClause(clause));
  assertClauseSize(clause);
  const lexed = lexSql(clause, rules);
  // Trailing `;` are dropped (one statement, as Superset's parser sees it); any other `;` is refused.
  const firstSemicolon = lexed.tokens.findIndex((t) => t.kind === 'semicolon');
  const tokens = firstSemicolon < 0 ? lexed.tokens : lexed.tokens.slice(0, firstSemicolon);
  const trailing = firstSemicolon < 0 ? [] : significantTokens(lexed.tokens.slice(firstSemicolon));
  const significant = significantTokens(tokens);
  if (lexed.unterminated || significant.length === 0 || !hasBalancedParentheses(significant))
    throw invalid();
  assertClauseComplexity(significant);
  if (trailing.some((t) => t.kind !== 'semicolon')) throw invalid();
  const hasSubqueryWord = significant.some(
    (t) => t.kind === 'word' && SUBQUERY_WORDS.has(t.text.toUpperCase()),
  );
  if (hasSubqueryWord && !opts.allowSubqueries) throw subqueryError();

  // MySQL table names and aliases are case-sensitive; with a sub-query present keep the case as written.
  const normaliseCase = !(dialect === 'mysql' && hasSubqueryWord);
  const cleaned = cleanTokens(tokens, rules, normaliseCase);
  const output = render(cleaned, false);
  const parser = await loadSqlParser(dialect);
  const prefix = opts.kind === 'orderby' ? 'SELECT 1 ORDER BY ' : 'SELECT ';
  let statements: unknown[];
  try {
    statements = parser.astify(prefix + render(cleaned, true, rules));
  } catch {
    throw invalid();
  }
  if (statements.length !== 1) throw invalid();
  const root = statements[0] as Record<string, unknown>;
  let fragment: unknown[] | null;
  let hasSubquery: boolean;
  try {
    fragment = fragmentNodes(root, opts.kind, templateOf(parser, opts.kind));
    hasSubquery = fragment !== null && fragment.some(containsSubquery);
  } catch (err) {
    // A tree too deep for the recursive walk (RangeError: stack overflow) is refused, not a 500.
    if (err instanceof RangeError) throw invalid();
    throw err;
  }
  if (!fragment) throw invalid();
  if (!opts.allowSubqueries && hasSubquery) throw subqueryError();
  return output;
}

function subqueryError(): SqlClauseError {
  return new SqlClauseError(SQL_CLAUSE_MESSAGES.subquery, 'ADHOC_SUBQUERY_NOT_ALLOWED_ERROR');
}

function hasBalancedParentheses(tokens: readonly SqlToken[]): boolean {
  let depth = 0;
  for (const t of tokens) {
    if (t.kind === 'open') depth++;
    else if (t.kind === 'close' && --depth < 0) return false;
  }
  return depth === 0;
}

/** Comments and whitespace become one space; keywords and function names are upper-cased. */
function cleanTokens(
  tokens: readonly SqlToken[],
  rules: SqlLexicalRules,
  normaliseCase: boolean,
): SqlToken[] {
  const out: SqlToken[] = [];
  const significant = tokens
    .map((t, i) => ({ t, i }))
    .filter(({ t }) => t.kind !== 'space' && t.kind !== 'comment');
  const position = new Map(significant.map(({ i }, k) => [i, k]));
  tokens.forEach((token, i) => {
    if (token.kind === 'space' || token.kind === 'comment') {
      if (out.length > 0 && out[out.length - 1].kind !== 'space')
        out.push({ kind: 'space', text: ' ' });
      return;
    }
    const prev = out[out.length - 1];
    // MySQL `a--1` is `a - -1`; keep the two minus signs apart so nothing reads them as a comment.
    if (rules.dashCommentNeedsSpace && token.text === '-' && prev?.text === '-')
      out.push({ kind: 'space', text: ' ' });
    if (token.kind === 'word' && normaliseCase) {
      const k = position.get(i)!;
      const before = significant[k - 1]?.t;
      const after = significant[k + 1]?.t;
      const qualified = before?.text === '.' || after?.text === '.';
      const isCall = tokens[i + 1]?.kind === 'open';
      if (!qualified && (isCall || KEYWORDS.has(token.text.toUpperCase()))) {
        out.push({ kind: 'word', text: token.text.toUpperCase() });
        return;
      }
    }
    out.push(token);
  });
  while (out[out.length - 1]?.kind === 'space') out.pop();
  return out;
}

/**
 * The cleaned text; with `forParser`, literal contents are reduced to harmless characters so the
 * parser cannot end a literal anywhere else than the database does.
 */
function render(tokens: readonly SqlToken[], forParser: boolean, rules?: SqlLexicalRules): string {
  if (!forParser) return tokens.map((t) => t.text).join('');
  // The engine's first identifier quote (MySQL's backtick) is the one its grammar expects.
  const [open, close] = Object.entries(rules?.identifierQuotes ?? {})[0] ?? ['"', '"'];
  return tokens
    .map((t) => {
      if (t.kind === 'string') return `'${t.text.replace(/[^A-Za-z0-9 _:.%+-]/g, '')}'`;
      if (t.kind === 'quoted') {
        const name = t.text.replace(/[^A-Za-z0-9_ ]/g, '') || 'x';
        return `${open}${name}${close}`;
      }
      return t.text;
    })
    .join('');
}

const templates = new WeakMap<LoadedSqlParser, Record<string, Record<string, unknown>>>();

/** The AST of the bare prefix (`SELECT 1` / `SELECT 1 ORDER BY 1`) in this grammar. */
function templateOf(parser: LoadedSqlParser, kind: ClauseKind): Record<string, unknown> {
  let byKind = templates.get(parser);
  if (!byKind) {
    byKind = {
      select: parser.astify('SELECT 1')[0] as unknown as Record<string, unknown>,
      orderby: parser.astify('SELECT 1 ORDER BY 1')[0] as unknown as Record<string, unknown>,
    };
    templates.set(parser, byKind);
  }
  return kind === 'orderby' ? byKind.orderby : byKind.select;
}

/**
 * The AST nodes the fragment contributed, or null when the parse added anything else to the prefix
 * (FROM, WHERE, an alias, a second column or ORDER BY item, UNION, INTO, DISTINCT, a direction ...).
 */
function fragmentNodes(
  root: Record<string, unknown>,
  kind: ClauseKind,
  template: Record<string, unknown>,
): unknown[] | null {
  if (root.type !== 'select') return null;
  const own = kind === 'orderby' ? 'orderby' : 'columns';
  const keys = new Set([...Object.keys(root), ...Object.keys(template)]);
  for (const key of keys) {
    if (key === own || key === 'loc') continue;
    if (canonical(root[key]) !== canonical(template[key])) return null;
  }
  const items = root[own];
  if (!Array.isArray(items) || items.length !== 1) return null;
  const item = items[0] as Record<string, unknown>;
  if (kind === 'orderby') {
    if (item.type != null || item.nulls != null) return null;
  } else if (item.as != null) {
    return null;
  }
  return [item.expr];
}

function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (k, v: unknown) => (k === 'loc' ? undefined : v)) ?? 'null';
}

/** Whether an expression AST holds a SELECT, or an IN whose right side is not a value list (SQLite `x IN t`). */
function containsSubquery(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(containsSubquery);
  if (node === null || typeof node !== 'object') return false;
  const obj = node as Record<string, unknown>;
  if (obj.type === 'select' || 'ast' in obj || '_next' in obj) return true;
  if (
    obj.type === 'binary_expr' &&
    typeof obj.operator === 'string' &&
    /^(NOT )?IN$/i.test(obj.operator)
  ) {
    const right = obj.right as Record<string, unknown> | undefined;
    if (!right || right.type !== 'expr_list') return true;
  }
  return Object.entries(obj).some(([k, v]) => k !== 'loc' && containsSubquery(v));
}
