import { randomUUID } from 'node:crypto';
import { AppError } from '../errors.ts';
import type { ClusterLink } from './cluster.ts';

/** What a running job gets besides its payload. */
export interface JobContext {
  id: string;
  name: string;
  /** 1 for the first run; more when a failed attempt is retried or the job is run again. */
  attempt: number;
  /** No attempt follows this one: a failure now is the job's final answer. */
  finalAttempt: boolean;
  /**
   * The job ran before and did not finish: its worker died (a stalled job) or handed it back while
   * shutting down. A handler whose work is unsafe to repeat checks what the first run left behind.
   */
  restarted: boolean;
  /**
   * Fires when the job must stop: with a {@link JobHandBack} reason when the worker shuts down and
   * wants the job back in the queue (stop the work without recording an outcome, then throw
   * {@link JobHandBack}), with another reason when the job cannot be finished (record a failure).
   */
  signal: AbortSignal;
}

/** Runs one job. A rejection fails the attempt: retried when attempts remain, else logged. */
export type JobHandler<P> = (payload: P, job: JobContext) => Promise<void>;

/** How the queue treats the jobs of one handler. */
export interface HandlerOptions<P> {
  /** Attempts in all (1 = never retried; the default). Only for work that is safe to repeat. */
  attempts?: number;
  /** Delay before the first retry, doubled for each further one (default 1000 ms). */
  backoffMs?: number;
  /**
   * Called (best effort) for a job that will never run or finish: the in-process queue shut down
   * before it started, or the shared queue failed it after its workers died too often (a stalled
   * job). The handler's owner records the failure (an error event, a failed row).
   */
  onAbandoned?: (payload: P, reason: string) => Promise<void>;
}

/** Jobs waiting and running right now (in the whole cluster for a shared queue). */
export interface JobStats {
  waiting: number;
  running: number;
}

/**
 * Where long work goes instead of a request handler (async chart data, async SQL Lab queries;
 * later reports). Handlers are registered by name once per process; a job carries only its name and
 * a JSON-serialisable payload, so it can run in another process (docs/adr/0016). Two implementations:
 * {@link InProcessJobQueue} (embedded, the default) and `BullJobQueue` (BullMQ over Redis).
 */
export interface JobQueue {
  /** Which implementation: 'in-process' or 'bullmq'. */
  readonly kind: string;
  /** This process's id among the workers (used in heartbeats and connection names). */
  readonly workerId: string;
  /** Heartbeats, running work and messages between the processes of a cluster; null in-process. */
  readonly cluster: ClusterLink | null;
  /** Registers the handler of `name` in this process (again: replaces it). */
  registerHandler<P>(name: string, handler: JobHandler<P>, opts?: HandlerOptions<P>): void;
  /**
   * Queues a job and returns its id at once. Rejects with {@link QueueFullError} when too many wait
   * or the queue shuts down, with {@link QueueUnavailableError} when the shared queue is unreachable.
   */
  enqueue<P>(name: string, payload: P): Promise<string>;
  /** Starts taking jobs in this process (a worker). The in-process queue always runs its jobs. */
  startWorker(): Promise<void>;
  /** Whether this process takes jobs. */
  readonly working: boolean;
  stats(): Promise<JobStats>;
  /**
   * Stops taking jobs and lets the running ones finish for up to the drain time; the rest are told
   * to stop (handed back to the queue where it is shared), and the queue lets go of its resources.
   */
  close(): Promise<void>;
}

/** The start of what the owner of a job that BullMQ failed after repeated stalls is told. */
export const STALLED_MESSAGE =
  'The job was stopped: the workers running it stopped unexpectedly too many times';

/** The queue refused a job: too many are waiting, or it is shutting down. */
export class QueueFullError extends Error {
  override name = 'QueueFullError';
}

/** The shared queue (Redis) cannot be reached: a 503 rather than a job nobody will run. */
export class QueueUnavailableError extends AppError {
  constructor(cause: unknown) {
    super(
      503,
      `Background jobs are unavailable: their queue (Redis) cannot be reached (${cause instanceof Error ? cause.message : String(cause)}).`,
      { errorType: 'GENERIC_BACKEND_ERROR' },
    );
    this.name = 'QueueUnavailableError';
    this.cause = cause;
  }
}

/**
 * A job this process has no handler for (a process built without the job handlers, such as an
 * embedded test app): a 503 naming the job rather than a 500.
 */
export class NoJobHandlerError extends AppError {
  constructor(name: string) {
    super(503, `This server cannot run "${name}" jobs: no handler is registered for them.`, {
      errorType: 'GENERIC_BACKEND_ERROR',
    });
    this.name = 'NoJobHandlerError';
  }
}

/** The abort reason (and the error to throw) of a job handed back to the queue by a stopping worker. */
export class JobHandBack extends Error {
  override name = 'JobHandBack';
  constructor() {
    super('The worker is shutting down: the job goes back to the queue');
  }
}

/** Whether a job's signal asks for the job to be handed back rather than failed. */
export function isHandBack(signal: AbortSignal): boolean {
  return signal.aborted && signal.reason instanceof JobHandBack;
}

/** Options of the in-process queue. */
export interface InProcessJobQueueOptions {
  /** Jobs running at the same time. */
  concurrency: number;
  /** Jobs allowed to wait; more are refused (default 1000). */
  maxWaiting?: number;
  /** How long `close` lets running jobs finish before aborting them (default 5 s). */
  drainMs?: number;
  /** Receives handler failures. */
  onError?: (err: unknown, job: { id: string; name: string }) => void;
}

