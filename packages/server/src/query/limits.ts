import type { CachedEntry, DataCache, SharedCoordination } from './cache/index.ts';

/**
 * Limits that hold for the whole cluster when the processes share a Redis (issue #15 point 6,
 * docs/adr/0017), and for the process alone otherwise: single flight of identical chart-data queries
 * across processes, and a cap of concurrent queries per database. Redis trouble never fails a query:
 * it falls back to the process's own coordination.
 */

/** How long a process holds the single-flight lock of a key while it runs the query. */
export const FLIGHT_LOCK_MS = 120_000;
/** How long another process waits for that query's cache entry before running the query itself. */
export const FLIGHT_WAIT_MS = 60_000;
/** How long a concurrency slot lasts when its holder never gives it back (a crashed process). */
export const SLOT_LEASE_MS = 10 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What {@link joinSharedFlight} decided: the other process's entry, or run and unlock after. */
export type SharedFlight = { entry: CachedEntry } | { unlock: () => Promise<void> };

/**
 * Single flight across processes: takes the lock of `key`, or, when another process holds it, polls
 * (25 ms growing to 250 ms) for that process's cache entry until the lock goes, `waitMs` passes or
 * `signal` aborts. Without the entry (the other run failed, or took too long) the caller runs the
 * query itself. A Redis error means "run it".
 */
export async function joinSharedFlight(
  shared: SharedCoordination,
  cache: DataCache,
  key: string,
  opts: { ttlSeconds: number; signal?: AbortSignal; waitMs?: number; lockMs?: number },
): Promise<SharedFlight> {
  const run: SharedFlight = { unlock: async () => undefined };
  let token: string | null;
  try {
    token = await shared.tryLock(key, opts.lockMs ?? FLIGHT_LOCK_MS);
  } catch {
    return run;
  }
  if (token) {
    const held = token;
    return { unlock: () => shared.unlock(key, held).catch(() => undefined) };
  }
  const read = () => cache.read(key, { force: false, ttlSeconds: opts.ttlSeconds });
  const deadline = Date.now() + (opts.waitMs ?? FLIGHT_WAIT_MS);
  for (let delay = 25; Date.now() < deadline && !opts.signal?.aborted;) {
    await sleep(delay);
    delay = Math.min(delay * 2, 250);
    const entry = await read();
    if (entry) return { entry };
    let locked: boolean;
    try {
      locked = await shared.isLocked(key);
    } catch {
      return run;
    }
    if (!locked) {
      const last = await read();
      return last ? { entry: last } : run;
    }
  }
  return run;
}

/** A counting semaphore of this process, per name. */
class LocalSlots {
  readonly #held = new Map<string, number>();
  readonly #waiting = new Map<string, (() => void)[]>();

  async acquire(name: string, limit: number, signal?: AbortSignal): Promise<() => void> {
    while ((this.#held.get(name) ?? 0) >= limit) {
      signal?.throwIfAborted();
      await new Promise<void>((resolve) => {
        const queue = this.#waiting.get(name) ?? [];
        queue.push(resolve);
        this.#waiting.set(name, queue);
        signal?.addEventListener('abort', () => resolve(), { once: true });
      });
    }
    this.#held.set(name, (this.#held.get(name) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#held.set(name, (this.#held.get(name) ?? 1) - 1);
      // Every waiter checks again (one that gave up leaves a stale entry, so do not pick one).
      const waiting = this.#waiting.get(name) ?? [];
      this.#waiting.delete(name);
      for (const wake of waiting) wake();
    };
  }
}

/**
 * Concurrent queries per database: at most `limit` run at once in the cluster (Redis slots) or in
 * this process (no Redis, or Redis down). A waiting query polls for a slot (25 ms growing to 250 ms)
 * until `signal` aborts (the query's timeout or a client that went away).
 */
export class QuerySlots {
  readonly #local = new LocalSlots();

  constructor(private readonly shared: () => SharedCoordination | undefined) {}

  /** Waits for a slot of database `databaseId`; resolves to its release. `limit` ≤ 0: no limit. */
  async acquire(
    databaseId: number,
    limit: number,
    signal?: AbortSignal,
  ): Promise<() => Promise<void>> {
    if (!(limit > 0)) return async () => undefined;
    const name = `db:${databaseId}`;
    const shared = this.shared();
    if (shared) {
      try {
        for (let delay = 25; ; delay = Math.min(delay * 2, 250)) {
          const token = await shared.tryAcquireSlot(name, limit, SLOT_LEASE_MS);
          if (token) return () => shared.releaseSlot(name, token).catch(() => undefined);
          signal?.throwIfAborted();
          await sleep(delay);
        }
      } catch (err) {
        if (signal?.aborted) throw err;
        // Redis is unavailable: the process's own limit still holds.
      }
    }
    const release = await this.#local.acquire(name, limit, signal);
    return async () => release();
  }
}

/** The concurrency limit a database's `extra` sets (`max_concurrent_queries`), or 0 for none. */
export function concurrencyLimitOf(extra: Record<string, unknown>): number {
  const v = extra.max_concurrent_queries;
  return typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : 0;
}
