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
  // Generous: under a loaded CI each process compiles the server (tsx) before it listens.
  const procs = await startProcesses(n, env, 240_000);
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

/** Chart data of the examples `sales` dataset through one process: total sales per region. */
async function salesByRegion(url: string): Promise<[string, number][]> {
  const token = await login(url, 'admin', PASSWORD);
  const list = await getJson<{ ids: number[] }>(
    `${url}/api/v1/dataset/?q=(filters:!((col:table_name,opr:eq,value:sales)))`,
    token,
  );
  const res = await fetch(`${url}/api/v1/chart/data`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      datasource: { id: list.body.ids[0], type: 'table' },
      queries: [
        {
          columns: ['region'],
          metrics: [
            {
              expressionType: 'SQL',
              sqlExpression: 'ROUND(CAST(SUM(sales) AS NUMERIC), 2)',
              label: 'total',
            },
          ],
          orderby: [['region', true]],
          row_limit: 100,
        },
      ],
      result_format: 'json',
      result_type: 'full',
    }),
  });
  const text = await res.text();
  expect(res.status, text).toBe(200);
  const body = JSON.parse(text) as { result: { data: { region: string; total: number }[] }[] };
  return body.result[0]!.data.map((r) => [r.region, Number(r.total)]);
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
    }, 300_000);

    it('3 processes with examples on: one writes them to PostgreSQL, all 3 answer the same sums', async () => {
      const { url, store } = await freshPg();
      const web = tempDir('sightline-web-');
      const procs = await startTogether(3, () => ({
        ...baseEnv(tempDir('sightline-data-'), web),
        SIGHTLINE_METADATA_URL: url,
        SIGHTLINE_LOAD_EXAMPLES: 'true',
        SIGHTLINE_EXAMPLES_SALES_ROWS: '2000',
      }));
      await expectAllServe(procs);
      await expectCreatedOnce(store);
      const dbs = await store.db
        .selectFrom('dbs')
        .select(['database_name', 'sqlalchemy_uri', 'backend'])
        .execute();
      expect(dbs).toHaveLength(1);
      expect(dbs[0]).toMatchObject({ database_name: 'examples', backend: 'postgresql' });
      // Registered with the read-only examples role, its password stored encrypted, not in the URI.
      expect(dbs[0]!.sqlalchemy_uri).toMatch(/^postgresql:\/\/[a-z0-9_]+_examples_reader@/);
      const datasets = await store.db
        .selectFrom('datasets')
        .select(['schema', 'table_name'])
        .execute();
      // The generated tables, and the virtual datasets of the example charts (examples/dashboards/).
      expect(datasets.map((d) => `${d.schema}.${d.table_name}`).sort()).toEqual([
        'examples.countries',
        'examples.country_sales_locations',
        'examples.daily_metrics',
        'examples.flows',
        'examples.marketing_campaigns',
        'examples.sales',
        'examples.us_sales_by_state',
        'examples.world_regions',
      ]);
      expect(procs.filter((p) => p.output().includes('Generated example data'))).toHaveLength(1);
      // The example dashboards and charts too are created once, by the process that made the data.
      const dashboards = await store.db
        .selectFrom('dashboards')
        .select('dashboard_title')
        .execute();
      expect(dashboards.map((d) => d.dashboard_title).sort()).toEqual([
        'Chart gallery',
        'Sales overview',
        'World & flows',
      ]);
      const charts = await store.db.selectFrom('slices').select('uuid').execute();
      expect(new Set(charts.map((c) => c.uuid)).size).toBe(charts.length);
      expect(procs.filter((p) => /Created 3 example dashboards/.test(p.output()))).toHaveLength(1);
      for (const p of procs) expect(p.output()).not.toMatch(/Warning: the examples/);
      const expected = await sql<{ region: string; total: number }>`
        SELECT region, round(sum(sales)::numeric, 2)::float8 AS total
        FROM examples.sales GROUP BY region ORDER BY region`.execute(store.db);
      expect(expected.rows.length).toBeGreaterThan(1);
      for (const p of procs)
        expect(await salesByRegion(p.url), p.output()).toEqual(
          expected.rows.map((r) => [r.region, r.total]),
        );
    }, 300_000);
  },
);

describe('processes started at the same instant on one SQLite data dir', () => {
  it('2 processes with examples on: both read the one DuckDB file (read-only, relative path)', async () => {
    const dataDir = tempDir('sightline-data-');
    const web = tempDir('sightline-web-');
    const procs = await startTogether(2, () => ({
      ...baseEnv(dataDir, web),
      SIGHTLINE_LOAD_EXAMPLES: 'true',
      SIGHTLINE_EXAMPLES_SALES_ROWS: '2000',
    }));
    await expectAllServe(procs);
    const store = connectMetaStore({ sqlitePath: join(dataDir, 'sightline.db') });
    cleanups.push(() => store.close());
    const dbs = await store.db.selectFrom('dbs').select(['sqlalchemy_uri']).execute();
    expect(dbs.map((d) => d.sqlalchemy_uri)).toEqual([
      'duckdb:///examples.duckdb?access_mode=read_only',
    ]);
    const [first, second] = [
      await salesByRegion(procs[0]!.url),
      await salesByRegion(procs[1]!.url),
    ];
    expect(first.length).toBeGreaterThan(1);
    expect(second).toEqual(first);
    for (const p of procs) expect(p.output()).not.toMatch(/Warning: the examples/);
  }, 300_000);

  it('2 processes all come up and create the roles and the admin once', async () => {
    const dataDir = tempDir('sightline-data-');
    const web = tempDir('sightline-web-');
    const procs = await startTogether(2, () => baseEnv(dataDir, web));
    await expectAllServe(procs);
    const store = connectMetaStore({ sqlitePath: join(dataDir, 'sightline.db') });
    cleanups.push(() => store.close());
    await expectCreatedOnce(store);
  }, 300_000);
});
