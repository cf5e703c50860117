import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDIS_URL } from '../pg-database.ts';
import { client, createTestApp, tokenFor, userWithRole, type TestApp } from '../test-app.ts';

// Issue #13 point 12: /api/v1/async_event/ answered the events of whatever channel the async-token
// cookie named, whoever was logged in. Now the cookie must have been minted for the caller, only the
// caller's jobs come back, and results fetched by key stay with their owner (who must still have
// access to the data). Run with in-process events and, when configured, Redis streams.
describe.each([
  ['in-process events', {}],
  ...(REDIS_URL ? [['Redis streams', { SIGHTLINE_REDIS_URL: REDIS_URL }] as const] : []),
] as const)('async events and results by key (%s)', (_name, env) => {
  let t: TestApp;
  let adminToken = '';
  let dbId = 0;
  let datasetId = 0;

  /** A request as `token`'s user, presenting `cookie` (an async-token) when given. */
  const as = (
    token: string,
    method: 'GET' | 'POST',
    url: string,
    cookie?: string,
    payload?: object,
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method,
      url,
      headers: {
        authorization: `Bearer ${token}`,
        ...(cookie ? { cookie: `async-token=${cookie}` } : {}),
      },
      ...(payload ? { payload } : {}),
    });
  const cookieOf = async (token: string) =>
    (await as(token, 'GET', '/api/v1/async_event/')).cookies.find((c) => c.name === 'async-token')!
      .value;

  beforeAll(async () => {
    t = await createTestApp({ SIGHTLINE_GLOBAL_ASYNC_QUERIES: 'true', ...env });
    adminToken = await tokenFor(t.app);
    const admin = client(t.app, adminToken);
    const file = join(mkdtempSync(join(tmpdir(), 'sl-sec12-')), 'shop.db');
    const db = new Database(file);
    db.exec(
      `CREATE TABLE sales (id INTEGER PRIMARY KEY, region VARCHAR(20)); INSERT INTO sales VALUES (1, 'EMEA'), (2, 'APAC'), (3, 'EMEA');`,
    );
    db.close();
    dbId = (
      await admin.post('/api/v1/database/', {
        database_name: 'shop',
        sqlalchemy_uri: `sqlite:///${file}`,
      })
    ).json().id;
    datasetId = (
      await admin.post('/api/v1/dataset/', { database: dbId, schema: 'main', table_name: 'sales' })
    ).json().id;
  }, 60_000);
  afterAll(() => t?.close());

  const body = () => ({
    datasource: { id: datasetId, type: 'table' },
    force: true,
    queries: [
      {
        columns: ['region'],
        metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'n' }],
        orderby: [['region', true]],
        row_limit: 10,
      },
    ],
  });

  /** Submits a forced job as the admin on `cookie`'s channel and waits for its done event. */
  async function adminJob(cookie: string): Promise<{ job_id: string; result_url: string }> {
    const queued = await as(adminToken, 'POST', '/api/v1/chart/data', cookie, body());
    expect(queued.statusCode, queued.body).toBe(202);
    const jobId = queued.json().job_id as string;
    for (let i = 0; i < 200; i += 1) {
      const events = (await as(adminToken, 'GET', '/api/v1/async_event/', cookie)).json()
        .result as { job_id: string; status: string; result_url: string }[];
      const done = events.find((e) => e.job_id === jobId && e.status === 'done');
      if (done) return done;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('the job did not finish');
  }

  it("gives a user nothing from another user's async-token channel", async () => {
    const adminCookie = await cookieOf(adminToken);
    const job = await adminJob(adminCookie);
    const alpha = await userWithRole(t, adminToken, 'sec12_alpha', 'Alpha');
    // Alpha presents the admin's cookie (copied, or left in the browser by the previous login).
    const stolen = await as(alpha.token, 'GET', '/api/v1/async_event/', adminCookie);
    expect(stolen.statusCode).toBe(401);
    expect(stolen.json()).toEqual({ message: 'Not authorized' });
    // The refusal hands Alpha a channel of its own, which holds none of the admin's jobs.
    const own = stolen.cookies.find((c) => c.name === 'async-token')!.value;
    expect(own).not.toBe(adminCookie);
    const mine = await as(alpha.token, 'GET', '/api/v1/async_event/', own);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().result).toEqual([]);
    // The admin's result by key stays the admin's.
    expect((await as(alpha.token, 'GET', job.result_url, own)).statusCode).toBe(404);
    const result = await as(adminToken, 'GET', job.result_url, adminCookie);
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json().result[0].data).toEqual([
      { region: 'APAC', n: 1 },
      { region: 'EMEA', n: 2 },
    ]);
    // Without a login there is no channel at all.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/async_event/',
          headers: { cookie: `async-token=${adminCookie}` },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('serves SQL Lab results by key only to their owner while they may still query the database', async () => {
    const analyst = await userWithRole(t, adminToken, 'sec12_analyst', 'Gamma');
    const other = await userWithRole(t, adminToken, 'sec12_other', 'Gamma');
    const grant = await t.ctx.roles.create('sec12_shop');
    await t.ctx.roles.setPermissionViews(grant, [
      await t.ctx.roles.ensurePermissionView(['database_access', `[shop].(id:${dbId})`]),
    ]);
    const base = await Promise.all(
      ['Gamma', 'sql_lab'].map(async (n) => (await t.ctx.roles.findByName(n))!.id),
    );
    for (const u of [analyst, other]) await t.ctx.users.setRoles(u.id, [...base, grant]);
    t.ctx.metaCache.clear();
    const run = await analyst.api.post('/api/v1/sqllab/execute/', {
      database_id: dbId,
      sql: 'SELECT region FROM sales ORDER BY id',
      client_id: 's12c1',
    });
    expect(run.statusCode, run.body).toBe(200);
    const url = `/api/v1/sqllab/results/?q=(key:'${run.json().query.resultsKey}')`;
    expect((await analyst.api.get(url)).json().data).toEqual([
      { region: 'EMEA' },
      { region: 'APAC' },
      { region: 'EMEA' },
    ]);
    const foreign = await other.api.get(url);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().errors[0].error_type).toBe('QUERY_SECURITY_ACCESS_ERROR');
    // The owner loses access to the database: the stored rows go with it.
    await t.ctx.users.setRoles(analyst.id, base);
    t.ctx.metaCache.clear();
    const revoked = await analyst.api.get(url);
    expect(revoked.statusCode).toBe(403);
    expect(revoked.json().errors[0].error_type).toBe('QUERY_SECURITY_ACCESS_ERROR');
    expect((await client(t.app, adminToken).get(url)).statusCode).toBe(200);
  });
});
