import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import Database from 'libsql';
import { databasePerm, datasetPerm } from '../../src/security/builtin-roles.ts';
import { createTestApp, tokenFor, type TestApp } from '../test-app.ts';

/** The matrix's columns: who calls. alphaA owns the fixtures; alphaB is an Alpha who owns none of them. */
export const WHO = ['anon', 'gamma', 'alphaA', 'alphaB', 'sqllab', 'admin'] as const;
export type Who = (typeof WHO)[number];

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One user's HTTP client: a bearer token (none for anon) and the async-token cookie the server hands out. */
export interface Caller {
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  put(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  delete(url: string): Promise<LightMyRequestResponse>;
  /** multipart/form-data with JSON-encoded values, as SQL Lab's tab-state views take them. */
  form(
    method: Method,
    url: string,
    fields: Record<string, unknown>,
  ): Promise<LightMyRequestResponse>;
  /** A prepared body (e.g. a multipart file upload) with its own headers. */
  raw(
    method: Method,
    url: string,
    payload: Buffer,
    headers: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  /** A GET sending another async-token cookie than this caller's own. */
  getWithCookie(url: string, cookie: string): Promise<LightMyRequestResponse>;
  asyncCookie(): string;
}

function callerFor(t: TestApp, token: string | null): Caller {
  let asyncCookie = '';
  const send = async (
    method: Method,
    url: string,
    extra: { payload?: unknown; headers?: Record<string, string> } = {},
    cookie = asyncCookie,
  ) => {
    const headers: Record<string, string> = {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(cookie ? { cookie } : {}),
      ...extra.headers,
    };
    const res = await t.app.inject({
      method,
      url,
      headers,
      ...(extra.payload !== undefined ? { payload: extra.payload as string } : {}),
    });
    const set = res.cookies.find((c) => c.name === 'async-token');
    if (set && cookie === asyncCookie) asyncCookie = `async-token=${set.value}`;
    return res;
  };
  const json = (method: Method) => (url: string, body?: unknown) =>
    send(method, url, { payload: body ?? {} });
  return {
    get: (url) => send('GET', url),
    post: json('POST'),
    put: json('PUT'),
    delete: (url) => send('DELETE', url),
    form: (method, url, fields) => {
      const boundary = `----matrix${Math.random().toString(16).slice(2)}`;
      const parts = Object.entries(fields).map(
        ([k, v]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${JSON.stringify(v)}\r\n`,
      );
      return send(method, url, {
        payload: `${parts.join('')}--${boundary}--\r\n`,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
    },
    raw: (method, url, payload, headers) => send(method, url, { payload, headers }),
    getWithCookie: (url, cookie) => send('GET', url, {}, cookie),
    asyncCookie: () => asyncCookie,
  };
}

/** Fails the fixture with the response when a setup call is not what it must be. */
export function expectStatus(
  res: LightMyRequestResponse,
  status: number,
  what: string,
): LightMyRequestResponse {
  if (res.statusCode !== status)
    throw new Error(`fixture: ${what} answered ${res.statusCode} ${res.body}`);
  return res;
}

/** The objects alphaA (or, for databases, the admin) made before the matrix runs. */
export interface Objects {
  shop: number; // database with `sales` and `costs`; Gamma may read `sales` only, sql_lab neither
  scratch: number; // database the sql_lab user has database access to
  sales: number;
  costs: number;
  chart: number; // on sales
  costsChart: number;
  dashboard: number; // published, holds `chart`
  draftDashboard: number;
  sharedChart: number; // alphaA's chart with alphaB added as owner
  savedQuery: number;
  tab: number;
  query: { id: number; resultsKey: string };
  layer: number;
  permalinks: {
    explore: string;
    exploreCosts: string;
    dashboard: string;
    draftDashboard: string;
    sqllab: string;
  };
}

export interface World {
  t: TestApp;
  as: Record<Who, Caller>;
  ids: Record<Who, number>;
  o: Objects;
  /** A file outside the data directory that databases may point at. */
  scratchFile: string;
  close(): Promise<void>;
}

const SALES_SQL = `
  CREATE TABLE sales (id INTEGER PRIMARY KEY, region VARCHAR(20), amount DOUBLE, sold_at TIMESTAMP);
  INSERT INTO sales VALUES (1, 'EMEA', 10.5, '2024-01-01 10:00:00'), (2, 'APAC', 20, '2024-02-01 09:00:00');
  CREATE TABLE costs (id INTEGER PRIMARY KEY, item VARCHAR(20), cost DOUBLE);
  INSERT INTO costs VALUES (1, 'rent', 100);`;

function sqliteFile(dir: string, name: string, sql: string): string {
  const file = join(dir, name);
  const db = new Database(file);
  db.exec(sql);
  db.close();
  return file;
}

async function grant(t: TestApp, roleName: string, pairs: [string, string][]): Promise<number> {
  const roleId =
    (await t.ctx.roles.findByName(roleName))?.id ?? (await t.ctx.roles.create(roleName));
  const pvs = await Promise.all(pairs.map((p) => t.ctx.roles.ensurePermissionView(p)));
  await t.ctx.roles.addPermissionViews(roleId, pvs);
  t.ctx.metaCache.clear();
  return roleId;
}

async function makeUser(
  t: TestApp,
  admin: Caller,
  username: string,
  roleNames: string[],
): Promise<{ id: number; token: string }> {
  const roles = await Promise.all(
    roleNames.map(async (n) => (await t.ctx.roles.findByName(n))!.id),
  );
  const res = expectStatus(
    await admin.post('/api/v1/security/users/', {
      username,
      first_name: username,
      last_name: 'Matrix',
      email: `${username}@example.com`,
      password: 'password-123',
      roles,
    }),
    201,
    `create user ${username}`,
  );
  return { id: res.json().id as number, token: await tokenFor(t.app, username, 'password-123') };
}

export const positions = (ids: number[]) =>
  JSON.stringify({
    positions: Object.fromEntries(
      ids.map((id) => [
        `CHART-${id}`,
        { id: `CHART-${id}`, type: 'CHART', children: [], meta: { chartId: id } },
      ]),
    ),
  });

/**
 * Builds the app, the users of every column and the databases and datasets. Gamma gets datasource
 * access to `sales` only; the sql_lab user gets database access to `scratch` only.
 */
export async function buildUsers(env: Record<string, string> = {}) {
  const t = await createTestApp(env);
  const dir = mkdtempSync(join(tmpdir(), 'sl-matrix-'));
  const admin = callerFor(t, await tokenFor(t.app));
  const shopFile = sqliteFile(dir, 'shop.db', SALES_SQL);
  const scratchFile = sqliteFile(
    dir,
    'scratch.db',
    "CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT); INSERT INTO notes VALUES (1, 'hi');",
  );
  const shop = expectStatus(
    await admin.post('/api/v1/database/', {
      database_name: 'shop',
      sqlalchemy_uri: `sqlite:///${shopFile}`,
    }),
    201,
    'shop db',
  ).json().id as number;
  const scratch = expectStatus(
    await admin.post('/api/v1/database/', {
      database_name: 'scratch',
      sqlalchemy_uri: `sqlite:///${scratchFile}`,
    }),
    201,
    'scratch db',
  ).json().id as number;
  await grant(t, 'matrix_scratch_access', [['database_access', databasePerm('scratch', scratch)]]);
  await grant(t, 'matrix_sales_access', []);
  const users = {
    gamma: await makeUser(t, admin, 'gamma_user', ['Gamma', 'matrix_sales_access']),
    alphaA: await makeUser(t, admin, 'alpha_a', ['Alpha', 'sql_lab']),
    alphaB: await makeUser(t, admin, 'alpha_b', ['Alpha', 'sql_lab']),
    sqllab: await makeUser(t, admin, 'sqllab_user', ['sql_lab', 'matrix_scratch_access']),
  };
  const as: Record<Who, Caller> = {
    anon: callerFor(t, null),
    admin,
    gamma: callerFor(t, users.gamma.token),
    alphaA: callerFor(t, users.alphaA.token),
    alphaB: callerFor(t, users.alphaB.token),
    sqllab: callerFor(t, users.sqllab.token),
  };
  const ids: Record<Who, number> = {
    anon: 0,
    admin: 1,
    gamma: users.gamma.id,
    alphaA: users.alphaA.id,
    alphaB: users.alphaB.id,
    sqllab: users.sqllab.id,
  };
  const a = as.alphaA;
  const sales = expectStatus(
    await a.post('/api/v1/dataset/', { database: shop, schema: 'main', table_name: 'sales' }),
    201,
    'sales dataset',
  ).json().id as number;
  const costs = expectStatus(
    await a.post('/api/v1/dataset/', { database: shop, schema: 'main', table_name: 'costs' }),
    201,
    'costs dataset',
  ).json().id as number;
  await grant(t, 'matrix_sales_access', [
    ['datasource_access', datasetPerm('shop', 'sales', sales)],
  ]);
  const close = async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  };
  return { t, as, ids, shop, scratch, sales, costs, scratchFile, close };
}

export type Users = Awaited<ReturnType<typeof buildUsers>>;

/** alphaA's chart on a dataset; `owners` adds co-owners. */
export async function makeChart(
  u: Users,
  datasetId = u.sales,
  owners: number[] = [],
): Promise<number> {
  // A saved query context, so GET /chart/{id}/data/ can run it.
  const queryContext = {
    datasource: { id: datasetId, type: 'table' },
    queries: [
      {
        columns: ['id'],
        metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'n' }],
        row_limit: 10,
      },
    ],
    form_data: { viz_type: 'table', datasource: `${datasetId}__table` },
    result_format: 'json',
    result_type: 'full',
  };
  const body = {
    slice_name: `chart ${Math.random()}`,
    viz_type: 'table',
    datasource_id: datasetId,
    datasource_type: 'table',
    params: '{}',
    query_context: JSON.stringify(queryContext),
    ...(owners.length ? { owners: [u.ids.alphaA, ...owners] } : {}),
  };
  return expectStatus(await u.as.alphaA.post('/api/v1/chart/', body), 201, 'chart').json()
    .id as number;
}

