import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  client,
  createTestApp,
  tokenFor,
  userWithRole,
  type TestApp,
} from '../../../test/test-app.ts';
import { LogsRepo } from '../../meta/repos/logs-repo.ts';

let t: TestApp;
let api: ReturnType<typeof client>;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp();
  api = client(t.app, await tokenFor(t.app));
  adminId = (await t.ctx.users.findForLogin('admin'))!.id;
  const at = (s: number) => `2024-01-01T10:00:${String(s).padStart(2, '0')}.000000`;
  await new LogsRepo(t.ctx.store).insertMany([
    {
      action: 'mount_dashboard',
      userId: adminId,
      json: '{"a":1}',
      dashboardId: 7,
      sliceId: null,
      durationMs: 12,
      referrer: null,
      dttm: at(1),
    },
    {
      action: 'load_chart',
      userId: adminId,
      json: '{"b":2}',
      dashboardId: 7,
      sliceId: 3,
      durationMs: 40,
      referrer: 'http://x/',
      dttm: at(2),
    },
    {
      action: 'load_chart',
      userId: null,
      json: null,
      dashboardId: null,
      sliceId: 4,
      durationMs: 5,
      referrer: null,
      dttm: at(3),
    },
  ]);
}, 60_000);
afterAll(async () => t?.close());

describe('GET /api/v1/log/', () => {
  it('lists actions newest first with Superset list columns, filters, ordering and paging', async () => {
    const res = await api.get('/api/v1/log/');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.count).toBeGreaterThanOrEqual(3);
    const ours = body.result.filter((r: { dttm: string }) => r.dttm.startsWith('2024-01-01'));
    expect(ours.map((r: { action: string }) => r.action)).toEqual([
      'load_chart',
      'load_chart',
      'mount_dashboard',
    ]);
    expect(ours[2]).toEqual({
      user: { username: 'admin' },
      action: 'mount_dashboard',
      dttm: '2024-01-01T10:00:01.000000',
      json: '{"a":1}',
      slice_id: null,
      dashboard_id: 7,
      user_id: adminId,
      duration_ms: 12,
      referrer: null,
    });
    expect(ours[0].user).toBeNull();

    const filtered = await api.get(
      '/api/v1/log/?q=(filters:!((col:action,opr:eq,value:load_chart)),order_column:duration_ms,order_direction:asc)',
    );
    expect(filtered.json().count).toBe(2);
    expect(filtered.json().result.map((r: { duration_ms: number }) => r.duration_ms)).toEqual([
      5, 40,
    ]);
    const page = await api.get(
      '/api/v1/log/?q=(filters:!((col:dashboard_id,opr:eq,value:7)),order_column:dttm,order_direction:asc,page:1,page_size:1)',
    );
    expect(page.json().count).toBe(2);
    expect(page.json().result).toHaveLength(1);
    expect(page.json().result[0].action).toBe('load_chart');

    const one = await api.get(`/api/v1/log/${filtered.json().ids[1]}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().result).toMatchObject({
      action: 'load_chart',
      slice_id: 3,
      referrer: 'http://x/',
    });
  });

  it('answers 400 on a bad filter or order, 404 on an unknown id', async () => {
    expect(
      (await api.get('/api/v1/log/?q=(filters:!((col:nope,opr:eq,value:1)))')).statusCode,
    ).toBe(400);
    expect((await api.get('/api/v1/log/?q=(order_column:nope)')).statusCode).toBe(400);
    expect(
      (await api.get('/api/v1/log/?q=(filters:!((col:slice_id,opr:eq,value:abc)))')).statusCode,
    ).toBe(400);
    expect((await api.get('/api/v1/log/?q=(((')).statusCode).toBe(400);
    expect((await api.get('/api/v1/log/999999')).statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    const token = await tokenFor(t.app);
    for (const role of ['Alpha', 'Gamma']) {
      const other = await userWithRole(t, token, `log_${role}`, role);
      expect((await other.api.get('/api/v1/log/')).statusCode).toBe(403);
      expect((await other.api.get('/api/v1/log/1')).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/log/' })).statusCode).toBe(401);
  });
});
