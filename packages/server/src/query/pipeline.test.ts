import { describe, expect, it } from 'vitest';
import type { Driver } from '../engines/engine-contract.ts';
import { getEngine } from '../engines/registry.ts';
import { DataCache } from './cache/data-cache.ts';
import { MemoryCacheStore } from './cache/memory-cache-store.ts';
import { queryObject, salesDataset } from './compile/compile-fixtures.ts';
import { QueryPipeline, STAGES, type QueryEnv } from './pipeline.ts';
import { serverTiming } from './stages/payload.ts';

const ds = salesDataset(getEngine('sqlite'));
const qo = queryObject({ columns: ['country'], metrics: ['revenue'] });

function envWith(executed: string[], patch: Partial<QueryEnv> = {}): QueryEnv {
  const driver = {
    execute: async (sql: string) => {
      executed.push(sql);
      return {
        columns: [
          { name: 'country', type: 'TEXT', generic: 1 },
          { name: 'revenue', type: 'REAL', generic: 0 },
        ],
        rows: [['FR', 3]],
      };
    },
  } as unknown as Driver;
  return {
    ds,
    driver: async () => driver,
    cacheTimeout: 60,
    force: false,
    compileOptions: {},
    ...patch,
  };
}

describe('the chart-data pipeline', () => {
  it('is one ordered list of named stages', () => {
    const names = [
      'validate',
      'templates',
      'cache-key',
      'cache-read',
      'single-flight',
      'compile',
      'execute',
      'time-offsets',
      'post-process',
      'annotations',
      'cache-write',
    ];
    expect(new QueryPipeline(new DataCache(new MemoryCacheStore())).stageNames).toEqual(names);
    expect(STAGES.map((s) => s.name)).toEqual(names);
  });

  it('times every stage it runs; a cache hit ends the run before the compiler', async () => {
    const pipeline = new QueryPipeline(new DataCache(new MemoryCacheStore()));
    const executed: string[] = [];
    const miss = await pipeline.run(qo, envWith(executed));
    expect(Object.keys(miss.timings)).toEqual(pipeline.stageNames);
    expect(miss.frame?.rows).toEqual([{ country: 'FR', revenue: 3 }]);
    const hit = await pipeline.run(qo, envWith(executed));
    expect(Object.keys(hit.timings)).toEqual(['validate', 'templates', 'cache-key', 'cache-read']);
    expect(hit.cached?.frame.rows).toEqual([{ country: 'FR', revenue: 3 }]);
    expect(hit.compiled).toBeNull();
    expect(executed).toHaveLength(1);
  });

  it('labels an unexpected error with the name of the stage that raised it, and writes no cache entry', async () => {
    const cache = new DataCache(new MemoryCacheStore());
    const pipeline = new QueryPipeline(cache);
    const withLayer = {
      ...qo,
      annotationLayers: [{ name: 'events', sourceType: 'NATIVE', value: 1 }],
    };
    const env = envWith([], {
      annotations: async () => Promise.reject(new Error('layer store is down')),
    });
    await expect(pipeline.run(withLayer, env)).rejects.toThrow('[annotations] layer store is down');
    const failing = envWith([], { driver: async () => Promise.reject(new TypeError('no driver')) });
    await expect(pipeline.run(qo, failing)).rejects.toThrow('[execute] no driver');
    expect(pipeline.inFlight.size).toBe(0);
  });

  it('runs an inclusive range of the stages (exports stop after compile)', async () => {
    const pipeline = new QueryPipeline(new DataCache(new MemoryCacheStore()));
    const executed: string[] = [];
    const run = await pipeline.run(qo, envWith(executed), { to: 'compile' });
    expect(run.compiled?.sql).toMatch(/^SELECT/);
    expect(executed).toEqual([]);
    expect(Object.keys(run.timings).at(-1)).toBe('compile');
  });

  it('tells the database time of a run and none for a cache hit (sightline_timing)', async () => {
    const pipeline = new QueryPipeline(new DataCache(new MemoryCacheStore()));
    const slow = envWith([]);
    const driver = await slow.driver();
    const execute = driver.execute.bind(driver);
    driver.execute = (async (...args: Parameters<typeof execute>) => {
      await new Promise((resolve) => setTimeout(resolve, 40));
      return execute(...args);
    }) as typeof driver.execute;
    const miss = serverTiming(await pipeline.run(qo, slow));
    expect(miss.db_ms).toBeGreaterThanOrEqual(35);
    expect(miss.queue_ms).toBeLessThan(35);
    const hit = serverTiming(await pipeline.run(qo, envWith([])));
    expect(hit).toEqual({ db_ms: 0, queue_ms: 0 });
  });
});
