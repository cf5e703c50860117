import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  client,
  createTestApp,
  tokenFor,
  userWithRole,
  type TestApp,
} from '../../../test/test-app.ts';
import { openDatabase } from '../../commands/database/open-database.ts';
import { chartFixture, type ChartFixture } from '../chart/chart-test-fixture.ts';

describe('/superset/explore_json/ (legacy chart data)', () => {
  let f: ChartFixture;
  const formData = () => ({
    datasource: `${f.salesId}__table`,
    viz_type: 'pie',
    groupby: ['region'],
    adhoc_filters: [],
    row_limit: 100,
    metric: {
      expressionType: 'SIMPLE',
      aggregate: 'SUM',
      column: { column_name: 'amount' },
      label: 'total',
    },
  });
  beforeAll(async () => {
    f = await chartFixture();
  });
  afterAll(() => f.t.close());

  it('answers the legacy envelope for form data in the query string', async () => {
    const res = await f.api.get(
      `/superset/explore_json/?form_data=${encodeURIComponent(JSON.stringify(formData()))}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.status).toBe('success');
    expect(body.form_data.viz_type).toBe('pie');
    expect(body.colnames).toEqual(['region', 'total', 'total__contribution']);
    expect(body.data.map((r: Record<string, unknown>) => [r.region, r.total])).toEqual(
      [
        ['EMEA', 14.5],
        ['APAC', 20],
      ].sort((a, b) => Number(b[1]) - Number(a[1])),
    );
    expect(body.rowcount).toBe(2);
    expect(body.errors).toEqual([]);
  });

  it('reads a url-encoded form post, takes the datasource from the path and honours query=true', async () => {
    const { datasource: _ignored, ...rest } = formData();
    const res = await f.t.app.inject({
      method: 'POST',
      url: `/superset/explore_json/table/${f.salesId}/?query=true`,
      headers: {
        authorization: `Bearer ${f.adminToken}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({ form_data: JSON.stringify(rest) }).toString(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().language).toBe('sql');
    expect(res.json().query).toMatch(/SUM\("amount"\) AS "total"[\s\S]*GROUP BY "region"/);
  });

  it('exports CSV with csv=true', async () => {
    const res = await f.api.get(
      `/superset/explore_json/?csv=true&form_data=${encodeURIComponent(JSON.stringify(formData()))}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.body.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe(
      'region,total,total__contribution',
    );
  });

  it('answers {"error": ...} with 400 for missing or bad form data and unknown chart types', async () => {
    const none = await f.api.get('/superset/explore_json/');
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ error: 'Missing form_data' });
    expect((await f.api.get('/superset/explore_json/?form_data=%7Bnot')).json()).toEqual({
      error: 'form_data is not a JSON object',
    });
    const unknown = await f.api.get(
      `/superset/explore_json/?form_data=${encodeURIComponent(JSON.stringify({ ...formData(), viz_type: 'nope' }))}`,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatch(/nope/);
    const badColumn = await f.api.get(
      `/superset/explore_json/?form_data=${encodeURIComponent(JSON.stringify({ ...formData(), groupby: ['missing'] }))}`,
    );
    expect(badColumn.statusCode).toBe(400);
    expect(typeof badColumn.json().error).toBe('string');
  });

  it('refuses a Gamma user without access to the dataset', async () => {
    const gamma = await userWithRole(f.t, f.adminToken, 'legacy_gamma', 'Gamma');
    const res = await gamma.api.get(
      `/superset/explore_json/?csv=true&form_data=${encodeURIComponent(JSON.stringify(formData()))}`,
    );
    expect([403, 404]).toContain(res.statusCode);
    expect(res.json().error ?? res.json().message).toBeTruthy();
  });
});

describe("/superset/explore_json/ answers each legacy type's own data shape", () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  /** Runs raw SQL on the examples database: the independent source of expected answers. */
  let raw: (sql: string) => Promise<unknown[][]>;
  const datasetIds = new Map<string, number>();
  const sum = (column: string, label: string) => ({
    expressionType: 'SIMPLE',
    aggregate: 'SUM',
    column: { column_name: column },
    label,
  });
  const explore = async (table: string, formData: Record<string, unknown>, flags = '') => {
    const res = await api.post(`/superset/explore_json/${flags}`, {
      form_data: JSON.stringify({
        datasource: `${datasetIds.get(table)}__table`,
        adhoc_filters: [],
        ...formData,
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    t = await createTestApp({
      SIGHTLINE_LOAD_EXAMPLES: 'true',
      SIGHTLINE_EXAMPLES_SALES_ROWS: '2000',
    });
    api = client(t.app, await tokenFor(t.app));
    for (const table of ['sales', 'countries', 'flows', 'daily_metrics']) {
      datasetIds.set(
        table,
        (
          await api.get(`/api/v1/dataset/?q=(filters:!((col:table_name,opr:eq,value:${table})))`)
        ).json().ids[0],
      );
    }
    const { driver } = await openDatabase(t.ctx, (await t.ctx.databases.findByName('examples'))!);
    raw = async (sql) => (await driver.execute(sql)).rows;
  }, 60_000);
  afterAll(async () => t.close());

  it('bullet: {measures} with the metric value; results=true still answers the records', async () => {
    const formData = { viz_type: 'bullet', metric: sum('sales', 'total') };
    const body = await explore('sales', formData);
    const [[expected]] = await raw('SELECT SUM(sales) FROM sales');
    expect(Object.keys(body.data)).toEqual(['measures']);
    expect(body.data.measures).toHaveLength(1);
    expect(body.data.measures[0]).toBeCloseTo(Number(expected), 6);
    const records = await explore('sales', formData, '?results=true');
    expect(records.data[0].total).toBeCloseTo(Number(expected), 6);
  });

  it('world_map: rows of country (alpha-3), m1, m2, latitude, longitude and name', async () => {
    const body = await explore('countries', {
      viz_type: 'world_map',
      entity: 'country_code',
      country_fieldtype: 'cca3',
      metric: sum('population', 'pop'),
      secondary_metric: sum('gdp_usd', 'gdp'),
      row_limit: 500,
    });
    const expected = new Map(
      (
        await raw(
          'SELECT country_code, SUM(population), SUM(gdp_usd), MAX(latitude), MAX(longitude) FROM countries GROUP BY country_code',
        )
      ).map(([c, ...v]) => [String(c), v.map(Number)]),
    );
    expect(body.data).toHaveLength(expected.size);
    for (const row of body.data) {
      const [pop, gdp] = expected.get(row.country)!;
      expect([row.m1, row.m2]).toEqual([pop, gdp]);
    }
    const france = body.data.find((row: { country: string }) => row.country === 'FRA');
    expect(france.name).toBe('France');
    const [, , lat, lng] = expected.get('FRA')!;
    // Our centroid comes from the bundled world geometry, the table's from an approximate figure.
    expect(Math.abs(france.latitude - lat)).toBeLessThan(3);
    expect(Math.abs(france.longitude - lng)).toBeLessThan(3);
  });

  it('chord: {nodes, matrix} with matrix[i][j] flowing from nodes[j] to nodes[i]', async () => {
    const body = await explore('flows', {
      viz_type: 'chord',
      groupby: ['source'],
      columns: ['target'],
      metric: sum('value', 'flow'),
      row_limit: 10000,
    });
    const flows = (
      await raw('SELECT source, target, SUM(value) FROM flows GROUP BY source, target')
    ).map(([s, d, v]) => [String(s), String(d), Number(v)] as const);
    const { nodes, matrix } = body.data as { nodes: string[]; matrix: number[][] };
    expect([...nodes].sort()).toEqual([...new Set(flows.flatMap(([s, d]) => [s, d]))].sort());
    expect(matrix).toHaveLength(nodes.length);
    for (const [source, target, value] of flows)
      expect(matrix[nodes.indexOf(target)][nodes.indexOf(source)]).toBeCloseTo(value, 6);
    const total = matrix.flat().reduce((a, b) => a + b, 0);
    expect(total).toBeCloseTo(
      flows.reduce((a, [, , v]) => a + v, 0),
      6,
    );
  });

  it('time_table: {records: {time string: {group: value}}, columns, is_group_by}', async () => {
    const body = await explore('daily_metrics', {
      viz_type: 'time_table',
      granularity_sqla: 'ds',
      time_grain_sqla: 'P1M',
      time_range: '2024-01-01 : 2024-04-01',
      metrics: [sum('visitors', 'visits')],
      groupby: ['channel'],
      column_collection: [],
      row_limit: 1000,
    });
    const expected = await raw(
      "SELECT strftime(date_trunc('month', ds), '%Y-%m-%d %H:%M:%S'), channel, SUM(visitors) FROM daily_metrics WHERE ds >= '2024-01-01' AND ds < '2024-04-01' GROUP BY 1, 2",
    );
    expect(body.data.is_group_by).toBe(true);
    expect(body.data.columns).toEqual(['Email', 'Organic Search', 'Paid Search', 'Social']);
    expect(Object.keys(body.data.records)).toEqual([
      '2024-01-01 00:00:00',
      '2024-02-01 00:00:00',
      '2024-03-01 00:00:00',
    ]);
    expect(expected).toHaveLength(12);
    for (const [time, channel, visits] of expected)
      expect(body.data.records[String(time)][String(channel)]).toBe(Number(visits));
  });

  it('cal_heatmap: per-metric values by epoch seconds, the start and the number of domains', async () => {
    const body = await explore('daily_metrics', {
      viz_type: 'cal_heatmap',
      granularity_sqla: 'ds',
      time_range: '2024-01-01 : 2024-03-01',
      metrics: [sum('signups', 'signups')],
      domain_granularity: 'month',
      subdomain_granularity: 'day',
    });
    const [[jan15]] = await raw(
      "SELECT SUM(signups) FROM daily_metrics WHERE ds = DATE '2024-01-15'",
    );
    expect(body.data).toMatchObject({
      start: Date.UTC(2024, 0, 1),
      domain: 'month',
      subdomain: 'day',
      range: 3,
    });
    expect(Object.keys(body.data.data.signups)).toHaveLength(31 + 29);
    expect(body.data.data.signups[`${Date.UTC(2024, 0, 15) / 1000}.0`]).toBe(Number(jan15));
  });

  it('compare: nvd3 series sorted by key, the time shift as an extra `1 year offset` series', async () => {
    const body = await explore('daily_metrics', {
      viz_type: 'compare',
      granularity_sqla: 'ds',
      time_grain_sqla: 'P1M',
      time_range: '2024-01-01 : 2024-03-01',
      metrics: [sum('visitors', 'visits')],
      groupby: [],
      time_compare: ['1 year'],
    });
    const monthly = async (from: string, to: string) =>
      (
        await raw(
          `SELECT date_trunc('month', ds) AS m, SUM(visitors) FROM daily_metrics WHERE ds >= '${from}' AND ds < '${to}' GROUP BY m ORDER BY m`,
        )
      ).map(([, v]) => Number(v));
    const [jan, feb] = [Date.UTC(2024, 0, 1), Date.UTC(2024, 1, 1)];
    const [current, lastYear] = [
      await monthly('2024-01-01', '2024-03-01'),
      await monthly('2023-01-01', '2023-03-01'),
    ];
    expect(body.data).toEqual([
      {
        key: 'visits',
        values: [
          { x: jan, y: current[0] },
          { x: feb, y: current[1] },
        ],
      },
      {
        key: ['visits', '1 year offset'],
        values: [
          { x: jan, y: lastYear[0] },
          { x: feb, y: lastYear[1] },
        ],
        classed: 'time-shift-0',
      },
    ]);
  });

  it('answers a legacy type\'s complaint about its form data as {"error": ...}', async () => {
    const res = await api.post('/superset/explore_json/', {
      form_data: JSON.stringify({
        datasource: `${datasetIds.get('sales')}__table`,
        viz_type: 'partition',
        metrics: [sum('sales', 'total')],
        groupby: [],
      }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Please choose at least one groupby' });
  });
});
