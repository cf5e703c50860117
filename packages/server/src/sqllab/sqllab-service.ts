import type { AppContext } from '../context.ts';
import { QueriesRepo, type QueryRecord } from '../meta/repos/queries-repo.ts';
import { createCacheStore } from '../query/cache/index.ts';
import { estimateCost } from './estimate-cost.ts';
import { executeSql, type ExecuteResponse } from './execute-sql.ts';
import { exportCsv, type CsvExport } from './export-csv.ts';
import { queryDict } from './query-dict.ts';
import { sqlResults } from './result-payload.ts';
import { ResultsStore } from './results-store.ts';
import { nowMs, RunRegistry } from './run-registry.ts';
import { sqllabSettings, type SqlLabSettings } from './settings.ts';
import {
  abandonSqlLabJob,
  runSqlLabJob,
  SQLLAB_JOB,
  sweepOrphans,
  type CancelOrphans,
  type SqlLabJob,
} from './sqllab-job.ts';
import {
  canSeeQuery,
  canUseDatabase,
  type Caller,
  type OpenDatabase,
  type SqlLabEnv,
} from './sqllab-env.ts';
import { queryAccessDenied, resultsGone, STOPPED_MESSAGE } from './sqllab-errors.ts';
import type { EstimateInput, ExecuteInput } from './sqllab-schemas.ts';

/** What `stop` did. */
export type StopOutcome = 'stopped' | 'already_finished' | 'not_found';

/**
 * SQL Lab of one server: query execution (sync and queued), stop, stored results, CSV export and
 * cost estimates. It owns the job queue, the results store and the registry of running queries, and
 * releases them in `close`.
 */
export class SqlLab {
  readonly env: SqlLabEnv;
  #sweeper: NodeJS.Timeout | null = null;

  constructor(env: SqlLabEnv) {
    this.env = env;
  }

  get settings(): SqlLabSettings {
    return this.env.settings;
  }

  get queries(): QueriesRepo {
    return this.env.queries;
  }

  execute(input: ExecuteInput, caller: Caller): Promise<ExecuteResponse> {
    return executeSql(this.env, input, caller);
  }

  estimate(input: EstimateInput, caller: Caller): Promise<Record<string, string>[]> {
    return estimateCost(this.env, input, caller);
  }

  exportCsv(clientId: string, caller: Caller, signal: AbortSignal): Promise<CsvExport> {
    return exportCsv(this.env, clientId, caller, signal);
  }

  /** GET /api/v1/sqllab/results/: stored results by key, cut to `rows` (default DISPLAY_MAX_ROW). */
  async results(
    key: string,
    rows: number | undefined,
    caller: Caller,
  ): Promise<Record<string, unknown>> {
    const q = await this.env.queries.findByResultsKey(key);
    if (!q) throw resultsGone(404);
    if (!canSeeQuery(q, caller)) throw queryAccessDenied();
    // The owner must still be allowed on the database: access taken away also takes the stored rows.
    const db = await this.env.ctx.databases.findById(q.databaseId);
    if (!db || !canUseDatabase(db, caller)) throw queryAccessDenied();
    const stored = await this.env.results.get(key);
    if (!stored) throw resultsGone(410);
    // `rows: 0` means the default, as in Superset (`rows or DISPLAY_MAX_ROW`).
    return sqlResults(
      q.id,
      stored.columns,
      stored.rows,
      queryDict(q),
      rows || this.env.settings.displayMaxRow,
    );
  }

