import { LRUCache } from 'lru-cache';
import { type CacheStore } from './cache-store.ts';

/** Default bound of the in-process cache: 256 MB of stored values. */
export const DEFAULT_MEMORY_CACHE_BYTES = 256 * 1024 * 1024;

/** Options of {@link MemoryCacheStore}. */
export interface MemoryCacheStoreOptions {
  /** Upper bound on the total size of keys and values, in bytes (default 256 MB). */
  maxBytes?: number;
  /** Monotonic clock in milliseconds, for tests (default `performance.now`). */
  now?: () => number;
}

/**
 * In-process LRU store bounded by total bytes (UTF-8 length of string values, byte length of
 * buffers, plus the key). Least recently used entries are evicted first; an entry larger than the
 * whole bound is not stored. Entries expire after their TTL; a TTL ≤ 0 means no expiry.
 */
export class MemoryCacheStore implements CacheStore {
  private readonly lru: LRUCache<string, Buffer | string>;

  constructor(opts: MemoryCacheStoreOptions = {}) {
    const maxBytes = Math.max(1, Math.floor(opts.maxBytes ?? DEFAULT_MEMORY_CACHE_BYTES));
    this.lru = new LRUCache<string, Buffer | string>({
      maxSize: maxBytes,
      sizeCalculation: (value, key) => Math.max(1, byteSize(value) + key.length),
      // lru-cache memoises "now" for ttlResolution ms; an injected clock must be read every time.
      ...(opts.now ? { perf: { now: opts.now }, ttlResolution: 0 } : {}),
    });
  }

  /** Bytes currently accounted for (keys and values). */
  get sizeBytes(): number {
    return this.lru.calculatedSize;
  }

  /** Number of live entries (expired ones may still count until touched). */
  get entryCount(): number {
    return this.lru.size;
  }

  async get(key: string): Promise<Buffer | string | null> {
    return this.lru.get(key) ?? null;
  }

  async set(key: string, value: Buffer | string, ttlSeconds: number): Promise<void> {
    this.lru.set(key, value, { ttl: ttlSeconds > 0 ? Math.round(ttlSeconds * 1000) : 0 });
  }

  async delete(key: string): Promise<void> {
    this.lru.delete(key);
  }

  async close(): Promise<void> {
    this.lru.clear();
  }
}

function byteSize(value: Buffer | string): number {
  return typeof value === 'string' ? Buffer.byteLength(value, 'utf8') : value.byteLength;
}
