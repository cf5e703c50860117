import { randomUUID } from 'node:crypto';

/** What a running job gets besides its payload. */
export interface JobContext {
  id: string;
  name: string;
  /** Fires when the queue shuts down: the job should stop its work (cancel its query). */
  signal: AbortSignal;
}

/** Runs one job. Errors are the handler's own business: a rejection is logged and dropped. */
export type JobHandler<P> = (payload: P, job: JobContext) => Promise<void>;

/**
 * Where long work goes instead of a request handler (SQL Lab async queries; later reports, cache
 * warm-up). The in-process queue runs handlers in this process; a distributed queue (BullMQ over Redis)
 * will implement the same interface, with handlers registered by `name` in every worker and payloads
 * kept JSON-serialisable for that reason.
 */
export interface JobQueue {
  /** Queues a job and returns its id at once; rejects with QueueFullError when too many wait. */
  enqueue<P>(name: string, payload: P, handler: JobHandler<P>): Promise<string>;
  /** Jobs waiting and running right now. */
  stats(): { waiting: number; running: number };
  /** Stops taking jobs, drops the waiting ones, aborts the running ones and waits for them to settle. */
  close(): Promise<void>;
}

/** The queue refused a job: too many are waiting, or it is shutting down. */
export class QueueFullError extends Error {
  override name = 'QueueFullError';
}

/** Options of the in-process queue. */
export interface InProcessJobQueueOptions {
  /** Jobs running at the same time. */
  concurrency: number;
  /** Jobs allowed to wait; more are refused (default 1000). */
  maxWaiting?: number;
  /** How long `close` waits for aborted jobs (default 5 s). */
  closeTimeoutMs?: number;
  /** Receives handler failures. */
  onError?: (err: unknown, job: { id: string; name: string }) => void;
}

interface Entry {
  id: string;
  name: string;
  run: (signal: AbortSignal) => Promise<void>;
}

/** A FIFO queue in this process, with at most `concurrency` jobs running. */
export class InProcessJobQueue implements JobQueue {
  readonly #concurrency: number;
  readonly #maxWaiting: number;
  readonly #closeTimeoutMs: number;
  readonly #onError: NonNullable<InProcessJobQueueOptions['onError']>;
  readonly #waiting: Entry[] = [];
  readonly #running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  #closed = false;

  constructor(opts: InProcessJobQueueOptions) {
    if (!Number.isInteger(opts.concurrency) || opts.concurrency < 1)
      throw new Error('Job queue concurrency must be a positive integer');
    this.#concurrency = opts.concurrency;
    this.#maxWaiting = opts.maxWaiting ?? 1000;
    this.#closeTimeoutMs = opts.closeTimeoutMs ?? 5000;
    this.#onError = opts.onError ?? (() => undefined);
  }

  async enqueue<P>(name: string, payload: P, handler: JobHandler<P>): Promise<string> {
    if (this.#closed) throw new QueueFullError('The job queue is shutting down');
    if (this.#waiting.length >= this.#maxWaiting)
      throw new QueueFullError(`Too many jobs are waiting (${this.#maxWaiting})`);
    const id = randomUUID();
    this.#waiting.push({ id, name, run: (signal) => handler(payload, { id, name, signal }) });
    // Start on a later tick, so the caller can answer (202) before the job touches shared state.
    setImmediate(() => this.#pump());
    return id;
  }

  stats(): { waiting: number; running: number } {
    return { waiting: this.#waiting.length, running: this.#running.size };
  }

  #pump(): void {
    while (!this.#closed && this.#running.size < this.#concurrency && this.#waiting.length > 0) {
      const entry = this.#waiting.shift()!;
      const controller = new AbortController();
      const done = Promise.resolve()
        .then(() => entry.run(controller.signal))
        .catch((err: unknown) => this.#onError(err, { id: entry.id, name: entry.name }))
        .finally(() => {
          this.#running.delete(entry.id);
          this.#pump();
        });
      this.#running.set(entry.id, { controller, done });
    }
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#waiting.length = 0;
    const running = [...this.#running.values()];
    for (const r of running) r.controller.abort(new Error('The job queue is shutting down'));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, this.#closeTimeoutMs);
      timer.unref();
    });
    await Promise.race([Promise.all(running.map((r) => r.done)), timeout]);
    clearTimeout(timer);
  }
}
