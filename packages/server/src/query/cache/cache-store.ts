import { MemoryCacheStore } from './memory-cache-store.ts';
import { RedisCacheStore } from './redis-cache-store.ts';
import type { SharedCoordination } from './shared-coordination.ts';

/**
 * A key-value backend for the data cache. Values are opaque strings or bytes (the data cache
 * serialises entries itself). Every method may reject when the backend is unavailable; callers
 * that must keep working without a cache (see `DataCache`) catch and treat that as a miss.
 */
export interface CacheStore {
  /** The stored value, or null when absent or expired. */
  get(key: string): Promise<Buffer | string | null>;
  /** Stores `value` for `ttlSeconds` seconds; a TTL ≤ 0 stores it without expiry. */
  set(key: string, value: Buffer | string, ttlSeconds: number): Promise<void>;
  /** Removes the key; absent keys are not an error. */
  delete(key: string): Promise<void>;
  /** Releases connections and memory; the store must not be used afterwards. */
  close(): Promise<void>;
  /**
   * Locks and slots shared by every process on the same backend (Redis); absent for the
   * in-process store, where each process coordinates only itself.
   */
  readonly shared?: SharedCoordination;
}

/** The logging the cache layer needs: pino's `(object, message)` form, as Fastify's logger has. */
export interface CacheLogger {
  warn(obj: Record<string, unknown>, msg: string): void;
}

/** Options of {@link createCacheStore}. */
export interface CreateCacheStoreOptions {
  /** Redis URL (`redis://host:port/db`); when set the store is Redis, else in-process memory. */
  redisUrl?: string | null;
  /** Byte bound of the in-process store (default 256 MB). */
  maxBytes?: number;
  /** Key prefix of the Redis store (default `sightline:data:`). */
  keyPrefix?: string;
  /** Receives backend connection errors. */
  logger?: CacheLogger;
}

/** Chooses the data-cache backend: Redis when a URL is given (SIGHTLINE_REDIS_URL), else memory. */
export function createCacheStore(opts: CreateCacheStoreOptions = {}): CacheStore {
  const url = opts.redisUrl?.trim();
  if (url) return new RedisCacheStore(url, { keyPrefix: opts.keyPrefix, logger: opts.logger });
  return new MemoryCacheStore({ maxBytes: opts.maxBytes });
}

export { MemoryCacheStore, RedisCacheStore };
