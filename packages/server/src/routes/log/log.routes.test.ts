import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  client,
  createTestApp,
  tokenFor,
  type TestApp,
} from '../../../test/test-app.ts';
import { LogsRepo } from '../../meta/repos/logs-repo.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await tokenFor(t.app);
});
afterAll(async () => t.close());

const events = [
  {
    source: 'dashboard',
    source_id: 7,
    impression_id: 'abc',
    version: 'v2',
    ts: 1700000000000,
    event_name: 'mount_dashboard',
    event_type: 'user',
  },
  {
    source: 'explore',
    source_id: 3,
    slice_id: 3,
    event_name: 'load_chart',
    event_type: 'timing',
    duration: 120.4,
  },
];

describe('POST /superset/log/', () => {
  it('stores one row per event of a multipart beacon, without a CSRF token', async () => {
    const boundary = 'XyZbOuNdArY';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="events"\r\n\r\n${JSON.stringify(events)}\r\n--${boundary}--\r\n`;
    const login = await t.app.inject({
      method: 'POST',
      url: '/login/',
      payload: { username: 'admin', password: ADMIN_PASSWORD },
    });
    const cookie = login.cookies.find((c) => c.name === 'session')!;
    expect(cookie).toBeDefined();
    const res = await t.app.inject({
      method: 'POST',
      url: '/superset/log/?explode=events',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        referer: 'http://localhost/superset/dashboard/7/',
        cookie: `session=${cookie.value}`,
      },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toBe('');
    const rows = (await new LogsRepo(t.ctx.store).latest(2)).reverse();
    expect(rows.map(({ id: _id, dttm: _dttm, ...r }) => r)).toEqual([
      {
        action: 'mount_dashboard',
        userId: 1,
        json: JSON.stringify(events[0]),
        dashboardId: 7,
        sliceId: null,
        durationMs: null,
        referrer: 'http://localhost/superset/dashboard/7/',
      },
      {
        action: 'load_chart',
        userId: 1,
        json: JSON.stringify(events[1]),
        dashboardId: null,
        sliceId: 3,
        durationMs: 120,
        referrer: 'http://localhost/superset/dashboard/7/',
      },
    ]);
  });

  it('accepts a JSON body and a dashboard_id in the query; refuses events that are not a list', async () => {
    const api = client(t.app, token);
    const res = await api.post('/superset/log/?explode=events&dashboard_id=9', {
      events: JSON.stringify([{ event_name: 'x' }]),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await new LogsRepo(t.ctx.store).latest(1))[0]).toMatchObject({
      action: 'x',
      dashboardId: 9,
    });
    expect(
      (await api.post('/superset/log/?explode=events', { events: '{"a":1}' })).statusCode,
    ).toBe(400);
    expect((await api.post('/superset/log/?explode=events', {})).statusCode).toBe(400);
  });
});
