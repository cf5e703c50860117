import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor, userWithRole, type client, type TestApp } from '../../../test/test-app.ts';
import { byRegion, chartDataFixture } from './chart-data-fixture.ts';

let t: TestApp;
let api: ReturnType<typeof client>;
let salesId: number;
/** Runs raw SQL on the examples database: the independent source of expected answers. */
let raw: (sql: string) => Promise<unknown[][]>;

beforeAll(async () => {
  ({ t, api, salesId, raw } = await chartDataFixture());
}, 60_000);
afterAll(async () => t.close());

const body = (queries: unknown[], extra: Record<string, unknown> = {}) => ({
  datasource: { id: salesId, type: 'table' },
  queries,
  ...extra,
});

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
    expect(item.sightline_timing.db_ms).toBeGreaterThan(0);
    const again = (await api.post('/api/v1/chart/data', body([byRegion]))).json().result[0];
    expect(again).toMatchObject({ is_cached: true, cache_key: item.cache_key, data: item.data });
    expect(again.cached_dttm).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    expect(again.sightline_timing).toEqual({ db_ms: 0, queue_ms: 0 });
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
