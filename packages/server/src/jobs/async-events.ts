import { Redis } from 'ioredis';

/** Job metadata of an async query (api.md §3.6): the 202 body and every event. */
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

/** Compares Redis-style stream ids `<ms>-<seq>`. */
function compareIds(a: string, b: string): number {
  const [am, as] = a.split('-').map(Number);
  const [bm, bs] = b.split('-').map(Number);
  return am! - bm! || as! - bs!;
}

/** The in-process log (one server): ids like Redis stream ids, so clients see the same shape. */
export class MemoryAsyncEventLog implements AsyncEventLog {
  readonly #streams = new Map<string, AsyncEvent[]>();
  #lastMs = 0;
  #seq = 0;

  async add(job: AsyncJob): Promise<string> {
    const now = Date.now();
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

  async since(channel: string, lastId: string | null, max = READ_MAX): Promise<AsyncEvent[]> {
    const stream = this.#streams.get(channel) ?? [];
    return (lastId ? stream.filter((e) => compareIds(e.id, lastId) > 0) : stream).slice(0, max);
  }

  async close(): Promise<void> {
    this.#streams.clear();
  }
}

/** Redis streams `async-events-<channel>` (XADD MAXLEN ~1000), shared by every server of a cluster. */
export class RedisAsyncEventLog implements AsyncEventLog {
  readonly #redis: Redis;
  constructor(url: string) {
    this.#redis = new Redis(url, { maxRetriesPerRequest: 2 });
    this.#redis.on('error', () => undefined); // commands reject on their own; no noise per retry
  }

  async add(job: AsyncJob): Promise<string> {
    const id = await this.#redis.xadd(`async-events-${job.channel_id}`, 'MAXLEN', '~', String(CAP), '*', 'data', JSON.stringify(job));
    return String(id);
  }

  async since(channel: string, lastId: string | null, max = READ_MAX): Promise<AsyncEvent[]> {
    const start = lastId && /^\d+-\d+$/.test(lastId) ? `(${lastId}` : '-';
    const entries = await this.#redis.xrange(`async-events-${channel}`, start, '+', 'COUNT', max);
    return entries.map(([id, fields]) => ({ id, ...(JSON.parse(fields[fields.indexOf('data') + 1] ?? '{}') as AsyncJob) }));
  }

  async close(): Promise<void> {
    this.#redis.disconnect();
  }
}
