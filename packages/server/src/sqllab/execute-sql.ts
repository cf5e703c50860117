import { randomBytes, randomUUID } from 'node:crypto';
import { AppError } from '../errors.ts';
import { QueueFullError, QueueUnavailableError } from '../jobs/queue.ts';
import type { QueryWrite } from '../meta/repos/queries-repo.ts';
import { prepareScript, renderScript, type PreparedScript } from './prepare-script.ts';
import { queryDict } from './query-dict.ts';
import { sqlResults } from './result-payload.ts';
import { applySqlLabRls } from './sqllab-rls.ts';
import { runQuery, type RunSpec } from './run-query.ts';
import { nowMs } from './run-registry.ts';
import { failQuery, SQLLAB_JOB, type SqlLabJob } from './sqllab-job.ts';
import { slotOf, usableDatabase, type Caller, type SqlLabEnv } from './sqllab-env.ts';
import { sqllabError } from './sqllab-errors.ts';
import type { ExecuteInput } from './sqllab-schemas.ts';

/** The answer of an execute call: status and body. */
export interface ExecuteResponse {
  status: 200 | 202;
  body: Record<string, unknown>;
}

/** States in which a query with the same client_id is answered as is instead of run again (Superset's rule). */
const HANDLED = new Set(['pending', 'running', 'timed_out']);
const ID_CHARS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-';

/** A fresh 11-character client id, like the web client's nanoid(11). */
export function newClientId(): string {
  return Array.from(randomBytes(11), (b) => ID_CHARS[b % ID_CHARS.length]).join('');
}

/** `tmp_<user>_table_<YYYY_MM_DD_HH_MM_SS>`, Superset's default CTAS target name. */
function defaultCtasTable(userId: number): string {
  const iso = new Date().toISOString();
  return `tmp_${userId}_table_${iso.slice(0, 19).replace(/[-T:]/g, '_')}`;
}

function asAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  return sqllabError(
    400,
    'GENERIC_COMMAND_ERROR',
    err instanceof Error ? err.message : String(err),
  );
}

/**
 * POST /api/v1/sqllab/execute/: checks access, stores the query, renders and checks the script,
 * then runs it here (sync: 200 SqlResults) or queues it (runAsync: 202 {query}). Template, DML and
 * CTAS failures are stored on the query (state failed, extra.errors) and answered 400.
 */
export async function executeSql(
  env: SqlLabEnv,
  input: ExecuteInput,
  caller: Caller,
): Promise<ExecuteResponse> {
  const { db, engine } = await usableDatabase(env, input.database_id, caller);
  const clientId = input.client_id || newClientId();
  const existing = await env.queries.findByClientId(clientId);
  if (existing && existing.userId !== caller.id) {
    throw sqllabError(
      400,
      'GENERIC_COMMAND_ERROR',
      `The client_id ${clientId} is already used by another query.`,
    );
  }
  if (existing && HANDLED.has(existing.status))
    return { status: 200, body: { query: queryDict(existing) } };

  const isAsync = Boolean(input.runAsync);
  const dropdown = Math.min(input.queryLimit || env.settings.defaultLimit, env.settings.maxRow);
  const ctas = input.select_as_cta
    ? {
        method: (input.ctas_method ?? 'TABLE') as 'TABLE' | 'VIEW',
        tableName: input.tmp_table_name || defaultCtasTable(caller.id),
      }
    : null;
  const write: QueryWrite = {
    clientId,
    uuid: existing?.uuid ?? randomUUID(),
    databaseId: db.id,
    userId: caller.id,
    status: isAsync ? 'pending' : 'running',
    tabName: input.tab ?? null,
    sqlEditorId: input.sql_editor_id ?? null,
    catalog: input.catalog ?? null,
    schema: input.schema ?? null,
    sql: input.sql,
    selectSql: null,
    executedSql: null,
    limit: dropdown,
    limitingFactor: 'UNKNOWN',
    selectAsCta: Boolean(input.select_as_cta),
    selectAsCtaUsed: false,
    ctasMethod: ctas?.method ?? null,
    tmpTableName: ctas?.tableName ?? null,
    tmpSchemaName: null,
    progress: 0,
    rows: null,
    errorMessage: null,
    resultsKey: null,
    trackingUrl: null,
    startTime: nowMs(),
    startRunningTime: null,
    endTime: null,
    endResultBackendTime: null,
    extraJson: null,
  };
  const save = async (patch: Partial<QueryWrite>): Promise<number> => {
    if (!existing) return env.queries.create({ ...write, ...patch });
    await env.queries.update(existing.id, { ...write, ...patch });
    return existing.id;
  };

  // The script is checked before the row is written, so a run costs two writes (start, end).
  let script: PreparedScript;
  try {
    const rendered = await applySqlLabRls(
      env.ctx,
      db,
      engine,
      caller.templateUser,
      input.schema ?? null,
      renderScript(input.sql, input.templateParams ?? null, engine, caller.templateUser),
    );
    script = prepareScript(
      rendered,
      {
        sql: input.sql,
        templateParams: input.templateParams ?? null,
        queryLimit: dropdown,
        schema: input.schema ?? null,
        ctas,
      },
      db,
      engine,
    );
  } catch (err) {
    const error = asAppError(err);
    await save({
      status: 'failed',
      errorMessage: error.message,
      endTime: nowMs(),
      extraJson: JSON.stringify({ errors: [error.toSupersetError()] }),
    });
    throw error;
  }
  const queryId = await save({
    executedSql: script.statements.join(';\n'),
    selectSql: script.selectSql,
    limit: script.limit,
    limitingFactor: script.limitingFactor,
    startRunningTime: isAsync ? null : nowMs(),
  });

  if (isAsync) return enqueue(env, { queryId, clientId, userId: caller.id, script });

  const spec: RunSpec = {
    queryId,
    clientId,
    engine,
    script,
    slot: slotOf(env, db),
    open: async () => (await env.open(db)).driver,
    started: true,
    timeoutMs: env.settings.timeoutMs,
  };
  const outcome = await runQuery(env, spec);
  if (!outcome.ok) throw outcome.error;
  const q = (await env.queries.findById(queryId))!;
  return {
    status: 200,
    body: sqlResults(
      queryId,
      outcome.columns,
      outcome.rows,
      queryDict(q),
      env.settings.displayMaxRow,
    ),
  };
}

/**
 * Queues an async run (a `sqllab.execute` job, see sqllab-job.ts) and answers 202 with the pending
 * query; a full queue fails the query (429), an unreachable one (Redis down) too (503).
 */
async function enqueue(env: SqlLabEnv, job: SqlLabJob): Promise<ExecuteResponse> {
  try {
    await env.ctx.jobs.enqueue<SqlLabJob>(SQLLAB_JOB, job);
  } catch (err) {
    const error =
      err instanceof QueueFullError
        ? sqllabError(
            429,
            'ASYNC_WORKERS_ERROR',
            `Failed to start remote query on a worker: ${err.message}`,
          )
        : err instanceof QueueUnavailableError
          ? sqllabError(503, 'ASYNC_WORKERS_ERROR', err.message)
          : null;
    if (!error) throw err;
    await failQuery(env, job.queryId, error);
    throw error;
  }
  const q = (await env.queries.findById(job.queryId))!;
  return { status: 202, body: { query: queryDict(q) } };
}
