import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHART_DATA_BATCH_MAX } from '@sightline/core';
import { tokenFor, userWithRole, type client, type TestApp } from '../../../test/test-app.ts';
import { PG_URL } from '../../../test/pg-database.ts';
import { openDatabase } from '../../commands/database/open-database.ts';
import { byRegion, chartDataFixture } from './chart-data-fixture.ts';

let t: TestApp;
let api: ReturnType<typeof client>;
let salesId: number;
/** Statements the examples database ran since the last reset (its pooled driver, wrapped). */
const statements: string[] = [];

beforeAll(async () => {
  ({ t, api, salesId } = await chartDataFixture());
  const { driver } = await openDatabase(t.ctx, (await t.ctx.databases.findByName('examples'))!);
  const execute = driver.execute.bind(driver);
  driver.execute = (sql, options) => (statements.push(sql), execute(sql, options));
}, 60_000);
afterAll(async () => t.close());

const sum = (column: string, label: string) => ({
  expressionType: 'SIMPLE',
  aggregate: 'SUM',
  column: { column_name: column },
  label,
});
const count = { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'orders' };
const filters = [{ col: 'deal_size', op: 'IN', val: ['Small', 'Medium'] }];
const request = (query: Record<string, unknown>, datasource = salesId) => ({
  datasource: { id: datasource, type: 'table' },
  queries: [{ filters, ...query }],
  result_format: 'json',
  result_type: 'full',
});

/** Five charts on one dataset and filters: rollups of region x status, and one identical pair. */
const charts = () => ({
  byRegionStatus: request({
    columns: ['region', 'status'],
    metrics: [sum('quantity', 'units'), count],
    orderby: [['units', false]],
    row_limit: 1000,
  }),
  byRegion: request({ ...byRegion, metrics: [sum('sales', 'total'), count] }),
  byRegionAgain: request({ ...byRegion, metrics: [sum('sales', 'total'), count] }),
  byStatusTop3: request({
    columns: ['status'],
    metrics: [sum('quantity', 'units')],
    orderby: [['units', false]],
    row_limit: 3,
  }),
  total: request({
    columns: [],
    metrics: [sum('quantity', 'units'), sum('sales', 'total'), count],
  }),
});

interface Line {
  key: string;
  status: number;
  result: { result?: Record<string, unknown>[]; errors?: unknown[] };
  planner: { source: string; shared_with: string[]; db_ms: number; queue_ms: number };
}