interface Registered {
  handler: JobHandler<unknown>;
  opts: HandlerOptions<unknown>;
}

interface Entry {
  id: string;
  name: string;
  payload: unknown;
  attempt: number;
}

/** A FIFO queue in this process, with at most `concurrency` jobs running. */
export class InProcessJobQueue implements JobQueue {
  readonly kind = 'in-process';
  readonly workerId = randomUUID().slice(0, 8);
  readonly working = true;
  readonly cluster = null;
  readonly #concurrency: number;
  readonly #maxWaiting: number;
  readonly #drainMs: number;
  readonly #onError: NonNullable<InProcessJobQueueOptions['onError']>;
  readonly #handlers = new Map<string, Registered>();
  readonly #waiting: Entry[] = [];
  readonly #running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  readonly #timers = new Set<NodeJS.Timeout>();
  #closed = false;
  #closing: Promise<void> | null = null;

  constructor(opts: InProcessJobQueueOptions) {
    if (!Number.isInteger(opts.concurrency) || opts.concurrency < 1)
      throw new Error('Job queue concurrency must be a positive integer');
    this.#concurrency = opts.concurrency;
    this.#maxWaiting = opts.maxWaiting ?? 1000;
    this.#drainMs = opts.drainMs ?? 5000;
    this.#onError = opts.onError ?? (() => undefined);
  }

  registerHandler<P>(name: string, handler: JobHandler<P>, opts: HandlerOptions<P> = {}): void {
    this.#handlers.set(name, {
      handler: handler as JobHandler<unknown>,
      opts: opts as HandlerOptions<unknown>,
    });
  }

  async enqueue<P>(name: string, payload: P): Promise<string> {
    if (this.#closed) throw new QueueFullError('The job queue is shutting down');
    if (!this.#handlers.has(name)) throw new NoJobHandlerError(name);
    if (this.#waiting.length >= this.#maxWaiting)
      throw new QueueFullError(`Too many jobs are waiting (${this.#maxWaiting})`);
    const id = randomUUID();
    // The payload goes through JSON as it would to another process: what does not survive is a bug.
    this.#waiting.push({ id, name, payload: JSON.parse(JSON.stringify(payload)), attempt: 1 });
    // Start on a later tick, so the caller can answer (202) before the job touches shared state.
    setImmediate(() => this.#pump());
    return id;
  }

  async startWorker(): Promise<void> {}

  async stats(): Promise<JobStats> {
    return { waiting: this.#waiting.length + this.#timers.size, running: this.#running.size };
  }

  #pump(): void {
    while (!this.#closed && this.#running.size < this.#concurrency && this.#waiting.length > 0) {
      this.#run(this.#waiting.shift()!);
    }
  }

  #run(entry: Entry): void {
    const { handler, opts } = this.#handlers.get(entry.name)!;
    const attempts = opts.attempts ?? 1;
    const controller = new AbortController();
    const job: JobContext = {
      id: entry.id,
      name: entry.name,
      attempt: entry.attempt,
      finalAttempt: entry.attempt >= attempts,
      restarted: false,
      signal: controller.signal,
    };
    const done = Promise.resolve()
      .then(() => handler(entry.payload, job))
      .catch((err: unknown) => {
        if (!job.finalAttempt && !this.#closed && !controller.signal.aborted) {
          this.#retryLater(entry, (opts.backoffMs ?? 1000) * 2 ** (entry.attempt - 1));
        } else {
          this.#onError(err, { id: entry.id, name: entry.name });
        }
      })
      .finally(() => {
        this.#running.delete(entry.id);
        this.#pump();
      });
    this.#running.set(entry.id, { controller, done });
  }

  #retryLater(entry: Entry, delayMs: number): void {
    const timer = setTimeout(() => {
      this.#timers.delete(timer);
      this.#waiting.unshift({ ...entry, attempt: entry.attempt + 1 });
      this.#pump();
    }, delayMs);
    timer.unref();
    this.#timers.add(timer);
  }

  close(): Promise<void> {
    this.#closing ??= this.#close();
    return this.#closing;
  }

  async #close(): Promise<void> {
    this.#closed = true;
    for (const t of this.#timers) clearTimeout(t);
    this.#timers.clear();
    // Nothing outlives this process here: waiting jobs are abandoned (their owners record it) ...
    const dropped = this.#waiting.splice(0);
    await Promise.all(
      dropped.map((e) =>
        this.#handlers
          .get(e.name)
          ?.opts.onAbandoned?.(e.payload, 'The server shut down before the job started.')
          .catch((err: unknown) => this.#onError(err, e)),
      ),
    );
    // ... and running ones get the drain time to finish before they are aborted.
    const running = () => [...this.#running.values()];
    if (
      !(await settleWithin(
        running().map((r) => r.done),
        this.#drainMs,
      ))
    ) {
      for (const r of running()) r.controller.abort(new Error('The server is shutting down'));
      await settleWithin(
        running().map((r) => r.done),
        this.#drainMs,
      );
    }
  }
}

/** Waits for the promises for at most `ms`; true when they all settled in time. */
export async function settleWithin(promises: Promise<unknown>[], ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
    timer.unref();
  });
  const all = Promise.allSettled(promises).then(() => true);
  try {
    return await Promise.race([all, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
