import { createHash, randomUUID } from 'node:crypto';
import type { ChartDataRequest } from '@sightline/core';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import {
  MemoryAsyncEventLog,
  RedisAsyncEventLog,
  type AsyncEventLog,
  type AsyncJob,
} from '../../jobs/async-events.ts';
import { isHandBack, JobHandBack, type JobContext } from '../../jobs/queue.ts';
import { CacheMissError } from '../../query/cache/index.ts';
import { loadCurrentUser, type CurrentUser } from '../../security/current-user.ts';
import type { ChartDataResult } from './run-chart-data.ts';

/** How long a finished job's request stays fetchable through its result_url. */
const RESULT_TTL_SECONDS = 24 * 3600;
const CONTEXT_PREFIX = 'async-qc:';
/** Who owns a job (its stop is theirs alone), by job id, as long as its result is kept. */
const OWNER_PREFIX = 'async-job:';
/** A stop asked for a job, seen by a worker that starts it later (a stop while it waited). */
const STOP_PREFIX = 'async-stop:';
/** The cluster topic on which a stop reaches the worker running the job. */
const STOP_TOPIC = 'chart-data.stop';
const JOB_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** The error event of a stopped job. */
export const CHART_STOPPED_MESSAGE = 'The chart-data query was stopped.';

/** The abort reason of a stopped job. */
class ChartDataStopped extends Error {
  override name = 'ChartDataStopped';
}

/** A submitted chart-data request: its cached answer at once, or a job to follow (api.md §3.6). */
export type AsyncSubmission =
  { kind: 'cached'; result: ChartDataResult } | { kind: 'queued'; job: AsyncJob };

interface StoredContext {
  request: ChartDataRequest;
  userId: number | null;
}

/** The payload of a chart-data job: JSON only, so any worker can run it. */
interface ChartDataJob {
  job: AsyncJob;
  request: ChartDataRequest;
  userId: number | null;
}

const JOB_NAME = 'chart-data';
const services = new WeakMap<AppContext, AsyncChartData>();

/** The context's async chart data (one per context: it registers the job handler once). */
export function asyncChartDataOf(ctx: AppContext): AsyncChartData {
  let service = services.get(ctx);
  if (!service) {
    service = new AsyncChartData(ctx);
    services.set(ctx, service);
  }
  return service;
}

/**
 * Global async queries: a chart-data request that the cache cannot answer runs as a `chart-data`
 * job (in this process or on a worker); its progress goes to the channel's event stream and its
 * result is fetched by key afterwards. Running a chart's query again is safe, so a job is retried
 * (3 attempts) after a failure that is not the query's own fault, and after its worker died.
 */
export class AsyncChartData {
  readonly events: AsyncEventLog;
  /** The jobs running in this process, by job id: a stop aborts the query. */
  readonly #running = new Map<string, AbortController>();

  constructor(private readonly ctx: AppContext) {
    this.events = ctx.config.redisUrl
      ? new RedisAsyncEventLog(ctx.config.redisUrl)
      : new MemoryAsyncEventLog();
    ctx.jobs.registerHandler<ChartDataJob>(JOB_NAME, (p, job) => this.#run(p, job), {
      attempts: 3,
      backoffMs: 1000,
      onAbandoned: (p, reason) => this.#failed(p.job, reason),
    });
    ctx.jobs.cluster
      ?.subscribe(STOP_TOPIC, (jobId) => this.#abortHere(jobId))
      .catch((err: unknown) =>
        ctx.log?.warn({ err }, 'Async chart data cannot hear stop messages'),
      );
  }

