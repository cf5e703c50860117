import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  client,
  createTestApp,
  tokenFor,
  userWithRole,
  type TestApp,
} from '../../../test/test-app.ts';

let t: TestApp;
let api: ReturnType<typeof client>;
let dbId: number;
let dmlDbId: number;

const execute = (body: Record<string, unknown>) =>
  api.post('/api/v1/sqllab/execute/', { database_id: dbId, ...body });

async function waitFor<T>(fn: () => Promise<T | null | undefined>, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const v = await fn();
    if (v) return v;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('timed out waiting');
}

beforeAll(async () => {
  t = await createTestApp();
  api = client(t.app, await tokenFor(t.app));
  const dir = mkdtempSync(join(tmpdir(), 'sl-sqllab-'));
  const db = new Database(join(dir, 'shop.db'));
  db.exec(`
    CREATE TABLE orders (id INTEGER PRIMARY KEY, region VARCHAR(10), amount DOUBLE, placed DATE, at TIMESTAMP);
    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 25)
    INSERT INTO orders SELECT i, CASE i % 3 WHEN 0 THEN 'EMEA' WHEN 1 THEN 'APAC' ELSE 'AMER' END, i * 1.5, '2024-01-0' || (1 + i % 9), '2024-02-01 10:00:00' FROM n;
  `);
  db.close();
  dbId = (
    await api.post('/api/v1/database/', {
      database_name: 'shop',
      sqlalchemy_uri: `sqlite:///${join(dir, 'shop.db')}`,
    })
  ).json().id;
  dmlDbId = (
    await api.post('/api/v1/database/', {
      database_name: 'shop_rw',
      sqlalchemy_uri: `sqlite:///${join(dir, 'shop.db')}`,
      allow_dml: true,
    })
  ).json().id;
});
afterAll(async () => t.close());

