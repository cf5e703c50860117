import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PG_URL } from '../../../test/pg-database.ts';
import {
  client,
  createTestApp,
  tokenFor,
  userWithRole,
  type TestApp,
} from '../../../test/test-app.ts';

let t: TestApp;
let api: ReturnType<typeof client>;
let fixturePath: string;

/** A SQLite file with two tables, a view, keys and an index. */
function makeSqliteFixture(): string {
  const path = join(mkdtempSync(join(tmpdir(), 'sl-dbfix-')), 'shop.db');
  const db = new Database(path);
  db.exec(`
    CREATE TABLE customers (id INTEGER PRIMARY KEY, name VARCHAR(100) NOT NULL, signup_date DATE);
    CREATE TABLE orders (id INTEGER PRIMARY KEY, customer_id INTEGER REFERENCES customers(id), amount DECIMAL(10,2),
                         created_at TIMESTAMP, is_paid BOOLEAN, note TEXT);
    CREATE INDEX orders_customer_idx ON orders (customer_id);
    CREATE VIEW big_orders AS SELECT * FROM orders WHERE amount > 100;
    INSERT INTO customers VALUES (1, 'Ada', '2024-01-02'), (2, 'Grace', '2024-03-04');
    INSERT INTO orders VALUES (1, 1, 120.5, '2024-05-01 10:00:00', 1, 'first'), (2, 2, 80, '2024-05-02 11:30:00', 0, NULL);
  `);
  db.close();
  return path;
}

beforeAll(async () => {
  t = await createTestApp();
  api = client(t.app, await tokenFor(t.app));
  fixturePath = makeSqliteFixture();
});
afterAll(async () => t.close());

