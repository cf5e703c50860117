import { randomUUID } from 'node:crypto';
import type { Driver, Engine, QueryResult } from '../engines/engine-contract.ts';
import { classifyError } from '../engines/engine-errors.ts';
import { AppError } from '../errors.ts';
import type { QueriesRepo } from '../meta/repos/queries-repo.ts';
import { serverShutDown } from './job-errors.ts';
import type { PreparedScript } from './prepare-script.ts';
import { displayRows, sqllabColumns, type SqlLabColumn } from './result-payload.ts';
import type { ResultsStore } from './results-store.ts';
import { abortReasonOf, nowMs, RunAbort, type RunRegistry } from './run-registry.ts';
import {
  queryStopped,
  resultsNotStored,
  resultTooLarge,
  sqllabError,
  sqllabTimeout,
  STOPPED_MESSAGE,
} from './sqllab-errors.ts';

/** What running a query needs from the SQL Lab service. */
export interface RunEnv {
  queries: QueriesRepo;
  results: ResultsStore;
  registry: RunRegistry;
}

/** One run of a stored query. */
export interface RunSpec {
  queryId: number;
  clientId: string;
  engine: Engine;
  /** Opens the database; a failure fails the query. */
  open: () => Promise<Driver>;
  script: PreparedScript;
  timeoutMs: number;
  /** The row is already `running` (sync runs are stored that way); async runs move from pending here. */
  started?: boolean;
  /**
   * Waits for one of the database's concurrency slots (`max_concurrent_queries`, shared with chart
   * data and across processes through Redis) until `signal` aborts; resolves to its release.
   */
  slot?: (signal: AbortSignal) => Promise<() => Promise<void>>;
  /** Aborts from outside (the job queue shutting down). */
  signal?: AbortSignal;
  /**
   * The rows reach the client only through the results store (async runs): a result that cannot be
   * kept fails the query rather than ending `success` without a results key.
   */
  mustStoreResults?: boolean;
}

/** A finished run: the result rows (display-ready, cut to the limit) or the error the query failed with. */
export type RunOutcome =
  { ok: true; columns: SqlLabColumn[]; rows: unknown[][] } | { ok: false; error: AppError };

const ACTIVE = ['pending', 'running'];

/** The SIP-40 error a failed statement is stored and answered with. Nothing a database says is a 5xx. */
function engineFailure(engine: Engine, err: unknown): AppError {
  if (err instanceof AppError)
    return err.shape === 'errors'
      ? err
      : sqllabError(err.status < 500 ? err.status : 400, err.errorType, err.message, err.extra);
  const { errorType, message } = classifyError(engine, err);
  return sqllabError(400, errorType, message, { engine_name: engine.name });
}

async function fail(
  env: RunEnv,
  spec: RunSpec,
  status: 'failed' | 'timed_out' | 'stopped',
  error: AppError,
): Promise<RunOutcome> {
  const errors = [error.toSupersetError()];
  await env.queries.update(
    spec.queryId,
    {
      status,
      errorMessage: error.message,
      endTime: nowMs(),
      extraJson: JSON.stringify({ errors }),
    },
    ACTIVE,
  );
  return { ok: false, error };
}

/**
 * Runs the statements of a prepared script in order on one driver, with the query's status moving
 * pending -> running -> success | failed | stopped | timed_out in the store. A timeout or a stop
 * aborts the signal given to the driver, which cancels the statement in the database. The result
 * (the result statement's rows, cut to the limit) goes to the results store under a new key.
 */
