import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChartFixture } from '../chart/chart-test-fixture.ts';
import { admin, dashboardFixture, layout } from './dashboard-fixture.ts';

let f: ChartFixture;
let salesChart: number;
let costsChart: number;
beforeAll(async () => {
  ({ f, salesChart, costsChart } = await dashboardFixture());
});
afterAll(async () => f.t.close());

const UUID = '0d5a1c2e-3b4f-4a6b-8c9d-0e1f2a3b4c5d';

describe('dashboard CRUD', () => {
  it('creates a dashboard, echoing the accepted input with the slug normalised, and reads it by id, slug and uuid', async () => {
    const body = {
      dashboard_title: 'Sales overview',
      slug: ' sales overview! ',
      css: '.x{}',
      json_metadata: '{"color_scheme":"supersetColors"}',
      position_json: '{}',
      uuid: UUID,
    };
    const res = await f.api.post('/api/v1/dashboard/', body);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as number;
    expect(res.json()).toEqual({ id, result: { ...body, slug: 'sales-overview' } });
    const item = await f.api.get(`/api/v1/dashboard/${id}?q=(columns:!(id))`);
    expect(item.statusCode).toBe(200);
    expect(item.json()).toEqual({
      id,
      result: {
        id,
        slug: 'sales-overview',
        url: '/superset/dashboard/sales-overview/',
        dashboard_title: 'Sales overview',
        thumbnail_url: expect.stringMatching(
          /^\/api\/v1\/dashboard\/\d+\/thumbnail\/[0-9a-f]{32}\/$/,
        ),
        published: false,
        css: '.x{}',
        theme: null,
        json_metadata: '{"color_scheme":"supersetColors"}',
        position_json: '{}',
        certified_by: null,
        certification_details: null,
        changed_by_name: 'Admin User',
        changed_by: admin,
        changed_on: expect.stringMatching(/^\d{4}-/),
        created_by: admin,
        charts: [],
        owners: [admin],
        roles: [],
        tags: [],
        changed_on_delta_humanized: 'a few seconds ago',
        created_on_delta_humanized: 'a few seconds ago',
        is_managed_externally: false,
        uuid: UUID,
      },
    });
    expect((await f.api.get('/api/v1/dashboard/sales-overview')).json()).toEqual(item.json());
    expect((await f.api.get(`/api/v1/dashboard/${UUID}`)).json()).toEqual(item.json());
    expect((await f.api.get('/api/v1/dashboard/no-such-slug')).statusCode).toBe(404);
    const dup = await f.api.post('/api/v1/dashboard/', {
      dashboard_title: 'Other',
      slug: 'sales-overview',
    });
    expect(dup.statusCode).toBe(422);
    expect(dup.json()).toEqual({ message: { slug: ['Must be unique'] } });
  });

  it('rejects unknown json_metadata keys and unknown fields with 400', async () => {
    const res = await f.api.post('/api/v1/dashboard/', {
      dashboard_title: 'Bad',
      json_metadata: '{"color_scheme":"a","nope":1}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: { json_metadata: { nope: ['Unknown field.'] } } });
    expect(
      (
        await f.api.post('/api/v1/dashboard/', { dashboard_title: 'Bad', json_metadata: '{' })
      ).json(),
    ).toEqual({ message: { json_metadata: ['JSON not valid'] } });
    expect(
      (await f.api.post('/api/v1/dashboard/', { dashboard_title: 'Bad', color: 1 })).json(),
    ).toEqual({ message: { color: ['Unknown field.'] } });
    const id = (await f.api.post('/api/v1/dashboard/', { dashboard_title: 'Good' })).json().id;
    expect(
      (await f.api.put(`/api/v1/dashboard/${id}`, { json_metadata: '{"positions":{},"foo":true}' }))
        .statusCode,
    ).toBe(400);
  });

  it('lists with title_or_slug, published and favorite filters', async () => {
    const a = (
      await f.api.post('/api/v1/dashboard/', {
        dashboard_title: 'Zeta board',
        slug: 'zeta',
        published: true,
      })
    ).json().id;
    const b = (
      await f.api.post('/api/v1/dashboard/', { dashboard_title: 'Other', slug: 'zeta-two' })
    ).json().id;
    const list = (
      await f.api.get(
        '/api/v1/dashboard/?q=(filters:!((col:dashboard_title,opr:title_or_slug,value:zeta)),order_column:dashboard_title,order_direction:asc)',
      )
    ).json();
    expect(list.count).toBe(2);
    expect(list.ids).toEqual([b, a]);
    expect(list.result[1]).toEqual({
      id: a,
      uuid: expect.any(String),
      published: true,
      status: 'published',
      slug: 'zeta',
      url: '/superset/dashboard/zeta/',
      thumbnail_url: expect.stringMatching(
        /^\/api\/v1\/dashboard\/\d+\/thumbnail\/[0-9a-f]{32}\/$/,
      ),
      certified_by: null,
      certification_details: null,
      changed_by: admin,
      changed_by_name: 'Admin User',
      changed_on_utc: expect.any(String),
      changed_on_delta_humanized: 'a few seconds ago',
      created_on_delta_humanized: 'a few seconds ago',
      created_by: admin,
      dashboard_title: 'Zeta board',
      owners: [admin],
      roles: [],
      is_managed_externally: false,
      tags: [],
    });
    const published = (
      await f.api.get(
        '/api/v1/dashboard/?q=(columns:!(id),filters:!((col:published,opr:eq,value:!t),(col:slug,opr:sw,value:zeta)))',
      )
    ).json();
    expect(published).toEqual({ count: 1, ids: [a], result: [{ id: a }] });
    expect((await f.api.post(`/api/v1/dashboard/${b}/favorites/`)).json()).toEqual({
      result: 'OK',
    });
    const favs = (
      await f.api.get(
        '/api/v1/dashboard/?q=(filters:!((col:id,opr:dashboard_is_favorite,value:!t)))',
      )
    ).json();
    expect(favs.ids).toEqual([b]);
    expect((await f.api.get(`/api/v1/dashboard/favorite_status/?q=!(${a},${b})`)).json()).toEqual({
      result: [
        { id: a, value: false },
        { id: b, value: true },
      ],
    });
    expect((await f.api.delete(`/api/v1/dashboard/${b}/favorites/`)).json()).toEqual({
      result: 'OK',
    });
    expect((await f.api.get(`/api/v1/dashboard/favorite_status/?q=!(${b})`)).json()).toEqual({
      result: [{ id: b, value: false }],
    });
    expect((await f.api.get('/api/v1/dashboard/favorite_status/?q=!(999999)')).statusCode).toBe(
      404,
    );
    expect(
      (await f.api.get('/api/v1/dashboard/?q=(filters:!((col:css,opr:eq,value:x)))')).json(),
    ).toEqual({ message: 'Filter column: css not allowed to filter' });
    const owners = (await f.api.get('/api/v1/dashboard/related/owners')).json();
    expect(owners.result[0]).toEqual({
      value: 1,
      text: 'Admin User',
      extra: { email: expect.any(String), active: true },
    });
    expect((await f.api.get('/api/v1/dashboard/related/roles?q=(filter:Gam)')).json()).toEqual({
      count: 1,
      result: [{ value: expect.any(Number), text: 'Gamma' }],
    });
  });

  it('publishes and drafts through PUT, answering last_modified_time', async () => {
    const id = (await f.api.post('/api/v1/dashboard/', { dashboard_title: 'Pub' })).json().id;
    const res = await f.api.put(`/api/v1/dashboard/${id}`, { published: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id,
      result: { published: true },
      last_modified_time: expect.any(Number),
    });
    expect(Math.abs(res.json().last_modified_time - Date.now() / 1000)).toBeLessThan(60);
    expect((await f.api.get(`/api/v1/dashboard/${id}`)).json().result.published).toBe(true);
    await f.api.put(`/api/v1/dashboard/${id}`, { published: false });
    expect((await f.api.get(`/api/v1/dashboard/${id}`)).json().result.published).toBe(false);
  });

  it('rewrites position_json and chart membership from json_metadata.positions', async () => {
    const id = (await f.api.post('/api/v1/dashboard/', { dashboard_title: 'Layout' })).json().id;
    const positions = layout([salesChart, costsChart, 999999]);
    const json_metadata = JSON.stringify({
      positions,
      color_namespace: null,
      default_filters: JSON.stringify({ [salesChart]: {}, 12345: {} }),
    });
    const res = await f.api.put(`/api/v1/dashboard/${id}`, {
      dashboard_title: 'Layout 2',
      json_metadata,
    });
    expect(res.statusCode, res.body).toBe(200);
    const item = (await f.api.get(`/api/v1/dashboard/${id}`)).json().result;
    expect(item.charts).toEqual(['Sales', 'Costs']);
    expect(item.dashboard_title).toBe('Layout 2');
    const stored = JSON.parse(item.position_json);
    const salesUuid = (await f.api.get(`/api/v1/chart/${salesChart}`)).json().result.uuid;
    expect(stored[`CHART-${salesChart}`].meta).toEqual({
      chartId: salesChart,
      width: 4,
      height: 50,
      uuid: salesUuid,
    });
    expect(JSON.parse(item.json_metadata)).toEqual({
      default_filters: JSON.stringify({ [salesChart]: {} }),
      timed_refresh_immune_slices: [],
      expanded_slices: {},
      refresh_frequency: 0,
      color_scheme: '',
      label_colors: {},
      shared_label_colors: [],
      map_label_colors: {},
      color_scheme_domain: [],
      cross_filters_enabled: true,
    });
    expect(
      (await f.api.get(`/api/v1/chart/${salesChart}`))
        .json()
        .result.dashboards.map((d: { id: number }) => d.id),
    ).toContain(id);
    await f.api.put(`/api/v1/dashboard/${id}`, {
      json_metadata: JSON.stringify({ positions: layout([costsChart]) }),
    });
    expect((await f.api.get(`/api/v1/dashboard/${id}`)).json().result.charts).toEqual(['Costs']);
  });

  it('deletes one and many dashboards', async () => {
    const ids = await Promise.all(
      ['D1', 'D2', 'D3'].map(
        async (t) =>
          (await f.api.post('/api/v1/dashboard/', { dashboard_title: t })).json().id as number,
      ),
    );
    expect((await f.api.delete(`/api/v1/dashboard/${ids[0]}`)).json()).toEqual({ message: 'OK' });
    expect((await f.api.get(`/api/v1/dashboard/${ids[0]}`)).statusCode).toBe(404);
    expect((await f.api.delete(`/api/v1/dashboard/?q=!(${ids[1]},${ids[2]})`)).json()).toEqual({
      message: 'Deleted 2 dashboards',
    });
    expect((await f.api.delete(`/api/v1/dashboard/?q=!(${ids[1]})`)).statusCode).toBe(404);
  });
});
