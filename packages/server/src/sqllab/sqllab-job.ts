import { getEngine } from '../engines/registry.ts';
import type { AppError } from '../errors.ts';
import { isHandBack, JobHandBack, STALLED_MESSAGE, type JobContext } from '../jobs/queue.ts';
import type { QueryRecord } from '../meta/repos/queries-repo.ts';
import { dataAccessOf, loadCurrentUser } from '../security/current-user.ts';
import { queryLost, serverShutDown, workerLost } from './job-errors.ts';
import type { PreparedScript } from './prepare-script.ts';
import { runQuery } from './run-query.ts';
import { nowMs, RunAbort } from './run-registry.ts';
import { canUseDatabase, slotOf, type SqlLabEnv } from './sqllab-env.ts';
import { databaseAccessDenied } from './sqllab-errors.ts';

/** The job name of an async SQL Lab run. */
export const SQLLAB_JOB = 'sqllab.execute';

/**
 * The payload of an async SQL Lab run: the stored query, who asked and the checked script. The
 * worker reloads the query and the database and checks again that the user may still use it.
 */
export interface SqlLabJob {
  queryId: number;
  clientId: string;
  userId: number;
  script: PreparedScript;
}

const ACTIVE = ['pending', 'running'];

/** Fails a pending or running query with `error` (no-op when it already ended). */
export async function failQuery(
  env: SqlLabEnv,
  queryId: number,
  error: AppError,
): Promise<boolean> {
  return env.queries.update(
    queryId,
    {
      status: 'failed',
      errorMessage: error.message,
      endTime: nowMs(),
      extraJson: JSON.stringify({ errors: [error.toSupersetError()] }),
    },
    ACTIVE,
  );
}

/**
 * Runs a queued SQL Lab query. A script is not always safe to run twice (DML, CTAS), so a job that
 * finds its query `running` was started by a worker that died: the query fails, it is not re-run.
 * A worker that shuts down hands a running query back (the row goes back to `pending`).
 */
export async function runSqlLabJob(env: SqlLabEnv, p: SqlLabJob, job: JobContext): Promise<void> {
  const q = await env.queries.findById(p.queryId);
  if (!q || !ACTIVE.includes(q.status)) return; // stopped before it started, or swept
  if (job.restarted && q.status === 'running') {
    await failQuery(env, q.id, workerLost());
    return;
  }
  const db = await env.ctx.databases.findById(q.databaseId);
  const user = await loadCurrentUser(env.ctx, p.userId);
  const caller = user && {
    id: user.id,
    access: dataAccessOf(user),
    allQueries: false,
    templateUser: { id: user.id, username: user.username, email: user.email, roles: [] },
  };
  if (!db || !caller || !canUseDatabase(db, caller)) {
    await failQuery(env, q.id, databaseAccessDenied(db?.databaseName ?? String(q.databaseId)));
    return;
  }
  // The run sees why the job is aborted: a hand-back leaves the row alone, anything else fails it.
  const controller = new AbortController();
  const onAbort = () =>
    controller.abort(new RunAbort(isHandBack(job.signal) ? 'handback' : 'shutdown'));
  job.signal.addEventListener('abort', onAbort, { once: true });
  const cluster = env.ctx.jobs.cluster;
  await cluster?.track(p.clientId, { queryId: q.id, databaseId: db.id });
  try {
    await runQuery(env, {
      queryId: q.id,
      clientId: p.clientId,
      engine: getEngine(db.backend),
      script: p.script,
      slot: slotOf(env, db),
      open: async () => (await env.open(db)).driver,
      started: false,
      timeoutMs: env.settings.asyncTimeoutMs,
      mustStoreResults: true,
      signal: controller.signal,
    });
  } finally {
    job.signal.removeEventListener('abort', onAbort);
    await cluster?.untrack(p.clientId).catch(() => undefined);
  }
  if (isHandBack(job.signal)) {
    await env.queries.update(q.id, { status: 'pending', startRunningTime: null }, ['running']);
    throw new JobHandBack();
  }
}

/**
 * A SQL Lab job that will never run: its in-process queue shut down first, or the shared queue
 * failed it after its workers died too often. The query fails.
 */
export async function abandonSqlLabJob(
  env: SqlLabEnv,
  p: SqlLabJob,
  reason: string,
): Promise<void> {
  await failQuery(
    env,
    p.queryId,
    reason.startsWith(STALLED_MESSAGE) ? workerLost() : serverShutDown(),
  );
}

/** Ends the work a dead worker left in one database (e.g. cancels its PostgreSQL backends). */
export type CancelOrphans = (
  db: NonNullable<Awaited<ReturnType<SqlLabEnv['ctx']['databases']['findById']>>>,
  workerId: string,
) => Promise<void>;

/**
 * Cleans up after dead processes (docs/adr/0016, "orphans"):
 * - with a cluster, every worker whose heartbeat expired: its backends are cancelled in each database
 *   it was running a query on, and the queries it still owns are failed;
 * - in any mode, queries still pending or running long after the async timeout are failed (their
 *   process is gone without a trace).
 * Returns how many queries it failed.
 */
export async function sweepOrphans(env: SqlLabEnv, cancel: CancelOrphans | null): Promise<number> {
  let failed = 0;
  const cluster = env.ctx.jobs.cluster;
  if (cluster && (await cluster.tryLock('sqllab-sweep', 10_000))) {
    for (const dead of await cluster.deadWorkers()) {
      const cancelled = new Set<number>();
      for (const [clientId, run] of dead.runs) {
        if (cancel && !cancelled.has(run.databaseId)) {
          cancelled.add(run.databaseId);
          const db = await env.ctx.databases.findById(run.databaseId);
          if (db) await cancel(db, dead.workerId).catch(() => undefined);
        }
        const owner = await cluster.ownerOf(clientId);
        if (
          (owner === null || owner === dead.workerId) &&
          (await failQuery(env, run.queryId, workerLost()))
        )
          failed += 1;
      }
      await cluster.forget(dead.workerId);
    }
  }
  const graceMs = 60_000;
  const stale = await staleQueries(env, nowMs() - env.settings.asyncTimeoutMs - graceMs);
  for (const q of stale) if (await failQuery(env, q.id, queryLost())) failed += 1;
  return failed;
}

async function staleQueries(env: SqlLabEnv, startedBeforeMs: number): Promise<QueryRecord[]> {
  return env.queries.activeStartedBefore(startedBeforeMs);
}
