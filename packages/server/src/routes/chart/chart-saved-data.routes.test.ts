import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  client,
  createTestApp,
  tokenFor,
  userWithRole,
  type TestApp,
} from '../../../test/test-app.ts';

let t: TestApp;
let api: ReturnType<typeof client>;
let salesId: number;

beforeAll(async () => {
  t = await createTestApp({
    SIGHTLINE_LOAD_EXAMPLES: 'true',
    SIGHTLINE_EXAMPLES_SALES_ROWS: '3000',
  });
  api = client(t.app, await tokenFor(t.app));
  salesId = (
    await api.get('/api/v1/dataset/?q=(filters:!((col:table_name,opr:eq,value:sales)))')
  ).json().ids[0];
}, 60_000);
afterAll(async () => t.close());

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
const queryContext = () => ({
  datasource: { id: salesId, type: 'table' },
  force: false,
  queries: [byRegion],
  form_data: { viz_type: 'pie', datasource: `${salesId}__table` },
  result_format: 'json',
  result_type: 'full',
});
const save = async (qc: unknown) =>
  (
    await api.post('/api/v1/chart/', {
      slice_name: 'Regions',
      viz_type: 'pie',
      datasource_id: salesId,
      datasource_type: 'table',
      params: '{}',
      ...(qc ? { query_context: JSON.stringify(qc) } : {}),
    })
  ).json().id as number;

describe('GET /api/v1/chart/<pk>/data/', () => {
  it('runs the saved query context and answers what POST /api/v1/chart/data answers', async () => {
    const id = await save(queryContext());
    const posted = await api.post('/api/v1/chart/data', queryContext());
    expect(posted.statusCode, posted.body).toBe(200);
    const res = await api.get(`/api/v1/chart/${id}/data/`);
    expect(res.statusCode, res.body).toBe(200);
    const [got] = res.json().result;
    const [want] = posted.json().result;
    expect(got.data).toEqual(want.data);
    expect(got).toMatchObject({
      colnames: ['region', 'total'],
      rowcount: want.rowcount,
      query: want.query,
      cache_key: want.cache_key,
      is_cached: true,
    });
    const forced = (await api.get(`/api/v1/chart/${id}/data/?force=true`)).json().result[0];
    expect(forced).toMatchObject({ is_cached: null, data: want.data });
    const results = (await api.get(`/api/v1/chart/${id}/data/?type=results`)).json().result[0];
    expect(Object.keys(results).sort()).toEqual([
      'colnames',
      'coltypes',
      'data',
      'rowcount',
      'sql_rowcount',
    ]);
    const query = (await api.get(`/api/v1/chart/${id}/data/?type=query`)).json().result[0];
    expect(query).toEqual({ language: 'sql', query: expect.stringContaining('GROUP BY') });
  });

  it('exports CSV with the same rows, and refuses users without can_csv', async () => {
    const id = await save(queryContext());
    const csv = await api.get(`/api/v1/chart/${id}/data/?format=csv`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('region,total');
    const posted = (await api.post('/api/v1/chart/data', queryContext())).json().result[0];
    expect(lines).toHaveLength(posted.rowcount + 1);
    expect((await api.get(`/api/v1/chart/${id}/data/?format=pdf`)).statusCode).toBe(400);
    const roleId = await t.ctx.roles.create('chart_reader');
    const pvs = [
      await t.ctx.roles.ensurePermissionView(['can_read', 'Chart']),
      await t.ctx.roles.ensurePermissionView(['all_datasource_access', 'all_datasource_access']),
    ];
    await t.ctx.roles.setPermissionViews(roleId, pvs);
    const reader = await userWithRole(t, await tokenFor(t.app), 'reader_csv', 'chart_reader');
    expect((await reader.api.get(`/api/v1/chart/${id}/data/`)).statusCode).toBe(200);
    const refused = await reader.api.get(`/api/v1/chart/${id}/data/?format=csv`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Forbidden' });
  });

  it('answers 400 without a saved query context, 404 for unknown or hidden charts', async () => {
    const id = await save(null);
    const res = await api.get(`/api/v1/chart/${id}/data/`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Chart has no query context saved. Please save the chart again.',
    });
    await api.put(`/api/v1/chart/${id}`, { query_context: '"just a string"' });
    expect((await api.get(`/api/v1/chart/${id}/data/`)).json()).toEqual({
      message: 'Chart has no query context saved. Please save the chart again.',
    });
    await api.put(`/api/v1/chart/${id}`, { query_context: '{"queries": "nope"}' });
    const bad = await api.get(`/api/v1/chart/${id}/data/`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Request is incorrect: /);
    expect((await api.get('/api/v1/chart/99999/data/')).json()).toEqual({ message: 'Not found' });
    const gamma = await userWithRole(t, await tokenFor(t.app), 'gamma_data', 'Gamma');
    expect((await gamma.api.get(`/api/v1/chart/${id}/data/`)).statusCode).toBe(404);
  });
});
