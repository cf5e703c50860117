import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

export interface LoginThrottleOptions {
  /** Consecutive failures of one username inside `windowSeconds` before it is locked. */
  maxAttempts: number;
  windowSeconds: number;
  /** Failures from one client address inside `addressWindowSeconds` before it is refused. */
  maxAttemptsPerAddress: number;
  addressWindowSeconds: number;
  /** Keep the counters in Redis, shared by every web process; null = in process. */
  redisUrl: string | null;
}

/**
 * Throttles failed logins per username and, separately, per client address (docs/adr/0014): a
 * username is locked for its window after `maxAttempts` consecutive failures (a success resets it),
 * an address after a much higher number of failures, so that one attacker behind an office NAT does
 * not lock out its colleagues who type their own password right.
 */
export class LoginThrottle {
  readonly #options: LoginThrottleOptions;
  #redis: Redis | null = null;
  #limiters: { byUser: RateLimiterAbstract; byAddress: RateLimiterAbstract } | null = null;

  constructor(options: LoginThrottleOptions) {
    this.#options = options;
  }

  /** Seconds to wait before trying again, or 0 when an attempt is allowed. */
  async retryAfter(username: string, ip: string): Promise<number> {
    const { byUser, byAddress } = this.#get();
    const waits = await Promise.all([waitOf(byUser, userKey(username)), waitOf(byAddress, ip)]);
    return Math.max(...waits);
  }

  async recordFailure(username: string, ip: string): Promise<void> {
    const { byUser, byAddress } = this.#get();
    // consume() rejects once over the limit; the count is what matters here, not the verdict.
    await Promise.all([
      byUser.consume(userKey(username)).catch(() => undefined),
      byAddress.consume(ip).catch(() => undefined),
    ]);
  }

  /** A successful login ends the username's run of consecutive failures. */
  async recordSuccess(username: string): Promise<void> {
    await this.#get()
      .byUser.delete(userKey(username))
      .catch(() => undefined);
  }

  /** Connects to Redis (waiting up to 2 s) so that the first logins already share the counters. */
  async start(): Promise<void> {
    this.#get();
    const redis = this.#redis;
    if (!redis || redis.status === 'ready') return;
    await new Promise<void>((done) => {
      const timer = setTimeout(done, 2000);
      redis.once('ready', () => {
        clearTimeout(timer);
        done();
      });
    });
  }

  async close(): Promise<void> {
    this.#redis?.disconnect();
    this.#redis = null;
    this.#limiters = null;
  }

  // Built on start or first use, so that CLI commands, which log nobody in, open no Redis connection.
  #get(): { byUser: RateLimiterAbstract; byAddress: RateLimiterAbstract } {
    if (this.#limiters) return this.#limiters;
    const o = this.#options;
    const user = {
      keyPrefix: 'sightline:login:user',
      points: o.maxAttempts,
      duration: o.windowSeconds,
    };
    const address = {
      keyPrefix: 'sightline:login:addr',
      points: o.maxAttemptsPerAddress,
      duration: o.addressWindowSeconds,
    };
    if (!o.redisUrl) {
      this.#limiters = {
        byUser: new RateLimiterMemory(user),
        byAddress: new RateLimiterMemory(address),
      };
      return this.#limiters;
    }
    const redis = new Redis(o.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
    redis.on('error', () => undefined); // an unreachable Redis falls back to the in-process insurance limiter
    this.#redis = redis;
    // While Redis is unreachable the in-process insurance limiter throttles at once, rather than
    // every login waiting for a reconnect.
    const redisLimiter = (opts: typeof user) =>
      new RateLimiterRedis({
        ...opts,
        storeClient: redis,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory(opts),
      });
    this.#limiters = { byUser: redisLimiter(user), byAddress: redisLimiter(address) };
    return this.#limiters;
  }
}

// Hashed so that a megabyte-long username does not become a megabyte-long Redis key.
const userKey = (username: string) =>
  createHash('sha256').update(username.toLowerCase()).digest('base64url');

async function waitOf(limiter: RateLimiterAbstract, key: string): Promise<number> {
  const res = await limiter.get(key).catch(() => null);
  if (!res || res.consumedPoints < limiter.points) return 0;
  return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
}
