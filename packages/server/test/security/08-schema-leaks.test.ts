import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { duckdbEngine } from '../../src/engines/duckdb/duckdb-engine.ts';
import { parseUri } from '../../src/engines/uri.ts';
import { databasePerm, datasetPerm } from '../../src/security/builtin-roles.ts';
import { client, createTestApp, tokenFor, type TestApp } from '../test-app.ts';

// Issue #13 point 8: introspection (schemas, tables, table metadata, SELECT *, ...) needs access to
// the database, the schema or the table, as Superset checks it; a table outside it answers 404.

let t: TestApp;
let admin: ReturnType<typeof client>;
let dbId: number;
const as: Record<'table' | 'schema' | 'database' | 'none', ReturnType<typeof client>> = {} as never;
const file = join(mkdtempSync(join(tmpdir(), 'sl-08-')), 'wh.duckdb');

async function makeFile(): Promise<void> {
  const driver = await duckdbEngine.connect(parseUri(`duckdb:///${file}`));
  await driver.execute(`CREATE TABLE main.sales (id INTEGER, amount DOUBLE); CREATE TABLE main.costs (id INTEGER, secret_margin DOUBLE);
    CREATE SCHEMA hr; CREATE TABLE hr.salaries (name VARCHAR, salary DOUBLE)`);
  await driver.close();
}

async function userWith(
  name: string,
  pairs: [string, string][],
): Promise<ReturnType<typeof client>> {
  const roleId = await t.ctx.roles.create(`r08_${name}`);
  await t.ctx.roles.addPermissionViews(
    roleId,
    await Promise.all(pairs.map((p) => t.ctx.roles.ensurePermissionView(p))),
  );
  t.ctx.metaCache.clear();
  const gamma = (await t.ctx.roles.findByName('Gamma'))!.id;
  const res = await admin.post('/api/v1/security/users/', {
    username: `u08_${name}`,
    first_name: name,
    last_name: 'T',
    email: `u08_${name}@example.com`,
    password: 'password-123',
    roles: [gamma, roleId],
  });
  expect(res.statusCode, res.body).toBe(201);
  return client(t.app, await tokenFor(t.app, `u08_${name}`, 'password-123'));
}

beforeAll(async () => {
  await makeFile();
  t = await createTestApp();
  admin = client(t.app, await tokenFor(t.app));
  const db = await admin.post('/api/v1/database/', {
    database_name: 'wh08',
    sqlalchemy_uri: `duckdb:///${file}`,
  });
  expect(db.statusCode, db.body).toBe(201);
  dbId = db.json().id;
  const sales = await admin.post('/api/v1/dataset/', {
    database: dbId,
    schema: 'main',
    table_name: 'sales',
  });
  expect(sales.statusCode, sales.body).toBe(201);
  // A virtual dataset named like a table must not open that table.
  const virtual = await admin.post('/api/v1/dataset/', {
    database: dbId,
    schema: 'main',
    table_name: 'costs',
    sql: 'SELECT 1 AS x',
  });
  expect(virtual.statusCode, virtual.body).toBe(201);
  as.table = await userWith('table', [
    ['datasource_access', datasetPerm('wh08', 'sales', sales.json().id)],
    ['datasource_access', datasetPerm('wh08', 'costs', virtual.json().id)],
  ]);
  as.schema = await userWith('schema', [['schema_access', '[wh08].[hr]']]);
  as.database = await userWith('database', [['database_access', databasePerm('wh08', dbId)]]);
  // Before the fix any granted dataset (even a virtual one) opened the whole database's structure.
  as.none = await userWith('none', [
    ['datasource_access', datasetPerm('wh08', 'costs', virtual.json().id)],
  ]);
});
afterAll(async () => t.close());

const tables = async (who: keyof typeof as, schema: string) => {
  const res = await as[who].get(`/api/v1/database/${dbId}/tables/?q=(schema_name:${schema})`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().result as { value: string }[]).map((r) => r.value);
};
const status = async (who: keyof typeof as, url: string) =>
  (await as[who].get(`/api/v1/database/${dbId}${url}`)).statusCode;