/** alphaA's dashboard holding the given charts. */
export async function makeDashboard(
  u: Users,
  published: boolean,
  charts: number[] = [],
): Promise<number> {
  const id = expectStatus(
    await u.as.alphaA.post('/api/v1/dashboard/', {
      dashboard_title: `board ${Math.random()}`,
      published,
    }),
    201,
    'dashboard',
  ).json().id as number;
  if (charts.length)
    expectStatus(
      await u.as.alphaA.put(`/api/v1/dashboard/${id}`, { json_metadata: positions(charts) }),
      200,
      'dashboard layout',
    );
  return id;
}

/** The SQL Lab and permalink objects of alphaA. */
async function makeSqlLabObjects(u: Users) {
  const a = u.as.alphaA;
  const savedQuery = expectStatus(
    await a.post('/api/v1/saved_query/', {
      db_id: u.shop,
      label: 'A query',
      schema: 'main',
      sql: 'SELECT region FROM sales',
    }),
    201,
    'saved query',
  ).json().id as number;
  const tab = expectStatus(
    await a.form('POST', '/tabstateview/', {
      queryEditor: { name: 'A tab', dbId: u.shop, schema: 'main', sql: 'SELECT 1' },
    }),
    200,
    'tab state',
  ).json().id as number;
  const run = expectStatus(
    await a.post('/api/v1/sqllab/execute/', {
      database_id: u.shop,
      sql: 'SELECT region FROM sales ORDER BY id',
      client_id: 'matrixA1',
      sql_editor_id: String(tab),
    }),
    200,
    'SQL Lab run',
  ).json();
  const sqllabLink = expectStatus(
    await a.post('/api/v1/sqllab/permalink', {
      dbId: u.shop,
      name: 'A tab',
      sql: 'SELECT region FROM sales',
    }),
    201,
    'sqllab permalink',
  );
  return {
    savedQuery,
    tab,
    query: { id: run.query_id as number, resultsKey: run.query.resultsKey as string },
    sqllab: sqllabLink.json().key as string,
  };
}