const createShop = async (name = 'shop') => {
  const res = await api.post('/api/v1/database/', {
    database_name: name,
    sqlalchemy_uri: `sqlite:///${fixturePath}`,
    allow_dml: true,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
};

describe('database CRUD', () => {
  it('creates, lists, reads and updates a SQLite connection', async () => {
    const id = await createShop();
    const list = (
      await api.get('/api/v1/database/?q=(filters:!((col:database_name,opr:ct,value:sho)))')
    ).json();
    expect(list.count).toBe(1);
    expect(list.ids).toEqual([id]);
    expect(list.result[0]).toMatchObject({
      database_name: 'shop',
      backend: 'sqlite',
      allow_dml: true,
      expose_in_sqllab: true,
      changed_on_delta_humanized: 'a few seconds ago',
    });
    expect(list.result[0].created_by).toEqual({ first_name: 'Admin', last_name: 'User' });
    const item = (await api.get(`/api/v1/database/${id}`)).json();
    expect(item).toMatchObject({
      id,
      result: { database_name: 'shop', backend: 'sqlite', configuration_method: 'sqlalchemy_form' },
    });
    const put = await api.put(`/api/v1/database/${id}`, {
      database_name: 'shop2',
      allow_dml: false,
    });
    expect(put.statusCode).toBe(200);
    expect((await api.get(`/api/v1/database/${id}`)).json().result).toMatchObject({
      database_name: 'shop2',
      allow_dml: false,
    });
    const cols = (await api.get('/api/v1/database/?q=(columns:!(id,database_name))')).json();
    expect(Object.keys(cols.result[0]).sort()).toEqual(['database_name', 'id']);
  });

  it('refuses duplicates (422), bad URIs and unknown engines (400), bad JSON (400), unknown ids (404)', async () => {
    await createShop('dup');
    const dup = await api.post('/api/v1/database/', {
      database_name: 'dup',
      sqlalchemy_uri: `sqlite:///${fixturePath}`,
    });
    expect(dup.statusCode).toBe(422);
    expect(dup.json()).toEqual({
      message: { database_name: ['A database with the same name already exists.'] },
    });
    expect(
      (await api.post('/api/v1/database/', { database_name: 'x', sqlalchemy_uri: 'not a uri' }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await api.post('/api/v1/database/', {
          database_name: 'x',
          sqlalchemy_uri: 'oracle://u:p@h/db',
        })
      ).json().message.sqlalchemy_uri[0],
    ).toMatch(/Could not load database driver/);
    expect((await api.post('/api/v1/database/', { sqlalchemy_uri: 'sqlite://' })).json()).toEqual({
      message: { database_name: ['Missing data for required field.'] },
    });
    expect((await api.post('/api/v1/database/', { database_name: 7 })).statusCode).toBe(400);
    expect(
      (
        await api.post('/api/v1/database/', {
          database_name: 'x',
          sqlalchemy_uri: 'sqlite://',
          extra: '{nope',
        })
      ).json().message.extra,
    ).toBeDefined();
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/v1/database/',
      headers: {
        authorization: `Bearer ${await tokenFor(t.app)}`,
        'content-type': 'application/json',
      },
      payload: '{"database_name":',
    });
    expect(raw.statusCode).toBe(400);
    expect(raw.json()).toEqual({ message: 'Request is not JSON' });
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/v1/database/',
      headers: { authorization: `Bearer ${await tokenFor(t.app)}`, 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.json()).toEqual({ message: 'Request is not JSON' });
    expect((await api.get('/api/v1/database/424242')).json()).toEqual({ message: 'Not found' });
    expect((await api.get('/api/v1/database/abc')).statusCode).toBe(404);
    expect((await api.put('/api/v1/database/424242', { database_name: 'zz' })).statusCode).toBe(
      404,
    );
    expect((await api.delete('/api/v1/database/424242')).statusCode).toBe(404);
  });

  it('answers rison errors with the contract messages and clamps the page size', async () => {
    expect(
      (await api.get('/api/v1/database/?q=(filters:!((col:nope,opr:eq,value:1)))')).json(),
    ).toEqual({ message: 'Filter column: nope not allowed to filter' });
    expect(
      (await api.get('/api/v1/database/?q=(filters:!((col:database_name,opr:gt,value:1)))')).json(),
    ).toEqual({ message: 'Filter operation: gt not allowed on column: database_name' });
    expect((await api.get('/api/v1/database/?q=(order_column:password)')).json()).toEqual({
      message: 'Invalid order by column: password',
    });
    expect((await api.get("/api/v1/database/?q=(filters:!((col:'")).json()).toEqual({
      message: 'Not a valid rison/json argument',
    });
    expect((await api.get('/api/v1/database/?q=(page:-1)')).json().message).toMatch(
      /^Not a valid rison schema/,
    );
    expect((await api.get('/api/v1/database/?q=%7B%22page%22%3A0%7D')).statusCode).toBe(200); // JSON fallback
    expect((await api.get('/api/v1/database/?q=(page_size:-1)')).json().count).toBeGreaterThan(0);
  });

  it('refuses file databases when SIGHTLINE_ALLOW_FILE_DATABASES is off', async () => {
    const locked = await createTestApp({ SIGHTLINE_ALLOW_FILE_DATABASES: 'false' });
    try {
      const res = await client(locked.app, await tokenFor(locked.app)).post('/api/v1/database/', {
        database_name: 'f',
        sqlalchemy_uri: `sqlite:///${fixturePath}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message.sqlalchemy_uri[0]).toMatch(
        /cannot be used as a data source for security reasons/,
      );
    } finally {
      await locked.close();
    }
  });

  it('lets non-admins see only databases they were granted', async () => {
    const admin = await tokenFor(t.app);
    const gamma = await userWithRole(t, admin, 'gamma1', 'Gamma');
    expect((await gamma.api.get('/api/v1/database/')).json()).toMatchObject({
      count: 0,
      result: [],
    });
    const id = await createShop('granted');
    expect((await gamma.api.get(`/api/v1/database/${id}`)).statusCode).toBe(404);
    const alpha = await userWithRole(t, admin, 'alpha1', 'Alpha');
    expect((await alpha.api.get(`/api/v1/database/${id}`)).statusCode).toBe(200);
    // Grant database access to Gamma's role by a perm like Superset's "[name].(id:N)".
    const pvId = await t.ctx.roles.ensurePermissionView([
      'database_access',
      `[granted].(id:${id})`,
    ]);
    const gammaRole = (await t.ctx.roles.findByName('Gamma'))!;
    await t.ctx.roles.addPermissionViews(gammaRole.id, [pvId]);
    expect((await gamma.api.get('/api/v1/database/')).json().ids).toEqual([id]);
  });
});

describe('connections', () => {
  it('test_connection answers OK or a typed SIP-40 error', async () => {
    expect(
      (
        await api.post('/api/v1/database/test_connection/', {
          sqlalchemy_uri: `sqlite:///${fixturePath}`,
        })
      ).json(),
    ).toEqual({ message: 'OK' });
    const closed = await api.post('/api/v1/database/test_connection/', {
      sqlalchemy_uri: 'postgresql://u:p@127.0.0.1:1/db',
    });
    expect(closed.statusCode).toBe(422);
    const err = closed.json().errors[0];
    expect(err.error_type).toBe('CONNECTION_PORT_CLOSED_ERROR');
    expect(err.extra.engine_name).toBe('PostgreSQL');
    expect(err.extra.issue_codes[0].message).toMatch(/^Issue 1008 - /);
    const host = await api.post('/api/v1/database/test_connection/', {
      sqlalchemy_uri: 'mysql://u:p@no-such-host.invalid:3306/db',
    });
    expect(host.json().errors[0].error_type).toBe('CONNECTION_INVALID_HOSTNAME_ERROR');
  });

  it('lists available engines with their connection schemas', async () => {
    const engines = (await api.get('/api/v1/database/available/')).json().databases as {
      engine: string;
      parameters?: { properties: object };
    }[];
    expect(engines.map((e) => e.engine).sort()).toEqual([
      'duckdb',
      'mysql',
      'postgresql',
      'sqlite',
    ]);
    expect(
      Object.keys(engines.find((e) => e.engine === 'postgresql')!.parameters!.properties),
    ).toEqual(expect.arrayContaining(['host', 'port', 'username', 'password', 'database']));
  });

  it.runIf(PG_URL)('stores passwords encrypted and masks them in every response', async () => {
    const url = new URL(PG_URL);
    url.username = url.username || 'postgres';
    url.password = 's3cret-pass';
    const res = await api.post('/api/v1/database/', {
      database_name: 'pg-secret',
      sqlalchemy_uri: url.toString(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id;
    expect(res.body).not.toContain('s3cret-pass');
    expect(res.json().result.sqlalchemy_uri).toContain(':XXXXXXXXXX@');
    const conn = await api.get(`/api/v1/database/${id}/connection`);
    expect(conn.body).not.toContain('s3cret-pass');
    expect(conn.json().result).toMatchObject({
      backend: 'postgresql',
      parameters: { password: 'XXXXXXXXXX', host: url.hostname },
    });
    const row = await t.ctx.store.db
      .selectFrom('dbs')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain('s3cret-pass');
    expect(t.ctx.secretBox.decrypt(row.password!)).toBe('s3cret-pass');
    // Saving the masked URI back keeps the stored password.
    expect(
      (
        await api.put(`/api/v1/database/${id}`, {
          sqlalchemy_uri: conn.json().result.sqlalchemy_uri,
        })
      ).statusCode,
    ).toBe(200);
    const after = await t.ctx.store.db
      .selectFrom('dbs')
      .select('password')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(t.ctx.secretBox.decrypt(after.password!)).toBe('s3cret-pass');
    const c = new pg.Client({ connectionString: PG_URL });
    await c.connect();
    await c.end();
  });
});

describe('metadata browsing', () => {
  it('lists schemas and tables, describes a table and builds select_star', async () => {
    const id = await createShop('browse');
    expect((await api.get(`/api/v1/database/${id}/schemas/`)).json()).toEqual({ result: ['main'] });
    const tables = (await api.get(`/api/v1/database/${id}/tables/?q=(schema_name:main)`)).json();
    expect(tables).toEqual({
      count: 3,
      result: [
        { value: 'big_orders', type: 'view', extra: null },
        { value: 'customers', type: 'table', extra: null },
        { value: 'orders', type: 'table', extra: null },
      ],
    });
    const meta = (
      await api.get(`/api/v1/database/${id}/table_metadata/?name=orders&schema=main`)
    ).json();
    expect(meta.columns.map((c: { name: string }) => c.name)).toEqual([
      'id',
      'customer_id',
      'amount',
      'created_at',
      'is_paid',
      'note',
    ]);
    expect(meta.primaryKey.column_names).toEqual(['id']);
    expect(meta.foreignKeys[0]).toMatchObject({
      column_names: ['customer_id'],
      referred_table: 'customers',
      referred_columns: ['id'],
    });
    expect(meta.indexes.map((i: { name: string }) => i.name)).toContain('orders_customer_idx');
    expect(meta.selectStar).toMatch(/^SELECT "id",/);
    const missing = await api.get(`/api/v1/database/${id}/table_metadata/?name=nope&schema=main`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].error_type).toBe('TABLE_NOT_FOUND_ERROR');
    expect((await api.get(`/api/v1/database/${id}/table_metadata/`)).statusCode).toBe(422);
    expect((await api.get(`/api/v1/database/${id}/select_star/customers/`)).json().result).toBe(
      'SELECT "id",\n       "name",\n       "signup_date"\nFROM "customers"\nLIMIT 100',
    );
    expect((await api.get(`/api/v1/database/${id}/tables/?q=(force:!f)`)).statusCode).toBe(400);
  });

  it('refuses to delete a database with datasets', async () => {
    const id = await createShop('with-ds');
    expect(
      (await api.post('/api/v1/dataset/', { database: id, schema: 'main', table_name: 'orders' }))
        .statusCode,
    ).toBe(201);
    expect((await api.delete(`/api/v1/database/${id}`)).json()).toEqual({
      message: 'Cannot delete a database that has datasets attached',
    });
    const empty = await createShop('empty');
    expect((await api.delete(`/api/v1/database/${empty}`)).json()).toEqual({ message: 'OK' });
  });
});
