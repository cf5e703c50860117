import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chartFixture, type ChartFixture } from './chart-test-fixture.ts';

let f: ChartFixture;
beforeAll(async () => {
  f = await chartFixture();
});
afterAll(async () => f.t.close());

const UUID = '6f1c3b9e-8d2a-4c4e-9b7f-0a1b2c3d4e5f';
const params = JSON.stringify({
  viz_type: 'pie',
  metric: 'count',
  groupby: ['region'],
  since: '2024-01-01',
  until: '2024-06-01',
});

describe('create and read', () => {
  it('creates a chart, echoing the accepted input, and reads it back with the fixed schema', async () => {
    const body = {
      slice_name: 'Sales by region',
      viz_type: 'pie',
      datasource_id: f.salesId,
      datasource_type: 'table',
      params,
      description: 'Per **region**',
      cache_timeout: 600,
      uuid: UUID,
    };
    const res = await f.api.post('/api/v1/chart/', body);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as number;
    expect(res.json()).toEqual({ id, result: body });
    const item = await f.api.get(`/api/v1/chart/${id}?q=(columns:!(id))`);
    expect(item.statusCode).toBe(200);
    expect(item.json()).toEqual({
      id,
      result: {
        id,
        url: `/explore/?slice_id=${id}`,
        cache_timeout: '600',
        certified_by: null,
        certification_details: null,
        changed_on_delta_humanized: 'a few seconds ago',
        description: 'Per **region**',
        params,
        slice_name: 'Sales by region',
        thumbnail_url: expect.stringMatching(/^\/api\/v1\/chart\/\d+\/thumbnail\/[0-9a-f]{32}\/$/),
        viz_type: 'pie',
        query_context: null,
        is_managed_externally: false,
        tags: [],
        owners: [{ id: 1, first_name: 'Admin', last_name: 'User' }],
        dashboards: [],
        uuid: UUID,
        datasource_id: f.salesId,
        datasource_name_text: 'main.sales',
        datasource_type: 'table',
        datasource_url: `/explore/?datasource_type=table&datasource_id=${f.salesId}`,
        datasource_uuid: (await f.api.get(`/api/v1/dataset/${f.salesId}`)).json().result.uuid,
      },
    });
    expect((await f.api.get(`/api/v1/chart/${UUID}`)).json()).toEqual(item.json());
  });

  it('lists charts with every list column, and picks `columns` as nested objects', async () => {
    const list = (
      await f.api.get(`/api/v1/chart/?q=(filters:!((col:uuid,opr:eq,value:'${UUID}')))`)
    ).json();
    const id = list.ids[0];
    expect(list.count).toBe(1);
    const row = list.result[0];
    expect(row).toEqual({
      is_managed_externally: false,
      certified_by: null,
      certification_details: null,
      cache_timeout: 600,
      changed_by: { first_name: 'Admin', id: 1, last_name: 'User' },
      changed_by_name: 'Admin User',
      changed_on_delta_humanized: 'a few seconds ago',
      changed_on_dttm: expect.any(Number),
      changed_on_utc: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      created_by: { first_name: 'Admin', id: 1, last_name: 'User' },
      created_by_name: 'Admin User',
      created_on_delta_humanized: 'a few seconds ago',
      datasource_id: f.salesId,
      datasource_name_text: 'main.sales',
      datasource_type: 'table',
      datasource_url: `/explore/?datasource_type=table&datasource_id=${f.salesId}`,
      description: 'Per **region**',
      description_markeddown: '<p>Per <strong>region</strong></p>',
      edit_url: `/chart/edit/${id}`,
      form_data: {
        viz_type: 'pie',
        metric: 'count',
        groupby: ['region'],
        time_range: '2024-01-01 : 2024-06-01',
        slice_id: id,
        datasource: `${f.salesId}__table`,
        cache_timeout: 600,
      },
      id,
      last_saved_at: expect.stringMatching(/^\d{4}-/),
      last_saved_by: { first_name: 'Admin', id: 1, last_name: 'User' },
      owners: [{ first_name: 'Admin', id: 1, last_name: 'User' }],
      dashboards: [],
      params,
      slice_name: 'Sales by region',
      slice_url: `/explore/?slice_id=${id}&form_data=%7B%22slice_id%22%3A${id}%7D`,
      table: { default_endpoint: null, table_name: 'sales' },
      thumbnail_url: expect.stringMatching(/^\/api\/v1\/chart\/\d+\/thumbnail\/[0-9a-f]{32}\/$/),
      url: `/explore/?slice_id=${id}`,
      viz_type: 'pie',
      tags: [],
      uuid: UUID,
    });
    expect(Date.parse(row.changed_on_utc)).toBe(row.changed_on_dttm);
    const picked = (
      await f.api.get(
        `/api/v1/chart/?q=(columns:!(id,slice_name,owners.id,table.table_name,nope),filters:!((col:id,opr:eq,value:${id})))`,
      )
    ).json();
    expect(picked).toEqual({
      count: 1,
      ids: [id],
      result: [
        { id, slice_name: 'Sales by region', owners: [{ id: 1 }], table: { table_name: 'sales' } },
      ],
    });
    expect(
      (await f.api.get('/api/v1/chart/?q=(columns:!(id),select_columns:!(id))')).json(),
    ).toEqual({ message: 'Cannot use both select and sel columns' });
    const withKeys = (
      await f.api.get(
        `/api/v1/chart/?q=(columns:!(id),keys:!(order_columns,list_title),filters:!((col:id,opr:eq,value:${id})))`,
      )
    ).json();
    expect(withKeys).toEqual({
      count: 1,
      ids: [id],
      result: [{ id }],
      list_title: 'List Slice',
      order_columns: [
        'changed_by.first_name',
        'changed_on_delta_humanized',
        'datasource_id',
        'datasource_name',
        'last_saved_at',
        'last_saved_by.id',
        'last_saved_by.first_name',
        'last_saved_by.last_name',
        'slice_name',
        'viz_type',
      ],
    });
    expect(Object.keys((await f.api.get('/api/v1/chart/?q=(keys:!(none))')).json())).toEqual([
      'count',
      'ids',
      'result',
    ]);
  });

  it('updates fields partially, replaces owners and keeps the echo of the input', async () => {
    const id = (
      await f.api.post('/api/v1/chart/', {
        slice_name: 'To edit',
        viz_type: 'table',
        datasource_id: f.salesId,
        datasource_type: 'table',
      })
    ).json().id;
    const res = await f.api.put(`/api/v1/chart/${id}`, {
      slice_name: 'Edited',
      description: null,
      cache_timeout: null,
      certified_by: 'Finance',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id,
      result: {
        slice_name: 'Edited',
        description: null,
        cache_timeout: null,
        certified_by: 'Finance',
      },
    });
    const item = (await f.api.get(`/api/v1/chart/${id}`)).json().result;
    expect(item).toMatchObject({
      slice_name: 'Edited',
      viz_type: 'table',
      certified_by: 'Finance',
      cache_timeout: null,
    });
    // Switching the dataset refreshes the cached datasource name.
    expect(
      (
        await f.api.put(`/api/v1/chart/${id}`, {
          datasource_id: f.costsId,
          datasource_type: 'table',
        })
      ).statusCode,
    ).toBe(200);
    const list = (
      await f.api.get(`/api/v1/chart/?q=(filters:!((col:datasource_name,opr:eq,value:main.costs)))`)
    ).json();
    expect(list.ids).toEqual([id]);
  });
});