  /**
   * POST /api/v1/query/stop: marks a pending or running query stopped and cancels it in the database
   * (waiting until the database let go of it when it runs in this process). A finished query is left alone.
   */
  async stop(clientId: string, caller: Caller): Promise<StopOutcome> {
    const q = await this.env.queries.findByClientId(clientId);
    if (!q || !canSeeQuery(q, caller)) return 'not_found';
    if (q.status !== 'pending' && q.status !== 'running') return 'already_finished';
    const errors = [
      {
        message: STOPPED_MESSAGE,
        error_type: 'GENERIC_COMMAND_ERROR',
        level: 'warning',
        extra: null,
      },
    ];
    await this.env.queries.update(
      q.id,
      {
        status: 'stopped',
        errorMessage: STOPPED_MESSAGE,
        endTime: nowMs(),
        extraJson: JSON.stringify({ errors }),
      },
      ['pending', 'running'],
    );
    // Here: cancel and wait. Elsewhere: the worker running it hears the message and cancels it.
    const here = await this.env.registry.abort(clientId, 'stopped');
    if (!here)
      await this.env.ctx.jobs.cluster?.publish(STOP_TOPIC, clientId).catch(() => undefined);
    return 'stopped';
  }

  /** A query the caller may see, by server id. */
  async visibleQuery(id: number, caller: Caller): Promise<QueryRecord | null> {
    const q = await this.env.queries.findById(id);
    return q && canSeeQuery(q, caller) ? q : null;
  }

  /**
   * Sweeps after dead processes now and then every `everyMs` (sqllab-job.ts `sweepOrphans`): run by
   * processes that take jobs. `cancel` ends what a dead worker left running in a database.
   */
  startOrphanSweep(cancel: CancelOrphans | null, everyMs = 5000): void {
    if (this.#sweeper) return;
    const sweep = () =>
      void sweepOrphans(this.env, cancel).catch((err: unknown) =>
        this.env.ctx.log?.warn({ err }, 'SQL Lab orphan sweep failed'),
      );
    sweep();
    this.#sweeper = setInterval(sweep, everyMs);
    this.#sweeper.unref();
  }

  /**
   * Lets the job queue drain (queued runs finish or go back to the queue), aborts the synchronous
   * runs of this process (they fail: the server shut down) and drops the results store.
   */
  async close(): Promise<void> {
    if (labs.get(this.env.ctx) === this) labs.delete(this.env.ctx);
    if (this.#sweeper) clearInterval(this.#sweeper);
    await this.env.ctx.jobs.close();
    await this.env.registry.abortAll();
    await this.env.results.close();
  }
}

const labs = new WeakMap<AppContext, SqlLab>();
/** The topic of stop messages between the processes of a cluster (payload: the client id). */
const STOP_TOPIC = 'sqllab.stop';

/**
 * SQL Lab of a server or worker, one per context (the first call builds it; later calls get the same
 * one, whatever they pass): settings from the environment, the context's job queue (with the
 * `sqllab.execute` handler registered), the results store and the registry of running queries.
 */
export function createSqlLab(
  ctx: AppContext,
  open: OpenDatabase,
  overrides: { settings?: Partial<SqlLabSettings> } = {},
): SqlLab {
  const existing = labs.get(ctx);
  if (existing) return existing;
  const settings = { ...sqllabSettings(ctx.config), ...overrides.settings };
  const results = new ResultsStore(
    createCacheStore({
      redisUrl: ctx.config.redisUrl,
      maxBytes: settings.resultsMaxBytes,
      keyPrefix: 'sightline:sqllab:',
    }),
    {
      maxEntryBytes: Math.floor(settings.resultsMaxBytes / 4),
      // ctx.log is set once the app is built, after SQL Lab may have been created.
      logger: { warn: (obj, msg) => ctx.log?.warn(obj, msg) },
    },
  );
  const registry = new RunRegistry();
  const lab = new SqlLab({
    ctx,
    settings,
    queue: ctx.jobs,
    open,
    queries: new QueriesRepo(ctx.store),
    results,
    registry,
  });
  labs.set(ctx, lab);
  ctx.jobs.registerHandler<SqlLabJob>(SQLLAB_JOB, (p, job) => runSqlLabJob(lab.env, p, job), {
    onAbandoned: (p, reason) => abandonSqlLabJob(lab.env, p, reason),
  });
  ctx.jobs.cluster
    ?.subscribe(STOP_TOPIC, (clientId) => void registry.abort(clientId, 'stopped', 0))
    .catch((err: unknown) => ctx.log?.warn({ err }, 'SQL Lab cannot hear stop messages'));
  return lab;
}