  #abortHere(jobId: string): void {
    this.#running.get(jobId)?.abort(new ChartDataStopped(CHART_STOPPED_MESSAGE));
  }

  /**
   * DELETE /api/v1/chart/data/<job_id>: stops the caller's job. A waiting job will not run; a running
   * one's database query is cancelled on whichever worker runs it (a cluster message). Either way
   * the channel gets an `error` event with {@link CHART_STOPPED_MESSAGE}; a finished job is left as
   * it is. Another user's job, or an unknown one, is a 404.
   */
  async stop(jobId: string, user: CurrentUser | null): Promise<void> {
    if (!JOB_ID.test(jobId)) throw new AppError(404, 'Not found');
    const raw = await this.ctx.cacheStore.get(OWNER_PREFIX + jobId);
    const owner = raw ? (JSON.parse(String(raw)) as { userId: number | null }) : null;
    if (!owner || owner.userId !== (user?.id ?? null)) throw new AppError(404, 'Not found');
    // The mark first: a worker that starts the job after this sees it, one running it hears the message.
    await this.ctx.cacheStore.set(STOP_PREFIX + jobId, '1', RESULT_TTL_SECONDS);
    this.#abortHere(jobId);
    await this.ctx.jobs.cluster?.publish(STOP_TOPIC, jobId);
  }

  async submit(
    request: ChartDataRequest,
    user: CurrentUser | null,
    channel: string,
  ): Promise<AsyncSubmission> {
    if (!request.force) {
      try {
        return {
          kind: 'cached',
          result: await this.ctx.chartData.run(request, { user }, { cacheOnly: true }),
        };
      } catch (e) {
        if (!(e instanceof CacheMissError)) throw e;
      }
    }
    const job: AsyncJob = {
      channel_id: channel,
      job_id: randomUUID(),
      user_id: user?.id ?? null,
      status: 'pending',
      errors: [],
      result_url: null,
    };
    await this.events.add(job);
    await this.ctx.cacheStore.set(
      OWNER_PREFIX + job.job_id,
      JSON.stringify({ userId: job.user_id }),
      RESULT_TTL_SECONDS,
    );
    try {
      await this.ctx.jobs.enqueue<ChartDataJob>(JOB_NAME, {
        job,
        request,
        userId: user?.id ?? null,
      });
    } catch (e) {
      await this.#failed(job, e instanceof Error ? e.message : String(e)).catch(() => undefined);
      throw e;
    }
    return { kind: 'queued', job };
  }

  async #failed(job: AsyncJob, message: string): Promise<void> {
    await this.events.add({ ...job, status: 'error', errors: [{ message }] });
  }

  async #run({ job, request: req, userId }: ChartDataJob, ctx: JobContext): Promise<void> {
    const stopper = new AbortController();
    this.#running.set(job.job_id, stopper);
    try {
      if (await this.ctx.cacheStore.get(STOP_PREFIX + job.job_id)) {
        await this.#failed(job, CHART_STOPPED_MESSAGE);
        return;
      }
      await this.#runQuery({ job, request: req, userId }, ctx, stopper.signal);
    } finally {
      this.#running.delete(job.job_id);
    }
  }

  async #runQuery(
    { job, request: req, userId }: ChartDataJob,
    ctx: JobContext,
    stopped: AbortSignal,
  ): Promise<void> {
    await this.events.add({ ...job, status: 'running' });
    try {
      // The worker runs as the user who asked, with the data access they have now.
      const actor = userId === null ? null : await loadCurrentUser(this.ctx, userId);
      if (userId !== null && !actor) throw new AppError(403, 'The user of this job is gone');
      await this.ctx.chartData.run(req, {
        user: actor,
        signal: AbortSignal.any([ctx.signal, stopped]),
      });
      if (stopped.aborted) throw stopped.reason;
      const key = createHash('sha256')
        .update(`${job.job_id}:${JSON.stringify(req)}`)
        .digest('hex')
        .slice(0, 32);
      const stored: StoredContext = { request: { ...req, force: false }, userId };
      await this.ctx.cacheStore.set(
        CONTEXT_PREFIX + key,
        JSON.stringify(stored),
        RESULT_TTL_SECONDS,
      );
      await this.events.add({ ...job, status: 'done', result_url: `/api/v1/chart/data/${key}` });
    } catch (e) {
      if (stopped.aborted) return this.#failed(job, CHART_STOPPED_MESSAGE);
      if (isHandBack(ctx.signal)) throw new JobHandBack();
      // The query's own error (4xx) is the answer; anything else may pass, and is tried again.
      const final = ctx.finalAttempt || (e instanceof AppError && e.status < 500);
      if (!final) throw e;
      await this.#failed(job, e instanceof Error ? e.message : String(e));
    }
  }

  /** GET /api/v1/chart/data/<cache_key>: the finished job's result, served from the data cache. */
  async result(key: string, user: CurrentUser | null): Promise<ChartDataResult> {
    if (!/^[0-9a-f]{32}$/.test(key)) throw new AppError(404, 'Not found');
    const raw = await this.ctx.cacheStore.get(CONTEXT_PREFIX + key);
    if (!raw) throw new AppError(404, 'Not found');
    let stored: StoredContext;
    try {
      stored = JSON.parse(String(raw)) as StoredContext;
    } catch {
      throw new AppError(400, 'Cached query context is invalid');
    }
    if (stored.userId !== (user?.id ?? null)) throw new AppError(404, 'Not found');
    return this.ctx.chartData.run(stored.request, { user });
  }

  /** Lets the context's job queue drain (its jobs write events), then closes the event log. */
  async close(): Promise<void> {
    if (services.get(this.ctx) === this) services.delete(this.ctx);
    await this.ctx.jobs.close();
    await this.events.close();
  }
}
