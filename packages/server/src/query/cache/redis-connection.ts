import { Redis } from 'ioredis';

/** Options of {@link failFastRedis}. */
export interface FailFastRedisOptions {
  /** Milliseconds allowed for a connection attempt, and for a call to wait for one (default 1000). */
  connectTimeoutMs?: number;
  /** Milliseconds before a sent command is abandoned (default 2000). */
  commandTimeoutMs?: number;
  /** Told about connection errors, once per outage (until the client is ready again). */
  onOutage?: (err: Error) => void;
}

/**
 * A Redis client that fails fast while Redis is down: commands are never queued while disconnected
 * (`enableOfflineQueue: false`), a sent command is retried at most once and times out after
 * `commandTimeoutMs`. It keeps reconnecting in the background (backing off to 2 s), so callers
 * recover on their own when Redis comes back. Pair it with {@link whenRedisReady} before each call.
 */
export function failFastRedis(url: string, opts: FailFastRedisOptions = {}): Redis {
  const client = new Redis(url, {
    connectTimeout: opts.connectTimeoutMs ?? 1000,
    commandTimeout: opts.commandTimeoutMs ?? 2000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  let outage = false;
  // Without a listener ioredis prints every failed attempt to stderr.
  client.on('error', (err: Error) => {
    if (outage) return;
    outage = true;
    opts.onOutage?.(err);
  });
  client.on('ready', () => {
    outage = false;
  });
  return client;
}

/**
 * Resolves when the client can send; rejects at once when Redis is known to be down (the client is
 * between retries), and after `timeoutMs` when a connection attempt is under way but does not finish.
 */
export function whenRedisReady(client: Redis, timeoutMs: number, what: string): Promise<void> {
  const status = client.status;
  if (status === 'ready') return Promise.resolve();
  if (status === 'end' || status === 'close' || status === 'reconnecting') {
    return Promise.reject(new Error(`${what} unavailable (${status})`));
  }
  // 'wait' | 'connecting' | 'connect': an attempt is starting or under way; give it a moment.
  return new Promise<void>((resolve, reject) => {
    const done = (err?: Error): void => {
      clearTimeout(timer);
      client.off('ready', onReady);
      client.off('close', onClose);
      if (err) reject(err);
      else resolve();
    };
    const onReady = (): void => done();
    const onClose = (): void => done(new Error(`${what} unavailable (connection closed)`));
    const timer = setTimeout(
      () => done(new Error(`${what} unavailable (connect timeout)`)),
      timeoutMs,
    );
    client.once('ready', onReady);
    client.once('close', onClose);
    if (status === 'wait') client.connect().catch(() => undefined);
  });
}
