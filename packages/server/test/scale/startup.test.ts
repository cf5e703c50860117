import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { connectMetaStore, type MetaStore } from '../../src/meta/connect.ts';
import { BUILTIN_ROLES } from '../../src/security/builtin-roles.ts';
import { createTempPgDatabase, PG_URL } from '../pg-database.ts';
import { getJson, login, startProcesses, type ServerProcess } from './processes.ts';

const PASSWORD = 'startup-admin-password';
const SECRET = 'startup-test-secret-key-0123456789abcdef';
const ROLE_NAMES = Object.keys(BUILTIN_ROLES).sort();

let cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanups.reverse()) await fn();
  cleanups = [];
});

function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Starts `n` processes at once and registers their shutdown. */
async function startTogether(
  n: number,
  env: (i: number) => Record<string, string>,
): Promise<ServerProcess[]> {
  const procs = await startProcesses(n, env);
  cleanups.push(() => Promise.all(procs.map((p) => p.stop())).then(() => undefined));
  return procs;
}

/** Every process answers /health, logs the admin in and lists the same roles: the built-in ones. */
async function expectAllServe(procs: ServerProcess[]): Promise<void> {
  for (const p of procs) {
    expect((await fetch(`${p.url}/health`)).status, p.output()).toBe(200);
    const token = await login(p.url, 'admin', PASSWORD);
    const roles = await getJson<{ result: { name: string }[] }>(
      `${p.url}/api/v1/security/roles/?q=(page_size:100)`,
      token,
    );
    expect(roles.status).toBe(200);
    expect(roles.body.result.map((r) => r.name).sort()).toEqual(ROLE_NAMES);
  }
}

/** The store holds one admin, one row per built-in role, each with its permissions once, and no duplicate pair. */
async function expectCreatedOnce(store: MetaStore): Promise<void> {
  const admins = await store.db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(username)`, '=', 'admin')
    .execute();
  expect(admins).toHaveLength(1);
  const roles = await store.db.selectFrom('roles').select(['id', 'name']).execute();
  expect(roles.map((r) => r.name).sort()).toEqual(ROLE_NAMES);
  const adminRoles = await store.db
    .selectFrom('user_roles')
    .select('role_id')
    .where('user_id', '=', admins[0]!.id)
    .execute();
  expect(adminRoles.map((r) => Number(r.role_id))).toEqual([
    Number(roles.find((r) => r.name === 'Admin')!.id),
  ]);
  for (const role of roles) {
    const held = await store.db
      .selectFrom('role_permissions')
      .select('permission_view_id')
      .where('role_id', '=', role.id)
      .execute();
    expect(held.length, role.name).toBe(
      new Set(BUILTIN_ROLES[role.name]!.map((p) => p.join('|'))).size,
    );
  }
  const pairs = await store.db
    .selectFrom('permission_views')
    .select(['permission', 'view_menu'])
    .execute();
  expect(new Set(pairs.map((p) => `${p.permission}|${p.view_menu}`)).size).toBe(pairs.length);
}

/** A fresh PostgreSQL database for the metadata store, dropped after the test. */
async function freshPg(): Promise<{ url: string; store: MetaStore }> {
  const db = await createTempPgDatabase(PG_URL, 'sightline_startup');
  const store = connectMetaStore({ postgresUrl: db.url });
  cleanups.push(() => db.drop());
  cleanups.push(() => store.close());
  return { url: db.url, store };
}

const baseEnv = (dataDir: string, web: string): Record<string, string> => ({
  SIGHTLINE_DATA_DIR: dataDir,
  SIGHTLINE_WEB_DIST: web,
  SIGHTLINE_SECRET_KEY: SECRET,
  SIGHTLINE_ADMIN_PASSWORD: PASSWORD,
  SIGHTLINE_LOAD_EXAMPLES: 'false',
});

describe.skipIf(!PG_URL)(
  'processes started at the same instant on one PostgreSQL metadata store',
  () => {
    it('3 processes all come up and create the roles and the admin once', async () => {
      const { url, store } = await freshPg();
      const web = tempDir('sightline-web-');
      const procs = await startTogether(3, () => ({
        ...baseEnv(tempDir('sightline-data-'), web),
        SIGHTLINE_METADATA_URL: url,
      }));
      await expectAllServe(procs);
      await expectCreatedOnce(store);
    }, 90_000);

    it('3 processes with examples on: one generates and registers them, all come up', async () => {
      const { url, store } = await freshPg();
      const web = tempDir('sightline-web-');
      const dataDir = tempDir('sightline-data-');
      const procs = await startTogether(3, () => ({
        ...baseEnv(dataDir, web),
        SIGHTLINE_METADATA_URL: url,
        SIGHTLINE_LOAD_EXAMPLES: 'true',
        SIGHTLINE_EXAMPLES_SALES_ROWS: '500',
      }));
      await expectAllServe(procs);
      await expectCreatedOnce(store);
      const dbs = await store.db.selectFrom('dbs').select(['id', 'database_name']).execute();
      expect(dbs.map((d) => d.database_name)).toEqual(['examples']);
      const datasets = await store.db.selectFrom('datasets').select('table_name').execute();
      expect(datasets.map((d) => d.table_name).sort()).toEqual([
        'countries',
        'daily_metrics',
        'flows',
        'sales',
      ]);
      expect(procs.filter((p) => p.output().includes('Generated example data'))).toHaveLength(1);
      // DuckDB lets one process open the file: the others come up and say who serves it (issue #15 point 5).
      const others = procs.filter((p) => !p.output().includes('Generated example data'));
      for (const p of others)
        expect(p.output()).toMatch(
          /examples database file .* is held by another Sightline process/,
        );
    }, 90_000);
  },
);

describe('processes started at the same instant on one SQLite data dir', () => {
  it('2 processes all come up and create the roles and the admin once', async () => {
    const dataDir = tempDir('sightline-data-');
    const web = tempDir('sightline-web-');
    const procs = await startTogether(2, () => baseEnv(dataDir, web));
    await expectAllServe(procs);
    const store = connectMetaStore({ sqlitePath: join(dataDir, 'sightline.db') });
    cleanups.push(() => store.close());
    await expectCreatedOnce(store);
  }, 90_000);
});
