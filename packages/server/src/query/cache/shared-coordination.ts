import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * What processes sharing one Redis coordinate through it (issue #15 point 6, docs/adr/0017): a lock
 * per cache key, so that an identical query runs in one process while the others wait for its cache
 * entry (single flight across processes), and counted slots per database, so that a limit of
 * concurrent queries holds for the whole cluster. Every method rejects when Redis is unavailable;
 * callers then fall back to what one process can do alone.
 */
export interface SharedCoordination {
  /** Takes the lock of `key` for `ttlMs`: a token to unlock with, or null when another holder has it. */
  tryLock(key: string, ttlMs: number): Promise<string | null>;
  /** Releases the lock of `key` if `token` still holds it (an expired lock may belong to another). */
  unlock(key: string, token: string): Promise<void>;
  /** Whether anybody holds the lock of `key`. */
  isLocked(key: string): Promise<boolean>;
  /**
   * Takes one of `limit` slots of `name` for at most `leaseMs` (a crashed holder's slot frees itself
   * then): a token to release with, or null when all slots are taken.
   */
  tryAcquireSlot(name: string, limit: number, leaseMs: number): Promise<string | null>;
  /** Gives a slot back. */
  releaseSlot(name: string, token: string): Promise<void>;
}

// KEYS[1] the lock; ARGV[1] the token. Deletes only our own lock.
const UNLOCK = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

// KEYS[1] a sorted set of slot tokens scored by their expiry (Redis clock, ms); ARGV: limit, lease ms,
// token. Expired slots are dropped first; a slot is taken only while fewer than `limit` are held.
const ACQUIRE_SLOT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) < tonumber(ARGV[1]) then
  redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[3])
  redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[2]))
  return 1
end
return 0`;

/** {@link SharedCoordination} on a Redis client; `ready` waits for (or refuses) the connection. */
export class RedisCoordination implements SharedCoordination {
  constructor(
    private readonly client: Redis,
    private readonly ready: () => Promise<void>,
    private readonly prefix = 'sightline:',
  ) {}

  async tryLock(key: string, ttlMs: number): Promise<string | null> {
    await this.ready();
    const token = randomUUID();
    const ok = await this.client.set(
      `${this.prefix}flight:${key}`,
      token,
      'PX',
      Math.max(1, ttlMs),
      'NX',
    );
    return ok === 'OK' ? token : null;
  }

  async unlock(key: string, token: string): Promise<void> {
    await this.ready();
    await this.client.eval(UNLOCK, 1, `${this.prefix}flight:${key}`, token);
  }

  async isLocked(key: string): Promise<boolean> {
    await this.ready();
    return (await this.client.exists(`${this.prefix}flight:${key}`)) === 1;
  }

  async tryAcquireSlot(name: string, limit: number, leaseMs: number): Promise<string | null> {
    await this.ready();
    const token = randomUUID();
    const got = await this.client.eval(
      ACQUIRE_SLOT,
      1,
      `${this.prefix}slots:${name}`,
      limit,
      Math.max(1, leaseMs),
      token,
    );
    return got === 1 ? token : null;
  }

  async releaseSlot(name: string, token: string): Promise<void> {
    await this.ready();
    await this.client.zrem(`${this.prefix}slots:${name}`, token);
  }
}
