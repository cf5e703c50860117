import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempPgDatabase, PG_URL } from '../../../test/pg-database.ts';
import { LogsRepo } from '../../meta/repos/logs-repo.ts';
import { rlsFixture, type RlsFixture } from '../rowlevelsecurity/rls-fixture.ts';

// The same cases on both metadata stores: SQLite always, PostgreSQL from SIGHTLINE_TEST_PG_URL (CI sets it).
const STORES = [
  { name: 'SQLite', pg: false },
  ...(PG_URL ? [{ name: 'PostgreSQL', pg: true }] : []),
];

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

describe.each(STORES)('GET /api/v1/log/recent_activity/ ($name metadata)', ({ pg }) => {
  let f: RlsFixture;
  let drop: (() => Promise<void>) | null = null;
  let chartId: number;
  let dashId: number;

  beforeAll(async () => {
    let env: Record<string, string> = {};
    if (pg) {
      const temp = await createTempPgDatabase(PG_URL, 'sl_recents');
      drop = temp.drop;
      env = { SIGHTLINE_METADATA_URL: temp.url };
    }
    f = await rlsFixture('sqlite', env);
    const adminId = (await f.t.ctx.users.findForLogin('admin'))!.id;
    chartId = (
      await f.admin.post('/api/v1/chart/', {
        slice_name: 'Regions',
        viz_type: 'table',
        datasource_id: f.datasetId,
        datasource_type: 'table',
        params: '{}',
      })
    ).json().id;
    dashId = (await f.admin.post('/api/v1/dashboard/', { dashboard_title: 'Sales' })).json().id;
    const slugId = (
      await f.admin.post('/api/v1/dashboard/', { dashboard_title: 'Slugged', slug: 'slugged' })
    ).json().id;
    const at = (dashboardId: number | null, action: string, m: number, userId = adminId) => ({
      action,
      userId,
      json: null,
      dashboardId,
      sliceId: null,
      durationMs: null,
      referrer: null,
      dttm: minutesAgo(m),
    });
    await new LogsRepo(f.t.ctx.store).insertMany([
      at(dashId, 'mount_dashboard', 30),
      at(slugId, 'mount_dashboard', 20),
      at(dashId, 'mount_dashboard', 10),
      at(dashId, 'load_chart', 1),
      at(999_999, 'mount_dashboard', 2),
      at(slugId, 'mount_dashboard', 1, 424_242),
    ]);
  }, 120_000);
  afterAll(async () => {
    await f?.close();
    await drop?.();
  });

  it("lists the caller's viewed dashboards and the charts opened in Explore, newest first", async () => {
    expect((await f.admin.get(`/api/v1/explore/?slice_id=${chartId}`)).statusCode).toBe(200);
    const res = await f.admin.get('/api/v1/log/recent_activity/');
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().result as Record<string, unknown>[];
    expect(rows.map((r) => [r.action, r.item_type, r.item_url, r.item_title])).toEqual([
      ['explore', 'slice', `/explore/?slice_id=${chartId}`, 'Regions'],
      ['mount_dashboard', 'dashboard', `/superset/dashboard/${dashId}/`, 'Sales'],
      ['mount_dashboard', 'dashboard', '/superset/dashboard/slugged/', 'Slugged'],
    ]);
    expect(rows[1]!.time_delta_humanized).toBe('10 minutes ago');
    expect(Math.abs(Number(rows[1]!.time) - (Date.now() - 600_000))).toBeLessThan(5_000);
  });

  it('keeps every view without distinct, pages, and narrows to the given actions', async () => {
    const all = (await f.admin.get('/api/v1/log/recent_activity/?q=(distinct:!f)')).json().result;
    expect(all.map((r: { item_title: string }) => r.item_title)).toEqual([
      'Regions',
      'Sales',
      'Slugged',
      'Sales',
    ]);
    const page = await f.admin.get(
      '/api/v1/log/recent_activity/?q=(distinct:!f,page:1,page_size:2)',
    );
    expect(page.json().result.map((r: { item_title: string }) => r.item_title)).toEqual([
      'Slugged',
      'Sales',
    ]);
    const explore = await f.admin.get('/api/v1/log/recent_activity/?q=(actions:!(explore))');
    expect(explore.json().result).toHaveLength(1);
  });

  it("shows a Gamma user only their own views and refuses anonymous callers and bad q's", async () => {
    const gamma = await f.userOf('gamma_recents', 'Gamma');
    const mine = await gamma.get('/api/v1/log/recent_activity/');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().result).toEqual([]);
    const anon = await f.t.app.inject({ method: 'GET', url: '/api/v1/log/recent_activity/' });
    expect(anon.statusCode).toBe(401);
    const bad = await f.admin.get('/api/v1/log/recent_activity/?q=(page_size:100000)');
    expect(bad.statusCode).toBe(400);
  });
});
