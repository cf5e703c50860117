import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chartFixture, type ChartFixture } from '../chart/chart-test-fixture.ts';

let f: ChartFixture;
let salesChart: number;
let costsChart: number;
beforeAll(async () => {
  f = await chartFixture();
  salesChart = (
    await f.api.post('/api/v1/chart/', {
      slice_name: 'Sales',
      viz_type: 'table',
      datasource_id: f.salesId,
      datasource_type: 'table',
      params: '{"metrics":["count"]}',
    })
  ).json().id;
  costsChart = (
    await f.api.post('/api/v1/chart/', {
      slice_name: 'Costs',
      viz_type: 'pie',
      datasource_id: f.costsId,
      datasource_type: 'table',
    })
  ).json().id;
});
afterAll(async () => f.t.close());

const UUID = '0d5a1c2e-3b4f-4a6b-8c9d-0e1f2a3b4c5d';
const admin = { id: 1, first_name: 'Admin', last_name: 'User' };

/** A layout with the given charts in one row. */
function layout(chartIds: number[]): Record<string, unknown> {
  const charts = Object.fromEntries(
    chartIds.map((id) => [
      `CHART-${id}`,
      {
        id: `CHART-${id}`,
        type: 'CHART',
        children: [],
        parents: ['ROOT_ID', 'GRID_ID', 'ROW-1'],
        meta: { chartId: id, width: 4, height: 50 },
      },
    ]),
  );
  return {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1'], parents: ['ROOT_ID'] },
    'ROW-1': {
      id: 'ROW-1',
      type: 'ROW',
      children: Object.keys(charts),
      parents: ['ROOT_ID', 'GRID_ID'],
      meta: { background: 'BACKGROUND_TRANSPARENT' },
    },
    ...charts,
  };
}

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
        thumbnail_url: null,
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
      thumbnail_url: null,
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

