import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardsRepo } from '../../meta/repos/dashboards-repo.ts';
import { userWithRole } from '../../../test/test-app.ts';
import { chartFixture, grantDataset, type ChartFixture } from './chart-test-fixture.ts';

let f: ChartFixture;
beforeAll(async () => {
  f = await chartFixture();
});
afterAll(async () => f.t.close());

describe('dashboards', () => {
  it('adds a chart to dashboards the caller owns, replaces them on PUT, and refuses others', async () => {
    const dashboards = new DashboardsRepo(f.t.ctx.store);
    const mine = await dashboards.create({ dashboardTitle: 'Sales overview' }, 1);
    const other = await dashboards.create(
      { dashboardTitle: 'Board', jsonMetadata: '{"color_scheme":"x"}' },
      1,
    );
    await dashboards.setOwners(mine, [1]);
    await dashboards.setOwners(other, [1]);
    const res = await f.api.post('/api/v1/chart/', {
      slice_name: 'On dash',
      viz_type: 'table',
      datasource_id: f.salesId,
      datasource_type: 'table',
      dashboards: [mine],
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id;
    expect((await f.api.get(`/api/v1/chart/${id}`)).json().result.dashboards).toEqual([
      { id: mine, dashboard_title: 'Sales overview', json_metadata: null },
    ]);
    expect((await f.api.put(`/api/v1/chart/${id}`, { dashboards: [other] })).statusCode).toBe(200);
    expect((await f.api.get(`/api/v1/chart/${id}`)).json().result.dashboards).toEqual([
      { id: other, dashboard_title: 'Board', json_metadata: '{"color_scheme":"x"}' },
    ]);
    expect((await f.api.put(`/api/v1/chart/${id}`, { dashboards: [other, 4242] })).json()).toEqual({
      message: { dashboards: ['Dashboards do not exist'] },
    });
    const alpha = await userWithRole(f.t, f.adminToken, 'alpha_dash', 'Alpha');
    const refused = await alpha.api.post('/api/v1/chart/', {
      slice_name: 'Mine',
      viz_type: 'table',
      datasource_id: f.salesId,
      datasource_type: 'table',
      dashboards: [mine],
    });
    // Another user's dashboard answers like a missing one (security issue #13, point 12).
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ message: { dashboards: ['Dashboards do not exist'] } });
    const onDash = (
      await f.api.get(`/api/v1/chart/?q=(filters:!((col:dashboards,opr:rel_m_m,value:${other})))`)
    ).json();
    expect(onDash.ids).toEqual([id]);
  });
});

