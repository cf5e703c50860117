import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stableJson } from '../../src/commands/dashboard/dashboard-permalink.ts';
import { uuidFromName } from '../../src/meta/repos/key-value-repo.ts';
import { createTempPgDatabase, PG_URL } from '../pg-database.ts';
import { client, createTestApp, tokenFor, userWithRole, type TestApp } from '../test-app.ts';
import { LegacyHashids } from './07-legacy-hashids.ts';

// Issue #13 point 7: `kv:8` read another user's SQL Lab permalink. Permalink keys are now random
// (128 bits, url-safe), the old id-derived forms answer 404, and a read re-checks access to what the
// permalink points at. Run on both metadata stores, as the key lives in a column added by a migration.
describe.each([
  ['SQLite metadata', false],
  ...(PG_URL ? [['PostgreSQL metadata', true] as const] : []),
] as const)('permalinks (%s)', (_name, onPg) => {
  let t: TestApp;
  let admin: ReturnType<typeof client>;
  let adminToken: string;
  let dropPg: (() => Promise<void>) | undefined;
  let dbId = 0;
  let salesId = 0;
  let dashboardId = 0;

  beforeAll(async () => {
    const env: Record<string, string> = {};
    if (onPg) {
      const pg = await createTempPgDatabase(PG_URL, 'sl_sec07');
      env.SIGHTLINE_METADATA_URL = pg.url;
      dropPg = pg.drop;
    }
    t = await createTestApp(env);
    adminToken = await tokenFor(t.app);
    admin = client(t.app, adminToken);
    const file = join(mkdtempSync(join(tmpdir(), 'sl-sec07-')), 'shop.db');
    const db = new Database(file);
    db.exec(
      `CREATE TABLE sales (id INTEGER PRIMARY KEY, region VARCHAR(20)); INSERT INTO sales VALUES (1, 'EMEA');`,
    );
    db.close();
    dbId = (
      await admin.post('/api/v1/database/', {
        database_name: 'shop',
        sqlalchemy_uri: `sqlite:///${file}`,
      })
    ).json().id;
    salesId = (
      await admin.post('/api/v1/dataset/', { database: dbId, schema: 'main', table_name: 'sales' })
    ).json().id;
    dashboardId = (await admin.post('/api/v1/dashboard/', { dashboard_title: 'Private' })).json()
      .id;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await dropPg?.();
  });

  const sqllabState = () => ({
    dbId,
    name: 'Mine',
    sql: 'SELECT secret FROM payroll',
    schema: 'main',
    autorun: false,
  });
  const exploreState = () => ({ formData: { datasource: `${salesId}__table`, viz_type: 'table' } });
  const dashboardState = { activeTabs: ['TAB-1'], urlParams: [['standalone', '1']] };

  /** Creates one permalink of each kind; returns their keys and read URLs. */
  async function createAll() {
    const sqllab = (await admin.post('/api/v1/sqllab/permalink', sqllabState())).json()
      .key as string;
    const explore = (await admin.post('/api/v1/explore/permalink', exploreState())).json()
      .key as string;
    const dashboard = (
      await admin.post(`/api/v1/dashboard/${dashboardId}/permalink`, dashboardState)
    ).json().key as string;
    return [
      {
        resource: 'sqllab_permalink',
        key: sqllab,
        url: (k: string) => `/api/v1/sqllab/permalink/${k}`,
      },
      {
        resource: 'explore_permalink',
        key: explore,
        url: (k: string) => `/api/v1/explore/permalink/${k}`,
      },
      {
        resource: 'dashboard_permalink',
        key: dashboard,
        url: (k: string) => `/api/v1/dashboard/permalink/${k}`,
      },
    ];
  }

  /** The id of the newest row of a resource (the permalink just made), found without its key. */
  const newestIdOf = async (resource: string) =>
    Number(
      (
        await t.ctx.store.db
          .selectFrom('key_value')
          .select('id')
          .where('resource', '=', resource)
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow()
      ).id,
    );

  /** The salt the Hashids keys were made with before migration 0006 (stored per resource on first use). */
  async function legacySalt(resource: string): Promise<string> {
    const uuid = uuidFromName(`${resource}_salt`);
    const row = await t.ctx.store.db
      .selectFrom('key_value')
      .select('value')
      .where('resource', '=', 'app')
      .where('uuid', '=', uuid)
      .executeTakeFirst();
    if (row) return JSON.parse(row.value) as string;
    const salt = `legacy-salt-${resource}`;
    await t.ctx.store.db
      .insertInto('key_value')
      .values({
        uuid,
        resource: 'app',
        value: JSON.stringify(salt),
        created_on: '2024-01-01T00:00:00',
        created_by_fk: null,
        changed_on: null,
        changed_by_fk: null,
        expires_on: null,
      })
      .execute();
    return salt;
  }

  it('keys explore, dashboard and SQL Lab permalinks with 128 random url-safe bits kept in the row', async () => {
    const first = await createAll();
    for (const { resource, key, url } of first) {
      expect(key, resource).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(Buffer.from(key, 'base64url')).toHaveLength(16);
      const row = await t.ctx.store.db
        .selectFrom('key_value')
        .select(['resource', 'permalink_key'])
        .where('permalink_key', '=', key)
        .executeTakeFirstOrThrow();
      expect(row.resource).toBe(resource);
      expect((await admin.get(url(key))).statusCode, resource).toBe(200);
    }
    expect((await admin.get(first[0]!.url(first[0]!.key))).json()).toEqual(sqllabState());
    // Two links to the same SQL are two unrelated keys.
    const again = (await admin.post('/api/v1/sqllab/permalink', sqllabState())).json()
      .key as string;
    expect(again).not.toBe(first[0]!.key);
    expect(again).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('refuses kv:<id> and Hashids of the row id (the old, countable forms) with 404', async () => {
    for (const { resource, url } of await createAll()) {
      const id = await newestIdOf(resource);
      const hashid = new LegacyHashids(await legacySalt(resource), 11).encode(id);
      for (const old of [`kv:${id}`, hashid]) {
        const res = await admin.get(url(old));
        expect(res.statusCode, `${resource} ${old}`).toBe(404);
        expect(res.json()).toEqual({ message: 'Not found' });
      }
    }
    // Walking the ids finds nothing, whoever asks.
    const maxId = Number(
      (
        await t.ctx.store.db
          .selectFrom('key_value')
          .select((eb) => eb.fn.max('id').as('m'))
          .executeTakeFirstOrThrow()
      ).m,
    );
    for (let id = 1; id <= maxId; id += 1)
      expect((await admin.get(`/api/v1/sqllab/permalink/kv:${id}`)).statusCode).toBe(404);
    for (const junk of ['A'.repeat(22), 'x'.repeat(90), '%00', 'kv:99999999999']) {
      expect((await admin.get(`/api/v1/sqllab/permalink/${junk}`)).statusCode, junk).toBe(404);
    }
  });

  it('keeps a SQL Lab permalink from users who may not query its database', async () => {
    const key = (await admin.post('/api/v1/sqllab/permalink', sqllabState())).json().key as string;
    const gamma = await userWithRole(t, adminToken, `sec07_gamma_${onPg ? 'pg' : 'lite'}`, 'Gamma');
    const roleIds = ['Gamma', 'sql_lab'];
    const roles = await Promise.all(
      roleIds.map(async (n) => (await t.ctx.roles.findByName(n))!.id),
    );
    await t.ctx.users.setRoles(gamma.id, roles);
    t.ctx.metaCache.clear();
    expect((await gamma.api.get(`/api/v1/sqllab/permalink/${key}`)).json()).toEqual({
      message: 'Not found',
    });
    const made = await gamma.api.post('/api/v1/sqllab/permalink', sqllabState());
    expect(made.statusCode).toBe(403);
    expect(made.json().errors[0].error_type).toBe('DATABASE_SECURITY_ACCESS_ERROR');
    // The other permalink kinds still check what they point at.
    const [, explore, dashboard] = await createAll();
    expect((await gamma.api.get(explore!.url(explore!.key))).statusCode).toBe(403);
    expect((await gamma.api.get(dashboard!.url(dashboard!.key))).statusCode).toBe(404);
    // Access to the database opens the shared link.
    const grant = await t.ctx.roles.create(`shop_access_${onPg ? 'pg' : 'lite'}`);
    await t.ctx.roles.setPermissionViews(grant, [
      await t.ctx.roles.ensurePermissionView(['database_access', `[shop].(id:${dbId})`]),
    ]);
    await t.ctx.users.setRoles(gamma.id, [...roles, grant]);
    t.ctx.metaCache.clear();
    const shared = await gamma.api.get(`/api/v1/sqllab/permalink/${key}`);
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json()).toEqual(sqllabState());
  });

  it('gives a dashboard state indexed under an old-form key a new random key', async () => {
    const state = { activeTabs: ['TAB-old'] };
    const uuid = (await admin.get(`/api/v1/dashboard/${dashboardId}`)).json().result.uuid as string;
    const oldKey = new LegacyHashids(await legacySalt('dashboard_permalink'), 11).encode(1);
    const indexUuid = uuidFromName(`dashboard_permalink:1:${uuid}:${stableJson(state)}`);
    await t.ctx.store.db
      .insertInto('key_value')
      .values({
        uuid: indexUuid,
        resource: 'dashboard_permalink_index',
        value: JSON.stringify(oldKey),
        created_on: '2024-01-01T00:00:00',
        created_by_fk: 1,
        changed_on: null,
        changed_by_fk: null,
        expires_on: null,
      })
      .execute();
    const key = (await admin.post(`/api/v1/dashboard/${dashboardId}/permalink`, state)).json()
      .key as string;
    expect(key).not.toBe(oldKey);
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect((await admin.get(`/api/v1/dashboard/permalink/${key}`)).json()).toEqual({
      dashboardId: uuid,
      state,
    });
    expect((await admin.post(`/api/v1/dashboard/${dashboardId}/permalink`, state)).json().key).toBe(
      key,
    );
  });
});
