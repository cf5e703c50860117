import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { zipSync } from 'fflate';
import { parse as parseYaml } from 'yaml';
// The same loader, database command and examples uuid as the server test of the Superset bundle, so
// both set the data up identically.
import {
  EXAMPLES_DATABASE_UUID,
  createDatabase,
  duckdbTarget,
  loadCurrentUser,
  loadDataDir,
} from '@sightline/server';
import type { RunningServer } from '@sightline/server';
import { ADMIN_PASSWORD, ADMIN_USERNAME, REPO_ROOT } from './server.ts';

/** The shared data folder beside the checkout: the example CSVs and Superset's example export. */
export const SHARED_DATA_DIR = join(REPO_ROOT, '../shared/data');
export const SUPERSET_EXAMPLES_DIR = join(SHARED_DATA_DIR, 'superset-examples');

/** The titles of the three dashboards of the bundle, and how many charts Featured Charts places. */
export const FEATURED_CHARTS = 'Featured Charts';
export const FEATURED_CHART_COUNT = 25;
export const SUPERSET_DASHBOARDS = [
  FEATURED_CHARTS,
  'Sales Dashboard',
  'Video Game Sales',
] as const;

/**
 * Loads sales.csv and video_game_sales.csv into a DuckDB file in the server's data dir, shaped as
 * Superset's example loader shapes them, and registers it as the `examples` database under Superset's
 * uuid, so that the bundle's datasets land on it. Run it on a server started without generated examples.
 */
export async function loadSupersetExampleData(server: RunningServer): Promise<void> {
  const { ctx } = server;
  const path = join(ctx.config.dataDir, 'superset-examples.duckdb');
  const target = await duckdbTarget(path);
  try {
    await loadDataDir(join(SHARED_DATA_DIR, 'examples'), target, {
      onlyFiles: ['sales.csv', 'video_game_sales.csv'],
    });
    await target.execute('ALTER TABLE sales RENAME TO cleaned_sales_data');
    // video_game_sales.year stays the integer of the CSV, as in Superset's examples database (its
    // dataset says BIGINT with python_date_format '%Y'); charts read it as year starts.
  } finally {
    await target.close();
  }
  const adminId = (await ctx.users.findForLogin(ADMIN_USERNAME))?.id;
  const admin = adminId ? await loadCurrentUser(ctx, adminId) : null;
  await createDatabase(
    ctx,
    {
      database_name: 'examples',
      uuid: EXAMPLES_DATABASE_UUID,
      sqlalchemy_uri: `duckdb:///${path}`,
    },
    admin,
    { skipTest: true, trusted: true },
  );
}

/** A ZIP of the bundle folder in Superset's export layout (every YAML under one root folder). */
export function zipSupersetExamples(
  dir = SUPERSET_EXAMPLES_DIR,
  root = 'assets_export',
): Uint8Array {
  const entries: Record<string, Uint8Array> = {};
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.ya?ml$/.test(name)) entries[`${root}/${relative(dir, p)}`] = readFileSync(p);
    }
  };
  walk(dir);
  return zipSync(entries);
}

