import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import { client, createTestApp, tokenFor, type TestApp } from '../../../test/test-app.ts';

/** A test app with one SQLite database holding `sales` and `costs`, each registered as a dataset. */
export interface ChartFixture {
  t: TestApp;
  adminToken: string;
  api: ReturnType<typeof client>;
  dbId: number;
  salesId: number;
  costsId: number;
}

/** Builds the fixture used by the chart and explore route tests. */
export async function chartFixture(): Promise<ChartFixture> {
  const t = await createTestApp();
  const adminToken = await tokenFor(t.app);
  const api = client(t.app, adminToken);
  const file = join(mkdtempSync(join(tmpdir(), 'sl-chartfix-')), 'shop.db');
  const db = new Database(file);
  db.exec(`
    CREATE TABLE sales (id INTEGER PRIMARY KEY, region VARCHAR(20), amount DOUBLE, sold_at TIMESTAMP);
    INSERT INTO sales VALUES (1, 'EMEA', 10.5, '2024-01-01 10:00:00'), (2, 'APAC', 20, '2024-02-01 09:00:00'), (3, 'EMEA', 4, '2024-03-01 08:00:00');
    CREATE TABLE costs (id INTEGER PRIMARY KEY, item VARCHAR(20), cost DOUBLE);
  `);
  db.close();
  const dbRes = await api.post('/api/v1/database/', {
    database_name: 'shop',
    sqlalchemy_uri: `sqlite:///${file}`,
  });
  if (dbRes.statusCode !== 201) throw new Error(dbRes.body);
  const dbId = dbRes.json().id as number;
  const salesId = (
    await api.post('/api/v1/dataset/', { database: dbId, schema: 'main', table_name: 'sales' })
  ).json().id as number;
  const costsId = (
    await api.post('/api/v1/dataset/', { database: dbId, schema: 'main', table_name: 'costs' })
  ).json().id as number;
  return { t, adminToken, api, dbId, salesId, costsId };
}

/** Grants a role access to one dataset of the fixture database. */
export async function grantDataset(
  f: ChartFixture,
  role: string,
  table: string,
  datasetId: number,
): Promise<void> {
  const pv = await f.t.ctx.roles.ensurePermissionView([
    'datasource_access',
    `[shop].[${table}](id:${datasetId})`,
  ]);
  await f.t.ctx.roles.addPermissionViews((await f.t.ctx.roles.findByName(role))!.id, [pv]);
  f.t.ctx.metaCache.clear();
}
