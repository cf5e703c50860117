import type { Driver } from '../engines/engine-contract.ts';
import { classifyError, isAbortError } from '../engines/engine-errors.ts';
import { AppError } from '../errors.ts';
import { isReadOnlyStatement, splitStatements } from '../query/sanitize/index.ts';
import { dialectOf, renderScript } from './prepare-script.ts';
import { usableDatabase, type Caller, type SqlLabEnv } from './sqllab-env.ts';
import { dmlNotAllowed, formatSeconds, sqllabError } from './sqllab-errors.ts';
import type { EstimateInput } from './sqllab-schemas.ts';

/** Estimates one statement: display-ready key/value pairs. */
type Estimator = (
  driver: Driver,
  statement: string,
  signal: AbortSignal,
) => Promise<Record<string, string>>;

/** A float as Python's str() writes it (`35.0`, `1.07`): Superset formats PostgreSQL costs that way. */
const pyFloat = (n: number): string => (Number.isInteger(n) ? n.toFixed(1) : String(n));

/** PostgreSQL: the top plan node's `cost=start..total` of EXPLAIN, as Superset's PostgresEngineSpec reports it. */
const postgresql: Estimator = async (driver, statement, signal) => {
  const { rows } = await driver.execute(`EXPLAIN ${statement}`, { signal });
  const m = /cost=([\d.]+)\.\.([\d.]+)/.exec(String(rows[0]?.[0] ?? ''));
  const out: Record<string, string> = {};
  if (m)
    Object.assign(out, {
      'Start-up cost': pyFloat(Number(m[1])),
      'Total cost': pyFloat(Number(m[2])),
    });
  return out;
};

/** DuckDB: the root operator of EXPLAIN (FORMAT JSON) and its estimated cardinality. */
const duckdb: Estimator = async (driver, statement, signal) => {
  const { rows } = await driver.execute(`EXPLAIN (FORMAT JSON) ${statement}`, { signal });
  const plan = rows.find((r) => r[0] === 'physical_plan')?.[1] ?? rows[0]?.[1];
  try {
    const root = (
      JSON.parse(String(plan)) as { name?: string; extra_info?: Record<string, unknown> }[]
    )[0];
    const estimate = root?.extra_info?.['Estimated Cardinality'];
    return {
      Operator: String(root?.name ?? '').trim(),
      ...(estimate !== undefined
        ? { 'Estimated rows': Number(estimate).toLocaleString('en-US') }
        : {}),
    };
  } catch {
    return {};
  }
};

// Cost estimation is engine knowledge: this table should become an `estimateCost` hook of the engine
// contract (engines/<id>/), with `allowsCostEstimate` set on those engines.
const ESTIMATORS: Record<string, Estimator> = { postgresql, duckdb };

/** Whether SQL Lab can estimate the cost of queries on an engine. */
export function supportsCostEstimate(engineId: string): boolean {
  return Object.prototype.hasOwnProperty.call(ESTIMATORS, engineId);
}

/**
 * POST /api/v1/sqllab/estimate/: one estimate per statement, from EXPLAIN (never run). Statements are
 * rendered and DML-checked as for execution; engines without an estimator answer 400.
 */
export async function estimateCost(
  env: SqlLabEnv,
  input: EstimateInput,
  caller: Caller,
): Promise<Record<string, string>[]> {
  const { db, engine } = await usableDatabase(env, input.database_id, caller);
  const estimator = ESTIMATORS[engine.id];
  if (!supportsCostEstimate(engine.id) || !estimator) {
    throw sqllabError(
      400,
      'GENERIC_DB_ENGINE_ERROR',
      `Database does not support cost estimation: ${engine.name}`,
    );
  }
  const dialect = dialectOf(engine);
  const rendered = renderScript(
    input.sql,
    input.template_params ?? null,
    engine,
    caller.templateUser,
  );
  const statements = splitStatements(rendered, dialect);
  if (statements.length === 0)
    throw sqllabError(400, 'INVALID_SQL_ERROR', 'The query has no statement to estimate.');
  if (!db.allowDml && statements.some((s) => !isReadOnlyStatement(s, dialect)))
    throw dmlNotAllowed();
  const { driver } = await env.open(db);
  const signal = AbortSignal.timeout(env.settings.estimateTimeoutMs);
  try {
    const out: Record<string, string>[] = [];
    for (const statement of statements) out.push(await estimator(driver, statement, signal));
    return out;
  } catch (err) {
    if (signal.aborted || isAbortError(err)) {
      throw sqllabError(
        408,
        'SQLLAB_TIMEOUT_ERROR',
        `The query estimation was killed after ${formatSeconds(env.settings.estimateTimeoutMs / 1000)} seconds. It might be too complex, or the database might be under heavy load.`,
      );
    }
    if (err instanceof AppError && err.shape === 'errors' && err.status < 500) throw err;
    const { errorType, message } = classifyError(engine, err);
    throw sqllabError(400, errorType, message, { engine_name: engine.name });
  }
}
