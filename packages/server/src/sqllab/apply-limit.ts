import {
  statementType,
  tokenizeSql,
  type SqlParserDialect,
  type SqlToken,
} from '../query/sanitize/index.ts';

/**
 * The row limit of SQL Lab statements, done on the dialect's token stream (never by re-printing a
 * parse tree, which could change what the statement means). Only the top-level LIMIT of a statement
 * counts: one inside a CTE or a subquery limits that part only.
 */

/** Statement kinds a LIMIT can be appended to. */
const LIMITABLE = new Set(['SELECT', 'VALUES', 'TABLE', 'FROM']);

/** Whether the statement returns rows a LIMIT clause can bound (SELECT, WITH ... SELECT, VALUES, TABLE, DuckDB FROM). */
export function isLimitable(sql: string, dialect: SqlParserDialect): boolean {
  const type = statementType(sql, dialect);
  return type !== null && LIMITABLE.has(type);
}

interface LimitClause {
  /** The limit, or null for `LIMIT ALL`. */
  value: number | null;
  /** Index of the token holding the count (a number, or `ALL`). */
  tokenIndex: number;
}

/** The top-level `LIMIT n` (`LIMIT offset, n` on MySQL, `LIMIT ALL`) of a statement; null when absent or not a literal. */
function findLimit(tokens: SqlToken[]): LimitClause | null {
  let depth = 0;
  let found: LimitClause | null = null;
  for (let i = 0; i < tokens.length; i += 1) {
    const t = tokens[i]!;
    if (t.kind === 'open') depth += 1;
    else if (t.kind === 'close') depth -= 1;
    else if (depth === 0 && t.kind === 'word' && t.text.toUpperCase() === 'LIMIT')
      found = readCount(tokens, i + 1);
  }
  return found;
}

function nextSignificant(tokens: SqlToken[], from: number): number {
  let i = from;
  while (i < tokens.length && (tokens[i]!.kind === 'space' || tokens[i]!.kind === 'comment'))
    i += 1;
  return i;
}

function readCount(tokens: SqlToken[], from: number): LimitClause | null {
  const i = nextSignificant(tokens, from);
  const t = tokens[i];
  if (!t) return null;
  if (t.kind === 'word' && t.text.toUpperCase() === 'ALL') return { value: null, tokenIndex: i };
  if (t.kind !== 'number' || !/^\d+$/.test(t.text)) return null;
  const comma = nextSignificant(tokens, i + 1);
  if (tokens[comma]?.kind === 'comma') {
    const second = nextSignificant(tokens, comma + 1);
    const s = tokens[second];
    return s?.kind === 'number' && /^\d+$/.test(s.text)
      ? { value: Number(s.text), tokenIndex: second }
      : null;
  }
  return { value: Number(t.text), tokenIndex: i };
}

/** The literal top-level LIMIT of a statement: a number, null for none (or `LIMIT ALL`), undefined when not a literal. */
export function limitOf(sql: string, dialect: SqlParserDialect): number | null | undefined {
  const tokens = tokenizeSql(sql, dialect).tokens;
  const hasLimitWord = hasTopLevelLimit(tokens);
  const clause = findLimit(tokens);
  if (!clause) return hasLimitWord ? undefined : null;
  return clause.value;
}

function hasTopLevelLimit(tokens: SqlToken[]): boolean {
  let depth = 0;
  for (const t of tokens) {
    if (t.kind === 'open') depth += 1;
    else if (t.kind === 'close') depth -= 1;
    else if (depth === 0 && t.kind === 'word' && t.text.toUpperCase() === 'LIMIT') return true;
  }
  return false;
}

/**
 * Sets the statement's top-level LIMIT to `limit`: replaces a literal one (and `LIMIT ALL`), appends
 * one on a new line (after any trailing comment) when there is none. A non-literal LIMIT (a parameter
 * or an expression) is left alone; the driver's `maxRows` still bounds what is read.
 */
export function applyLimit(sql: string, limit: number, dialect: SqlParserDialect): string {
  const tokens = tokenizeSql(sql, dialect).tokens;
  const clause = findLimit(tokens);
  if (clause) {
    return tokens.map((t, i) => (i === clause.tokenIndex ? String(limit) : t.text)).join('');
  }
  if (hasTopLevelLimit(tokens)) return sql;
  return `${sql.replace(/\s+$/, '')}\nLIMIT ${limit}`;
}

/** SQL Lab's LimitingFactor (docs/api.md §1.10). */
export type LimitingFactor =
  'QUERY' | 'DROPDOWN' | 'QUERY_AND_DROPDOWN' | 'NOT_LIMITED' | 'UNKNOWN';

/**
 * The effective limit of a result statement and what imposes it, as Superset decides it: the
 * statement's own LIMIT against the dropdown (`queryLimit`). The result is later marked NOT_LIMITED
 * when fewer rows than the limit came back.
 */
export function resolveLimit(
  sqlLimit: number | null | undefined,
  dropdown: number,
): { limit: number; factor: LimitingFactor } {
  if (sqlLimit === null || sqlLimit === undefined || sqlLimit > dropdown)
    return { limit: dropdown, factor: 'DROPDOWN' };
  if (dropdown > sqlLimit) return { limit: sqlLimit, factor: 'QUERY' };
  return { limit: sqlLimit, factor: 'QUERY_AND_DROPDOWN' };
}
