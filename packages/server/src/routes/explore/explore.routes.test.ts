import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWithRole } from '../../../test/test-app.ts';
import { chartFixture, type ChartFixture } from '../chart/chart-test-fixture.ts';

let f: ChartFixture;
let chartId: number;
let gamma: Awaited<ReturnType<typeof userWithRole>>;
const params = JSON.stringify({ viz_type: 'table', all_columns: ['region'], row_limit: 10 });

beforeAll(async () => {
  f = await chartFixture();
  chartId = (
    await f.api.post('/api/v1/chart/', {
      slice_name: 'Regions',
      viz_type: 'table',
      datasource_id: f.salesId,
      datasource_type: 'table',
      params,
      query_context: '{"q":1}',
      description: 'Notes',
    })
  ).json().id;
  gamma = await userWithRole(f.t, f.adminToken, 'gamma_explore', 'Gamma');
});
afterAll(async () => f.t.close());

describe('GET /api/v1/explore/', () => {
  it('assembles form data, dataset, slice and metadata for a chart', async () => {
    const res = await f.api.get(`/api/v1/explore/?slice_id=${chartId}`);
    expect(res.statusCode, res.body).toBe(200);
    const { result } = res.json();
    expect(Object.keys(result).sort()).toEqual([
      'dataset',
      'form_data',
      'message',
      'metadata',
      'slice',
    ]);
    const formData = {
      viz_type: 'table',
      all_columns: ['region'],
      row_limit: 10,
      slice_id: chartId,
      datasource: `${f.salesId}__table`,
      url_params: { slice_id: String(chartId) },
    };
    expect(result.form_data).toEqual(formData);
    expect(result.message).toBeNull();
    expect(result.dataset).toMatchObject({
      id: f.salesId,
      uid: `${f.salesId}__table`,
      type: 'table',
      name: 'main.sales',
      datasource_name: 'sales',
      rls_filters: [],
    });
    expect(result.dataset.columns.map((c: { column_name: string }) => c.column_name)).toEqual([
      'id',
      'region',
      'amount',
      'sold_at',
    ]);
    expect(result.slice).toEqual({
      cache_timeout: null,
      changed_on: expect.stringMatching(/^\d{4}-/),
      changed_on_humanized: 'a few seconds ago',
      datasource: 'main.sales',
      description: 'Notes',
      description_markeddown: '<p>Notes</p>',
      edit_url: `/chart/edit/${chartId}`,
      form_data: {
        viz_type: 'table',
        all_columns: ['region'],
        row_limit: 10,
        slice_id: chartId,
        datasource: `${f.salesId}__table`,
      },
      query_context: '{"q":1}',
      modified: '<span class="no-wrap">a few seconds ago</span>',
      owners: [1],
      slice_id: chartId,
      slice_name: 'Regions',
      slice_url: `/explore/?slice_id=${chartId}&form_data=%7B%22slice_id%22%3A${chartId}%7D`,
      certified_by: null,
      certification_details: null,
      is_managed_externally: false,
    });
    expect(result.metadata).toEqual({
      created_on_humanized: 'a few seconds ago',
      changed_on_humanized: 'a few seconds ago',
      owners: ['Admin User'],
      dashboards: [],
      created_by: 'Admin User',
      changed_by: 'Admin User',
    });
  });

  it('starts from a dataset, and answers 404 for unknown charts and 403 without dataset access', async () => {
    const res = (
      await f.api.get(`/api/v1/explore/?datasource_id=${f.salesId}&datasource_type=table`)
    ).json().result;
    expect(res.form_data).toEqual({
      datasource: `${f.salesId}__table`,
      url_params: { datasource_id: String(f.salesId), datasource_type: 'table' },
    });
    expect(res.slice).toBeNull();
    expect(res.metadata).toBeNull();
    expect(res.dataset.id).toBe(f.salesId);
    const missing = (
      await f.api.get('/api/v1/explore/?datasource_id=9999&datasource_type=table')
    ).json().result;
    expect(missing.dataset).toEqual({
      type: 'table',
      name: '[Missing Dataset]',
      columns: [],
      metrics: [],
      database: { id: 0, backend: '' },
      rls_filters: [],
    });
    expect((await f.api.get('/api/v1/explore/?slice_id=99999')).json()).toEqual({
      message: 'Chart not found',
    });
    const denied = await gamma.api.get(`/api/v1/explore/?slice_id=${chartId}`);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({
      message:
        'This endpoint requires the datasource main.sales, database or `all_datasource_access` permission',
      error_type: 'DATASOURCE_SECURITY_ACCESS_ERROR',
      level: 'warning',
      extra: null,
    });
  });
});