/** Signs the admin in over the API and returns a bearer token. */
export async function adminToken(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/security/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD, provider: 'db' }),
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** Imports the bundle through POST /api/v1/assets/import/, as a user uploading Superset's export would. */
export async function importSupersetExamples(baseUrl: string, token: string): Promise<void> {
  const form = new FormData();
  form.append(
    'formData',
    new Blob([Buffer.from(zipSupersetExamples())], { type: 'application/zip' }),
    'assets_export.zip',
  );
  const res = await fetch(`${baseUrl}/api/v1/assets/import/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (res.status !== 200) throw new Error(`import failed: ${res.status} ${await res.text()}`);
}

/** The setup hook for startTestServer: data, database and the imported bundle. */
export async function setUpSupersetExamples(server: RunningServer): Promise<void> {
  await loadSupersetExampleData(server);
  const url = server.url.replace(/\/+$/, '');
  await importSupersetExamples(url, await adminToken(url));
}

/** A stored chart as the chart list returns it. */
export interface StoredChart {
  id: number;
  slice_name: string;
  viz_type: string;
}

/** A stored dashboard: id, title and the ids of the charts its layout places. */
export interface StoredDashboard {
  id: number;
  title: string;
  chartIds: number[];
}

async function getJson<T>(baseUrl: string, token: string, path: string): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Every stored chart, by name. */
export async function listCharts(baseUrl: string, token: string): Promise<StoredChart[]> {
  const q = encodeURIComponent(
    '(page_size:100,columns:!(id,slice_name,viz_type),order_column:slice_name,order_direction:asc)',
  );
  return (await getJson<{ result: StoredChart[] }>(baseUrl, token, `/api/v1/chart/?q=${q}`)).result;
}

/** A dashboard by title, with the chart ids its layout places (position_json CHART nodes). */
export async function findDashboard(
  baseUrl: string,
  token: string,
  title: string,
): Promise<StoredDashboard> {
  const q = encodeURIComponent(`(filters:!((col:dashboard_title,opr:eq,value:'${title}')))`);
  const id = (
    await getJson<{ result: { id: number }[] }>(baseUrl, token, `/api/v1/dashboard/?q=${q}`)
  ).result[0]?.id;
  if (id === undefined) throw new Error(`No dashboard ${title}`);
  const detail = (
    await getJson<{ result: { position_json: string | null } }>(
      baseUrl,
      token,
      `/api/v1/dashboard/${id}`,
    )
  ).result;
  const layout = JSON.parse(detail.position_json ?? '{}') as Record<
    string,
    { type?: string; meta?: { chartId?: number } }
  >;
  const chartIds = [
    ...new Set(
      Object.values(layout).flatMap((node) =>
        node?.type === 'CHART' && node.meta?.chartId ? [node.meta.chartId] : [],
      ),
    ),
  ];
  return { id, title, chartIds };
}

/** A chart file of the bundle (charts/<folder>/<name>.yaml). */
interface ChartFile {
  slice_name: string;
  viz_type: string;
  uuid: string;
  dataset_uuid: string;
  params: Record<string, unknown>;
}

/** The 48 chart files of the bundle. */
export function supersetChartFiles(dir = SUPERSET_EXAMPLES_DIR): ChartFile[] {
  const root = join(dir, 'charts');
  return readdirSync(root).flatMap((folder) =>
    readdirSync(join(root, folder)).map(
      (name) => parseYaml(readFileSync(join(root, folder, name), 'utf8')) as ChartFile,
    ),
  );
}

/**
 * Three pairs of chart files share a uuid, so an import (Superset's and ours) stores 45 charts: the
 * later file of each pair replaces the earlier. To render every one of the 48 files, the stored charts
 * with a unique uuid are kept and the six files of the shared uuids are saved as charts of their own
 * (through POST /api/v1/chart/, on the imported datasets).
 */
export async function everyChartFile(
  baseUrl: string,
  token: string,
  stored: StoredChart[],
): Promise<StoredChart[]> {
  const files = supersetChartFiles();
  const count = new Map<string, number>();
  for (const f of files) count.set(f.uuid, (count.get(f.uuid) ?? 0) + 1);
  const q = encodeURIComponent('(page_size:100,columns:!(id,uuid))');
  const uuids = new Map(
    (
      await getJson<{ result: { id: number; uuid: string }[] }>(
        baseUrl,
        token,
        `/api/v1/chart/?q=${q}`,
      )
    ).result.map((c) => [c.id, c.uuid]),
  );
  const unique = stored.filter((c) => count.get(uuids.get(c.id) ?? '') === 1);
  const datasets = (
    await getJson<{ result: { id: number; uuid: string }[] }>(
      baseUrl,
      token,
      `/api/v1/dataset/?q=${encodeURIComponent('(page_size:100,columns:!(id,uuid))')}`,
    )
  ).result;
  const saved: StoredChart[] = [];
  for (const file of files.filter((f) => (count.get(f.uuid) ?? 0) > 1)) {
    const dataset = datasets.find((d) => d.uuid === file.dataset_uuid);
    if (!dataset)
      throw new Error(`No imported dataset ${file.dataset_uuid} for ${file.slice_name}`);
    const res = await fetch(`${baseUrl}/api/v1/chart/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        slice_name: file.slice_name,
        viz_type: file.viz_type,
        datasource_id: dataset.id,
        datasource_type: 'table',
        params: JSON.stringify({ ...file.params, datasource: `${dataset.id}__table` }),
      }),
    });
    if (res.status !== 201)
      throw new Error(`saving ${file.slice_name} failed: ${res.status} ${await res.text()}`);
    saved.push({
      id: ((await res.json()) as { id: number }).id,
      slice_name: file.slice_name,
      viz_type: file.viz_type,
    });
  }
  return [...unique, ...saved];
}