const tableNotFound = {
  errors: [
    expect.objectContaining({
      message: 'Table not found on the database',
      error_type: 'TABLE_NOT_FOUND_ERROR',
    }),
  ],
};

describe('introspection with datasource access to one table', () => {
  it('lists only the schema and the table it may query', async () => {
    expect((await as.table.get(`/api/v1/database/${dbId}/schemas/`)).json()).toEqual({
      result: ['main'],
    });
    expect(await tables('table', 'main')).toEqual(['sales']);
    expect(await tables('table', 'hr')).toEqual([]);
  });

  it('describes that table and answers 404 for the others, on every table route', async () => {
    const meta = await as.table.get(
      `/api/v1/database/${dbId}/table_metadata/?name=sales&schema=main`,
    );
    expect(meta.statusCode, meta.body).toBe(200);
    expect(meta.json().columns.map((c: { name: string }) => c.name)).toEqual(['id', 'amount']);
    const costs = await as.table.get(
      `/api/v1/database/${dbId}/table_metadata/?name=costs&schema=main`,
    );
    expect(costs.statusCode).toBe(404);
    expect(costs.json()).toEqual(tableNotFound);
    expect(costs.body).not.toContain('secret_margin');
    expect(await status('table', '/table_metadata/?name=costs')).toBe(404);
    expect(await status('table', '/table_metadata/?name=salaries&schema=hr')).toBe(404);
    expect(await status('table', '/table/costs/main/')).toBe(404);
    expect(await status('table', '/table/sales/main/')).toBe(200);
    expect(await status('table', '/table_extra/costs/main/')).toBe(404);
    expect(await status('table', '/table_metadata/extra/?name=costs&schema=main')).toBe(404);
    const star = await as.table.get(`/api/v1/database/${dbId}/select_star/costs/main/`);
    expect(star.statusCode).toBe(404);
    expect(star.body).not.toContain('secret_margin');
    expect(await status('table', '/select_star/costs/')).toBe(404);
    expect(
      (await as.table.get(`/api/v1/database/${dbId}/select_star/sales/main/`)).json().result,
    ).toBe('SELECT "id",\n       "amount"\nFROM "main"."sales"\nLIMIT 100');
    expect(await status('table', '/function_names/')).toBe(200);
    expect(await status('table', '/catalogs/')).toBe(200);
  });
});

describe('introspection with schema access', () => {
  it('sees every table of the granted schema and nothing of the others', async () => {
    expect((await as.schema.get(`/api/v1/database/${dbId}/schemas/`)).json()).toEqual({
      result: ['hr'],
    });
    expect(await tables('schema', 'hr')).toEqual(['salaries']);
    expect(await tables('schema', 'main')).toEqual([]);
    expect(await status('schema', '/table_metadata/?name=salaries&schema=hr')).toBe(200);
    expect(await status('schema', '/table_metadata/?name=costs&schema=main')).toBe(404);
    expect(await status('schema', '/select_star/sales/main/')).toBe(404);
  });
});

describe('introspection without table access, and with database access', () => {
  it('hides the database from a user whose only grant is a virtual dataset of it', async () => {
    for (const url of [
      '/schemas/',
      '/tables/?q=(schema_name:main)',
      '/function_names/',
      '/catalogs/',
      '/select_star/sales/main/',
      '/table/sales/main/',
      '/schemas_access_for_file_upload/',
    ]) {
      expect(await status('none', url), url).toBe(404);
    }
    const meta = await as.none.get(
      `/api/v1/database/${dbId}/table_metadata/?name=costs&schema=main`,
    );
    expect(meta.statusCode).toBe(404);
    expect(meta.json().errors[0].error_type).toBe('DATABASE_NOT_FOUND_ERROR');
    // database_access still shows everything, as to an admin.
    expect((await as.database.get(`/api/v1/database/${dbId}/schemas/`)).json().result).toEqual([
      'hr',
      'main',
    ]);
    expect(await tables('database', 'main')).toEqual(['costs', 'sales']);
    expect(await status('database', '/table_metadata/?name=costs&schema=main')).toBe(200);
    expect(
      (await admin.get(`/api/v1/database/${dbId}/tables/?q=(schema_name:hr)`)).json().count,
    ).toBe(1);
  });
});
