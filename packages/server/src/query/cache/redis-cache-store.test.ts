import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataCache, type CachedEntry } from './data-cache.ts';
import { RedisCacheStore } from './redis-cache-store.ts';

// A real Redis, e.g. SIGHTLINE_TEST_REDIS_URL=redis://127.0.0.1:6379. When set, it must be reachable.
const url = process.env.SIGHTLINE_TEST_REDIS_URL;

describe.skipIf(!url)('RedisCacheStore against a real Redis', () => {
  const prefix = `sightline:test:${randomUUID()}:`;
  let raw: Redis;
  let store: RedisCacheStore;

  beforeAll(() => {
    raw = new Redis(url as string, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
    raw.on('error', () => undefined); // the failing tests report an unreachable Redis
    store = new RedisCacheStore(url as string, { keyPrefix: prefix });
  });

  afterAll(async () => {
    const keys = await raw.keys(`${prefix}*`);
    if (keys.length) await raw.del(...keys);
    await store.close();
    await raw.quit();
  });

  it('sets, gets and deletes under the key prefix (usable right after construction)', async () => {
    await store.set('a', 'hello', 60);
    expect((await store.get('a'))?.toString()).toBe('hello');
    expect(await raw.get(`${prefix}a`)).toBe('hello');
    await store.delete('a');
    expect(await store.get('a')).toBeNull();
    expect(await store.get('never-set')).toBeNull();
  });

  it('keeps bytes intact', async () => {
    const bytes = Buffer.from([0, 255, 1, 128]);
    await store.set('bin', bytes, 60);
    expect(await store.get('bin')).toEqual(bytes);
  });

  it('sets EX from the TTL, and no expiry for TTL 0', async () => {
    await store.set('ttl', 'v', 120);
    const ttl = await raw.ttl(`${prefix}ttl`);
    expect(ttl).toBeGreaterThan(100);
    expect(ttl).toBeLessThanOrEqual(120);
    await store.set('forever', 'v', 0);
    expect(await raw.ttl(`${prefix}forever`)).toBe(-1);
  });

  it('expires entries', async () => {
    await store.set('short', 'v', 1);
    await new Promise((r) => setTimeout(r, 1_300));
    expect(await store.get('short')).toBeNull();
  });

  it('backs a DataCache', async () => {
    const cache = new DataCache(store);
    const e: CachedEntry = {
      frame: { columns: ['ds', 'n'], rows: [{ ds: new Date(Date.UTC(2024, 0, 1)), n: 1 }] },
      query: 'SELECT 1',
      appliedTemplateFilters: [],
      appliedFilterColumns: [],
      rejectedFilterColumns: [],
      annotationData: {},
      sqlRowcount: 1,
      dttm: 1_700_000_000,
    };
    await cache.write('entry', e, 60);
    expect(await cache.read('entry')).toEqual(e);
  });
});

describe('RedisCacheStore with Redis down', () => {
  it('fails fast: store calls reject, DataCache reads miss in < 2 s', async () => {
    const warnings: string[] = [];
    const store = new RedisCacheStore('redis://127.0.0.1:1', {
      logger: { warn: (_o, msg) => void warnings.push(msg) },
    });
    const cache = new DataCache(store);
    try {
      const t0 = Date.now();
      expect(await cache.read('k')).toBeNull();
      await cache.write(
        'k',
        {
          frame: { columns: [], rows: [] },
          query: '',
          appliedTemplateFilters: [],
          appliedFilterColumns: [],
          rejectedFilterColumns: [],
          annotationData: {},
          sqlRowcount: 0,
          dttm: 0,
        },
        60,
      );
      expect(Date.now() - t0).toBeLessThan(2_000);
      // Later calls, made while the client is between retries, fail at once.
      const t1 = Date.now();
      await expect(store.get('k')).rejects.toThrow(/Redis cache unavailable/);
      await expect(store.set('k', 'v', 60)).rejects.toThrow();
      expect(Date.now() - t1).toBeLessThan(1_000);
      expect(warnings.length).toBeGreaterThanOrEqual(1);
    } finally {
      await store.close();
    }
  });
});
