import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isGuestRoute } from '../../src/security/guest-token.ts';
import { buildWorld, expectStatus, makeChart, type Users, type World } from './matrix-fixture.ts';

// Issue #19 point 2: a guest token reads only the dashboards it names, only their charts' saved
// queries, and writes nothing. The matrix world (matrix-fixture.ts): alphaA's published dashboard
// holding the chart on `sales` is embedded; the draft, the chart on costs and every other object are not
// the guest's. Every route of the app is swept with the guest's token.
describe('a guest token against every route', () => {
  let w: World & { u: Users };
  let token = '';
  let uuid = '';
  let onDashboardQuery: Record<string, unknown> = {};

  const guest = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    w.t.app.inject({
      method,
      url,
      headers: { 'x-guesttoken': token },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });

  beforeAll(async () => {
    w = await buildWorld();
    uuid = expectStatus(
      await w.as.admin.post(`/api/v1/dashboard/${w.o.dashboard}/embedded`, {
        allowed_domains: [],
      }),
      200,
      'embed',
    ).json().result.uuid;
    token = expectStatus(
      await w.as.admin.post('/api/v1/security/guest_token/', {
        resources: [{ type: 'dashboard', id: uuid }],
        rls: [],
      }),
      200,
      'guest token',
    ).json().token;
    const saved = (await w.as.admin.get(`/api/v1/chart/${w.o.chart}`)).json().result;
    onDashboardQuery = {
      ...JSON.parse(saved.query_context as string),
      form_data: { viz_type: 'table', slice_id: w.o.chart },
    };
  }, 90_000);
  afterAll(async () => w?.close());

  it('answers 403 on every route but the few a guest reads through', async () => {
    const fill = (url: string) =>
      url
        .replace(/:pk\b/g, String(w.o.dashboard))
        .replace(/:uuid\b/g, uuid)
        .replace(/:[a-z_]+/gi, '1');
    const wrong: string[] = [];
    for (const route of w.t.app.routeList) {
      if (route.url === '*' || route.url.includes('*')) continue;
      if (isGuestRoute(route.method, route.url)) continue;
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
      const res = await guest(method, fill(route.url), method === 'GET' ? undefined : {});
      if (res.statusCode !== 403) wrong.push(`${route.method} ${route.url}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('reads the embedded dashboard, its charts, datasets and tabs, and its embedding', async () => {
    for (const url of [
      `/api/v1/dashboard/${w.o.dashboard}`,
      `/api/v1/dashboard/${w.o.dashboard}/charts`,
      `/api/v1/dashboard/${w.o.dashboard}/datasets`,
      `/api/v1/dashboard/${w.o.dashboard}/tabs`,
      `/api/v1/embedded_dashboard/${uuid}`,
    ])
      expect((await guest('GET', url)).statusCode, url).toBe(200);
  });

  it('is refused the dashboards its token does not name', async () => {
    for (const url of [
      `/api/v1/dashboard/${w.o.draftDashboard}`,
      `/api/v1/dashboard/${w.o.draftDashboard}/charts`,
      `/api/v1/dashboard/${w.o.draftDashboard}/datasets`,
      `/api/v1/dashboard/${w.o.draftDashboard}/tabs`,
    ])
      expect((await guest('GET', url)).statusCode, url).toBe(403);
  });

  it("runs its chart's saved query, and nothing else through chart data", async () => {
    const own = await guest('POST', '/api/v1/chart/data', onDashboardQuery);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().result[0].data.length).toBe(2);
    const costs = await guest('POST', '/api/v1/chart/data', {
      ...onDashboardQuery,
      datasource: { id: w.o.costs, type: 'table' },
      form_data: { viz_type: 'table', slice_id: w.o.costsChart },
    });
    expect(costs.statusCode).toBe(403);
    // A chart on the same dataset that is not on the dashboard.
    const offDashboard = await makeChart(w.u);
    const other = await guest('POST', '/api/v1/chart/data', {
      ...onDashboardQuery,
      form_data: { viz_type: 'table', slice_id: offDashboard },
    });
    expect(other.statusCode).toBe(403);
    const widened = await guest('POST', '/api/v1/chart/data', {
      ...onDashboardQuery,
      queries: [{ columns: ['region', 'amount'], metrics: [], row_limit: 10 }],
    });
    expect(widened.statusCode).toBe(403);
    const csv = await guest('POST', '/api/v1/chart/data', {
      ...onDashboardQuery,
      result_format: 'csv',
    });
    expect(csv.statusCode).toBe(403);
  });
});
