import { describe, expect, it } from 'vitest';
import { type CacheLogger, type CacheStore, MemoryCacheStore } from './cache-store.ts';
import {
  CacheMissError,
  DataCache,
  cachedDttmString,
  decodeEntry,
  encodeEntry,
  type CachedEntry,
} from './data-cache.ts';
import { decodeValue, encodeValue } from './value-codec.ts';

function entry(rows: Record<string, unknown>[], columns = Object.keys(rows[0] ?? {})): CachedEntry {
  return {
    frame: { columns, rows },
    query: 'SELECT 1',
    appliedTemplateFilters: ['country'],
    appliedFilterColumns: [{ column: 'country' }],
    rejectedFilterColumns: [{ reason: 'not_in_datasource', column: 'x' }],
    annotationData: { events: { records: [{ start_dttm: new Date(Date.UTC(2024, 0, 2)) }] } },
    sqlRowcount: rows.length,
    dttm: 1_715_783_400,
  };
}

function recordingLogger(): CacheLogger & { messages: string[] } {
  const messages: string[] = [];
  return { messages, warn: (_obj, msg) => void messages.push(msg) };
}

const failingStore: CacheStore = {
  get: () => Promise.reject(new Error('boom')),
  set: () => Promise.reject(new Error('boom')),
  delete: () => Promise.reject(new Error('boom')),
  close: () => Promise.resolve(),
};

describe('value codec', () => {
  it('round-trips Dates, non-finite numbers, bigints and bytes', () => {
    const v = {
      d: new Date(Date.UTC(2024, 4, 15, 1, 2, 3, 456)),
      n: [NaN, Infinity, -Infinity, 1.5],
      b: 2n ** 70n,
      u: Buffer.from('hi'),
      s: 'x',
      z: null,
    };
    const out = decodeValue(encodeValue(v)) as typeof v;
    expect(out.d).toBeInstanceOf(Date);
    expect(out.d.getTime()).toBe(v.d.getTime());
    expect(out.n).toEqual([NaN, Infinity, -Infinity, 1.5]);
    expect(out.b).toBe(2n ** 70n);
    expect(Buffer.from(out.u).toString()).toBe('hi');
    expect(out.s).toBe('x');
    expect(out.z).toBeNull();
  });
});

describe('entry encoding', () => {
  it('round-trips an entry with Date cells, nulls and column order', () => {
    const e = entry([
      { __timestamp: new Date(Date.UTC(2024, 0, 1)), country: 'FR', sum: 1.25 },
      { __timestamp: new Date(Date.UTC(2024, 0, 2)), country: null, sum: NaN },
    ]);
    const out = decodeEntry(encodeEntry(e));
    expect(out.frame.columns).toEqual(['__timestamp', 'country', 'sum']);
    expect(out.frame.rows[0].__timestamp).toBeInstanceOf(Date);
    expect(out.frame.rows).toEqual(e.frame.rows);
    expect(out.annotationData).toEqual(e.annotationData);
    expect(out).toEqual(e);
  });

  it('round-trips a 100k-row frame in reasonable time', () => {
    const base = Date.UTC(2020, 0, 1);
    const rows = Array.from({ length: 100_000 }, (_, i) => ({
      __timestamp: new Date(base + i * 60_000),
      country: `c${i % 200}`,
      city: `city-${i % 5000}`,
      count: i,
      avg: i / 7,
    }));
    const t0 = performance.now();
    const text = encodeEntry(entry(rows));
    const out = decodeEntry(text);
    const ms = performance.now() - t0;
    expect(out.frame.rows).toHaveLength(100_000);
    expect(out.frame.rows[99_999]).toEqual(rows[99_999]);
    expect((out.frame.rows[5].__timestamp as Date).getTime()).toBe(base + 5 * 60_000);
    // Typically ~300 ms locally (≈6 MB of JSON); the bound only catches pathological slowness.
    expect(ms).toBeLessThan(5_000);
  });
});

