import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetsFixture, type AssetsFixture } from './04-assets-fixture.ts';

// Issue #13 point 12: a chart is linked only into dashboards the user may change, a missing id and a
// forbidden one answer the same, chart create is one transaction, and a dashboard layout links only
// charts the user can read.

describe('chart and dashboard links', () => {
  let f: AssetsFixture;
  let gammaDashboardId: number;
  const chartBody = (name: string, dashboards: number[]) => ({
    slice_name: name,
    viz_type: 'table',
    datasource_id: f.salesId,
    datasource_type: 'table',
    dashboards,
  });
  const dashboardsOf = async (chartId: number) =>
    (
      (await f.admin.get(`/api/v1/chart/${chartId}`)).json().result.dashboards as { id: number }[]
    ).map((d) => d.id);

  beforeAll(async () => {
    f = await assetsFixture();
    const res = await f.gamma.api.post('/api/v1/dashboard/', { dashboard_title: 'Gamma board' });
    expect(res.statusCode).toBe(201);
    gammaDashboardId = res.json().id;
  });
  afterAll(() => f.t.close());

  it("answers a create naming another user's dashboard exactly like one naming a missing dashboard", async () => {
    const foreign = await f.gamma.api.post(
      '/api/v1/chart/',
      chartBody('Sneaky', [f.adminDashboardId]),
    );
    const missing = await f.gamma.api.post('/api/v1/chart/', chartBody('Sneaky', [987654]));
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json()).toEqual({ message: { dashboards: ['Dashboards do not exist'] } });
    expect({ status: missing.statusCode, body: missing.json() }).toEqual({
      status: foreign.statusCode,
      body: foreign.json(),
    });
    const list = (
      await f.admin.get('/api/v1/chart/?q=(filters:!((col:slice_name,opr:eq,value:Sneaky)))')
    ).json();
    expect(list.count).toBe(0);
    const ok = await f.gamma.api.post(
      '/api/v1/chart/',
      chartBody('On my board', [gammaDashboardId]),
    );
    expect(ok.statusCode).toBe(201);
    expect(await dashboardsOf(ok.json().id)).toEqual([gammaDashboardId]);
  });

  it("refuses an update linking the chart into another user's dashboard, like a missing one", async () => {
    const foreign = await f.gamma.api.put(`/api/v1/chart/${f.gammaChartId}`, {
      dashboards: [f.adminDashboardId],
    });
    const missing = await f.gamma.api.put(`/api/v1/chart/${f.gammaChartId}`, {
      dashboards: [987654],
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json()).toEqual({ message: { dashboards: ['Dashboards do not exist'] } });
    expect({ status: missing.statusCode, body: missing.json() }).toEqual({
      status: foreign.statusCode,
      body: foreign.json(),
    });
    expect(await dashboardsOf(f.gammaChartId)).toEqual([]);
  });

  it('keeps a link the chart already has to a dashboard the user does not own', async () => {
    expect(
      (await f.admin.put(`/api/v1/chart/${f.gammaChartId}`, { dashboards: [f.adminDashboardId] }))
        .statusCode,
    ).toBe(200);
    const res = await f.gamma.api.put(`/api/v1/chart/${f.gammaChartId}`, {
      dashboards: [f.adminDashboardId, gammaDashboardId],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await dashboardsOf(f.gammaChartId)).toEqual(
      [f.adminDashboardId, gammaDashboardId].sort((a, b) => a - b),
    );
  });

  it('writes a new chart, its owners and its dashboard links in one transaction', async () => {
    const db = f.t.ctx.store.db;
    // A real failure of the metadata store on the last write of a chart create: its dashboard link.
    await sql`CREATE TRIGGER sec12_fail_link BEFORE INSERT ON dashboard_slices BEGIN SELECT RAISE(ABORT, 'link refused'); END`.execute(
      db,
    );
    try {
      const res = await f.gamma.api.post(
        '/api/v1/chart/',
        chartBody('Half written', [gammaDashboardId]),
      );
      expect(res.statusCode).toBe(500);
    } finally {
      await sql`DROP TRIGGER sec12_fail_link`.execute(db);
    }
    expect(
      await db.selectFrom('slices').select('id').where('slice_name', '=', 'Half written').execute(),
    ).toEqual([]);
    const orphans = await db
      .selectFrom('slice_owners')
      .select('slice_id')
      .where('slice_id', 'not in', db.selectFrom('slices').select('id'))
      .execute();
    expect(orphans).toEqual([]);
  });

  it('links into a dashboard layout only charts the user can read', async () => {
    const costsChart = await f.admin.post('/api/v1/chart/', {
      slice_name: 'Costs',
      viz_type: 'table',
      datasource_id: f.costsId,
      datasource_type: 'table',
    });
    expect(costsChart.statusCode).toBe(201);
    const node = (id: number) => ({
      id: `CHART-${id}`,
      type: 'CHART',
      children: [],
      meta: { chartId: id, width: 4, height: 50 },
    });
    const positions = Object.fromEntries(
      [f.adminChartId, costsChart.json().id as number].map((id) => [`CHART-${id}`, node(id)]),
    );
    const res = await f.gamma.api.put(`/api/v1/dashboard/${gammaDashboardId}`, {
      json_metadata: JSON.stringify({ positions }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const charts = (await f.admin.get(`/api/v1/dashboard/${gammaDashboardId}/charts`)).json()
      .result as { id: number }[];
    // The layout replaces the membership: the readable chart joins, the unreadable one is dropped like a missing id.
    expect(charts.map((c) => c.id)).toEqual([f.adminChartId]);
  });
});
