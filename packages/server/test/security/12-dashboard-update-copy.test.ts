import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetsFixture, type AssetsFixture } from './04-assets-fixture.ts';

// Issue #13 point 12, continued: a dashboard update writes its row, owners, roles and chart links in one
// transaction, and a copy links (or clones) only the charts the copier can read.

describe('dashboard update and copy', () => {
  let f: AssetsFixture;
  let costsChartId: number;
  let mixedDashboardId: number;
  const node = (id: number) => ({
    id: `CHART-${id}`,
    type: 'CHART',
    children: [],
    parents: ['ROOT_ID', 'GRID_ID'],
    meta: { chartId: id, width: 4, height: 50 },
  });
  const layout = (ids: number[]) => ({
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    GRID_ID: {
      id: 'GRID_ID',
      type: 'GRID',
      children: ids.map((id) => `CHART-${id}`),
      parents: ['ROOT_ID'],
    },
    ...Object.fromEntries(ids.map((id) => [`CHART-${id}`, node(id)])),
  });
  const chartsOf = async (dashboardId: number) =>
    (
      (await f.admin.get(`/api/v1/dashboard/${dashboardId}/charts`)).json().result as {
        id: number;
      }[]
    )
      .map((c) => c.id)
      .sort((a, b) => a - b);

  beforeAll(async () => {
    f = await assetsFixture();
    const costs = await f.admin.post('/api/v1/chart/', {
      slice_name: 'Costs',
      viz_type: 'table',
      datasource_id: f.costsId,
      datasource_type: 'table',
    });
    expect(costs.statusCode).toBe(201);
    costsChartId = costs.json().id;
    // A published dashboard of a chart Gamma reads (sales) and one it cannot (costs).
    const res = await f.admin.post('/api/v1/dashboard/', {
      dashboard_title: 'Mixed',
      published: true,
    });
    expect(res.statusCode).toBe(201);
    mixedDashboardId = res.json().id;
    const put = await f.admin.put(`/api/v1/dashboard/${mixedDashboardId}`, {
      json_metadata: JSON.stringify({ positions: layout([f.adminChartId, costsChartId]) }),
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await chartsOf(mixedDashboardId)).toEqual([f.adminChartId, costsChartId]);
  });
  afterAll(() => f.t.close());

  it('writes the row, owners and chart links of an update in one transaction', async () => {
    const db = f.t.ctx.store.db;
    const before = (await f.admin.get(`/api/v1/dashboard/${f.adminDashboardId}`)).json().result as {
      dashboard_title: string;
      owners: { id: number }[];
    };
    const chartsBefore = await chartsOf(f.adminDashboardId);
    // A real failure of the metadata store on the last write of the update: the chart links.
    await sql`CREATE TRIGGER sec12_fail_dashboard_link BEFORE INSERT ON dashboard_slices BEGIN SELECT RAISE(ABORT, 'link refused'); END`.execute(
      db,
    );
    try {
      const res = await f.admin.put(`/api/v1/dashboard/${f.adminDashboardId}`, {
        dashboard_title: 'Half updated',
        owners: [f.gamma.id],
        json_metadata: JSON.stringify({ positions: layout([f.adminChartId, f.gammaChartId]) }),
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await sql`DROP TRIGGER sec12_fail_dashboard_link`.execute(db);
    }
    const after = (await f.admin.get(`/api/v1/dashboard/${f.adminDashboardId}`)).json()
      .result as typeof before;
    expect(after.dashboard_title).toBe('Admin board');
    expect(after.owners.map((o) => o.id)).toEqual(before.owners.map((o) => o.id));
    expect(after.owners.map((o) => o.id)).not.toContain(f.gamma.id);
    expect(await chartsOf(f.adminDashboardId)).toEqual(chartsBefore);
    // The same update goes through once the store accepts it.
    const ok = await f.admin.put(`/api/v1/dashboard/${f.adminDashboardId}`, {
      dashboard_title: 'Renamed board',
    });
    expect(ok.statusCode).toBe(200);
    expect(
      (await f.admin.get(`/api/v1/dashboard/${f.adminDashboardId}`)).json().result.dashboard_title,
    ).toBe('Renamed board');
  });

  it('links into a copy only the charts the copier can read', async () => {
    const res = await f.gamma.api.post(`/api/v1/dashboard/${mixedDashboardId}/copy/`, {
      dashboard_title: 'Gamma copy',
      json_metadata: '{}',
    });
    expect(res.statusCode, res.body).toBe(200);
    const copyId = res.json().result.id as number;
    expect(await chartsOf(copyId)).toEqual([f.adminChartId]);
    // The admin's copy keeps both.
    const adminCopy = await f.admin.post(`/api/v1/dashboard/${mixedDashboardId}/copy/`, {
      dashboard_title: 'Admin copy',
      json_metadata: '{}',
    });
    expect(await chartsOf(adminCopy.json().result.id as number)).toEqual([
      f.adminChartId,
      costsChartId,
    ]);
  });

  it('clones only the charts the copier can read when duplicating them', async () => {
    const count = async () =>
      (await f.admin.get('/api/v1/chart/?q=(page_size:100)')).json().count as number;
    const before = await count();
    const res = await f.gamma.api.post(`/api/v1/dashboard/${mixedDashboardId}/copy/`, {
      dashboard_title: 'Gamma clone',
      json_metadata: '{}',
      duplicate_slices: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const charts = await chartsOf(res.json().result.id as number);
    expect(charts).toHaveLength(1);
    expect(charts).not.toContain(costsChartId);
    expect(charts).not.toContain(f.adminChartId);
    expect(await count()).toBe(before + 1);
    const clone = (await f.admin.get(`/api/v1/chart/${charts[0]}`)).json().result as {
      slice_name: string;
      owners: { id: number }[];
    };
    expect(clone.slice_name).toBe('Admin chart');
    expect(clone.owners.map((o) => o.id)).toEqual([f.gamma.id]);
  });
});