describe('DataCache', () => {
  it('writes and reads an entry (Dates survive)', async () => {
    const cache = new DataCache(new MemoryCacheStore());
    const e = entry([{ ds: new Date(Date.UTC(2024, 0, 1)), n: 1 }]);
    await cache.write('k', e, 60);
    const got = await cache.read('k');
    expect(got).toEqual(e);
    expect(got?.frame.rows[0].ds).toBeInstanceOf(Date);
  });

  it('skips the read when forced, but a forced run still writes', async () => {
    const cache = new DataCache(new MemoryCacheStore());
    await cache.write('k', entry([{ n: 1 }]), 60);
    expect(await cache.read('k', { force: true })).toBeNull();
    await cache.write('k', entry([{ n: 2 }]), 60);
    expect((await cache.read('k'))?.frame.rows).toEqual([{ n: 2 }]);
  });

  it('neither reads nor writes with TTL -1', async () => {
    const store = new MemoryCacheStore();
    const cache = new DataCache(store);
    await cache.write('k', entry([{ n: 1 }]), -1);
    expect(await store.get('k')).toBeNull();
    await cache.write('k', entry([{ n: 1 }]), 60);
    expect(await cache.read('k', { ttlSeconds: -1 })).toBeNull();
    expect(await cache.read('k', { ttlSeconds: 60 })).not.toBeNull();
  });

  it('treats a failing backend as a miss and a no-op, and logs', async () => {
    const logger = recordingLogger();
    const cache = new DataCache(failingStore, { logger });
    expect(await cache.read('k')).toBeNull();
    await expect(cache.write('k', entry([{ n: 1 }]), 60)).resolves.toBeUndefined();
    await expect(cache.delete('k')).resolves.toBeUndefined();
    expect(logger.messages).toHaveLength(3);
  });

  it('logs a backend outage once per kind of failure, not once per request', async () => {
    const logger = recordingLogger();
    const cache = new DataCache(failingStore, { logger });
    for (let i = 0; i < 5; i++) expect(await cache.read(`k${i}`)).toBeNull();
    expect(logger.messages).toEqual(['data cache: read failed, treating as a miss']);
  });

  it('treats an unreadable or foreign entry as a miss', async () => {
    const store = new MemoryCacheStore();
    const logger = recordingLogger();
    const cache = new DataCache(store, { logger });
    await store.set('bad', '{not json', 60);
    await store.set('old', JSON.stringify({ v: 0 }), 60);
    expect(await cache.read('bad')).toBeNull();
    expect(await cache.read('old')).toBeNull();
    expect(logger.messages).toHaveLength(2);
  });

  it('readForced returns a hit and throws CacheMissError (422) on a miss', async () => {
    const cache = new DataCache(new MemoryCacheStore());
    await cache.write('k', entry([{ n: 1 }]), 60);
    expect((await cache.readForced('k')).frame.rows).toEqual([{ n: 1 }]);
    const err = await cache.readForced('nope').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CacheMissError);
    expect((err as CacheMissError).message).toBe('Error loading data from cache');
    expect((err as CacheMissError).status).toBe(422);
    await expect(new DataCache(failingStore).readForced('k')).rejects.toBeInstanceOf(
      CacheMissError,
    );
  });

  it('stores arbitrary values for the query-context cache', async () => {
    const cache = new DataCache(new MemoryCacheStore());
    const value = {
      data: { form_data: { since: new Date(0) }, queries: [{ metrics: ['count'] }] },
    };
    await cache.writeValue('qc-1', value, 60);
    expect(await cache.readValue('qc-1')).toEqual(value);
    await cache.writeValue('qc-2', value, -1);
    expect(await cache.readValue('qc-2')).toBeNull();
  });
});

describe('cachedDttmString', () => {
  it('formats epoch seconds as YYYY-MM-DDTHH:MM:SS in UTC', () => {
    expect(cachedDttmString(1_715_783_400)).toBe('2024-05-15T14:30:00');
    expect(cachedDttmString(1_715_783_400.9)).toBe('2024-05-15T14:30:00');
    expect(cachedDttmString(0)).toBe('1970-01-01T00:00:00');
  });
});

describe('DataCache decoded entries', () => {
  it('answers repeated hits with the entry decoded once, and decodes again when the stored text changes', async () => {
    const cache = new DataCache(new MemoryCacheStore());
    await cache.write('k', entry([{ a: 1 }]), 60);
    const first = await cache.read('k');
    expect(first?.frame.rows).toEqual([{ a: 1 }]);
    expect(await cache.read('k')).toBe(first);
    await cache.write('k', entry([{ a: 2 }]), 60);
    const second = await cache.read('k');
    expect(second).not.toBe(first);
    expect(second?.frame.rows).toEqual([{ a: 2 }]);
    await cache.delete('k');
    expect(await cache.read('k')).toBeNull();
  });

  it('decodes again when a shared store (Redis) holds an equal copy of other bytes', async () => {
    const texts = new Map<string, Buffer>();
    const store: CacheStore = {
      get: async (key) => (texts.has(key) ? Buffer.from(texts.get(key)!) : null),
      set: async (key, value) => void texts.set(key, Buffer.from(value)),
      delete: async (key) => void texts.delete(key),
      close: async () => undefined,
    };
    const cache = new DataCache(store);
    await cache.write('k', entry([{ a: 1 }]), 60);
    const first = await cache.read('k');
    expect(await cache.read('k')).toBe(first);
    // Another process wrote the key.
    texts.set('k', Buffer.from(encodeEntry(entry([{ a: 3 }]))));
    expect((await cache.read('k'))?.frame.rows).toEqual([{ a: 3 }]);
  });
});
