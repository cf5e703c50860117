import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWithRole } from '../../../test/test-app.ts';
import { chartFixture, grantDataset, type ChartFixture } from '../chart/chart-test-fixture.ts';

let f: ChartFixture;
let gamma: Awaited<ReturnType<typeof userWithRole>>;
let salesChart: number;
let costsChart: number;
beforeAll(async () => {
  f = await chartFixture();
  gamma = await userWithRole(f.t, f.adminToken, 'gina', 'Gamma');
  await grantDataset(f, 'Gamma', 'sales', f.salesId);
  salesChart = (
    await f.api.post('/api/v1/chart/', {
      slice_name: 'Sales',
      viz_type: 'table',
      datasource_id: f.salesId,
      datasource_type: 'table',
    })
  ).json().id;
  costsChart = (
    await f.api.post('/api/v1/chart/', {
      slice_name: 'Costs',
      viz_type: 'table',
      datasource_id: f.costsId,
      datasource_type: 'table',
    })
  ).json().id;
});
afterAll(async () => f.t.close());

const positions = (ids: number[]) =>
  Object.fromEntries(
    ids.map((id) => [
      `CHART-${id}`,
      { id: `CHART-${id}`, type: 'CHART', children: [], meta: { chartId: id } },
    ]),
  );

async function board(title: string, published: boolean, charts: number[]): Promise<number> {
  const id = (await f.api.post('/api/v1/dashboard/', { dashboard_title: title, published })).json()
    .id as number;
  if (charts.length)
    expect(
      (
        await f.api.put(`/api/v1/dashboard/${id}`, {
          json_metadata: JSON.stringify({ positions: positions(charts) }),
        })
      ).statusCode,
    ).toBe(200);
  return id;
}

describe('dashboard visibility and ownership for a Gamma user', () => {
  it('sees published dashboards with an accessible chart, and its own; others are 404', async () => {
    const visible = await board('Published sales', true, [salesChart, costsChart]);
    const draft = await board('Draft sales', false, [salesChart]);
    const noAccess = await board('Published costs', true, [costsChart]);
    const empty = await board('Published empty', true, []);
    const list = (await gamma.api.get('/api/v1/dashboard/?q=(columns:!(id),page_size:100)')).json();
    expect(list.ids).toEqual([visible]);
    expect((await gamma.api.get(`/api/v1/dashboard/${visible}`)).statusCode).toBe(200);
    for (const id of [draft, noAccess, empty]) {
      expect((await gamma.api.get(`/api/v1/dashboard/${id}`)).statusCode).toBe(404);
      expect((await gamma.api.get(`/api/v1/dashboard/${id}/charts`)).statusCode).toBe(404);
      expect((await gamma.api.post(`/api/v1/dashboard/${id}/favorites/`)).statusCode).toBe(404);
      expect((await gamma.api.post(`/api/v1/dashboard/${id}/permalink`, {})).statusCode).toBe(404);
    }
    // Only the charts and datasets the user may read are listed.
    expect(
      (await gamma.api.get(`/api/v1/dashboard/${visible}/charts`))
        .json()
        .result.map((c: { id: number }) => c.id),
    ).toEqual([salesChart]);
    expect(
      (await gamma.api.get(`/api/v1/dashboard/${visible}/datasets`))
        .json()
        .result.map((d: { id: number }) => d.id),
    ).toEqual([f.salesId]);
    const own = await gamma.api.post('/api/v1/dashboard/', { dashboard_title: 'Mine' });
    expect(own.statusCode, own.body).toBe(201);
    expect(
      (await gamma.api.get(`/api/v1/dashboard/${own.json().id}`)).json().result.owners,
    ).toEqual([{ id: gamma.id, first_name: 'gina', last_name: 'Tester' }]);
  });

  it('may not change a dashboard it does not own (403), but may copy and permalink a visible one', async () => {
    const id = await board('Admin only', true, [salesChart]);
    const forbidden = { message: 'Forbidden' };
    expect((await gamma.api.put(`/api/v1/dashboard/${id}`, { published: false })).json()).toEqual(
      forbidden,
    );
    expect((await gamma.api.put(`/api/v1/dashboard/${id}`, { published: false })).statusCode).toBe(
      403,
    );
    expect((await gamma.api.delete(`/api/v1/dashboard/${id}`)).statusCode).toBe(403);
    expect(
      (await gamma.api.put(`/api/v1/dashboard/${id}/filters`, { deleted: [] })).statusCode,
    ).toBe(403);
    expect(
      (await gamma.api.put(`/api/v1/dashboard/${id}/colors`, { color_scheme: 'x' })).statusCode,
    ).toBe(403);
    const copy = await gamma.api.post(`/api/v1/dashboard/${id}/copy/`, { json_metadata: '{}' });
    expect(copy.statusCode, copy.body).toBe(200);
    const copied = (await gamma.api.get(`/api/v1/dashboard/${copy.json().result.id}`)).json()
      .result;
    expect(copied.owners.map((o: { id: number }) => o.id)).toEqual([gamma.id]);
    const link = await gamma.api.post(`/api/v1/dashboard/${id}/permalink`, { activeTabs: [] });
    expect(link.statusCode).toBe(201);
    // Another user posting the same state gets a key of their own.
    expect(
      (await f.api.post(`/api/v1/dashboard/${id}/permalink`, { activeTabs: [] })).json().key,
    ).not.toBe(link.json().key);
    // After the admin unpublishes it, the permalink no longer opens for Gamma.
    await f.api.put(`/api/v1/dashboard/${id}`, { published: false });
    expect((await gamma.api.get(`/api/v1/dashboard/permalink/${link.json().key}`)).statusCode).toBe(
      404,
    );
  });
});
