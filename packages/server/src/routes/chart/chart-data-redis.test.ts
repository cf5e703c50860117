import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, tokenFor, type TestApp } from '../../../test/test-app.ts';

const REDIS_URL = process.env.SIGHTLINE_TEST_REDIS_URL || '';

describe.skipIf(!REDIS_URL)('chart-data cache in Redis (SIGHTLINE_REDIS_URL)', () => {
  let t: TestApp;
  let redis: Redis;
  beforeAll(async () => {
    t = await createTestApp({
      SIGHTLINE_LOAD_EXAMPLES: 'true',
      SIGHTLINE_EXAMPLES_SALES_ROWS: '2000',
      SIGHTLINE_REDIS_URL: REDIS_URL,
    });
    redis = new Redis(REDIS_URL);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    redis?.disconnect();
  });

  it('stores results in Redis and serves them from there, including to a second server', async () => {
    const api = client(t.app, await tokenFor(t.app));
    const id = (
      await api.get('/api/v1/dataset/?q=(filters:!((col:table_name,opr:eq,value:sales)))')
    ).json().ids[0];
    const q = {
      datasource: { id, type: 'table' },
      queries: [
        {
          columns: ['status'],
          metrics: ['count'],
          orderby: [['count', false]],
          row_limit: 10,
          extras: { where: `'${Date.now()}' = '${Date.now()}'` },
        },
      ],
    };
    const first = (await api.post('/api/v1/chart/data', q)).json().result[0];
    expect(first.is_cached).toBeNull();
    const keys = await redis.keys(`*${first.cache_key}*`);
    expect(keys.length).toBe(1);
    expect(await redis.ttl(keys[0]!)).toBeGreaterThan(0);
    const second = (await api.post('/api/v1/chart/data', q)).json().result[0];
    expect(second).toMatchObject({ is_cached: true, data: first.data });
    // Another process with the same store answers from the shared cache.
    const other = await createTestApp({
      SIGHTLINE_REDIS_URL: REDIS_URL,
      SIGHTLINE_LOAD_EXAMPLES: 'false',
    });
    try {
      expect(await other.ctx.dataCache.read(first.cache_key, { ttlSeconds: 60 })).toMatchObject({
        sqlRowcount: first.sql_rowcount,
      });
    } finally {
      await other.close();
    }
    await redis.del(keys[0]!);
  });
});
