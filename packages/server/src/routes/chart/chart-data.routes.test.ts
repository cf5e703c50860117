import { unzipSync } from 'fflate';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  client,
  createTestApp,
  tokenFor,
  userWithRole,
  type TestApp,
} from '../../../test/test-app.ts';
import { openDatabase } from '../../commands/database/open-database.ts';
import { PG_URL } from '../../../test/pg-database.ts';

let t: TestApp;
let api: ReturnType<typeof client>;
let salesId: number;
/** Runs raw SQL on the examples database: the independent source of expected answers. */
let raw: (sql: string) => Promise<unknown[][]>;

beforeAll(async () => {
  t = await createTestApp({
    SIGHTLINE_LOAD_EXAMPLES: 'true',
    SIGHTLINE_EXAMPLES_SALES_ROWS: '5000',
  });
  api = client(t.app, await tokenFor(t.app));
  salesId = (
    await api.get('/api/v1/dataset/?q=(filters:!((col:table_name,opr:eq,value:sales)))')
  ).json().ids[0];
  const db = (await t.ctx.databases.findByName('examples'))!;
  const { driver } = await openDatabase(t.ctx, db);
  raw = async (sql) => (await driver.execute(sql)).rows;
}, 60_000);
afterAll(async () => t.close());

const body = (queries: unknown[], extra: Record<string, unknown> = {}) => ({
  datasource: { id: salesId, type: 'table' },
  queries,
  ...extra,
});
const byRegion = {
  columns: ['region'],
  metrics: [
    {
      expressionType: 'SIMPLE',
      aggregate: 'SUM',
      column: { column_name: 'sales' },
      label: 'total',
    },
  ],
  orderby: [['total', false]],
  row_limit: 100,
};

