import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWithRole } from '../../../test/test-app.ts';
import { chartFixture, type ChartFixture } from '../chart/chart-test-fixture.ts';

describe('/superset/explore_json/ (legacy chart data)', () => {
  let f: ChartFixture;
  const formData = () => ({
    datasource: `${f.salesId}__table`, viz_type: 'pie', groupby: ['region'], adhoc_filters: [], row_limit: 100,
    metric: { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'amount' }, label: 'total' },
  });
  beforeAll(async () => {
    f = await chartFixture();
  });
  afterAll(() => f.t.close());

  it('answers the legacy envelope for form data in the query string', async () => {
    const res = await f.api.get(`/superset/explore_json/?form_data=${encodeURIComponent(JSON.stringify(formData()))}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.status).toBe('success');
    expect(body.form_data.viz_type).toBe('pie');
    expect(body.colnames).toEqual(['region', 'total', 'total__contribution']);
    expect(body.data.map((r: Record<string, unknown>) => [r.region, r.total])).toEqual([['EMEA', 14.5], ['APAC', 20]].sort((a, b) => Number(b[1]) - Number(a[1])));
    expect(body.rowcount).toBe(2);
    expect(body.errors).toEqual([]);
  });

  it('reads a url-encoded form post, takes the datasource from the path and honours query=true', async () => {
    const { datasource: _ignored, ...rest } = formData();
    const res = await f.t.app.inject({
      method: 'POST', url: `/superset/explore_json/table/${f.salesId}/?query=true`,
      headers: { authorization: `Bearer ${f.adminToken}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ form_data: JSON.stringify(rest) }).toString(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().language).toBe('sql');
    expect(res.json().query).toMatch(/SUM\("amount"\) AS "total"[\s\S]*GROUP BY "region"/);
  });

  it('exports CSV with csv=true', async () => {
    const res = await f.api.get(`/superset/explore_json/?csv=true&form_data=${encodeURIComponent(JSON.stringify(formData()))}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.body.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe('region,total,total__contribution');
  });

  it('answers {"error": ...} with 400 for missing or bad form data and unknown chart types', async () => {
    const none = await f.api.get('/superset/explore_json/');
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ error: 'Missing form_data' });
    expect((await f.api.get('/superset/explore_json/?form_data=%7Bnot')).json()).toEqual({ error: 'form_data is not a JSON object' });
    const unknown = await f.api.get(`/superset/explore_json/?form_data=${encodeURIComponent(JSON.stringify({ ...formData(), viz_type: 'nope' }))}`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatch(/nope/);
    const badColumn = await f.api.get(`/superset/explore_json/?form_data=${encodeURIComponent(JSON.stringify({ ...formData(), groupby: ['missing'] }))}`);
    expect(badColumn.statusCode).toBe(400);
    expect(typeof badColumn.json().error).toBe('string');
  });

  it('refuses a Gamma user without access to the dataset', async () => {
    const gamma = await userWithRole(f.t, f.adminToken, 'legacy_gamma', 'Gamma');
    const res = await gamma.api.get(`/superset/explore_json/?csv=true&form_data=${encodeURIComponent(JSON.stringify(formData()))}`);
    expect([403, 404]).toContain(res.statusCode);
    expect(res.json().error ?? res.json().message).toBeTruthy();
  });
});
