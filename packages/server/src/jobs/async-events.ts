import type { Redis } from 'ioredis';
import { AppError } from '../errors.ts';
import { failFastRedis, whenRedisReady } from '../query/cache/redis-connection.ts';

/** Job metadata of an async query (docs/api.md §3.6): the 202 body and every event. */
export interface AsyncJob {
  channel_id: string;
  job_id: string;
  user_id: number | null;
  status: 'pending' | 'running' | 'done' | 'error';
  errors: { message: string }[];
  result_url: string | null;
}

/** An event as GET /api/v1/async_event/ answers it: the job metadata with its stream id. */
export type AsyncEvent = AsyncJob & { id: string };

/** Per-channel append-only event streams, capped at 1000 entries, read after an id (max 100). */
export interface AsyncEventLog {
  add(job: AsyncJob): Promise<string>;
  since(channel: string, lastId: string | null, max?: number): Promise<AsyncEvent[]>;
  close(): Promise<void>;
}

const CAP = 1000;
const READ_MAX = 100;
/** A channel nobody wrote to for a day is dropped: a browser polls far more often than that. */
export const EVENT_STREAM_TTL_SECONDS = 24 * 3600;

/** Compares Redis-style stream ids `<ms>-<seq>`. */
function compareIds(a: string, b: string): number {
  const [am, as] = a.split('-').map(Number);
  const [bm, bs] = b.split('-').map(Number);
  return am! - bm! || as! - bs!;
}

/** The in-process log (one server): ids like Redis stream ids, so clients see the same shape. */
export class MemoryAsyncEventLog implements AsyncEventLog {
  readonly #streams = new Map<string, AsyncEvent[]>();
  readonly #ttlMs: number;
  #lastMs = 0;
  #seq = 0;
  #lastSweep = 0;

  constructor(ttlSeconds = EVENT_STREAM_TTL_SECONDS) {
    this.#ttlMs = ttlSeconds * 1000;
  }

  async add(job: AsyncJob): Promise<string> {
    const now = Date.now();
    this.#sweep(now);
    if (now > this.#lastMs) {
      this.#lastMs = now;
      this.#seq = 0;
    } else {
      this.#seq += 1;
    }
    const id = `${this.#lastMs}-${this.#seq}`;
    const stream = this.#streams.get(job.channel_id) ?? [];
    stream.push({ id, ...job });
    if (stream.length > CAP) stream.splice(0, stream.length - CAP);
    this.#streams.set(job.channel_id, stream);
    return id;
  }

  /** Drops channels whose newest event is older than the TTL (at most once a minute). */
  #sweep(now: number): void {
    if (now - this.#lastSweep < Math.min(60_000, this.#ttlMs)) return;
    this.#lastSweep = now;
    for (const [channel, stream] of this.#streams) {
      const newest = stream.at(-1);
      if (!newest || now - Number(newest.id.split('-')[0]) >= this.#ttlMs)
        this.#streams.delete(channel);
    }
  }

  /** Channels held now (for tests of the expiry). */
  get channelCount(): number {
    return this.#streams.size;
  }

  async since(channel: string, lastId: string | null, max = READ_MAX): Promise<AsyncEvent[]> {
    const stream = this.#streams.get(channel) ?? [];
    return (lastId ? stream.filter((e) => compareIds(e.id, lastId) > 0) : stream).slice(0, max);
  }

  async close(): Promise<void> {
    this.#streams.clear();
  }
}

/**
 * The event log cannot be reached (Redis down): async requests answer 503 with this message at once
 * rather than hang or fail with a 500, and nothing is queued whose progress nobody could follow.
 */
export class AsyncEventsUnavailableError extends AppError {
  constructor(cause: unknown) {
    super(
      503,
      'Async queries are unavailable: their event store (Redis) cannot be reached. Try again later.',
      { errorType: 'GENERIC_BACKEND_ERROR' },
    );
    this.name = 'AsyncEventsUnavailableError';
    this.cause = cause;
  }
}

/** Milliseconds a call waits for a connection attempt under way before it reports Redis unavailable. */
const CONNECT_WAIT_MS = 1000;

/**
 * Redis streams `async-events-<channel>` (XADD MAXLEN ~1000), shared by every server of a cluster;
 * each write renews the stream's expiry, so an abandoned channel is gone a TTL after its last event.
 * The client fails fast while Redis is down (query/cache/redis-connection.ts): every call rejects
 * with {@link AsyncEventsUnavailableError} within about a second.
 */
export class RedisAsyncEventLog implements AsyncEventLog {
  readonly #redis: Redis;
  constructor(
    url: string,
    private readonly ttlSeconds = EVENT_STREAM_TTL_SECONDS,
  ) {
    this.#redis = failFastRedis(url, { connectTimeoutMs: CONNECT_WAIT_MS });
  }

  async add(job: AsyncJob): Promise<string> {
    const key = `async-events-${job.channel_id}`;
    const results = await this.#call(() =>
      this.#redis
        .multi()
        .xadd(key, 'MAXLEN', '~', String(CAP), '*', 'data', JSON.stringify(job))
        .expire(key, this.ttlSeconds)
        .exec(),
    );
    const [error, id] = results?.[0] ?? [new Error('Redis transaction aborted'), null];
    if (error) throw error;
    return String(id);
  }

  async since(channel: string, lastId: string | null, max = READ_MAX): Promise<AsyncEvent[]> {
    const start = lastId && /^\d+-\d+$/.test(lastId) ? `(${lastId}` : '-';
    const entries = await this.#call(() =>
      this.#redis.xrange(`async-events-${channel}`, start, '+', 'COUNT', max),
    );
    return entries.map(([id, fields]) => ({
      id,
      ...(JSON.parse(fields[fields.indexOf('data') + 1] ?? '{}') as AsyncJob),
    }));
  }

  async #call<T>(command: () => Promise<T>): Promise<T> {
    try {
      await whenRedisReady(this.#redis, CONNECT_WAIT_MS, 'Async event store');
      return await command();
    } catch (err) {
      // An error Redis answered with is a bug to report as is; anything else means it is out of reach.
      if ((err as Error).name === 'ReplyError') throw err;
      throw new AsyncEventsUnavailableError(err);
    }
  }

  async close(): Promise<void> {
    this.#redis.disconnect();
  }
}
