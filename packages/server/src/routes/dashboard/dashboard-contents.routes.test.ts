import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChartFixture } from '../chart/chart-test-fixture.ts';
import { repos } from '../../commands/repos.ts';
import { admin, dashboardFixture, layout } from './dashboard-fixture.ts';

let f: ChartFixture;
let salesChart: number;
let costsChart: number;
beforeAll(async () => {
  ({ f, salesChart, costsChart } = await dashboardFixture());
});
afterAll(async () => f.t.close());

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

  it('keeps a write that lands between the colour sync reading and writing json_metadata', async () => {
    const dashboards = repos(f.t.ctx).dashboards;
    const findByIds = dashboards.findByIds.bind(dashboards);
    let interleaved = false;
    // Another writer (the owner saving cross-filter scoping) right after the sync read the row.
    dashboards.findByIds = async (...args: Parameters<typeof findByIds>) => {
      const found = await findByIds(...args);
      if (!interleaved && found[0]?.id === id) {
        interleaved = true;
        const md = JSON.parse(found[0].jsonMetadata ?? '{}') as Record<string, unknown>;
        md.chart_configuration = { '7': { id: 7, crossFilters: { chartsInScope: [8] } } };
        await dashboards.update(id, { jsonMetadata: JSON.stringify(md) }, null, false);
      }
      return found;
    };
    try {
      const colors = await f.api.put(`/api/v1/dashboard/${id}/colors?mark_updated=false`, {
        color_scheme: 'supersetColors',
        label_colors: { APAC: '#0f0' },
      });
      expect(colors.statusCode, colors.body).toBe(200);
    } finally {
      dashboards.findByIds = findByIds;
    }
    expect(interleaved).toBe(true);
    const md = JSON.parse((await f.api.get(`/api/v1/dashboard/${id}`)).json().result.json_metadata);
    expect(md.chart_configuration).toEqual({
      '7': { id: 7, crossFilters: { chartsInScope: [8] } },
    });
    expect(md).toMatchObject({ color_scheme: 'supersetColors', label_colors: { APAC: '#0f0' } });
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