describe('dashboard contents', () => {
  let id: number;
  beforeAll(async () => {
    id = (
      await f.api.post('/api/v1/dashboard/', { dashboard_title: 'Contents', slug: 'contents' })
    ).json().id;
    const positions = layout([salesChart, costsChart]);
    positions.ROOT_ID = { id: 'ROOT_ID', type: 'ROOT', children: ['TABS-1'] };
    positions['TABS-1'] = {
      id: 'TABS-1',
      type: 'TABS',
      children: ['TAB-a', 'TAB-b'],
      parents: ['ROOT_ID'],
    };
    positions['TAB-a'] = {
      id: 'TAB-a',
      type: 'TAB',
      children: ['GRID_ID'],
      parents: ['ROOT_ID', 'TABS-1'],
      meta: { text: 'First' },
    };
    positions['TAB-b'] = {
      id: 'TAB-b',
      type: 'TAB',
      children: [],
      parents: ['ROOT_ID', 'TABS-1'],
      meta: { text: 'Second' },
    };
    const native_filter_configuration = [
      {
        id: 'NATIVE_FILTER-1',
        name: 'Region',
        type: 'NATIVE_FILTER',
        tabsInScope: ['TAB-a'],
        scope: { rootPath: ['ROOT_ID'], excluded: [] },
      },
    ];
    expect(
      (
        await f.api.put(`/api/v1/dashboard/${id}`, {
          json_metadata: JSON.stringify({ positions, native_filter_configuration }),
        })
      ).statusCode,
    ).toBe(200);
  });

  it('lists its charts with their form data', async () => {
    const res = (await f.api.get('/api/v1/dashboard/contents/charts')).json();
    expect(res.result.map((c: { id: number }) => c.id)).toEqual([salesChart, costsChart]);
    expect(res.result[0]).toEqual({
      id: salesChart,
      slice_name: 'Sales',
      cache_timeout: null,
      changed_on: expect.any(String),
      description: null,
      description_markeddown: '',
      form_data: {
        metrics: ['count'],
        slice_id: salesChart,
        viz_type: 'table',
        datasource: `${f.salesId}__table`,
      },
      slice_url: `/explore/?slice_id=${salesChart}&form_data=%7B%22slice_id%22%3A${salesChart}%7D`,
      certified_by: null,
      certification_details: null,
    });
  });

  it('lists its datasets as datasource data objects', async () => {
    const res = (await f.api.get(`/api/v1/dashboard/${id}/datasets`)).json();
    expect(res.result.map((d: { id: number }) => d.id)).toEqual([f.salesId, f.costsId]);
    expect(res.result[0]).toMatchObject({
      id: f.salesId,
      uid: `${f.salesId}__table`,
      type: 'table',
      table_name: 'sales',
      database: { id: f.dbId, name: 'shop' },
    });
    expect(res.result[0].columns.map((c: { column_name: string }) => c.column_name)).toContain(
      'region',
    );
  });

  it('answers the tab tree', async () => {
    expect((await f.api.get(`/api/v1/dashboard/${id}/tabs`)).json()).toEqual({
      result: {
        all_tabs: { 'TAB-a': 'First', 'TAB-b': 'Second' },
        tab_tree: [
          { value: 'TAB-a', title: 'First', parents: [], children: [] },
          { value: 'TAB-b', title: 'Second', parents: [], children: [] },
        ],
        native_filters: { 'TAB-a': [{ id: 'NATIVE_FILTER-1', name: 'Region' }] },
      },
    });
  });

  it('updates native filters and colours', async () => {
    const res = await f.api.put(`/api/v1/dashboard/${id}/filters`, {
      modified: [
        { id: 'NATIVE_FILTER-2', name: 'Amount' },
        { id: 'NATIVE_FILTER-1', name: 'Region 2' },
      ],
      deleted: [],
      reordered: ['NATIVE_FILTER-2'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      result: [
        { id: 'NATIVE_FILTER-2', name: 'Amount' },
        { id: 'NATIVE_FILTER-1', name: 'Region 2' },
      ],
    });
    expect(
      (await f.api.put(`/api/v1/dashboard/${id}/filters`, { deleted: ['NATIVE_FILTER-2'] })).json(),
    ).toEqual({ result: [{ id: 'NATIVE_FILTER-1', name: 'Region 2' }] });
    const before = (await f.api.get(`/api/v1/dashboard/${id}`)).json().result.changed_on;
    await new Promise((r) => setTimeout(r, 5));
    const colors = await f.api.put(`/api/v1/dashboard/${id}/colors?mark_updated=false`, {
      color_scheme: 'bnbColors',
      shared_label_colors: { a: 1 },
      label_colors: { EMEA: '#f00' },
    });
    expect(colors.statusCode, colors.body).toBe(200);
    expect(colors.json()).toEqual({});
    const after = (await f.api.get(`/api/v1/dashboard/${id}`)).json().result;
    expect(after.changed_on).toBe(before);
    expect(JSON.parse(after.json_metadata)).toMatchObject({
      color_scheme: 'bnbColors',
      shared_label_colors: [],
      label_colors: { EMEA: '#f00' },
    });
  });

  it('copies with and without duplicating charts', async () => {
    const source = (await f.api.get(`/api/v1/dashboard/${id}`)).json().result;
    const md = {
      ...JSON.parse(source.json_metadata),
      positions: JSON.parse(source.position_json),
      timed_refresh_immune_slices: [salesChart],
    };
    const plain = await f.api.post(`/api/v1/dashboard/contents/copy/`, {
      dashboard_title: 'Copy',
      json_metadata: JSON.stringify(md),
    });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json()).toEqual({
      result: { id: expect.any(Number), last_modified_time: expect.any(Number) },
    });
    const copy = (await f.api.get(`/api/v1/dashboard/${plain.json().result.id}`)).json().result;
    expect(copy).toMatchObject({
      dashboard_title: 'Copy',
      charts: ['Sales', 'Costs'],
      owners: [admin],
      published: false,
      slug: null,
    });

    const dup = await f.api.post(`/api/v1/dashboard/${id}/copy/`, {
      dashboard_title: 'Deep copy',
      json_metadata: JSON.stringify(md),
      duplicate_slices: true,
    });
    expect(dup.statusCode, dup.body).toBe(200);
    const deep = (await f.api.get(`/api/v1/dashboard/${dup.json().result.id}`)).json().result;
    expect(deep.charts).toEqual(['Sales', 'Costs']);
    const newIds = (await f.api.get(`/api/v1/dashboard/${deep.id}/charts`))
      .json()
      .result.map((c: { id: number }) => c.id);
    expect(newIds).not.toContain(salesChart);
    expect(newIds).toHaveLength(2);
    const chartIdsInLayout = Object.values(
      JSON.parse(deep.position_json) as Record<
        string,
        { type?: string; meta?: { chartId: number } }
      >,
    )
      .filter((n) => n.type === 'CHART')
      .map((n) => n.meta!.chartId)
      .sort();
    expect(chartIdsInLayout).toEqual([...newIds].sort());
    expect(JSON.parse(deep.json_metadata).timed_refresh_immune_slices).toEqual([newIds[0]]);
    expect(
      (await f.api.post(`/api/v1/dashboard/${id}/copy/`, { dashboard_title: 'x' })).json(),
    ).toEqual({ message: { json_metadata: ['Missing data for required field.'] } });
  });

  it('stores permalinks idempotently and reads them back', async () => {
    const state = {
      dataMask: {
        'NATIVE_FILTER-1': {
          id: 'NATIVE_FILTER-1',
          extraFormData: { filters: [{ col: 'region', op: 'IN', val: ['EMEA'] }] },
          filterState: { value: ['EMEA'] },
          ownState: {},
        },
      },
      activeTabs: ['TAB-a'],
      anchor: 'CHART-1',
      urlParams: [['standalone', '1']],
    };
    const res = await f.api.post(`/api/v1/dashboard/contents/permalink`, state);
    expect(res.statusCode, res.body).toBe(201);
    const { key, url } = res.json();
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(url).toBe(`http://localhost:80/superset/dashboard/p/${key}/`);
    const reordered = {
      urlParams: state.urlParams,
      anchor: state.anchor,
      activeTabs: state.activeTabs,
      dataMask: state.dataMask,
    };
    expect((await f.api.post(`/api/v1/dashboard/${id}/permalink`, reordered)).json().key).toBe(key);
    expect(
      (
        await f.api.post(`/api/v1/dashboard/${id}/permalink`, { ...state, anchor: 'CHART-2' })
      ).json().key,
    ).not.toBe(key);
    const uuid = (await f.api.get(`/api/v1/dashboard/${id}`)).json().result.uuid;
    expect((await f.api.get(`/api/v1/dashboard/permalink/${key}`)).json()).toEqual({
      dashboardId: uuid,
      state,
    });
    expect((await f.api.get('/api/v1/dashboard/permalink/nope')).statusCode).toBe(404);
    expect((await f.api.post(`/api/v1/dashboard/${id}/permalink`, { bogus: 1 })).statusCode).toBe(
      400,
    );
  });
});
