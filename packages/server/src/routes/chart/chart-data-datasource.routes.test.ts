import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor, userWithRole, type client, type TestApp } from '../../../test/test-app.ts';
import { PG_URL } from '../../../test/pg-database.ts';
import { chartDataFixture } from './chart-data-fixture.ts';

let t: TestApp;
let api: ReturnType<typeof client>;
let salesId: number;
/** Runs raw SQL on the examples database: the independent source of expected answers. */
let raw: (sql: string) => Promise<unknown[][]>;

beforeAll(async () => {
  ({ t, api, salesId, raw } = await chartDataFixture());
}, 60_000);
afterAll(async () => t.close());

describe('templates', () => {
  it('renders filter_values, url_param and current_username in a virtual dataset', async () => {
    const db = (await t.ctx.databases.findByName('examples'))!;
    const sql =
      "SELECT region, sales, '{{ current_username() }}' AS who FROM sales WHERE 1 = 1 {% if filter_values('region') %}AND region IN {{ filter_values('region') | where_in }}{% endif %} AND status <> '{{ url_param('skip', 'none') }}'";
    const ds = await api.post('/api/v1/dataset/', {
      database: db.id,
      table_name: 'templated',
      sql,
    });
    expect(ds.statusCode, ds.body).toBe(201);
    const q = {
      columns: ['region', 'who'],
      metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(sales)', label: 's' }],
      filters: [{ col: 'region', op: 'IN', val: ['APAC'] }],
      url_params: { skip: "Cancelled' OR '1'='1" },
    };
    const res = await api.post('/api/v1/chart/data', {
      datasource: { id: ds.json().id, type: 'table' },
      queries: [q],
    });
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json().result[0];
    expect(item.data).toHaveLength(1);
    expect(item.data[0]).toMatchObject({ region: 'APAC', who: 'admin' });
    const expected = Number(
      (
        await raw(
          "SELECT SUM(sales) FROM sales WHERE region = 'APAC' AND status <> 'Cancelled'' OR ''1''=''1'",
        )
      )[0]![0],
    );
    expect(item.data[0].s).toBeCloseTo(expected, 6);
    expect(item.query).toContain("IN ('APAC')");
    // current_username() keys the cache by user: the same query asked by another user is not served admin's answer.
    const again = (
      await api.post('/api/v1/chart/data', {
        datasource: { id: ds.json().id, type: 'table' },
        queries: [q],
      })
    ).json().result[0];
    expect(again).toMatchObject({ is_cached: true, cache_key: item.cache_key });
    const alpha = await userWithRole(t, await tokenFor(t.app), 'templated_alpha', 'Alpha');
    const asAlpha = (
      await alpha.api.post('/api/v1/chart/data', {
        datasource: { id: ds.json().id, type: 'table' },
        queries: [q],
      })
    ).json().result[0];
    expect(asAlpha.data[0]).toMatchObject({ region: 'APAC', who: 'templated_alpha' });
    expect(asAlpha.is_cached).toBeNull();
    expect(asAlpha.cache_key).not.toBe(item.cache_key);
    const evil = await api.post('/api/v1/chart/data', {
      datasource: { id: ds.json().id, type: 'table' },
      queries: [{ ...q, extras: { where: '{{ range.constructor("return process")() }}' } }],
    });
    expect(evil.statusCode).toBe(400);
  });
});

describe('datasource routes', () => {
  it('lists distinct column values for filter selects', async () => {
    const res = await api.get(`/api/v1/datasource/table/${salesId}/column/region/values/`);
    expect(res.statusCode, res.body).toBe(200);
    const expected = (await raw('SELECT DISTINCT region FROM sales ORDER BY 1')).map(([r]) => r);
    expect(res.json().result).toEqual(expected);
    expect(
      (await api.get(`/api/v1/datasource/table/${salesId}/column/nope/values/`)).json(),
    ).toEqual({ message: 'Column name nope does not exist' });
    expect(
      (await api.get(`/api/v1/datasource/chart/${salesId}/column/region/values/`)).statusCode,
    ).toBe(400);
    expect((await api.get('/api/v1/datasource/table/99999/column/region/values/')).statusCode).toBe(
      404,
    );
  });

  it('pages samples and drills to detail with filters', async () => {
    const samples = await api.post(
      `/datasource/samples?datasource_type=table&datasource_id=${salesId}&per_page=10&page=2`,
      {},
    );
    expect(samples.statusCode, samples.body).toBe(200);
    expect(samples.json().result).toMatchObject({
      page: 2,
      per_page: 10,
      total_count: 5000,
      rowcount: 10,
    });
    const drill = await api.post(
      `/datasource/samples?datasource_type=table&datasource_id=${salesId}&per_page=5`,
      { filters: [{ col: 'region', op: '==', val: 'EMEA' }] },
    );
    const emea = Number((await raw("SELECT COUNT(*) FROM sales WHERE region = 'EMEA'"))[0]![0]);
    expect(drill.json().result.total_count).toBe(emea);
    expect(drill.json().result.data.every((r: { region: string }) => r.region === 'EMEA')).toBe(
      true,
    );
    expect((await api.post('/datasource/samples?datasource_type=table', {})).statusCode).toBe(400);
  });
});

describe.runIf(PG_URL)('timeouts', () => {
  it('cancels a slow PostgreSQL query in the database and answers the timeout error', async () => {
    const created = await api.post('/api/v1/database/', {
      database_name: 'slowpg',
      sqlalchemy_uri: PG_URL,
      extra: JSON.stringify({ query_timeout: 1 }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const marker = `slow_${process.pid}_${Date.now()}`;
    const ds = await api.post('/api/v1/dataset/', {
      database: created.json().id,
      table_name: marker,
      sql: `SELECT pg_sleep(30) AS ${marker}`,
    });
    expect(ds.statusCode, ds.body).toBe(201);
    const started = Date.now();
    const res = await api.post('/api/v1/chart/data', {
      datasource: { id: ds.json().id, type: 'table' },
      queries: [{ columns: [marker], metrics: null }],
    });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/timeout/);
    expect(res.json().errors[0]).toMatchObject({
      error_type: 'BACKEND_TIMEOUT_ERROR',
      extra: { issue_codes: [{ code: 1000 }, { code: 1001 }] },
    });
    const c = new pg.Client({ connectionString: PG_URL });
    await c.connect();
    try {
      let running = 1;
      for (let i = 0; i < 20 && running > 0; i += 1) {
        running = Number(
          (
            await c.query(
              "SELECT count(*) AS n FROM pg_stat_activity WHERE query LIKE $1 AND state = 'active' AND pid <> pg_backend_pid()",
              [`%pg_sleep(30) AS ${marker}%`],
            )
          ).rows[0].n,
        );
        if (running > 0) await new Promise((r) => setTimeout(r, 100));
      }
      expect(running).toBe(0);
    } finally {
      await c.end();
    }
  }, 30_000);
});
