import { afterAll, describe, expect, it } from 'vitest';
import { REDIS_URL } from '../../../test/pg-database.ts';
import { QuerySlots } from '../limits.ts';
import { RedisCacheStore } from './redis-cache-store.ts';

// The Redis locks and slots behind single flight and per-database limits across processes
// (docs/adr/0017), on a real Redis: two stores stand for two processes.

const prefix = `sightline-test:${process.pid}:${Date.now()}:`;
const a = new RedisCacheStore(REDIS_URL || 'redis://127.0.0.1:6379', { keyPrefix: prefix });
const b = new RedisCacheStore(REDIS_URL || 'redis://127.0.0.1:6379', { keyPrefix: prefix });
const dead = new RedisCacheStore('redis://127.0.0.1:6399', { connectTimeoutMs: 200 });
afterAll(async () => {
  await Promise.all([a.close(), b.close(), dead.close()]);
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const key = (name: string) => `${prefix}${name}`;

describe('RedisCoordination', () => {
  it('hands a lock to one holder; only its token unlocks it', async () => {
    expect(REDIS_URL, 'SIGHTLINE_TEST_REDIS_URL').not.toBe('');
    const first = await a.shared.tryLock(key('q1'), 10_000);
    expect(first).toEqual(expect.any(String));
    expect(await b.shared.tryLock(key('q1'), 10_000)).toBeNull();
    expect(await b.shared.isLocked(key('q1'))).toBe(true);
    await b.shared.unlock(key('q1'), 'not-the-token');
    expect(await a.shared.isLocked(key('q1'))).toBe(true);
    await a.shared.unlock(key('q1'), first!);
    expect(await b.shared.isLocked(key('q1'))).toBe(false);
    expect(await b.shared.tryLock(key('q1'), 10_000)).toEqual(expect.any(String));
  });

  it('counts slots across holders and frees the slot of a holder that never gave it back', async () => {
    const held = [
      await a.shared.tryAcquireSlot(key('db'), 2, 300),
      await b.shared.tryAcquireSlot(key('db'), 2, 10_000),
    ];
    expect(held.every((t) => typeof t === 'string')).toBe(true);
    expect(await a.shared.tryAcquireSlot(key('db'), 2, 10_000)).toBeNull();
    await sleep(500); // the first lease ran out: its holder "died"
    const third = await a.shared.tryAcquireSlot(key('db'), 2, 10_000);
    expect(third).toEqual(expect.any(String));
    await b.shared.releaseSlot(key('db'), held[1]!);
    expect(await b.shared.tryAcquireSlot(key('db'), 2, 10_000)).toEqual(expect.any(String));
  });
});

describe('QuerySlots', () => {
  it('waits for a slot held by another process, and takes it when released', async () => {
    const slotsA = new QuerySlots(() => a.shared);
    const slotsB = new QuerySlots(() => b.shared);
    const id = Date.now();
    const releaseA = await slotsA.acquire(id, 1);
    let gotB = false;
    const waiting = slotsB.acquire(id, 1).then((release) => {
      gotB = true;
      return release;
    });
    await sleep(300);
    expect(gotB).toBe(false);
    await releaseA();
    const releaseB = await waiting;
    expect(gotB).toBe(true);
    await releaseB();
  });

  it('gives up waiting when the signal aborts', async () => {
    const slots = new QuerySlots(() => a.shared);
    const id = Date.now() + 1;
    const release = await slots.acquire(id, 1);
    await expect(slots.acquire(id, 1, AbortSignal.timeout(200))).rejects.toThrow();
    await release();
  });

  it('keeps the limit in the process when Redis is down', async () => {
    const slots = new QuerySlots(() => dead.shared);
    const release = await slots.acquire(1, 1);
    let second = false;
    const waiting = slots.acquire(1, 1).then((r) => {
      second = true;
      return r;
    });
    await sleep(300);
    expect(second).toBe(false);
    await release();
    await (
      await waiting
    )();
    expect(second).toBe(true);
  });
});
