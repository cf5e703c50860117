import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, tokenFor, userWithRole, type TestApp } from '../test-app.ts';

// Issue #13 point 2: only roles with can_write on Database (Admin) create, change, delete or test
// database connections, as in Superset; Alpha keeps reading them.

let t: TestApp;
let admin: ReturnType<typeof client>;
let alpha: Awaited<ReturnType<typeof userWithRole>>;
let dbId: number;
const file = join(mkdtempSync(join(tmpdir(), 'sl-02-')), 'shop.db');

beforeAll(async () => {
  t = await createTestApp();
  const adminToken = await tokenFor(t.app);
  admin = client(t.app, adminToken);
  alpha = await userWithRole(t, adminToken, 'alpha02', 'Alpha');
  const res = await admin.post('/api/v1/database/', {
    database_name: 'shop02',
    sqlalchemy_uri: `sqlite:///${file}`,
  });
  expect(res.statusCode, res.body).toBe(201);
  dbId = res.json().id;
});
afterAll(async () => t.close());

describe('database write rights', () => {
  it('refuses Alpha every database write: create, update (allow_dml), delete, test_connection, validate_parameters', async () => {
    const denied = { message: 'Forbidden' };
    const create = await alpha.api.post('/api/v1/database/', {
      database_name: 'alpha_db',
      sqlalchemy_uri: `sqlite:///${file}`,
    });
    expect(create.statusCode).toBe(403);
    expect(create.json()).toEqual(denied);
    expect(await t.ctx.databases.findByName('alpha_db')).toBeNull();

    const put = await alpha.api.put(`/api/v1/database/${dbId}`, { allow_dml: true });
    expect(put.statusCode).toBe(403);
    expect((await t.ctx.databases.findById(dbId))!.allowDml).toBe(false);

    expect((await alpha.api.delete(`/api/v1/database/${dbId}`)).statusCode).toBe(403);
    expect(await t.ctx.databases.findById(dbId)).not.toBeNull();

    const test = await alpha.api.post('/api/v1/database/test_connection/', {
      sqlalchemy_uri: `sqlite:///${file}`,
    });
    expect(test.statusCode).toBe(403);
    const validate = await alpha.api.post('/api/v1/database/validate_parameters/', {
      engine: 'postgresql',
      parameters: {},
    });
    expect(validate.statusCode).toBe(403);
    expect((await alpha.api.get(`/api/v1/database/${dbId}/connection`)).statusCode).toBe(403);
  });

  it('lets Alpha read databases, and reports only read permissions in _info', async () => {
    expect((await alpha.api.get(`/api/v1/database/${dbId}`)).json().result.database_name).toBe(
      'shop02',
    );
    const perms = (await alpha.api.get('/api/v1/database/_info')).json().permissions as string[];
    expect(perms).toContain('can_read');
    expect(perms).not.toContain('can_write');
    const alphaRole = (await t.ctx.roles.findByName('Alpha'))!;
    const pairs = (await t.ctx.users.rolesOf(alpha.id)).Alpha!;
    expect(alphaRole.name).toBe('Alpha');
    expect(
      pairs
        .filter(([, v]) => v === 'Database')
        .map(([p]) => p)
        .sort(),
    ).not.toContain('can_write');
  });

  it('lets Admin update and delete the same database', async () => {
    const put = await admin.put(`/api/v1/database/${dbId}`, { allow_dml: true });
    expect(put.statusCode, put.body).toBe(200);
    expect((await t.ctx.databases.findById(dbId))!.allowDml).toBe(true);
    expect((await admin.delete(`/api/v1/database/${dbId}`)).json()).toEqual({ message: 'OK' });
    expect(await t.ctx.databases.findById(dbId)).toBeNull();
  });
});
