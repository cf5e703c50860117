import type { Engine } from '../engines/engine-contract.ts';
import type { DatabaseRecord } from '../meta/repos/databases-repo.ts';
import {
  assertSqlParserDialect,
  isReadOnlyStatement,
  splitStatements,
  type SqlParserDialect,
} from '../query/sanitize/index.ts';
import {
  createTemplateRenderer,
  TemplateError,
  type TemplateUser,
} from '../query/templating/index.ts';
import {
  applyLimit,
  isLimitable,
  limitOf,
  resolveLimit,
  type LimitingFactor,
} from './apply-limit.ts';
import { dmlNotAllowed, sqllabError } from './sqllab-errors.ts';

/** What the user asked to run. */
export interface ScriptInput {
  sql: string;
  /** JSON text (invalid JSON counts as no parameters) or an object. */
  templateParams: string | Record<string, unknown> | null;
  /** The effective dropdown limit (already defaulted and capped). */
  queryLimit: number;
  schema: string | null;
  ctas: { method: 'TABLE' | 'VIEW'; tableName: string } | null;
}

/** A script ready to run: its statements in order, which one gives the result, and its limit. */
export interface PreparedScript {
  /** Statements as sent to the database (the result statement with its LIMIT set to limit + 1). */
  statements: string[];
  /** Index of the statement whose rows are the result: the last row-returning one (or the last). */
  resultIndex: number;
  /** The rendered result statement before any LIMIT change, when it is a read-only SELECT (re-run by the CSV export). */
  selectSql: string | null;
  /** Rows the result may hold; one more is fetched to know whether it was cut. */
  limit: number;
  limitingFactor: LimitingFactor;
  /** CREATE TABLE/VIEW AS target, when select_as_cta was asked. */
  ctas: { schema: string | null; table: string; method: 'TABLE' | 'VIEW' } | null;
}

/** The SQL parser dialect of an engine; an engine without one is an error, never a fallback. */
export function dialectOf(engine: Engine): SqlParserDialect {
  assertSqlParserDialect(engine.id);
  return engine.id;
}

// The renderer prints an undefined variable as `{{ name }}`: what is left that way was never defined.
const UNDEFINED_VARIABLE = /\{\{ ([A-Za-z_][A-Za-z0-9_]*) \}\}/g;

/** Renders the Jinja-like templates of a SQL Lab script (docs/query-object.md §2.14) with the user and template params. */
export function renderScript(
  sql: string,
  templateParams: ScriptInput['templateParams'],
  engine: Engine,
  user: TemplateUser | null,
): string {
  if (!/\{[{%#]/.test(sql)) return sql;
  const renderer = createTemplateRenderer({
    user,
    templateParams,
    quoteString: (s) => engine.sql.quoteString(s),
    booleanLiteral: (b) => engine.sql.booleanLiteral(b),
    dateTimeLiteral: (d, type) => engine.sql.dateTimeLiteral(d, type),
  });
  let rendered: string;
  try {
    rendered = renderer.render(sql, 'virtual dataset');
  } catch (err) {
    const detail = err instanceof TemplateError ? err.detail : (err as Error).message;
    throw sqllabError(
      400,
      'INVALID_TEMPLATE_PARAMS_ERROR',
      `The query contains one or more malformed template parameters: ${detail}. Please check your query and confirm that all template parameters are surrounded by double braces, for example, "{{ ds }}". Then, try running your query again.`,
    );
  }
  const missing = [...new Set([...rendered.matchAll(UNDEFINED_VARIABLE)].map((m) => m[1]!))].filter(
    (name) => sql.includes(name),
  );
  if (missing.length > 0) {
    throw sqllabError(
      400,
      'MISSING_TEMPLATE_PARAMS_ERROR',
      `The following parameters in your query are undefined: ${missing.map((m) => `"${m}"`).join(', ')}. Please check your template parameters for syntax errors and make sure they match across your SQL query and Set Parameters. Then, try running your query again.`,
      { undefined_parameters: missing },
    );
  }
  return rendered;
}

function ctasTarget(engine: Engine, schema: string | null, table: string): string {
  return schema
    ? `${engine.quoteIdentifier(schema)}.${engine.quoteIdentifier(table)}`
    : engine.quoteIdentifier(table);
}

/**
 * Splits a rendered script and checks it: DML refused unless the database allows it, CTAS rules,
 * then the result statement's LIMIT set to one row more than the effective limit.
 */
export function prepareScript(
  rendered: string,
  input: ScriptInput,
  db: DatabaseRecord,
  engine: Engine,
): PreparedScript {
  const dialect = dialectOf(engine);
  const statements = splitStatements(rendered, dialect);
  if (statements.length === 0)
    throw sqllabError(400, 'INVALID_SQL_ERROR', 'The query has no statement to run.');
  if (!db.allowDml && statements.some((s) => !isReadOnlyStatement(s, dialect)))
    throw dmlNotAllowed();
  const lastRowsIndex = statements.findLastIndex((s) => isLimitable(s, dialect));
  const resultIndex = lastRowsIndex >= 0 ? lastRowsIndex : statements.length - 1;
  const result = statements[resultIndex]!;
  const isSelect = lastRowsIndex >= 0 && isReadOnlyStatement(result, dialect);

  if (input.ctas) {
    if (!db.allowCtas && input.ctas.method === 'TABLE')
      throw sqllabError(
        400,
        'GENERIC_COMMAND_ERROR',
        'This database does not allow CREATE TABLE AS SELECT.',
      );
    if (!db.allowCvas && input.ctas.method === 'VIEW')
      throw sqllabError(
        400,
        'GENERIC_COMMAND_ERROR',
        'This database does not allow CREATE VIEW AS SELECT.',
      );
    if (input.ctas.method === 'VIEW' && (statements.length !== 1 || !isSelect)) {
      throw sqllabError(
        400,
        'INVALID_CVAS_QUERY_ERROR',
        'CVAS (create view as select) can only be run with a query with a single SELECT statement. Please make sure your query has only a SELECT statement. Then, try running your query again.',
      );
    }
    if (resultIndex !== statements.length - 1 || !isSelect) {
      throw sqllabError(
        400,
        'INVALID_CTAS_QUERY_ERROR',
        'CTAS (create table as select) can only be run with a query where the last statement is a SELECT. Please make sure your query has a SELECT as its last statement. Then, try running your query again.',
      );
    }
    const schema = db.forceCtasSchema || input.schema || null;
    const target = ctasTarget(engine, schema, input.ctas.tableName);
    const out = [...statements];
    out[resultIndex] = `CREATE ${input.ctas.method} ${target} AS\n${result}`;
    return {
      statements: out,
      resultIndex,
      selectSql: `SELECT *\nFROM ${target}`,
      limit: input.queryLimit,
      limitingFactor: 'UNKNOWN',
      ctas: { schema, table: input.ctas.tableName, method: input.ctas.method },
    };
  }

  if (!isSelect)
    return {
      statements,
      resultIndex,
      selectSql: null,
      limit: input.queryLimit,
      limitingFactor: 'UNKNOWN',
      ctas: null,
    };
  const { limit, factor } = resolveLimit(limitOf(result, dialect), input.queryLimit);
  const out = [...statements];
  out[resultIndex] = applyLimit(result, limit + 1, dialect);
  return {
    statements: out,
    resultIndex,
    selectSql: result,
    limit,
    limitingFactor: factor,
    ctas: null,
  };
}
