import { Redis } from 'ioredis';

/** What a worker records about a run it owns, so that others can clean up after it if it dies. */
export interface RunRecord {
  queryId: number;
  databaseId: number;
}

/** A dead worker and the runs it left behind. */
export interface DeadWorker {
  workerId: string;
  runs: Map<string, RunRecord>;
}

/** Options of {@link ClusterLink}. */
export interface ClusterLinkOptions {
  redisUrl: string;
  /** Prefix of every key and channel (the queue's namespace). */
  namespace: string;
  workerId: string;
  /** How often a worker renews its heartbeat (default 3 s); it expires after three periods. */
  heartbeatMs?: number;
}

/**
 * What the processes of a cluster tell each other through Redis, besides the job queue:
 * - heartbeats: a worker renews `<ns>:worker:<id>` (expiring) and is listed in `<ns>:workers`;
 * - running work: a worker lists its runs in `<ns>:runs:<id>` and owns each in `<ns>:owner:<key>`,
 *   so that when its heartbeat expired (kill -9) another process finds what it left running;
 * - messages: `publish(topic)` reaches every process that subscribed (a stop sent to any web node
 *   reaches the worker running the query).
 */
export class ClusterLink {
  readonly workerId: string;
  readonly #ns: string;
  readonly #redis: Redis;
  readonly #heartbeatMs: number;
  readonly #url: string;
  readonly #listeners = new Map<string, ((message: string) => void)[]>();
  #subscriber: Redis | null = null;
  #timer: NodeJS.Timeout | null = null;

  constructor(opts: ClusterLinkOptions) {
    this.workerId = opts.workerId;
    this.#ns = opts.namespace;
    this.#url = opts.redisUrl;
    this.#heartbeatMs = opts.heartbeatMs ?? 3000;
    this.#redis = new Redis(opts.redisUrl, {
      connectTimeout: 1000,
      commandTimeout: 5000,
      maxRetriesPerRequest: 1,
      retryStrategy: (times) => Math.min(times * 200, 2000),
    });
    this.#redis.on('error', () => undefined);
  }

  #key(...parts: string[]): string {
    return [this.#ns, ...parts].join(':');
  }

  /** Starts the heartbeat of this process as a worker (it renews until `close`). */
  async startHeartbeat(): Promise<void> {
    if (this.#timer) return;
    await this.#beat();
    this.#timer = setInterval(() => void this.#beat().catch(() => undefined), this.#heartbeatMs);
    this.#timer.unref();
  }

  async #beat(): Promise<void> {
    await this.#redis
      .multi()
      .set(this.#key('worker', this.workerId), String(Date.now()), 'PX', this.#heartbeatMs * 3)
      .sadd(this.#key('workers'), this.workerId)
      .exec();
  }

  /** Stops renewing the heartbeat and leaves the records, as a crash would (tests use it). */
  stopHeartbeat(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
  }

  /** Records a run of this worker under `key` (a SQL Lab client id). */
  async track(key: string, run: RunRecord): Promise<void> {
    await this.#redis
      .multi()
      .hset(this.#key('runs', this.workerId), key, JSON.stringify(run))
      .set(this.#key('owner', key), this.workerId, 'EX', 7 * 24 * 3600)
      .exec();
  }

  /** Forgets a finished run of this worker. */
  async untrack(key: string): Promise<void> {
    await this.#redis.hdel(this.#key('runs', this.workerId), key);
    // Only our own ownership: a worker that restarted the job owns it now.
    if ((await this.#redis.get(this.#key('owner', key))) === this.workerId)
      await this.#redis.del(this.#key('owner', key));
  }

  /** The worker that runs `key` now, if any. */
  async ownerOf(key: string): Promise<string | null> {
    return this.#redis.get(this.#key('owner', key));
  }

  /** Workers listed as members whose heartbeat expired, with the runs they left. */
  async deadWorkers(): Promise<DeadWorker[]> {
    const ids = await this.#redis.smembers(this.#key('workers'));
    const dead: DeadWorker[] = [];
    for (const id of ids) {
      if (id === this.workerId || (await this.#redis.exists(this.#key('worker', id)))) continue;
      const raw = await this.#redis.hgetall(this.#key('runs', id));
      const runs = new Map(Object.entries(raw).map(([k, v]) => [k, JSON.parse(v) as RunRecord]));
      dead.push({ workerId: id, runs });
    }
    return dead;
  }

  /** Drops a dead worker once what it left was cleaned up. */
  async forget(workerId: string): Promise<void> {
    await this.#redis
      .multi()
      .del(this.#key('runs', workerId))
      .srem(this.#key('workers'), workerId)
      .exec();
  }

  /** Takes a short cluster-wide lock (one sweeper at a time); false when another holds it. */
  async tryLock(name: string, ttlMs: number): Promise<boolean> {
    return (
      (await this.#redis.set(this.#key('lock', name), this.workerId, 'PX', ttlMs, 'NX')) === 'OK'
    );
  }

  /** Sends `message` on `topic` to every subscribed process (this one too). */
  async publish(topic: string, message: string): Promise<void> {
    await this.#redis.publish(this.#key('topic', topic), message);
  }

  /** Calls `fn` with each message published on `topic`. */
  async subscribe(topic: string, fn: (message: string) => void): Promise<void> {
    const channel = this.#key('topic', topic);
    const list = this.#listeners.get(channel) ?? [];
    list.push(fn);
    this.#listeners.set(channel, list);
    if (!this.#subscriber) {
      this.#subscriber = new Redis(this.#url, { maxRetriesPerRequest: null });
      this.#subscriber.on('error', () => undefined);
      this.#subscriber.on('message', (ch: string, msg: string) => {
        for (const f of this.#listeners.get(ch) ?? []) f(msg);
      });
    }
    if (list.length === 1) await this.#subscriber.subscribe(channel);
  }

  /** Stops the heartbeat and lets this worker's key expire with its record removed. */
  async close(): Promise<void> {
    if (this.#timer) {
      clearInterval(this.#timer);
      this.#timer = null;
      // A clean exit: nothing of ours runs any more, so nobody needs to sweep after us.
      await this.#redis
        .multi()
        .del(this.#key('worker', this.workerId))
        .del(this.#key('runs', this.workerId))
        .srem(this.#key('workers'), this.workerId)
        .exec()
        .catch(() => undefined);
    }
    this.#subscriber?.disconnect();
    this.#redis.disconnect();
  }
}
