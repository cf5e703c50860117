import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'libsql';
import { loadConfig } from '../../src/config.ts';
import { startServer, type RunningServer } from '../../src/server.ts';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const WEB = join(REPO, 'packages/web');
const INPUTS = [
  'packages/web/src',
  'packages/web/index.html',
  'packages/core/src',
  'packages/viz/src',
];

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(s.mtimeMs, ...readdirSync(path).map((e) => newest(join(path, e))));
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** Whether `dir` holds a build newer than every web input. */
function isFresh(dir: string): boolean {
  const index = join(dir, 'index.html');
  if (!existsSync(index)) return false;
  return statSync(index).mtimeMs > Math.max(...INPUTS.map((p) => newest(join(REPO, p))));
}

/**
 * The built web app the renders open: SIGHTLINE_WEB_DIST when it holds a build; packages/web/dist
 * when it is fresh (the e2e project's global setup builds it before any test file runs); else a
 * private build in the temp dir, made once under a lock (two files of this folder may ask at once)
 * and moved into place whole, so nobody reads a half-written build.
 */
export function privateWebBuild(): string {
  const given = process.env.SIGHTLINE_WEB_DIST;
  if (given && existsSync(join(given, 'index.html'))) return given;
  if (isFresh(join(WEB, 'dist'))) return join(WEB, 'dist');
  const dir = join(tmpdir(), 'sightline-screenshots-web');
  const lock = `${dir}.lock`;
  for (;;) {
    if (isFresh(dir)) return dir;
    try {
      mkdirSync(lock);
      break;
    } catch {
      // Another file is building; a lock older than 5 minutes was left by a dead run.
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 300_000)
        rmSync(lock, { recursive: true, force: true });
      sleep(1000);
    }
  }
  try {
    if (isFresh(dir)) return dir;
    const building = `${dir}.${process.pid}`;
    execFileSync(
      'npx',
      ['vite', 'build', '--outDir', building, '--emptyOutDir', '--logLevel', 'warn'],
      // NODE_ENV=test (set by Vitest) would give React's development build.
      { cwd: WEB, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
    );
    rmSync(dir, { recursive: true, force: true });
    renameSync(building, dir);
    return dir;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** A listening server on a fresh data dir, with a small SQLite database of sales by region. */
export interface RenderFixture {
  server: RunningServer;
  url: string;
  token: string;
  api(method: string, path: string, body?: unknown, token?: string): Promise<Response>;
  dbId: number;
  salesId: number;
  close(): Promise<void>;
}

export async function renderFixture(): Promise<RenderFixture> {
  const dist = privateWebBuild();
  const dataDir = mkdtempSync(join(tmpdir(), 'sightline-shots-'));
  const server = await startServer(
    loadConfig({
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      SIGHTLINE_DATA_DIR: dataDir,
      SIGHTLINE_ADMIN_PASSWORD: 'admin-shots-pw',
      SIGHTLINE_LOAD_EXAMPLES: 'false',
      SIGHTLINE_WEB_DIST: dist,
      SIGHTLINE_LOG_LEVEL: 'silent',
    }),
    () => undefined,
  );
  const url = server.url;
  const login = await fetch(`${url}/api/v1/security/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin-shots-pw', provider: 'db' }),
  });
  const token = ((await login.json()) as { access_token: string }).access_token;
  const api = (method: string, path: string, body?: unknown, as = token) =>
    fetch(`${url}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        authorization: `Bearer ${as}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const file = join(mkdtempSync(join(tmpdir(), 'sightline-shots-db-')), 'shop.db');
  const db = new Database(file);
  db.exec(`
    CREATE TABLE sales (id INTEGER PRIMARY KEY, region VARCHAR(20), amount DOUBLE);
    INSERT INTO sales VALUES (1, 'EMEA', 10.5), (2, 'APAC', 20), (3, 'EMEA', 4), (4, 'AMER', 14);
  `);
  db.close();
  const dbRes = await api('POST', '/api/v1/database/', {
    database_name: 'shop',
    sqlalchemy_uri: `sqlite:///${file}`,
  });
  if (dbRes.status !== 201) throw new Error(await dbRes.text());
  const dbId = ((await dbRes.json()) as { id: number }).id;
  const ds = await api('POST', '/api/v1/dataset/', {
    database: dbId,
    schema: 'main',
    table_name: 'sales',
  });
  const salesId = ((await ds.json()) as { id: number }).id;
  return {
    server,
    url,
    token,
    api,
    dbId,
    salesId,
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Saves a chart on the sales dataset; returns its id. */
export async function saveChart(
  f: RenderFixture,
  name: string,
  vizType: string,
  params: Record<string, unknown>,
): Promise<number> {
  const res = await f.api('POST', '/api/v1/chart/', {
    slice_name: name,
    viz_type: vizType,
    datasource_id: f.salesId,
    datasource_type: 'table',
    params: JSON.stringify({ viz_type: vizType, datasource: `${f.salesId}__table`, ...params }),
  });
  if (res.status !== 201) throw new Error(await res.text());
  return ((await res.json()) as { id: number }).id;
}

const chartNode = (id: number, parents: string[]) => ({
  id: `CHART-${id}`,
  type: 'CHART',
  children: [],
  parents,
  meta: { chartId: id, width: 6, height: 50 },
});

/** A layout with the charts side by side in one row, or (tabs) one tab per chart. */
export function layoutOf(chartIds: number[], tabs = false): Record<string, unknown> {
  const nodes: Record<string, unknown> = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: [tabs ? 'TABS-1' : 'GRID_ID'], parents: [] },
  };
  if (!tabs) {
    nodes.GRID_ID = { id: 'GRID_ID', type: 'GRID', children: ['ROW-1'], parents: ['ROOT_ID'] };
    nodes['ROW-1'] = {
      id: 'ROW-1',
      type: 'ROW',
      children: chartIds.map((id) => `CHART-${id}`),
      parents: ['ROOT_ID', 'GRID_ID'],
      meta: { background: 'BACKGROUND_TRANSPARENT' },
    };
    for (const id of chartIds)
      nodes[`CHART-${id}`] = chartNode(id, ['ROOT_ID', 'GRID_ID', 'ROW-1']);
    return nodes;
  }
  nodes['TABS-1'] = {
    id: 'TABS-1',
    type: 'TABS',
    children: chartIds.map((_, i) => `TAB-${i + 1}`),
    parents: ['ROOT_ID'],
    meta: {},
  };
  chartIds.forEach((id, i) => {
    const tab = `TAB-${i + 1}`;
    const row = `ROW-T${i + 1}`;
    nodes[tab] = {
      id: tab,
      type: 'TAB',
      children: [row],
      parents: ['ROOT_ID', 'TABS-1'],
      meta: { text: `Tab ${i + 1}` },
    };
    nodes[row] = {
      id: row,
      type: 'ROW',
      children: [`CHART-${id}`],
      parents: ['ROOT_ID', 'TABS-1', tab],
      meta: { background: 'BACKGROUND_TRANSPARENT' },
    };
    nodes[`CHART-${id}`] = chartNode(id, ['ROOT_ID', 'TABS-1', tab, row]);
  });
  return nodes;
}

const dashboardsOf = new Map<number, number[]>();

/** Saves a published dashboard holding the charts; returns its id. */
export async function saveDashboard(
  f: RenderFixture,
  title: string,
  chartIds: number[],
  tabs = false,
): Promise<number> {
  const res = await f.api('POST', '/api/v1/dashboard/', {
    dashboard_title: title,
    published: true,
    position_json: JSON.stringify(layoutOf(chartIds, tabs)),
  });
  if (res.status !== 201) throw new Error(await res.text());
  const id = ((await res.json()) as { id: number }).id;
  // Charts join a dashboard through their `dashboards` link (Superset's dashboard_slices).
  for (const chartId of chartIds) {
    const linked = [...(dashboardsOf.get(chartId) ?? []), id];
    dashboardsOf.set(chartId, linked);
    await f.api('PUT', `/api/v1/chart/${chartId}`, { dashboards: linked });
  }
  return id;
}