async function explorePermalink(u: Users, datasetId: number, chartId: number): Promise<string> {
  const state = {
    formData: { datasource: `${datasetId}__table`, slice_id: chartId, viz_type: 'table' },
    urlParams: [],
  };
  return expectStatus(
    await u.as.alphaA.post('/api/v1/explore/permalink', state),
    201,
    'explore permalink',
  ).json().key as string;
}

async function dashboardPermalink(u: Users, dashboardId: number): Promise<string> {
  return expectStatus(
    await u.as.alphaA.post(`/api/v1/dashboard/${dashboardId}/permalink`, { activeTabs: [] }),
    201,
    'dashboard permalink',
  ).json().key as string;
}

/** The full world of the synchronous matrix: every object kind, made by alphaA through the API. */
export async function buildWorld(): Promise<World & { u: Users }> {
  const u = await buildUsers();
  const chart = await makeChart(u);
  const costsChart = await makeChart(u, u.costs);
  const dashboard = await makeDashboard(u, true, [chart]);
  const draftDashboard = await makeDashboard(u, false, [chart]);
  const sharedChart = await makeChart(u, u.sales, [u.ids.alphaB]);
  const lab = await makeSqlLabObjects(u);
  const layer = expectStatus(
    await u.as.alphaA.post('/api/v1/annotation_layer/', { name: 'A layer' }),
    201,
    'annotation layer',
  ).json().id as number;
  const o: Objects = {
    shop: u.shop,
    scratch: u.scratch,
    sales: u.sales,
    costs: u.costs,
    chart,
    costsChart,
    dashboard,
    draftDashboard,
    sharedChart,
    savedQuery: lab.savedQuery,
    tab: lab.tab,
    query: lab.query,
    layer,
    permalinks: {
      explore: await explorePermalink(u, u.sales, chart),
      exploreCosts: await explorePermalink(u, u.costs, costsChart),
      dashboard: await dashboardPermalink(u, dashboard),
      draftDashboard: await dashboardPermalink(u, draftDashboard),
      sqllab: lab.sqllab,
    },
  };
  return { t: u.t, as: u.as, ids: u.ids, o, scratchFile: u.scratchFile, close: u.close, u };
}
