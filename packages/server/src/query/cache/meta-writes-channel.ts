import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { MetaVersion } from '../../meta/connect.ts';
import { failFastRedis } from './redis-connection.ts';

const CHANNEL = 'sightline:meta-writes';

/**
 * Metadata writes told to every process sharing Redis (docs/adr/0022): each write this process makes
 * is published, and a write published by another process bumps this process's store version, which
 * drops its metadata memo (meta/meta-cache.ts) and its replayable chart-data answers at once, instead
 * of when their age runs out. While the subscription is not up (starting, Redis down) the channel is
 * not `live`, and the version is bumped whenever it goes down or comes back, since writes may have
 * been missed meanwhile.
 */
export class MetaWritesChannel {
  readonly #id = randomUUID();
  readonly #pub: Redis;
  readonly #sub: Redis;
  #live = false;

  constructor(
    url: string,
    private readonly version: MetaVersion,
  ) {
    this.#pub = failFastRedis(url);
    this.#sub = new Redis(url, {
      maxRetriesPerRequest: null,
      retryStrategy: (times) => Math.min(times * 200, 2000),
    });
    this.#sub.on('error', () => undefined);
    this.#sub.on('message', (_channel: string, from: string) => {
      if (from !== this.#id) version.value += 1;
    });
    // ioredis subscribes again by itself after a reconnection, then says 'ready'.
    this.#sub.on('ready', () => this.#up());
    this.#sub.on('close', () => this.#down());
    void this.#sub.subscribe(CHANNEL).then(
      () => this.#up(),
      () => this.#down(),
    );
    const previous = version.onWrite;
    version.onWrite = () => {
      previous?.();
      this.#pub.publish(CHANNEL, this.#id).catch(() => undefined);
    };
  }

  /** Whether writes of other processes reach this one now. */
  get live(): boolean {
    return this.#live;
  }

  #up(): void {
    if (this.#sub.status !== 'ready') return;
    this.version.value += 1;
    this.#live = true;
  }

  #down(): void {
    this.#live = false;
    this.version.value += 1;
  }

  close(): void {
    this.#live = false;
    this.#sub.disconnect();
    this.#pub.disconnect();
  }
}