async function batch(entries: Record<string, unknown>, as = api): Promise<Map<string, Line>> {
  const res = await as.post('/api/v1/chart/data/batch', {
    queries: Object.entries(entries).map(([key, req]) => ({ key, request: req })),
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('application/x-ndjson');
  const lines = res.body
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Line);
  return new Map(lines.map((l) => [l.key, l]));
}

/** Rows compared as the single endpoint gives them; floating sums to 1e-6 (they add in another order). */
function expectSameData(got: Record<string, unknown>[], want: Record<string, unknown>[]) {
  expect(got.length).toBe(want.length);
  got.forEach((row, i) => {
    expect(Object.keys(row)).toEqual(Object.keys(want[i]!));
    for (const [k, v] of Object.entries(want[i]!))
      if (typeof v === 'number' && !Number.isInteger(v)) expect(row[k]).toBeCloseTo(v, 6);
      else expect(row[k]).toEqual(v);
  });
}

describe('POST /api/v1/chart/data/batch', () => {
  it('answers five charts with one database query, each equal to its single answer', async () => {
    statements.length = 0;
    const entries = charts();
    const lines = await batch(entries);
    expect(statements.length).toBe(1);
    expect(statements[0]).toContain('GROUP BY "region", "status"');
    expect([...lines.keys()].sort()).toEqual(Object.keys(entries).sort());
    expect(lines.get('byRegionAgain')!.planner).toMatchObject({
      source: 'identical',
      shared_with: expect.arrayContaining(['byRegion']),
    });
    for (const key of ['byRegionStatus', 'byRegion', 'byStatusTop3', 'total'])
      expect(lines.get(key)!.planner.source, key).toBe('reaggregated');
    expect(lines.get('total')!.planner.shared_with).toEqual(
      expect.arrayContaining(['byRegion', 'byRegionAgain', 'byStatusTop3', 'byRegionStatus']),
    );
    statements.length = 0;
    for (const [key, req] of Object.entries(entries)) {
      const line = lines.get(key)!;
      expect(line.status).toBe(200);
      const single = await api.post('/api/v1/chart/data', { ...req, force: true });
      const want = single.json().result[0];
      const got = line.result.result![0]!;
      expect(got).toMatchObject({
        colnames: want.colnames,
        coltypes: want.coltypes,
        rowcount: want.rowcount,
        query: want.query,
        cache_key: want.cache_key,
      });
      expectSameData(got.data as never, want.data);
    }
    // The single answers ran their own queries: the batch's equality is not a cache echo.
    expect(statements.length).toBe(5);
    expect((lines.get('byStatusTop3')!.result.result![0]!.data as unknown[]).length).toBe(3);
  });

  it('serves a second load from the cache entries the rollup wrote, without the database', async () => {
    statements.length = 0;
    const lines = await batch(charts());
    expect(statements).toEqual([]);
    expect(lines.get('byRegionStatus')!.planner.source).toBe('cache');
    expect(lines.get('byRegionAgain')!.planner.source).toBe('identical');
    expect(lines.get('total')!.result.result![0]!.is_cached).toBe(true);
  });

  it('runs queries that do not roll up (AVG, other filters) on their own', async () => {
    statements.length = 0;
    const avg = { expressionType: 'SIMPLE', aggregate: 'AVG', column: { column_name: 'price' } };
    const lines = await batch({
      a: request({ columns: ['region'], metrics: [{ ...avg, label: 'p' }], row_limit: 50 }),
      b: request({ columns: ['region', 'status'], metrics: [{ ...avg, label: 'p' }] }),
      c: { ...request({ columns: ['region'], metrics: [count] }), force: true },
      d: {
        ...request({ columns: ['region'], metrics: [count] }),
        queries: [{ columns: ['region'], metrics: [count], filters: [] }],
        force: true,
      },
    });
    expect(statements.length).toBe(4);
    for (const l of lines.values()) expect(l.planner.source).toBe('query');
  });

  it("answers a chart of a dataset the user may not read with that chart's 403", async () => {
    const other = (
      await api.get('/api/v1/dataset/?q=(filters:!((col:table_name,opr:eq,value:countries)))')
    ).json().ids[0] as number;
    expect(other).toBeGreaterThan(0);
    const gamma = await userWithRole(t, await tokenFor(t.app), 'batch_gamma', 'Gamma');
    const pv = await t.ctx.roles.ensurePermissionView([
      'datasource_access',
      `[examples].[sales](id:${salesId})`,
    ]);
    await t.ctx.roles.addPermissionViews((await t.ctx.roles.findByName('Gamma'))!.id, [pv]);
    t.ctx.metaCache.clear();
    const lines = await batch(
      {
        mine: request({ columns: ['region'], metrics: [count] }),
        theirs: request({ columns: [], metrics: [count] }, other),
      },
      gamma.api,
    );
    expect(lines.get('mine')!.status).toBe(200);
    expect(lines.get('theirs')!.status).toBe(403);
    expect(lines.get('theirs')!.result.errors).toEqual([
      expect.objectContaining({ error_type: 'DATASOURCE_SECURITY_ACCESS_ERROR' }),
    ]);
  });

  it('answers 400 to a bad body or a batch over the limit', async () => {
    const post = (body: unknown) => api.post('/api/v1/chart/data/batch', body);
    expect((await post({ queries: [] })).statusCode).toBe(400);
    expect((await post({ queries: [{ key: 'a', request: { queries: [] } }] })).statusCode).toBe(
      400,
    );
    const one = { key: 'k', request: request({ columns: ['region'], metrics: [count] }) };
    expect((await post({ queries: [one, one] })).statusCode).toBe(400);
    const csv = { ...one, request: { ...one.request, result_format: 'csv' } };
    expect((await post({ queries: [csv] })).statusCode).toBe(400);
    const many = Array.from({ length: CHART_DATA_BATCH_MAX + 1 }, (_, i) => ({
      ...one,
      key: `${i}`,
    }));
    const res = await post({ queries: many });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Request is incorrect');
  });
});

describe.runIf(PG_URL)('a batch whose client leaves', () => {
  it('cancels its queries in the database and starts no more of them', async () => {
    const created = await api.post('/api/v1/database/', {
      database_name: `batchpg_${process.pid}`,
      sqlalchemy_uri: PG_URL,
    });
    expect(created.statusCode, created.body).toBe(201);
    const marker = `batch_slow_${process.pid}_${Date.now()}`;
    const ds = await api.post('/api/v1/dataset/', {
      database: created.json().id,
      table_name: marker,
      sql: `SELECT pg_sleep(20) AS ${marker}, g AS v FROM generate_series(1, 3) g`,
    });
    expect(ds.statusCode, ds.body).toBe(201);
    // Eight distinct queries (other columns and limits): six start at once, two wait their turn.
    const queries = Array.from({ length: 8 }, (_, i) => ({
      key: `c${i}`,
      request: {
        datasource: { id: ds.json().id, type: 'table' },
        queries: [{ columns: i % 2 ? ['v'] : [marker, 'v'], metrics: null, row_limit: 10 + i }],
        result_format: 'json',
        result_type: 'full',
      },
    }));
    const pgClient = new pg.Client({ connectionString: PG_URL });
    await pgClient.connect();
    const running = async () =>
      Number(
        (
          await pgClient.query(
            "SELECT count(*) AS n FROM pg_stat_activity WHERE query LIKE $1 AND state = 'active' AND pid <> pg_backend_pid()",
            [`%pg_sleep(20) AS ${marker}%`],
          )
        ).rows[0].n,
      );
    try {
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const leave = new AbortController();
      const answer = fetch(`${address}/api/v1/chart/data/batch`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${await tokenFor(t.app)}`,
        },
        body: JSON.stringify({ queries }),
        signal: leave.signal,
      }).then(async (res) => {
        expect(res.status).toBe(200);
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) void chunk;
      });
      let seen = 0;
      for (let i = 0; i < 50 && seen === 0; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        seen = await running();
      }
      expect(seen).toBeGreaterThan(0);
      leave.abort();
      await answer.catch(() => undefined);
      let left = seen;
      for (let i = 0; i < 50 && left > 0; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        left = await running();
      }
      expect(left).toBe(0);
      // The steps that had not started stay unstarted.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(await running()).toBe(0);
    } finally {
      await pgClient.end();
    }
  }, 60_000);
});
