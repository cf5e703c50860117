import { randomUUID } from 'node:crypto';
import { Queue, WaitingError, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { whenRedisReady } from '../query/cache/redis-connection.ts';
import { ClusterLink } from './cluster.ts';
import {
  isHandBack,
  JobHandBack,
  NoJobHandlerError,
  QueueUnavailableError,
  settleWithin,
  STALLED_MESSAGE,
  type HandlerOptions,
  type JobContext,
  type JobHandler,
  type JobQueue,
  type JobStats,
} from './queue.ts';

/** Options of {@link BullJobQueue}. */
export interface BullJobQueueOptions {
  redisUrl: string;
  /** The queue's name: every process of one deployment uses the same (see jobs/create-queue.ts). */
  name: string;
  /** Prefix of every Redis key of the queue (default `sightline`). */
  prefix?: string;
  /** Jobs running at once in the whole cluster (BullMQ's global concurrency) and in one worker. */
  concurrency: number;
  /** How long `close` lets running jobs finish before handing them back (default 30 s). */
  drainMs?: number;
  /** A job whose worker stops renewing its lock for this long is stalled (default 30 s). */
  lockMs?: number;
  /** How often a worker looks for stalled jobs (default 15 s). */
  stalledIntervalMs?: number;
  /** Restarts of a stalled job before BullMQ fails it (default 2; tests use 0). */
  maxStalledCount?: number;
  /** Start taking jobs as soon as a handler is registered (false: `start --no-worker`). */
  autoStartWorker?: boolean;
  onError?: (err: unknown, job: { id: string; name: string } | null) => void;
}

interface Registered {
  handler: JobHandler<unknown>;
  opts: HandlerOptions<unknown>;
}

/**
 * The job queue of a cluster: BullMQ over Redis. Every process may enqueue; processes that called
 * {@link startWorker} take jobs, at most `concurrency` at once in all (BullMQ's global concurrency).
 * A job whose worker dies keeps its lock until it expires; another worker's stalled-job check then
 * runs it again (a handler sees `restarted` and decides whether that is safe), twice at most, after
 * which BullMQ fails it. Retries with exponential backoff follow each handler's `attempts`.
 */
export class BullJobQueue implements JobQueue {
  readonly kind = 'bullmq';
  readonly workerId = randomUUID().slice(0, 8);
  readonly #opts: BullJobQueueOptions;
  readonly #handlers = new Map<string, Registered>();
  readonly #active = new Map<string, AbortController>();
  readonly #client: Redis;
  readonly #queue: Queue;
  readonly cluster: ClusterLink;
  #worker: Worker | null = null;
  #starting: Promise<void> | null = null;
  #workerClient: Redis | null = null;
  #closing: Promise<void> | null = null;

  constructor(opts: BullJobQueueOptions) {
    this.#opts = opts;
    // Commands wait for a connection (BullMQ sets the queue up on its own), but `enqueue` checks
    // first that Redis is there, so a request never hangs on a queue that is down.
    this.#client = new Redis(opts.redisUrl, {
      connectTimeout: 1000,
      // Generous: a loaded process may take seconds to read an answer; a down Redis is caught before.
      commandTimeout: 20_000,
      maxRetriesPerRequest: 1,
      retryStrategy: (times) => Math.min(times * 200, 2000),
    });
    this.#client.on('error', () => undefined);
    this.#queue = new Queue(opts.name, {
      connection: this.#client,
      prefix: opts.prefix ?? 'sightline',
      streams: { events: { maxLen: 1000 } },
    });
    this.#queue.on('error', (err) => this.#onError(err, null));
    this.cluster = new ClusterLink({
      redisUrl: opts.redisUrl,
      namespace: `${opts.prefix ?? 'sightline'}:${opts.name}`,
      workerId: this.workerId,
    });
  }

  get working(): boolean {
    return this.#worker !== null && this.#closing === null;
  }

  #onError(err: unknown, job: { id: string; name: string } | null): void {
    this.#opts.onError?.(err, job);
  }

  registerHandler<P>(name: string, handler: JobHandler<P>, opts: HandlerOptions<P> = {}): void {
    this.#handlers.set(name, {
      handler: handler as JobHandler<unknown>,
      opts: opts as HandlerOptions<unknown>,
    });
    if (this.#opts.autoStartWorker)
      void this.startWorker().catch((err: unknown) => this.#onError(err, null));
  }

  async enqueue<P>(name: string, payload: P): Promise<string> {
    const reg = this.#handlers.get(name);
    if (!reg) throw new NoJobHandlerError(name);
    const attempts = reg.opts.attempts ?? 1;
    const id = randomUUID();
    try {
      await whenRedisReady(this.#client, 1000, 'Job queue');
      await this.#queue.add(name, payload, {
        jobId: id,
        attempts,
        backoff: { type: 'exponential', delay: reg.opts.backoffMs ?? 1000 },
        // Results live in the events and the data cache: a finished job is only a Redis key to drop.
        removeOnComplete: true,
        removeOnFail: { age: 24 * 3600, count: 1000 },
      });
    } catch (err) {
      throw new QueueUnavailableError(err);
    }
    return id;
  }

  startWorker(): Promise<void> {
    if (this.#closing) return Promise.resolve();
    this.#starting ??= this.#start();
    return this.#starting;
  }

  async #start(): Promise<void> {
    const { concurrency } = this.#opts;
    await this.cluster.startHeartbeat();
    // A worker's blocking connection must wait for Redis as long as it takes (BullMQ's requirement).
    this.#workerClient = new Redis(this.#opts.redisUrl, { maxRetriesPerRequest: null });
    this.#workerClient.on('error', () => undefined);
    await this.#queue.setGlobalConcurrency(concurrency);
    if (this.#closing) {
      this.#workerClient.disconnect();
      return;
    }
    this.#worker = new Worker(this.#opts.name, (job, token) => this.#process(job, token), {
      connection: this.#workerClient,
      prefix: this.#opts.prefix ?? 'sightline',
      concurrency,
      lockDuration: this.#opts.lockMs ?? 30_000,
      stalledInterval: this.#opts.stalledIntervalMs ?? 15_000,
      maxStalledCount: this.#opts.maxStalledCount ?? 2,
    });
    this.#worker.on('error', (err) => this.#onError(err, null));
    this.#worker.on('failed', (job, err) => {
      this.#onError(err, job ? { id: String(job.id), name: job.name } : null);
      if (job?.deferredFailure) void this.#abandoned(job, job.deferredFailure);
    });
  }

  /**
   * BullMQ failed a job without running it: it stalled more often than allowed (its workers died),
   * so the next worker to fetch it fails it at once. Its handler never learns of it; its owner does,
   * through `onAbandoned` (an error event for the channel, a failed query).
   */
  async #abandoned(job: Job, reason: string): Promise<void> {
    const reg = this.#handlers.get(job.name);
    const message = STALLED_MESSAGE + (reason ? ` (${reason})` : '');
    await reg?.opts
      .onAbandoned?.(job.data, message)
      .catch((err: unknown) => this.#onError(err, { id: String(job.id), name: job.name }));
  }

  async #process(job: Job, token: string | undefined): Promise<void> {
    const reg = await this.#handlerOf(job.name);
    const id = String(job.id);
    const attempts = job.opts.attempts ?? 1;
    const attempt = job.attemptsMade + 1;
    const controller = new AbortController();
    this.#active.set(id, controller);
    const context: JobContext = {
      id,
      name: job.name,
      attempt,
      finalAttempt: attempt >= attempts,
      restarted: job.stalledCounter > 0 || job.attemptsStarted > attempt,
      signal: controller.signal,
    };
    try {
      await reg.handler(job.data, context);
      if (isHandBack(controller.signal)) throw new JobHandBack();
    } catch (err) {
      if (!(err instanceof JobHandBack) && !isHandBack(controller.signal)) throw err;
      // Back to the waiting list: another worker takes it (it sees `restarted`).
      await job.moveToWait(token);
      throw new WaitingError();
    } finally {
      this.#active.delete(id);
    }
  }

  /** The handler of `name`, waiting a moment for it: a process registers its handlers at start. */
  async #handlerOf(name: string): Promise<Registered> {
    for (let i = 0; i < 100 && !this.#handlers.has(name); i += 1)
      await new Promise((r) => setTimeout(r, 50));
    const reg = this.#handlers.get(name);
    if (!reg) throw new Error(`No handler for job "${name}" in this worker`);
    return reg;
  }

  async stats(): Promise<JobStats> {
    const c = await this.#queue.getJobCounts('waiting', 'prioritized', 'delayed', 'active');
    return {
      waiting: (c.waiting ?? 0) + (c.prioritized ?? 0) + (c.delayed ?? 0),
      running: c.active ?? 0,
    };
  }

  close(): Promise<void> {
    this.#closing ??= this.#close();
    return this.#closing;
  }

  async #close(): Promise<void> {
    const worker = this.#worker;
    if (worker) {
      const drainMs = this.#opts.drainMs ?? 30_000;
      // BullMQ's close stops fetching and waits for the running jobs (their locks still renewed).
      const closed = worker.close();
      if (!(await settleWithin([closed], drainMs))) {
        for (const c of this.#active.values()) c.abort(new JobHandBack());
        // Still running: its lock expires and another worker restarts it as a stalled job.
        await settleWithin([closed], drainMs);
      }
      this.#workerClient?.disconnect();
    }
    await this.cluster.close();
    await this.#queue.close().catch(() => undefined);
    this.#client.disconnect();
  }
}
