import { describe, expect, it } from 'vitest';
import { createCacheStore, MemoryCacheStore, RedisCacheStore } from './cache-store.ts';

describe('MemoryCacheStore', () => {
  it('stores strings and buffers and deletes them', async () => {
    const store = new MemoryCacheStore();
    await store.set('a', 'hello', 60);
    await store.set('b', Buffer.from([1, 2, 3]), 60);
    expect(await store.get('a')).toBe('hello');
    expect(await store.get('b')).toEqual(Buffer.from([1, 2, 3]));
    await store.delete('a');
    expect(await store.get('a')).toBeNull();
    expect(await store.get('missing')).toBeNull();
    await store.close();
  });

  it('evicts the least recently used entries to stay within maxBytes', async () => {
    const store = new MemoryCacheStore({ maxBytes: 1000 });
    const value = 'x'.repeat(299); // 300 bytes with its 1-char key
    await store.set('a', value, 60);
    await store.set('b', value, 60);
    await store.set('c', value, 60);
    expect(await store.get('a')).toBe(value); // a becomes most recently used
    await store.set('d', value, 60); // 1200 > 1000: evicts b, the least recently used
    expect(await store.get('b')).toBeNull();
    expect(await store.get('a')).toBe(value);
    expect(await store.get('c')).toBe(value);
    expect(await store.get('d')).toBe(value);
    expect(store.sizeBytes).toBeLessThanOrEqual(1000);
  });

  it('counts bytes, not characters', async () => {
    const store = new MemoryCacheStore({ maxBytes: 100 });
    await store.set('k', 'é'.repeat(40), 60); // 80 bytes + key
    expect(store.sizeBytes).toBe(81);
  });

  it('does not store a value larger than the whole bound', async () => {
    const store = new MemoryCacheStore({ maxBytes: 100 });
    await store.set('small', 'x', 60);
    await store.set('big', 'x'.repeat(200), 60);
    expect(await store.get('big')).toBeNull();
    expect(await store.get('small')).toBe('x');
  });

  it('expires entries after their TTL; TTL 0 never expires', async () => {
    let now = 1_000;
    const store = new MemoryCacheStore({ now: () => now });
    await store.set('short', 'v', 10);
    await store.set('long', 'v', 3600);
    await store.set('forever', 'v', 0);
    now += 9_999;
    expect(await store.get('short')).toBe('v');
    now += 2;
    expect(await store.get('short')).toBeNull();
    expect(await store.get('long')).toBe('v');
    now += 10 * 86_400_000;
    expect(await store.get('long')).toBeNull();
    expect(await store.get('forever')).toBe('v');
  });

  it('expires with the real clock too', async () => {
    const store = new MemoryCacheStore();
    await store.set('k', 'v', 0.05);
    expect(await store.get('k')).toBe('v');
    await new Promise((r) => setTimeout(r, 120));
    expect(await store.get('k')).toBeNull();
  });
});

describe('createCacheStore', () => {
  it('chooses memory without a URL and Redis with one', async () => {
    expect(createCacheStore({})).toBeInstanceOf(MemoryCacheStore);
    expect(createCacheStore({ redisUrl: null })).toBeInstanceOf(MemoryCacheStore);
    expect(createCacheStore({ redisUrl: '  ' })).toBeInstanceOf(MemoryCacheStore);
    const redis = createCacheStore({ redisUrl: 'redis://127.0.0.1:1' });
    expect(redis).toBeInstanceOf(RedisCacheStore);
    await redis.close();
  });
});