describe('validation', () => {
  const valid = () => ({
    slice_name: 'x',
    viz_type: 'table',
    datasource_id: f.salesId,
    datasource_type: 'table',
  });
  it('answers 400 with marshmallow messages for malformed bodies', async () => {
    const notJson = await f.t.app.inject({
      method: 'POST',
      url: '/api/v1/chart/',
      headers: { authorization: `Bearer ${f.adminToken}`, 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({ message: 'Request is not JSON' });
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [
        { viz_type: 'table', datasource_id: f.salesId, datasource_type: 'table' },
        { slice_name: ['Missing data for required field.'] },
      ],
      [{ ...valid(), datasource_id: 'x' }, { datasource_id: ['Not a valid integer.'] }],
      [{ ...valid(), params: '{not json' }, { params: ['JSON not valid'] }],
      [{ ...valid(), query_context: '[1,' }, { query_context: ['JSON not valid'] }],
      [{ ...valid(), slice_name: '' }, { slice_name: ['Length must be between 1 and 250.'] }],
      [
        { ...valid(), slice_name: 'x'.repeat(251) },
        { slice_name: ['Length must be between 1 and 250.'] },
      ],
      [{ ...valid(), viz_type: 7 }, { viz_type: ['Not a valid string.'] }],
      [
        { ...valid(), datasource_type: 'nope' },
        { datasource_type: ['Must be one of: table, dataset, query, saved_query, view.'] },
      ],
      [{ ...valid(), owners: 'me' }, { owners: ['Not a valid list.'] }],
      [{ ...valid(), surprise: 1 }, { surprise: ['Unknown field.'] }],
    ];
    for (const [body, message] of cases) {
      const res = await f.api.post('/api/v1/chart/', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    const id = (await f.api.post('/api/v1/chart/', valid())).json().id;
    expect((await f.api.put(`/api/v1/chart/${id}`, { params: 'nope' })).json()).toEqual({
      message: { params: ['JSON not valid'] },
    });
    expect((await f.api.put(`/api/v1/chart/${id}`, { slice_name: null })).json()).toEqual({
      message: { slice_name: ['Field may not be null.'] },
    });
  });

  it('answers 422 for unknown datasources, owners and dashboards, 404 for unknown charts', async () => {
    const unknownDs = await f.api.post('/api/v1/chart/', { ...valid(), datasource_id: 9999 });
    expect(unknownDs.statusCode).toBe(422);
    expect(unknownDs.json()).toEqual({ message: { datasource_id: ['Datasource does not exist'] } });
    expect(
      (await f.api.post('/api/v1/chart/', { ...valid(), datasource_type: 'query' })).json(),
    ).toEqual({ message: { datasource_id: ['Datasource does not exist'] } });
    expect(
      (await f.api.post('/api/v1/chart/', { ...valid(), owners: [777], dashboards: [888] })).json(),
    ).toEqual({
      message: { owners: ['Owners are invalid'], dashboards: ['Dashboards do not exist'] },
    });
    const id = (await f.api.post('/api/v1/chart/', valid())).json().id;
    expect((await f.api.put(`/api/v1/chart/${id}`, { datasource_id: f.costsId })).json()).toEqual({
      message: { datasource_type: ['Datasource type is required when datasource_id is given'] },
    });
    expect((await f.api.put(`/api/v1/chart/${id}`, { owners: [12345] })).statusCode).toBe(422);
    for (const url of [
      '/api/v1/chart/99999',
      '/api/v1/chart/abc',
      '/api/v1/chart/00000000-0000-4000-8000-000000000000',
    ]) {
      expect((await f.api.get(url)).json(), url).toEqual({ message: 'Not found' });
    }
    expect((await f.api.put('/api/v1/chart/99999', { slice_name: 'x' })).statusCode).toBe(404);
    expect((await f.api.put('/api/v1/chart/99999999999999', { slice_name: 'x' })).statusCode).toBe(
      404,
    );
  });
});

describe('deletion', () => {
  it('deletes one or many charts, with their favorites and dashboard links', async () => {
    const mk = async (name: string) =>
      (
        await f.api.post('/api/v1/chart/', {
          slice_name: name,
          viz_type: 'table',
          datasource_id: f.salesId,
          datasource_type: 'table',
        })
      ).json().id as number;
    const [a, b, c] = [await mk('del a'), await mk('del b'), await mk('del c')];
    await f.api.post(`/api/v1/chart/${a}/favorites/`);
    expect((await f.api.delete(`/api/v1/chart/${a}`)).json()).toEqual({ message: 'OK' });
    expect((await f.api.get(`/api/v1/chart/${a}`)).statusCode).toBe(404);
    expect(
      await f.t.ctx.store.db.selectFrom('favorites').selectAll().where('obj_id', '=', a).execute(),
    ).toEqual([]);
    expect((await f.api.delete(`/api/v1/chart/${a}`)).json()).toEqual({ message: 'Not found' });
    expect((await f.api.delete(`/api/v1/chart/?q=!(${b},99999)`)).statusCode).toBe(404);
    expect((await f.api.delete(`/api/v1/chart/?q=!(${b},${c})`)).json()).toEqual({
      message: 'Deleted 2 charts',
    });
    expect((await f.api.delete(`/api/v1/chart/?q=!(${await mk('del d')})`)).json()).toEqual({
      message: 'Deleted 1 chart',
    });
    expect((await f.api.delete('/api/v1/chart/?q=!(abc)')).statusCode).toBe(400);
    expect((await f.api.delete('/api/v1/chart/?q=!()')).statusCode).toBe(400);
  });
});