export async function runQuery(env: RunEnv, spec: RunSpec): Promise<RunOutcome> {
  const controller = new AbortController();
  env.registry.add(spec.clientId, controller);
  const timer = setTimeout(() => controller.abort(new RunAbort('timeout')), spec.timeoutMs);
  timer.unref();
  // The outer signal may say why (a RunAbort: a stop, a hand-back); anything else is a shutdown.
  const onOuterAbort = () =>
    controller.abort(
      spec.signal?.reason instanceof RunAbort ? spec.signal.reason : new RunAbort('shutdown'),
    );
  spec.signal?.addEventListener('abort', onOuterAbort, { once: true });
  const { script } = spec;
  let releaseSlot: (() => Promise<void>) | null = null;
  try {
    if (
      !spec.started &&
      !(await env.queries.update(
        spec.queryId,
        { status: 'running', startRunningTime: nowMs() },
        ACTIVE,
      ))
    ) {
      return { ok: false, error: queryStopped() };
    }
    // Over the database's limit, the query waits (as `running`) for a slot until its timeout or a stop.
    if (spec.slot) releaseSlot = await spec.slot(controller.signal);
    const driver = await spec.open();
    let result: QueryResult | null = null;
    for (let i = 0; i < script.statements.length; i += 1) {
      if (i > 0 && (await env.queries.statusOf(spec.queryId)) === 'stopped')
        throw new RunAbort('stopped');
      if (controller.signal.aborted) throw controller.signal.reason;
      const isResult = i === script.resultIndex;
      // Statements other than the result are run for their effect: reading one row is enough.
      const r = await driver.execute(script.statements[i]!, {
        signal: controller.signal,
        maxRows: isResult && !script.ctas ? script.limit + 1 : 1,
      });
      if (isResult) result = r;
      if (script.statements.length > 1 && i < script.statements.length - 1) {
        await env.queries.update(
          spec.queryId,
          { progress: Math.floor((100 * (i + 1)) / script.statements.length) },
          ACTIVE,
        );
      }
    }
    return await succeed(env, spec, script.ctas ? { columns: [], rows: [] } : result!);
  } catch (err) {
    const reason =
      abortReasonOf(controller.signal) ?? (err instanceof RunAbort ? err.reason : null);
    if (reason === 'timeout')
      return fail(env, spec, 'timed_out', sqllabTimeout(spec.timeoutMs / 1000));
    if (reason === 'stopped') return fail(env, spec, 'stopped', queryStopped());
    // Handed back to the job queue: the row stays as it is, the job's handler puts it back to pending.
    if (reason === 'handback') return { ok: false, error: queryStopped() };
    if (reason === 'shutdown') return fail(env, spec, 'failed', serverShutDown());
    return fail(env, spec, 'failed', engineFailure(spec.engine, err));
  } finally {
    await releaseSlot?.();
    clearTimeout(timer);
    spec.signal?.removeEventListener('abort', onOuterAbort);
    env.registry.remove(spec.clientId, controller);
  }
}

async function succeed(env: RunEnv, spec: RunSpec, result: QueryResult): Promise<RunOutcome> {
  const { script } = spec;
  const columns = sqllabColumns(result.columns);
  const limited = result.rows.length > script.limit;
  const rows = displayRows(limited ? result.rows.slice(0, script.limit) : result.rows, columns);
  const factor = script.ctas
    ? 'UNKNOWN'
    : limited
      ? script.limitingFactor === 'UNKNOWN'
        ? 'DROPDOWN'
        : script.limitingFactor
      : 'NOT_LIMITED';
  const endTime = nowMs();
  const key = randomUUID();
  const outcome = await env.results.put(key, { columns, rows });
  const stored = outcome === 'stored';
  if (!stored && spec.mustStoreResults && !script.ctas) {
    return fail(
      env,
      spec,
      'failed',
      outcome === 'too_large' ? resultTooLarge(env.results.maxEntryBytes) : resultsNotStored(),
    );
  }
  const patch = {
    status: 'success',
    progress: 100,
    rows: rows.length,
    endTime,
    limitingFactor: factor,
    resultsKey: stored ? key : null,
    endResultBackendTime: stored ? nowMs() : null,
    ...(script.ctas
      ? {
          selectAsCtaUsed: true,
          tmpTableName: script.ctas.table,
          tmpSchemaName: script.ctas.schema,
        }
      : {}),
  };
  if (!(await env.queries.update(spec.queryId, patch, ['running']))) {
    // Stopped while the last rows were read: the stop wins and the result is dropped.
    if (stored) await env.results.delete(key);
    return { ok: false, error: sqllabError(400, 'GENERIC_COMMAND_ERROR', STOPPED_MESSAGE) };
  }
  return { ok: true, columns, rows };
}
