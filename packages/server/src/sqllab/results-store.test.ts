import { GenericDataType } from '@sightline/core';
import { describe, expect, it } from 'vitest';
import { MemoryCacheStore, type CacheStore } from '../query/cache/index.ts';
import { ResultsStore, type StoredResult } from './results-store.ts';

const down: CacheStore = {
  get: () => Promise.reject(new Error('Redis cache unavailable (reconnecting)')),
  set: () => Promise.reject(new Error('Redis cache unavailable (reconnecting)')),
  delete: () => Promise.reject(new Error('Redis cache unavailable (reconnecting)')),
  close: () => Promise.resolve(),
};

describe('SQL Lab results store', () => {
  const result: StoredResult = {
    columns: [
      {
        column_name: 'n',
        name: 'n',
        type: 'INT',
        type_generic: GenericDataType.NUMERIC,
        is_dttm: false,
      },
    ],
    rows: [[1], [2]],
  };

  it('says whether a result was kept, and why not', async () => {
    const store = new ResultsStore(new MemoryCacheStore(), { maxEntryBytes: 1000 });
    expect(await store.put('k', result)).toBe('stored');
    expect(await store.get('k')).toEqual(result);
    const big = { ...result, rows: Array.from({ length: 500 }, (_, i) => [i]) };
    expect(await store.put('big', big)).toBe('too_large');
    expect(await store.get('big')).toBeNull();
  });

  it('reports a failing backend as unavailable and warns once per outage', async () => {
    const warnings: string[] = [];
    const store = new ResultsStore(down, {
      maxEntryBytes: 1000,
      logger: { warn: (_o, msg) => void warnings.push(msg) },
    });
    expect(await store.put('a', result)).toBe('unavailable');
    expect(await store.put('b', result)).toBe('unavailable');
    expect(await store.get('a')).toBeNull();
    expect(warnings).toEqual(['SQL Lab results backend unavailable: results are not kept']);
  });
});
