import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LogsRepo } from '../../src/meta/repos/logs-repo.ts';
import { LOG_LIMITS } from '../../src/routes/log/log.routes.ts';
import { client, createTestApp, tokenFor, userWithRole, type TestApp } from '../test-app.ts';

/** Issue #13 point 12 (log part): /superset/log/ caps row size, events per request and events per user. */

let t: TestApp;
let admin: ReturnType<typeof client>;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await tokenFor(t.app);
  admin = client(t.app, adminToken);
});
afterAll(async () => t.close());

const rows = async () =>
  (
    await t.ctx.store.db
      .selectFrom('logs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;
const post = (api: ReturnType<typeof client>, events: unknown[]) =>
  api.post('/superset/log/?explode=events', { events: JSON.stringify(events) });

describe('/superset/log/ quotas', () => {
  it('refuses a 1 MB event with 413 and stores nothing', async () => {
    const before = Number(await rows());
    const res = await post(admin, [
      { event_name: 'ok' },
      { event_name: 'big', payload: 'x'.repeat(1024 * 1024) },
    ]);
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json().message).toBe(
      `A log event may hold at most ${LOG_LIMITS.maxEventChars} characters`,
    );
    expect(Number(await rows())).toBe(before);
    // Just under the quota is fine.
    const fits = await post(admin, [
      { event_name: 'fits', payload: 'x'.repeat(LOG_LIMITS.maxEventChars - 100) },
    ]);
    expect(fits.statusCode, fits.body).toBe(200);
    expect((await new LogsRepo(t.ctx.store).latest(1))[0]).toMatchObject({ action: 'fits' });
  });

  it('refuses more events than the per-request cap with 413', async () => {
    const events = Array.from({ length: LOG_LIMITS.maxEvents + 1 }, () => ({ event_name: 'e' }));
    const res = await post(admin, events);
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json().message).toBe(`At most ${LOG_LIMITS.maxEvents} events per request`);
  });

  it('refuses a 20,000-level nested event with 400, in a JSON body and in a form field', async () => {
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const json = await admin.post('/superset/log/?explode=events', { events: `[{"a":${deep}}]` });
    expect(json.statusCode, json.body).toBe(400);
    expect(json.json().message).toBe('Request is too deeply nested');
    const bodyDeep = await t.app.inject({
      method: 'POST',
      url: '/superset/log/',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      payload: `{"events":${deep}}`,
    });
    expect(bodyDeep.statusCode, bodyDeep.body).toBe(400);
    expect(bodyDeep.json().message).toBe('Request is too deeply nested');
    const boundary = 'B0undary';
    const multipart = await t.app.inject({
      method: 'POST',
      url: '/superset/log/?explode=events',
      headers: {
        authorization: `Bearer ${adminToken}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="events"\r\n\r\n[{"a":${deep}}]\r\n--${boundary}--\r\n`,
    });
    expect(multipart.statusCode, multipart.body).toBe(400);
    expect(multipart.json().message).toBe('Request is too deeply nested');
  });

  it('rate-limits one user to its events per window with 429 and Retry-After; another user is not affected', async () => {
    const gamma = await userWithRole(t, adminToken, 'log_gamma', 'Gamma');
    const other = await userWithRole(t, adminToken, 'log_other', 'Gamma');
    const batch = Array.from({ length: LOG_LIMITS.maxEvents }, (_, i) => ({ event_name: `g${i}` }));
    const full = Math.floor(LOG_LIMITS.eventsPerWindow / LOG_LIMITS.maxEvents);
    for (let i = 0; i < full; i++) expect((await post(gamma.api, batch)).statusCode).toBe(200);
    const before = Number(await rows());
    const over = await post(gamma.api, batch);
    expect(over.statusCode, over.body).toBe(429);
    expect(over.json().message).toBe('Too many log events, try again later');
    expect(Number(over.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(LOG_LIMITS.windowSeconds);
    expect(Number(await rows())).toBe(before);
    expect((await post(other.api, [{ event_name: 'other' }])).statusCode).toBe(200);
  });
});