describe('POST /api/v1/chart/data', () => {
  it('answers a grouped query with the full payload, then from the cache', async () => {
    const res = await api.post('/api/v1/chart/data', body([byRegion]));
    expect(res.statusCode, res.body).toBe(200);
    const [item] = res.json().result;
    const expected = new Map(
      (await raw('SELECT region, SUM(sales) FROM sales GROUP BY region')).map(([r, s]) => [
        r,
        Number(s),
      ]),
    );
    expect(item.colnames).toEqual(['region', 'total']);
    expect(item.coltypes).toEqual([1, 0]);
    expect(item.rowcount).toBe(expected.size);
    for (const row of item.data) expect(row.total).toBeCloseTo(expected.get(row.region)!, 6);
    expect(item.data.map((r: { total: number }) => r.total)).toEqual(
      [...item.data.map((r: { total: number }) => r.total)].sort((a, b) => b - a),
    );
    expect(item).toMatchObject({
      is_cached: null,
      cached_dttm: null,
      status: 'success',
      error: null,
      sql_rowcount: expected.size,
      from_dttm: null,
      to_dttm: null,
    });
    expect(item.query).toContain('GROUP BY "region"');
    expect(item.cache_key).toMatch(/^[0-9a-f]{32}$/);
    expect(item.label_map).toMatchObject({ region: ['region'], total: ['total'] });
    const again = (await api.post('/api/v1/chart/data', body([byRegion]))).json().result[0];
    expect(again).toMatchObject({ is_cached: true, cache_key: item.cache_key, data: item.data });
    expect(again.cached_dttm).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    const forced = (await api.post('/api/v1/chart/data', body([byRegion], { force: true }))).json()
      .result[0];
    expect(forced.is_cached).toBeNull();
  });

  it('runs two identical concurrent queries once: the second waits for the first and reads its cache entry', async () => {
    const q = { ...byRegion, filters: [{ col: 'quantity', op: '>', val: 3 }] };
    const [a, b] = await Promise.all([
      api.post('/api/v1/chart/data', body([q], { force: true })),
      api.post('/api/v1/chart/data', body([q], { force: true })),
    ]);
    const results = [a.json().result[0], b.json().result[0]];
    expect(results.map((r) => r.is_cached ?? false).sort()).toEqual([false, true]);
    expect(results[0].data).toEqual(results[1].data);
    const expected = new Map(
      (await raw('SELECT region, SUM(sales) FROM sales WHERE quantity > 3 GROUP BY region')).map(
        ([r, s]) => [r, Number(s)],
      ),
    );
    for (const row of results[0].data) expect(row.total).toBeCloseTo(expected.get(row.region)!, 6);
  });

  it('runs a monthly time series with post-processing (pivot, rolling mean, flatten)', async () => {
    const q = {
      columns: [
        {
          sqlExpression: 'order_date',
          label: 'order_date',
          columnType: 'BASE_AXIS',
          timeGrain: 'P1M',
          expressionType: 'SQL',
        },
      ],
      metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(sales)', label: 'revenue' }],
      time_range: '2024-01-01 : 2024-07-01',
      orderby: [[{ expressionType: 'SQL', sqlExpression: 'SUM(sales)', label: 'revenue' }, false]],
      post_processing: [
        {
          operation: 'pivot',
          options: {
            index: ['order_date'],
            columns: [],
            aggregates: { revenue: { operator: 'mean' } },
            drop_missing_columns: false,
          },
        },
        {
          operation: 'rolling',
          options: {
            rolling_type: 'mean',
            window: 3,
            min_periods: 0,
            columns: { revenue: 'revenue' },
          },
        },
        { operation: 'flatten' },
      ],
      filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: '2024-01-01 : 2024-07-01' }],
    };
    const res = await api.post('/api/v1/chart/data', body([q]));
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json().result[0];
    const monthly = (
      await raw(
        "SELECT date_trunc('month', order_date) AS m, SUM(sales) FROM sales WHERE order_date >= '2024-01-01' AND order_date < '2024-07-01' GROUP BY 1 ORDER BY 1",
      )
    ).map(([m, s]) => [new Date(m as Date).getTime(), Number(s)] as const);
    expect(item.colnames).toEqual(['order_date', 'revenue']);
    expect(item.data.map((r: { order_date: number }) => r.order_date)).toEqual(
      monthly.map(([m]) => m),
    );
    monthly.forEach(([, _s], i) => {
      const window = monthly.slice(Math.max(0, i - 2), i + 1).map(([, s]) => s);
      expect(item.data[i].revenue).toBeCloseTo(
        window.reduce((a, b) => a + b, 0) / window.length,
        6,
      );
    });
    expect(item.from_dttm).toBe(Date.UTC(2024, 0, 1));
    expect(item.to_dttm).toBe(Date.UTC(2024, 6, 1));
  });

  it('compares with a time offset (1 year ago) joined by month', async () => {
    const q = {
      columns: [
        {
          sqlExpression: 'order_date',
          label: 'order_date',
          columnType: 'BASE_AXIS',
          timeGrain: 'P1M',
          expressionType: 'SQL',
        },
      ],
      metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(quantity)', label: 'qty' }],
      filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: '2025-01-01 : 2025-04-01' }],
      time_offsets: ['1 year ago'],
      orderby: [[{ expressionType: 'SQL', sqlExpression: 'SUM(quantity)', label: 'qty' }, true]],
    };
    const res = await api.post('/api/v1/chart/data', body([q]));
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json().result[0];
    expect(item.colnames).toEqual(['order_date', 'qty', 'qty__1 year ago']);
    const monthly = async (year: number) =>
      new Map(
        (
          await raw(
            `SELECT month(order_date), SUM(quantity) FROM sales WHERE year(order_date) = ${year} AND month(order_date) <= 3 GROUP BY 1`,
          )
        ).map(([m, s]) => [Number(m), Number(s)]),
      );
    const now = await monthly(2025);
    const before = await monthly(2024);
    expect(item.rowcount).toBe(3);
    for (const row of item.data) {
      const m = new Date(row.order_date).getUTCMonth() + 1;
      expect(row.qty).toBe(now.get(m));
      expect(row['qty__1 year ago']).toBe(before.get(m));
    }
    expect(item.query.split(';\n\n')).toHaveLength(2);
  });

  it('computes contributions against the totals query (pre-pass), not the limited rows', async () => {
    const metric = { expressionType: 'SQL', sqlExpression: 'SUM(sales)', label: 's' };
    const res = await api.post(
      '/api/v1/chart/data',
      body([
        {
          columns: ['region'],
          metrics: [metric],
          orderby: [[metric, false]],
          row_limit: 2,
          post_processing: [
            { operation: 'contribution', options: { columns: ['s'], rename_columns: ['%s'] } },
          ],
        },
        { columns: [], metrics: [metric], row_limit: 1 },
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    const [top, total] = res.json().result;
    const grand = Number((await raw('SELECT SUM(sales) FROM sales'))[0]![0]);
    expect(total.data[0].s).toBeCloseTo(grand, 4);
    expect(top.rowcount).toBe(2);
    for (const row of top.data) expect(row['%s']).toBeCloseTo(row.s / grand, 9);
  });

  it('accepts bare form data and builds the query with the chart type (form-data-only variant)', async () => {
    const formData = {
      datasource: `${salesId}__table`,
      viz_type: 'pie',
      groupby: ['region'],
      metric: { expressionType: 'SQL', sqlExpression: 'SUM(sales)', label: 'total' },
      row_limit: 100,
      adhoc_filters: [],
      time_range: 'No filter',
    };
    const res = await api.post('/api/v1/chart/data', { form_data: formData });
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json().result[0];
    const expected = new Map(
      (await raw('SELECT region, SUM(sales) FROM sales GROUP BY region')).map(([r, s]) => [
        r,
        Number(s),
      ]),
    );
    expect(item.rowcount).toBe(expected.size);
    for (const row of item.data) expect(row.total).toBeCloseTo(expected.get(row.region)!, 6);
    expect(
      (
        await api.post('/api/v1/chart/data', { form_data: { ...formData, viz_type: 'nope' } })
      ).json(),
    ).toEqual({ message: 'Unsupported viz_type: nope' });
  });

  it('supports the query, samples, columns, timegrains and results result types', async () => {
    const query = (
      await api.post('/api/v1/chart/data', body([byRegion], { result_type: 'query' }))
    ).json().result[0];
    expect(query.language).toBe('sql');
    expect(query.query).toMatch(/^SELECT "region" AS "region",[\s\S]*;$/);
    const samples = (
      await api.post(
        '/api/v1/chart/data',
        body([{ columns: ['region'], metrics: ['count'] }], { result_type: 'samples' }),
      )
    ).json().result[0];
    expect(samples.rowcount).toBe(1000);
    expect(samples.colnames).toEqual(
      expect.arrayContaining(['order_id', 'region', 'country', 'sales']),
    );
    const cols = (
      await api.post('/api/v1/chart/data', body([{}], { result_type: 'columns' }))
    ).json().result[0];
    expect(cols.data).toContainEqual({ column_name: 'order_date', verbose_name: null, dtype: 2 });
    const grains = (
      await api.post('/api/v1/chart/data', body([{}], { result_type: 'timegrains' }))
    ).json().result[0];
    expect(grains.data).toContainEqual(expect.objectContaining({ name: 'Month', duration: 'P1M' }));
    const results = (
      await api.post('/api/v1/chart/data', body([byRegion], { result_type: 'results' }))
    ).json().result[0];
    expect(Object.keys(results).sort()).toEqual([
      'colnames',
      'coltypes',
      'data',
      'rowcount',
      'sql_rowcount',
    ]);
  });

  it('exports CSV, and a zip of XLSX files for several queries', async () => {
    const csv = await api.post('/api/v1/chart/data', body([byRegion], { result_format: 'csv' }));
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename=\d{8}_\d{6}\.csv$/);
    expect(csv.body.charCodeAt(0)).toBe(0xfeff);
    expect(csv.body.slice(1).split('\n')[0]!.trim()).toBe('region,total');
    const zip = await api.post(
      '/api/v1/chart/data',
      body([byRegion, { ...byRegion, columns: ['status'] }], { result_format: 'xlsx' }),
    );
    expect(zip.headers['content-type']).toContain('application/zip');
    expect(Object.keys(unzipSync(new Uint8Array(zip.rawPayload))).sort()).toEqual([
      'query_1.xlsx',
      'query_2.xlsx',
    ]);
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/v1/chart/data',
      headers: {
        authorization: `Bearer ${await tokenFor(t.app)}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: `form_data=${encodeURIComponent(JSON.stringify(body([byRegion], { result_format: 'csv' })))}`,
    });
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('region,total');
  });

  it('refuses bad requests with clear 4xx answers', async () => {
    expect((await api.post('/api/v1/chart/data', { queries: [] })).json().message).toMatch(
      /^Request is incorrect/,
    );
    expect((await api.post('/api/v1/chart/data', body([{ metrics: ['nope'] }]))).json()).toEqual({
      message: "Metric 'nope' does not exist",
    });
    expect(
      (
        await api.post('/api/v1/chart/data', {
          datasource: { id: 999999, type: 'table' },
          queries: [{}],
        })
      ).statusCode,
    ).toBe(404);
    const failing = await api.post(
      '/api/v1/chart/data',
      body([
        {
          columns: ['region'],
          metrics: [
            { expressionType: 'SQL', sqlExpression: 'no_such_function(sales)', label: 'x' },
          ],
        },
      ]),
    );
    expect(failing.statusCode).toBe(400);
    expect(failing.json().message).toMatch(/^Error: /);
    expect(failing.json().errors[0].error_type).toBeDefined();
    const multi = await api.post(
      '/api/v1/chart/data',
      body([
        { columns: ['region'], metrics: ['count'], extras: { where: '1=1; DROP TABLE sales' } },
      ]),
    );
    expect(multi.statusCode).toBe(400);
    expect(multi.json().message).toMatch(/Invalid SQL clause/);
    const sub = await api.post(
      '/api/v1/chart/data',
      body([
        {
          columns: ['region'],
          metrics: ['count'],
          extras: { where: 'region IN (SELECT region FROM sales)' },
        },
      ]),
    );
    expect(sub.json().message).toBe('Custom SQL fields cannot contain sub-queries.');
    expect(Number((await raw('SELECT COUNT(*) FROM sales'))[0]![0])).toBe(5000);
    const csvGamma = await userWithRole(t, await tokenFor(t.app), 'nocsv', 'Public');
    expect((await csvGamma.api.post('/api/v1/chart/data', body([byRegion]))).statusCode).toBe(403);
  });
});

describe('streamed exports', () => {
  it('streams a 1,000,000-row CSV from the database without holding it in memory', async () => {
    await raw(
      `CREATE OR REPLACE TABLE big_export AS SELECT i AS id, 'row ' || i AS label, i * 0.5 AS v, TIMESTAMP '2024-01-01' + to_seconds(i) AS ts FROM range(1000000) t(i)`,
    );
    const db = (await t.ctx.databases.findByName('examples'))!;
    const ds = await api.post('/api/v1/dataset/', {
      database: db.id,
      schema: 'main',
      table_name: 'big_export',
    });
    expect(ds.statusCode, ds.body).toBe(201);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    global.gc?.();
    const before = process.memoryUsage().heapUsed;
    let peak = before;
    // Live memory: collect garbage before sampling (vitest runs the server project with --expose-gc).
    const timer = setInterval(() => {
      global.gc?.();
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    }, 500);
    const res = await fetch(`${address}/api/v1/chart/data`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${await tokenFor(t.app)}`,
      },
      body: JSON.stringify({
        datasource: { id: ds.json().id, type: 'table' },
        result_format: 'csv',
        queries: [
          { columns: ['id', 'label', 'v', 'ts'], orderby: [['id', true]], row_limit: 1_000_000 },
        ],
      }),
    });
    expect(res.status).toBe(200);
    let bytes = 0;
    let lines = 0;
    let tail = '';
    const decoder = new TextDecoder();
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      const text = decoder.decode(chunk, { stream: true });
      for (let i = 0; i < text.length; i += 1) if (text.charCodeAt(i) === 10) lines += 1;
      tail = (tail + text).slice(-200);
    }
    clearInterval(timer);
    expect(lines).toBe(1_000_001);
    expect(tail.trim().split('\n').at(-1)).toBe('999999,row 999999,499999.5,2024-01-12 13:46:39');
    expect(bytes).toBeGreaterThan(40_000_000);
    // The CSV is ~45 MB; the rows as JS objects would be far more. Growth stays well below either.
    expect(typeof global.gc).toBe('function');
    console.log(
      `1M-row CSV export: ${(bytes / 1e6).toFixed(1)} MB, live heap growth ${((peak - before) / 1e6).toFixed(1)} MB`,
    );
    expect(peak - before).toBeLessThan(100 * 1024 * 1024);
  }, 120_000);
});

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