describe('POST /api/v1/sqllab/execute/ (sync)', () => {
  it('returns the exact rows, columns and the query with its limit flags', async () => {
    const res = await execute({
      sql: 'SELECT id, region, amount, placed, at FROM orders WHERE id <= 2 ORDER BY id',
      client_id: 'c1',
      sql_editor_id: '7',
      tab: 'Untitled Query 1',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.status).toBe('success');
    expect(body.data).toEqual([
      { id: 1, region: 'APAC', amount: 1.5, placed: '2024-01-02', at: '2024-02-01T10:00:00' },
      { id: 2, region: 'AMER', amount: 3, placed: '2024-01-03', at: '2024-02-01T10:00:00' },
    ]);
    expect(body.columns.map((c: { name: string }) => c.name)).toEqual([
      'id',
      'region',
      'amount',
      'placed',
      'at',
    ]);
    expect(body.columns[0]).toEqual({
      column_name: 'id',
      name: 'id',
      type: 'INTEGER',
      is_dttm: false,
      type_generic: 0,
    });
    expect(body.columns[4]).toMatchObject({ is_dttm: true, type_generic: 2 });
    expect(body.selected_columns).toEqual(body.columns);
    expect(body.expanded_columns).toEqual([]);
    expect(body.displayLimitReached).toBeUndefined();
    expect(body.query).toMatchObject({
      id: 'c1',
      queryId: body.query_id,
      serverId: body.query_id,
      dbId,
      db: 'shop',
      state: 'success',
      progress: 100,
      rows: 2,
      limit: 1000,
      limitingFactor: 'NOT_LIMITED',
      sqlEditorId: '7',
      tab: 'Untitled Query 1',
      ctas: false,
      user: 'Admin User',
      errorMessage: null,
      executedSql:
        'SELECT id, region, amount, placed, at FROM orders WHERE id <= 2 ORDER BY id\nLIMIT 1001',
    });
    expect(typeof body.query.startDttm).toBe('number');
    expect(body.query.endDttm).toBeGreaterThanOrEqual(body.query.startDttm);
    expect(body.query.resultsKey).toEqual(expect.any(String));
  });

  it('runs several statements in order; the last SELECT gives the result', async () => {
    const res = await api.post('/api/v1/sqllab/execute/', {
      database_id: dmlDbId,
      sql: 'CREATE TEMP TABLE t AS SELECT 1 AS x; INSERT INTO t VALUES (2); SELECT x FROM t ORDER BY x; -- done\nDROP TABLE t;',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([{ x: 1 }, { x: 2 }]);
    expect(res.json().query.executedSql.split(';\n')).toHaveLength(4);
  });

  it('refuses DML unless the database allows it, and stores the failed query', async () => {
    const res = await execute({
      sql: "SELECT 1; DELETE FROM orders WHERE region = 'x'",
      client_id: 'dml1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({
      error_type: 'DML_NOT_ALLOWED_ERROR',
      message: 'Only SELECT statements are allowed against this database.',
    });
    const q = (await api.get('/api/v1/query/?q=(filters:!((col:sql,opr:ct,value:DELETE)))')).json()
      .result[0];
    expect(q).toMatchObject({
      client_id: 'dml1',
      status: 'failed',
      error_message: 'Only SELECT statements are allowed against this database.',
    });
    const allowed = await api.post('/api/v1/sqllab/execute/', {
      database_id: dmlDbId,
      sql: 'UPDATE orders SET region = region WHERE id = 1',
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json()).toMatchObject({ data: [], columns: [], query: { state: 'success' } });
  });

  it('answers a syntax error with a SIP-40 body and a failed query', async () => {
    const res = await execute({ sql: 'SELECT id FROM orders WHERE', client_id: 'syn1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({
      error_type: 'SYNTAX_ERROR',
      level: 'warning',
      extra: expect.objectContaining({ engine_name: 'SQLite' }),
    });
    expect(res.json().errors[0].extra.issue_codes[0].code).toBe(1030);
    const missing = await execute({ sql: 'SELECT nope FROM orders' });
    expect(missing.json().errors[0].error_type).toBe('COLUMN_DOES_NOT_EXIST_ERROR');
    const q = (
      await api.get('/api/v1/query/?q=(filters:!((col:status,opr:eq,value:failed)),page_size:100)')
    )
      .json()
      .result.find((r: { client_id: string }) => r.client_id === 'syn1');
    expect(q.error_message).toMatch(/syntax/);
    // A statement that is not a known read-only one is refused before it reaches the database.
    expect((await execute({ sql: 'SELEC id FROM orders' })).json().errors[0].error_type).toBe(
      'DML_NOT_ALLOWED_ERROR',
    );
  });

  it('applies the limit: dropdown, query, both, not limited', async () => {
    const dropdown = (
      await execute({ sql: 'SELECT id FROM orders ORDER BY id', queryLimit: 10 })
    ).json();
    expect(dropdown.data).toHaveLength(10);
    expect(dropdown.query).toMatchObject({ limit: 10, limitingFactor: 'DROPDOWN', rows: 10 });
    const query = (
      await execute({ sql: 'SELECT id FROM orders ORDER BY id LIMIT 5', queryLimit: 10 })
    ).json();
    expect(query.data).toHaveLength(5);
    expect(query.query).toMatchObject({
      limit: 5,
      limitingFactor: 'QUERY',
      executedSql: 'SELECT id FROM orders ORDER BY id LIMIT 6',
    });
    const both = (
      await execute({ sql: 'SELECT id FROM orders ORDER BY id LIMIT 7', queryLimit: 7 })
    ).json();
    expect(both.query).toMatchObject({ limit: 7, limitingFactor: 'QUERY_AND_DROPDOWN' });
    const none = (await execute({ sql: 'SELECT id FROM orders LIMIT 30', queryLimit: 100 })).json();
    expect(none.data).toHaveLength(25);
    expect(none.query).toMatchObject({ limit: 30, limitingFactor: 'NOT_LIMITED' });
    const capped = (await execute({ sql: 'SELECT 1 AS a', queryLimit: 10_000_000 })).json();
    expect(capped.query.limit).toBe(100_000);
  });

  it('renders template parameters, and names the undefined ones', async () => {
    const ok = await execute({
      sql: "SELECT count(*) AS n FROM orders WHERE region = '{{ region }}'",
      templateParams: '{"region": "EMEA"}',
    });
    expect(ok.json().data).toEqual([{ n: 8 }]);
    expect(ok.json().query.executedSql).toContain("region = 'EMEA'");
    const missing = await execute({ sql: "SELECT '{{ who }}' AS w", templateParams: 'not json' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0]).toMatchObject({
      error_type: 'MISSING_TEMPLATE_PARAMS_ERROR',
      extra: expect.objectContaining({ undefined_parameters: ['who'] }),
    });
    const broken = await execute({ sql: 'SELECT {{ 1 + }} AS w' });
    expect(broken.json().errors[0].error_type).toBe('INVALID_TEMPLATE_PARAMS_ERROR');
  });

  it('answers an already running client_id with its query, and validates the body', async () => {
    expect((await execute({ sql: 'SELECT 1', client_id: 'x'.repeat(12) })).statusCode).toBe(400);
    expect(
      (await api.post('/api/v1/sqllab/execute/', { sql: 'SELECT 1' })).json().message.database_id,
    ).toBeDefined();
    expect(
      (await api.post('/api/v1/sqllab/execute/', { database_id: 9999, sql: 'SELECT 1' })).json()
        .errors[0].error_type,
    ).toBe('DATABASE_NOT_FOUND_ERROR');
  });
});

describe('results, async runs and CSV export', () => {
  it('fetches stored results by key, cut to `rows`', async () => {
    const run = (await execute({ sql: 'SELECT id FROM orders ORDER BY id' })).json();
    const res = await api.get(`/api/v1/sqllab/results/?q=(key:'${run.query.resultsKey}',rows:3)`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'success',
      data: [{ id: 1 }, { id: 2 }, { id: 3 }],
      displayLimitReached: true,
      query: { id: run.query.id },
    });
    expect((await api.get("/api/v1/sqllab/results/?q=(key:'nope')")).statusCode).toBe(404);
  });

  it('runs asynchronously: 202, then updated_since shows success and the results come by key', async () => {
    const since = Date.now() - 1;
    const res = await execute({
      sql: 'SELECT region, count(*) AS n FROM orders GROUP BY region ORDER BY region',
      runAsync: true,
      client_id: 'async1',
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().query).toMatchObject({ id: 'async1', state: 'pending' });
    const done = await waitFor(async () => {
      const rows = (
        await api.get(`/api/v1/query/updated_since?q=(last_updated_ms:${since})`)
      ).json().result as { id: string; state: string; resultsKey: string }[];
      return rows.find((q) => q.id === 'async1' && q.state === 'success');
    });
    const results = (await api.get(`/api/v1/sqllab/results/?q=(key:'${done.resultsKey}')`)).json();
    expect(results.data).toEqual([
      { region: 'AMER', n: 8 },
      { region: 'APAC', n: 9 },
      { region: 'EMEA', n: 8 },
    ]);
  });

  it('exports a query as CSV, re-run without the display cut', async () => {
    await execute({
      sql: 'SELECT id, region, at FROM orders WHERE id IN (1, 2, 3) ORDER BY id',
      client_id: 'csv1',
      tab: 'My tab',
      queryLimit: 2,
    });
    const res = await api.get('/api/v1/sqllab/export/csv1/');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename=sqllab_My_tab_\d{8}_\d{6}\.csv$/,
    );
    expect(res.body).toBe(
      '\uFEFFid,region,at\n1,APAC,2024-02-01 10:00:00\n2,AMER,2024-02-01 10:00:00\n',
    );
    expect((await api.get('/api/v1/sqllab/export/unknown/')).json().errors[0].error_type).toBe(
      'RESULTS_BACKEND_ERROR',
    );
  });
});

describe('estimate, format, permalinks, access', () => {
  it('refuses cost estimates on engines without one', async () => {
    const res = await api.post('/api/v1/sqllab/estimate/', { database_id: dbId, sql: 'SELECT 1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toMatch(/does not support cost estimation/);
  });

  it('formats SQL with upper-case keywords, as Superset does', async () => {
    const res = await api.post('/api/v1/sqllab/format_sql/', {
      sql: "select a, b from t where x = '{{ v }}' and y > 1",
      engine: 'postgresql',
    });
    expect(res.json().result).toBe(
      "SELECT\n  a,\n  b\nFROM\n  t\nWHERE\n  x = '{{ v }}'\n  AND y > 1",
    );
    expect(
      (await api.post('/api/v1/sqllab/format_sql/', { sql: "select 'unterminated" })).statusCode,
    ).toBe(400);
  });

  it('stores a permalink and reads it back', async () => {
    const state = {
      dbId,
      name: 'Untitled Query 2',
      sql: 'SELECT 1',
      schema: 'main',
      templateParams: '{}',
      autorun: false,
    };
    const res = await api.post('/api/v1/sqllab/permalink', state);
    expect(res.statusCode, res.body).toBe(201);
    const { key, url } = res.json();
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(url).toBe(`http://localhost:80/sqllab/p/${key}/`);
    expect((await api.get(`/api/v1/sqllab/permalink/${key}`)).json()).toEqual(state);
    expect((await api.get('/api/v1/sqllab/permalink/zzzzzzzzzzz')).statusCode).toBe(404);
    expect((await api.post('/api/v1/sqllab/permalink', { ...state, extra: 1 })).statusCode).toBe(
      400,
    );
  });

  it('bootstraps SQL Lab with the databases the user may query', async () => {
    const res = await api.get('/api/v1/sqllab/');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.databases[String(dbId)]).toMatchObject({
      id: dbId,
      database_name: 'shop',
      allow_dml: false,
      allows_cost_estimate: false,
      expose_in_sqllab: true,
    });
  });

  it('keeps a Gamma user with SQL Lab away from databases it has no access to', async () => {
    const adminToken = await tokenFor(t.app);
    const gamma = await userWithRole(t, adminToken, 'gamma_sql', 'Gamma');
    const sqlLab = (await t.ctx.roles.findByName('sql_lab'))!;
    const gammaRole = (await t.ctx.roles.findByName('Gamma'))!;
    await t.ctx.users.setRoles(gamma.id, [gammaRole.id, sqlLab.id]);
    const res = await gamma.api.post('/api/v1/sqllab/execute/', {
      database_id: dbId,
      sql: 'SELECT 1',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].error_type).toBe('DATABASE_SECURITY_ACCESS_ERROR');
    expect(Object.keys((await gamma.api.get('/api/v1/sqllab/')).json().result.databases)).toEqual(
      [],
    );
    // A role granting database access opens it.
    const roleId = await t.ctx.roles.create('shop_access');
    const pv = await t.ctx.roles.ensurePermissionView(['database_access', `[shop].(id:${dbId})`]);
    await t.ctx.roles.setPermissionViews(roleId, [pv]);
    await t.ctx.users.setRoles(gamma.id, [gammaRole.id, sqlLab.id, roleId]);
    const ok = await gamma.api.post('/api/v1/sqllab/execute/', {
      database_id: dbId,
      sql: 'SELECT 1 AS one',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toEqual([{ one: 1 }]);
    // Without SQL Lab permissions, plain Gamma cannot run SQL at all.
    await t.ctx.users.setRoles(gamma.id, [gammaRole.id, roleId]);
    expect(
      (await gamma.api.post('/api/v1/sqllab/execute/', { database_id: dbId, sql: 'SELECT 1' }))
        .statusCode,
    ).toBe(403);
  });
});
