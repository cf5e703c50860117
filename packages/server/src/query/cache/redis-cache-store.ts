import type { Redis } from 'ioredis';
import { type CacheLogger, type CacheStore } from './cache-store.ts';
import { failFastRedis, whenRedisReady } from './redis-connection.ts';
import { RedisCoordination, type SharedCoordination } from './shared-coordination.ts';

/** Default prefix of every data-cache key written to Redis. */
export const DEFAULT_REDIS_KEY_PREFIX = 'sightline:data:';

/** Options of {@link RedisCacheStore}. */
export interface RedisCacheStoreOptions {
  /** Prepended to every key (default `sightline:data:`). */
  keyPrefix?: string;
  /** Milliseconds allowed for a connection attempt, and for a call to wait for one (default 1000). */
  connectTimeoutMs?: number;
  /** Milliseconds before a sent command is abandoned (default 2000). */
  commandTimeoutMs?: number;
  /** Receives connection errors (logged once per outage). */
  logger?: CacheLogger;
}

/**
 * Redis-backed store (`SET key value EX ttl`). Built to fail fast: commands are never queued while
 * disconnected (`enableOfflineQueue: false`), a call waits at most `connectTimeoutMs` for an
 * initial or in-flight connection attempt and fails at once while the client is between retries,
 * and sent commands time out after `commandTimeoutMs`. The client keeps reconnecting in the
 * background (backing off to 2 s), so the store recovers on its own when Redis comes back.
 */
export class RedisCacheStore implements CacheStore {
  private readonly client: Redis;
  private readonly prefix: string;
  private readonly connectTimeoutMs: number;
  /** Cross-process locks and slots on the same connection (single flight, query limits). */
  readonly shared: SharedCoordination;

  constructor(url: string, opts: RedisCacheStoreOptions = {}) {
    this.prefix = opts.keyPrefix ?? DEFAULT_REDIS_KEY_PREFIX;
    this.connectTimeoutMs = opts.connectTimeoutMs ?? 1000;
    this.client = failFastRedis(url, {
      connectTimeoutMs: this.connectTimeoutMs,
      commandTimeoutMs: opts.commandTimeoutMs,
      onOutage: (err) =>
        opts.logger?.warn(
          { err: err.message, store: 'redis' },
          'data cache: Redis connection error',
        ),
    });
    this.shared = new RedisCoordination(this.client, () => this.ready());
  }

  async get(key: string): Promise<Buffer | string | null> {
    await this.ready();
    return this.client.getBuffer(this.prefix + key);
  }

  async set(key: string, value: Buffer | string, ttlSeconds: number): Promise<void> {
    await this.ready();
    if (ttlSeconds > 0)
      await this.client.set(this.prefix + key, value, 'EX', Math.max(1, Math.round(ttlSeconds)));
    else await this.client.set(this.prefix + key, value);
  }

  async delete(key: string): Promise<void> {
    await this.ready();
    await this.client.del(this.prefix + key);
  }

  async close(): Promise<void> {
    if (this.client.status === 'ready') {
      try {
        await this.client.quit();
        return;
      } catch {
        // fall through to a hard disconnect
      }
    }
    this.client.disconnect();
  }

  /** Resolves when the client can send; rejects at once when Redis is known to be down. */
  private ready(): Promise<void> {
    return whenRedisReady(this.client, this.connectTimeoutMs, 'Redis cache');
  }
}
