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
import { InProcessJobQueue, type JobQueue } from '../../jobs/queue.ts';
import { CacheMissError } from '../../query/cache/index.ts';
import { loadCurrentUser, type CurrentUser } from '../../security/current-user.ts';
import type { ChartDataResult } from './run-chart-data.ts';

/** How long a finished job's request stays fetchable through its result_url. */
const RESULT_TTL_SECONDS = 24 * 3600;
const CONTEXT_PREFIX = 'async-qc:';

/** A submitted chart-data request: its cached answer at once, or a job to follow (api.md §3.6). */
export type AsyncSubmission =
  { kind: 'cached'; result: ChartDataResult } | { kind: 'queued'; job: AsyncJob };

interface StoredContext {
  request: ChartDataRequest;
  userId: number | null;
}

/**
 * Global async queries: a chart-data request that the cache cannot answer runs in the job queue;
 * its progress goes to the channel's event stream and its result is fetched by key afterwards.
 */
export class AsyncChartData {
  readonly events: AsyncEventLog;
  readonly #queue: JobQueue;

  constructor(private readonly ctx: AppContext) {
    this.events = ctx.config.redisUrl
      ? new RedisAsyncEventLog(ctx.config.redisUrl)
      : new MemoryAsyncEventLog();
    this.#queue = new InProcessJobQueue({
      concurrency: 4,
      onError: (err) => ctx.log?.error({ err }, 'async chart data job failed'),
    });
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
    const userId = user?.id ?? null;
    await this.#queue.enqueue(
      'chart-data',
      { request, userId },
      async ({ request: req }, { signal }) => {
        await this.events.add({ ...job, status: 'running' });
        try {
          // The worker runs as the user who asked, with the same data access.
          const actor = userId === null ? null : await loadCurrentUser(this.ctx, userId);
          await this.ctx.chartData.run(req, { user: actor, signal });
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
          await this.events.add({
            ...job,
            status: 'done',
            result_url: `/api/v1/chart/data/${key}`,
          });
        } catch (e) {
          await this.events.add({
            ...job,
            status: 'error',
            errors: [{ message: e instanceof Error ? e.message : String(e) }],
          });
        }
      },
    );
    return { kind: 'queued', job };
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

  async close(): Promise<void> {
    await this.#queue.close();
    await this.events.close();
  }
}