describe('ownership and access', () => {
  it('hides charts on inaccessible datasets (404) and lets only owners change them (403)', async () => {
    const id = (
      await f.api.post('/api/v1/chart/', {
        slice_name: 'Guarded',
        viz_type: 'table',
        datasource_id: f.salesId,
        datasource_type: 'table',
        query_context: '{"a":1}',
      })
    ).json().id;
    const gamma = await userWithRole(f.t, f.adminToken, 'gamma_chart', 'Gamma');
    expect((await gamma.api.get('/api/v1/chart/')).json()).toEqual({
      count: 0,
      ids: [],
      result: [],
    });
    expect((await gamma.api.get(`/api/v1/chart/${id}`)).statusCode).toBe(404);
    expect((await gamma.api.put(`/api/v1/chart/${id}`, { slice_name: 'x' })).statusCode).toBe(404);
    expect(
      (
        await gamma.api.post('/api/v1/chart/', {
          slice_name: 'g',
          viz_type: 'table',
          datasource_id: f.salesId,
          datasource_type: 'table',
        })
      ).json(),
    ).toEqual({
      message: { datasource_id: ['Datasource does not exist'] },
    });
    await grantDataset(f, 'Gamma', 'sales', f.salesId);
    expect((await gamma.api.get(`/api/v1/chart/${id}`)).statusCode).toBe(200);
    expect((await gamma.api.get('/api/v1/chart/')).json().ids).toContain(id);
    const put = await gamma.api.put(`/api/v1/chart/${id}`, { slice_name: 'Stolen' });
    expect(put.statusCode).toBe(403);
    expect(put.json()).toEqual({ message: 'Forbidden' });
    expect((await gamma.api.delete(`/api/v1/chart/${id}`)).json()).toEqual({
      message: 'Forbidden',
    });
    expect(
      (
        await gamma.api.put(`/api/v1/chart/${id}`, {
          query_context: '{"b":2}',
          query_context_generation: false,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await gamma.api.put(`/api/v1/chart/${id}`, {
          query_context: '{"b":2}',
          query_context_generation: true,
          slice_name: 'x',
        })
      ).statusCode,
    ).toBe(403);

    // The query-context back-fill skips ownership and leaves last_saved_* alone.
    const before = (
      await f.api.get(
        `/api/v1/chart/?q=(columns:!(last_saved_at),filters:!((col:id,opr:eq,value:${id})))`,
      )
    ).json().result[0];
    const backfill = await gamma.api.put(`/api/v1/chart/${id}`, {
      query_context: '{"b":2}',
      query_context_generation: true,
    });
    expect(backfill.statusCode, backfill.body).toBe(200);
    expect(backfill.json()).toEqual({
      id,
      result: { query_context: '{"b":2}', query_context_generation: true },
    });
    expect((await f.api.get(`/api/v1/chart/${id}`)).json().result).toMatchObject({
      query_context: '{"b":2}',
      slice_name: 'Guarded',
    });
    expect(
      (
        await f.api.get(
          `/api/v1/chart/?q=(columns:!(last_saved_at),filters:!((col:id,opr:eq,value:${id})))`,
        )
      ).json().result[0],
    ).toEqual(before);

    // A non-admin saving owners stays an owner; an owner may edit.
    const own = await gamma.api.post('/api/v1/chart/', {
      slice_name: 'Gamma chart',
      viz_type: 'table',
      datasource_id: f.salesId,
      datasource_type: 'table',
      owners: [],
    });
    expect(own.statusCode, own.body).toBe(201);
    expect((await gamma.api.get(`/api/v1/chart/${own.json().id}`)).json().result.owners).toEqual([
      { id: gamma.id, first_name: 'gamma_chart', last_name: 'Tester' },
    ]);
    expect(
      (await gamma.api.put(`/api/v1/chart/${own.json().id}`, { owners: [1] })).statusCode,
    ).toBe(200);
    expect(
      (await f.api.get(`/api/v1/chart/${own.json().id}`))
        .json()
        .result.owners.map((o: { id: number }) => o.id),
    ).toEqual([1, gamma.id]);
    expect((await f.api.put(`/api/v1/chart/${id}`, { owners: [1, gamma.id] })).statusCode).toBe(
      200,
    );
    expect((await gamma.api.put(`/api/v1/chart/${id}`, { slice_name: 'Shared' })).statusCode).toBe(
      200,
    );
    // Charts on the other dataset stay hidden.
    const cost = (
      await f.api.post('/api/v1/chart/', {
        slice_name: 'Costs',
        viz_type: 'table',
        datasource_id: f.costsId,
        datasource_type: 'table',
      })
    ).json().id;
    expect((await gamma.api.get(`/api/v1/chart/${cost}`)).statusCode).toBe(404);
    expect((await gamma.api.delete(`/api/v1/chart/?q=!(${cost})`)).statusCode).toBe(404);
  });

  it('answers related users, _info permissions and 401 without a token', async () => {
    const related = (await f.api.get('/api/v1/chart/related/owners?q=(filter:gamma_chart)')).json();
    expect(related.result).toEqual([
      {
        value: expect.any(Number),
        text: 'gamma_chart Tester',
        extra: { email: 'gamma_chart@example.com', active: true },
      },
    ]);
    expect(
      (await f.api.get('/api/v1/chart/related/created_by?q=(filter:Admin)')).json().result,
    ).toEqual([{ value: 1, text: 'Admin User' }]);
    expect((await f.api.get('/api/v1/chart/related/datasource')).statusCode).toBe(404);
    expect((await f.api.get('/api/v1/chart/_info?q=(keys:!(permissions))')).json()).toEqual({
      permissions: ['can_read', 'can_write', 'can_export'],
    });
    const anon = await f.t.app.inject({ method: 'GET', url: '/api/v1/chart/' });
    expect(anon.statusCode).toBe(401);
  });
});
