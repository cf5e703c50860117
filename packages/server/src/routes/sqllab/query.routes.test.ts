import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  client,
  createTestApp,
  tokenFor,
  userWithRole,
  type TestApp,
} from '../../../test/test-app.ts';
import { PG_URL, createTempPgDatabase } from '../../../test/pg-database.ts';

let t: TestApp;
let api: ReturnType<typeof client>;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await tokenFor(t.app);
  api = client(t.app, adminToken);
});
afterAll(async () => t.close());

/** A SQL Lab user with access to every database (sql_lab + a role granting all_database_access). */
async function sqlLabUser(name: string) {
  const u = await userWithRole(t, adminToken, name, 'sql_lab');
  const roleId = (await t.ctx.roles.findByName('all_db'))
    ? (await t.ctx.roles.findByName('all_db'))!.id
    : await t.ctx.roles.create('all_db');
  await t.ctx.roles.setPermissionViews(roleId, [
    await t.ctx.roles.ensurePermissionView(['all_database_access', 'all_database_access']),
  ]);
  await t.ctx.users.setRoles(u.id, [(await t.ctx.roles.findByName('sql_lab'))!.id, roleId]);
  return u;
}

describe('query history', () => {
  let dbId: number;
  beforeAll(async () => {
    dbId = (
      await api.post('/api/v1/database/', { database_name: 'mem', sqlalchemy_uri: 'sqlite://' })
    ).json().id;
  });

  it('lists only the caller’s own queries, unless the caller sees all queries', async () => {
    const alice = await sqlLabUser('alice');
    const bob = await sqlLabUser('bob');
    expect(
      (
        await alice.api.post('/api/v1/sqllab/execute/', {
          database_id: dbId,
          sql: 'SELECT 1 AS a',
          client_id: 'alice1',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await bob.api.post('/api/v1/sqllab/execute/', {
          database_id: dbId,
          sql: 'SELECT 2 AS b',
          client_id: 'bob1',
        })
      ).statusCode,
    ).toBe(200);
    const mine = (await alice.api.get('/api/v1/query/')).json();
    expect(mine.count).toBe(1);
    expect(mine.result[0]).toMatchObject({
      client_id: 'alice1',
      status: 'success',
      rows: 1,
      database: { id: dbId, database_name: 'mem' },
      user: { first_name: 'alice' },
    });
    expect(typeof mine.result[0].start_time).toBe('number');
    const all = (
      await api.get('/api/v1/query/?q=(order_column:start_time,order_direction:asc)')
    ).json();
    expect(all.result.map((q: { client_id: string }) => q.client_id)).toEqual(['alice1', 'bob1']);
    const bobsId = all.result[1].id;
    expect((await alice.api.get(`/api/v1/query/${bobsId}`)).statusCode).toBe(404);
    const item = (await bob.api.get(`/api/v1/query/${bobsId}`)).json();
    expect(item).toMatchObject({
      id: bobsId,
      result: {
        client_id: 'bob1',
        database: { id: dbId },
        select_sql: 'SELECT 2 AS b',
        status: 'success',
      },
    });
    // Results and exports of another user's query are refused.
    const key = item.result.results_key;
    expect(
      (await alice.api.get(`/api/v1/sqllab/results/?q=(key:'${key}')`)).json().errors[0].error_type,
    ).toBe('QUERY_SECURITY_ACCESS_ERROR');
    expect((await alice.api.get('/api/v1/sqllab/export/bob1/')).statusCode).toBe(403);
    expect((await alice.api.post('/api/v1/query/stop', { client_id: 'bob1' })).statusCode).toBe(
      404,
    );
    expect((await alice.api.get('/api/v1/query/distinct/status')).json().result).toEqual([
      { text: 'success', value: 'success' },
    ]);
    expect(
      (await alice.api.get('/api/v1/query/updated_since?q=(last_updated_ms:0)'))
        .json()
        .result.map((q: { id: string }) => q.id),
    ).toEqual(['alice1']);
  });

  it('validates list and polling arguments with 400s', async () => {
    expect(
      (await api.get('/api/v1/query/?q=(filters:!((col:nope,opr:eq,value:1)))')).statusCode,
    ).toBe(400);
    expect((await api.get('/api/v1/query/updated_since')).statusCode).toBe(400);
    expect((await api.post('/api/v1/query/stop', { client_id: 'nope' })).json()).toEqual({
      message: 'Query with client_id nope not found',
    });
    expect((await api.post('/api/v1/query/stop', { client_id: 'alice1' })).json()).toEqual({
      result: 'OK',
    });
  });
});

describe.skipIf(!PG_URL)('stopping a query on PostgreSQL', () => {
  let temp: Awaited<ReturnType<typeof createTempPgDatabase>>;
  let dbId: number;
  beforeAll(async () => {
    temp = await createTempPgDatabase(PG_URL, 'sl_sqllab');
    dbId = (
      await api.post('/api/v1/database/', { database_name: 'pg', sqlalchemy_uri: temp.url })
    ).json().id;
  });
  afterAll(async () => {
    await t.ctx.connections.closeAll();
    await temp?.drop();
  });

  // Statements running in the temp database. With a cursor the text is the FETCH, not the SELECT.
  const running = async (): Promise<number> => {
    const c = new pg.Client({ connectionString: PG_URL });
    await c.connect();
    try {
      const datname = new URL(temp.url).pathname.slice(1);
      const r = await c.query(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE state = 'active' AND datname = $1 AND pid <> pg_backend_pid()",
        [datname],
      );
      return r.rows[0].n as number;
    } finally {
      await c.end();
    }
  };

  it('cancels the statement in the database and marks the query stopped', async () => {
    const marker = `stop_me_${Date.now()}`;
    // inject() only dispatches once awaited: Promise.resolve starts it now.
    const pending = Promise.resolve(
      api.post('/api/v1/sqllab/execute/', {
        database_id: dbId,
        sql: `SELECT pg_sleep(30) AS ${marker}`,
        client_id: 'pgstop1',
      }),
    );
    const deadline = Date.now() + 10_000;
    while ((await running()) === 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    expect(await running()).toBe(1);
    const stop = await api.post('/api/v1/query/stop', { client_id: 'pgstop1' });
    expect(stop.json()).toEqual({ result: 'OK' });
    expect(await running()).toBe(0);
    const res = await pending;
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toBe('Query was stopped.');
    const q = (await api.get('/api/v1/query/?q=(filters:!((col:status,opr:eq,value:stopped)))'))
      .json()
      .result.find((r: { client_id: string }) => r.client_id === 'pgstop1');
    expect(q).toMatchObject({ status: 'stopped', error_message: 'Query was stopped.' });
    // Stopping again is a no-op.
    expect((await api.post('/api/v1/query/stop', { client_id: 'pgstop1' })).json()).toEqual({
      result: 'OK',
    });
  }, 30_000);

  it('stops an async query while it runs', async () => {
    const marker = `stop_async_${Date.now()}`;
    const res = await api.post('/api/v1/sqllab/execute/', {
      database_id: dbId,
      sql: `SELECT pg_sleep(30) AS ${marker}`,
      client_id: 'pgstop2',
      runAsync: true,
    });
    expect(res.statusCode).toBe(202);
    const deadline = Date.now() + 10_000;
    while ((await running()) === 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    expect((await api.post('/api/v1/query/stop', { client_id: 'pgstop2' })).statusCode).toBe(200);
    expect(await running()).toBe(0);
    const polled = (await api.get('/api/v1/query/updated_since?q=(last_updated_ms:0)'))
      .json()
      .result.find((q: { id: string }) => q.id === 'pgstop2');
    expect(polled).toMatchObject({ state: 'stopped', errorMessage: 'Query was stopped.' });
  }, 30_000);

  it('estimates PostgreSQL costs from EXPLAIN', async () => {
    const res = await api.post('/api/v1/sqllab/estimate/', {
      database_id: dbId,
      sql: 'SELECT * FROM generate_series(1, 1000) g',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result[0]).toEqual({
      'Start-up cost': expect.stringMatching(/^\d/),
      'Total cost': expect.stringMatching(/^\d/),
    });
  });

  it('maps PostgreSQL errors to SIP-40 types', async () => {
    const res = await api.post('/api/v1/sqllab/execute/', {
      database_id: dbId,
      sql: 'SELECT * FROM missing_table',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({
      error_type: 'TABLE_DOES_NOT_EXIST_ERROR',
      message: 'The table "missing_table" does not exist.',
    });
  });
});
