import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import Database from 'libsql';
import { parse as parseYaml } from 'yaml';
import { multipartUpload, zipBundle } from '../bundle.ts';
import { client, createTestApp, tokenFor, userWithRole, type TestApp } from '../test-app.ts';

type Api = ReturnType<typeof client>;

/**
 * An app where an admin owns a chart, a dashboard and a saved query on a SQLite warehouse, and a
 * Gamma user reads the `sales` dataset and owns a chart of its own.
 */
export interface AssetsFixture {
  t: TestApp;
  admin: Api;
  adminToken: string;
  gamma: { id: number; token: string; api: Api };
  /** A SQL Lab user with no grant on the warehouse: saved queries, but not the admin's. */
  sqlLab: { id: number; token: string; api: Api };
  dbId: number;
  salesId: number;
  costsId: number;
  adminChartId: number;
  gammaChartId: number;
  adminDashboardId: number;
  adminQueryId: number;
}

const created = (res: { statusCode: number; body: string; json(): { id: number } }): number => {
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json().id;
};

/** Gives a built-in role one permission (e.g. datasource_access on a dataset). */
export async function grant(
  t: TestApp,
  role: string,
  permission: string,
  view: string,
): Promise<void> {
  const pv = await t.ctx.roles.ensurePermissionView([permission, view]);
  await t.ctx.roles.addPermissionViews((await t.ctx.roles.findByName(role))!.id, [pv]);
  t.ctx.metaCache.clear();
}

export async function assetsFixture(env: Record<string, string> = {}): Promise<AssetsFixture> {
  const t = await createTestApp(env);
  const adminToken = await tokenFor(t.app);
  const admin = client(t.app, adminToken);
  const file = join(mkdtempSync(join(tmpdir(), 'sl-sec04-')), 'shop.db');
  const wh = new Database(file);
  wh.exec(`CREATE TABLE sales (id INTEGER PRIMARY KEY, region VARCHAR(20), amount DOUBLE);
    CREATE TABLE costs (id INTEGER PRIMARY KEY, item VARCHAR(20), cost DOUBLE);`);
  wh.close();
  const dbId = created(
    await admin.post('/api/v1/database/', {
      database_name: 'shop',
      sqlalchemy_uri: `sqlite:///${file}`,
    }),
  );
  const salesId = created(
    await admin.post('/api/v1/dataset/', { database: dbId, schema: 'main', table_name: 'sales' }),
  );
  const costsId = created(
    await admin.post('/api/v1/dataset/', { database: dbId, schema: 'main', table_name: 'costs' }),
  );
  await grant(t, 'Gamma', 'datasource_access', `[shop].[sales](id:${salesId})`);
  const gamma = await userWithRole(t, adminToken, 'gamma_sec04', 'Gamma');
  const sqlLab = await userWithRole(t, adminToken, 'sqllab_sec04', 'sql_lab');
  const chart = (api: Api, name: string, datasourceId = salesId) =>
    api.post('/api/v1/chart/', {
      slice_name: name,
      viz_type: 'table',
      datasource_id: datasourceId,
      datasource_type: 'table',
      params: '{"viz_type":"table"}',
    });
  const adminChartId = created(await chart(admin, 'Admin chart'));
  const gammaChartId = created(await chart(gamma.api, 'Gamma chart'));
  const position = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['CHART-a'], parents: ['ROOT_ID'] },
    'CHART-a': {
      id: 'CHART-a',
      type: 'CHART',
      children: [],
      parents: ['ROOT_ID', 'GRID_ID'],
      meta: { chartId: adminChartId, width: 4, height: 50 },
    },
  };
  const adminDashboardId = created(
    await admin.post('/api/v1/dashboard/', {
      dashboard_title: 'Admin board',
      position_json: JSON.stringify(position),
      published: true,
    }),
  );
  const adminQueryId = created(
    await admin.post('/api/v1/saved_query/', {
      db_id: dbId,
      label: 'Admin query',
      schema: 'main',
      sql: 'SELECT 1',
    }),
  );
  return {
    t,
    admin,
    adminToken,
    gamma,
    sqlLab,
    dbId,
    salesId,
    costsId,
    adminChartId,
    gammaChartId,
    adminDashboardId,
    adminQueryId,
  };
}

/** An export bundle's documents by path below its root folder. */
export async function exportedFiles(
  api: Api,
  resource: string,
  ids: number[],
): Promise<Record<string, Record<string, unknown>>> {
  const res = await api.get(`/api/v1/${resource}/export/?q=!(${ids.join(',')})`);
  if (res.statusCode !== 200) throw new Error(`export failed: ${res.statusCode} ${res.body}`);
  const out: Record<string, Record<string, unknown>> = {};
  for (const [name, data] of Object.entries(unzipSync(res.rawPayload))) {
    out[name.split('/').slice(1).join('/')] = parseYaml(new TextDecoder().decode(data)) as Record<
      string,
      unknown
    >;
  }
  return out;
}

/** POSTs a bundle to an import route as the token's user. */
export function importBundle(
  t: TestApp,
  token: string,
  resource: string,
  files: Record<string, unknown>,
  fields: Record<string, string> = {},
) {
  const { payload, headers } = multipartUpload(zipBundle(files), fields);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/${resource}/import/`,
    payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
}

/** The one file of a bundle under a folder. */
export function onlyFile(
  files: Record<string, Record<string, unknown>>,
  folder: string,
): [string, Record<string, unknown>] {
  const found = Object.entries(files).filter(([p]) => p.startsWith(`${folder}/`));
  if (found.length !== 1) throw new Error(`expected one ${folder} file, got ${found.length}`);
  return found[0]!;
}