describe('explore permalinks', () => {
  const state = () => ({
    formData: {
      datasource: `${f.salesId}__table`,
      slice_id: chartId,
      viz_type: 'table',
      row_limit: 5,
    },
    urlParams: [['standalone', '1']],
  });

  it('stores a state under a random key and answers it unwrapped', async () => {
    const res = await f.api.post('/api/v1/explore/permalink', state());
    expect(res.statusCode, res.body).toBe(201);
    const { key, url } = res.json();
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(url).toBe(`http://localhost:80/superset/explore/p/${key}/`);
    const got = await f.api.get(`/api/v1/explore/permalink/${key}`);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual({
      chartId,
      datasourceId: f.salesId,
      datasourceType: 'table',
      datasource: `${f.salesId}__table`,
      state: state(),
    });
    const again = (await f.api.post('/api/v1/explore/permalink', state())).json().key;
    expect(again).not.toBe(key);
    const explore = (await f.api.get(`/api/v1/explore/?permalink_key=${key}`)).json().result;
    expect(explore.form_data).toMatchObject({
      row_limit: 5,
      slice_id: chartId,
      url_params: { standalone: '1', permalink_key: key },
    });
    expect(explore.slice.slice_id).toBe(chartId);
  });

  it('validates the state and checks access on write and read', async () => {
    const key = (await f.api.post('/api/v1/explore/permalink', state())).json().key;
    for (const k of ['abc', 'AAAAAAAAAAAAAAA', `${key}x`])
      expect((await f.api.get(`/api/v1/explore/permalink/${k}`)).json(), k).toEqual({
        message: 'Not found',
      });
    expect((await f.api.get('/api/v1/explore/?permalink_key=nope')).statusCode).toBe(404);
    expect((await f.api.post('/api/v1/explore/permalink', { urlParams: [] })).json()).toEqual({
      message: { formData: ['Missing data for required field.'] },
    });
    expect((await f.api.post('/api/v1/explore/permalink', { formData: {} })).json()).toEqual({
      message: { formData: ['The form data must contain a datasource.'] },
    });
    expect(
      (await f.api.post('/api/v1/explore/permalink', { formData: { datasource: 'x' } })).statusCode,
    ).toBe(400);
    expect(
      (
        await f.api.post('/api/v1/explore/permalink', { formData: { datasource: '9999__table' } })
      ).json(),
    ).toEqual({ message: 'Dataset does not exist' });
    expect(
      (
        await f.api.post('/api/v1/explore/permalink', {
          formData: { datasource: `${f.salesId}__table`, slice_id: 99999 },
        })
      ).json(),
    ).toEqual({ message: 'Chart not found' });
    const denied = await gamma.api.post('/api/v1/explore/permalink', state());
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ message: "You don't have access to this dataset." });
    expect((await gamma.api.get(`/api/v1/explore/permalink/${key}`)).statusCode).toBe(403);
  });
});

describe('explore form-data cache', () => {
  const body = () => ({
    datasource_id: f.salesId,
    datasource_type: 'table',
    chart_id: chartId,
    form_data: JSON.stringify({ viz_type: 'pie', row_limit: 3 }),
  });

  it('creates, reads, updates and deletes cached form data', async () => {
    const created = await f.api.post('/api/v1/explore/form_data?tab_id=1', body());
    expect(created.statusCode, created.body).toBe(201);
    const { key } = created.json();
    expect((await f.api.get(`/api/v1/explore/form_data/${key}`)).json()).toEqual({
      form_data: body().form_data,
    });
    const explore = (
      await f.api.get(`/api/v1/explore/?form_data_key=${key}&slice_id=${chartId}`)
    ).json().result;
    expect(explore.form_data).toMatchObject({
      viz_type: 'pie',
      row_limit: 3,
      all_columns: ['region'],
      datasource: `${f.salesId}__table`,
    });
    const updated = { ...body(), form_data: '{"viz_type":"table"}' };
    expect((await f.api.put(`/api/v1/explore/form_data/${key}?tab_id=1`, updated)).json()).toEqual({
      key,
    });
    expect((await f.api.get(`/api/v1/explore/form_data/${key}`)).json()).toEqual({
      form_data: '{"viz_type":"table"}',
    });
    const fresh = (await f.api.put(`/api/v1/explore/form_data/${key}`, updated)).json().key;
    expect(fresh).not.toBe(key);
    expect((await f.api.get(`/api/v1/explore/form_data/${fresh}`)).json()).toEqual({
      form_data: '{"viz_type":"table"}',
    });
    expect((await f.api.delete(`/api/v1/explore/form_data/${key}`)).json()).toEqual({
      message: 'Deleted successfully',
    });
    expect((await f.api.get(`/api/v1/explore/form_data/${key}`)).statusCode).toBe(404);
    expect((await f.api.delete(`/api/v1/explore/form_data/${key}`)).statusCode).toBe(404);
    const fallback = (
      await f.api.get(`/api/v1/explore/?form_data_key=${key}&slice_id=${chartId}`)
    ).json().result;
    expect(fallback.message).toBe('Form data not found in cache, reverting to chart metadata.');
    expect(fallback.form_data.viz_type).toBe('table');
  });

  it('keeps entries to their owner and validates the body', async () => {
    const { key } = (await f.api.post('/api/v1/explore/form_data', body())).json();
    const alpha = await userWithRole(f.t, f.adminToken, 'alpha_formdata', 'Alpha');
    expect(
      (await alpha.api.put(`/api/v1/explore/form_data/${key}?tab_id=2`, body())).json(),
    ).toEqual({ message: 'Forbidden' });
    expect((await alpha.api.delete(`/api/v1/explore/form_data/${key}`)).statusCode).toBe(403);
    expect((await alpha.api.get(`/api/v1/explore/form_data/${key}`)).statusCode).toBe(200);
    expect((await gamma.api.get(`/api/v1/explore/form_data/${key}`)).statusCode).toBe(403);
    expect(
      (await f.api.post('/api/v1/explore/form_data', { ...body(), form_data: '{' })).json(),
    ).toEqual({ message: { form_data: ['JSON not valid'] } });
    expect(
      (
        await f.api.post('/api/v1/explore/form_data', { datasource_type: 'table', form_data: '{}' })
      ).json(),
    ).toEqual({ message: { datasource_id: ['Missing data for required field.'] } });
    expect(
      (await f.api.post('/api/v1/explore/form_data', { ...body(), datasource_id: 9999 }))
        .statusCode,
    ).toBe(404);
  });
});
