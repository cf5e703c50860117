import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildWorld,
  expectStatus,
  makeChart,
  WHO,
  type Users,
  type Who,
  type World,
} from './matrix-fixture.ts';
import { REDIS_URL } from '../pg-database.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { ASYNC_ROWS, buildAsyncWorld, type AsyncWorld } from './matrix-async.ts';
import { CSS_TAG_ROWS } from './matrix-css-tags.ts';
import { EMBEDDED_ROWS } from './matrix-embedded.ts';
import { EXPORT_JOB_ROWS } from './matrix-export-jobs.ts';
import { REPORT_ROWS } from './matrix-reports.ts';
import { SCREENSHOT_ROWS } from './matrix-screenshots.ts';
import { UPLOAD_ROWS } from './matrix-upload.ts';
import {
  call,
  fresh,
  ids,
  listing,
  mismatch,
  mutation,
  newChart,
  newDashboard,
  newDatabase,
  newDataset,
  newLayer,
  newSavedQuery,
  newTab,
  probeAt,
  type Outcome,
  type Row,
} from './matrix-rows.ts';

// Issue #13, "How it is checked": every role against every object kind, one `it` per cell.
// Columns: anonymous, Gamma (datasource access to `sales` only), alphaA (owns every fixture; Alpha +
// sql_lab), alphaB (Alpha + sql_lab, owns nothing of A's), sql_lab (database access to `scratch`
// only), Admin. The policy is Superset's (security/manager.py, docs/api.md §1.4): Gamma reads charts and
// dashboards on data it may access and builds its own, Alpha changes only what it owns, only Admin
// writes databases, saved queries, queries and tab states are their author's, anonymous gets 401.
// Stricter than Superset on purpose: SQL Lab results and async chart-data results fetched by key are
// their owner's (Admin reads SQL Lab results through all_query_access), not anyone's who may read the data.
const OK = 'ok';
const D = 'deny';
const S = 'seen';
const H = 'hidden';

const tabPut = (label: string) => ({ label });
const annotation = () => ({
  short_descr: fresh('launch'),
  start_dttm: '2024-01-01T00:00:00',
  end_dttm: '2024-01-02T00:00:00',
});
const chartQuery = (dataset: number) => ({
  datasource: { id: dataset, type: 'table' },
  queries: [
    {
      columns: ['id'],
      metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'n' }],
      row_limit: 10,
    },
  ],
});

// prettier-ignore
const ROWS: Row[] = [
  //                                                     anon gamma A    B    sqllab admin
  { action: "chart: read A's chart on sales",           cells: [401, OK,  OK,  OK,  403, OK],  run: call((c, w) => c.get(`/api/v1/chart/${w.o.chart}`)) },
  { action: 'chart: read the chart on costs',           cells: [401, 404, OK,  OK,  403, OK],  run: call((c, w) => c.get(`/api/v1/chart/${w.o.costsChart}`)) },
  { action: "chart: list shows A's chart on sales",     cells: [401, S,   S,   S,   403, S],   run: listing('/api/v1/chart/?q=(page_size:100)', (w) => w.o.chart) },
  { action: 'chart: list shows the chart on costs',     cells: [401, H,   S,   S,   403, S],   run: listing('/api/v1/chart/?q=(page_size:100)', (w) => w.o.costsChart) },
  { action: 'chart: create on sales',                   cells: [401, OK,  OK,  OK,  403, OK],  run: call((c, w) => c.post('/api/v1/chart/', { slice_name: fresh('c'), viz_type: 'table', datasource_id: w.o.sales, datasource_type: 'table' })) },
  { action: 'chart: create on costs',                   cells: [401, 422, OK,  OK,  403, OK],  run: call((c, w) => c.post('/api/v1/chart/', { slice_name: fresh('c'), viz_type: 'table', datasource_id: w.o.costs, datasource_type: 'table' })) },
  { action: "chart: update A's chart",                  cells: [401, 403, OK,  403, 403, OK],  run: mutation(newChart, (c, id) => c.put(`/api/v1/chart/${id}`, { slice_name: fresh('renamed') }), probeAt('admin', (id) => `/api/v1/chart/${id}`)) },
  { action: 'chart: update the chart A shares with B',  cells: [401, 403, OK,  OK,  403, OK],  run: mutation((w) => shared(w.u), (c, id) => c.put(`/api/v1/chart/${id}`, { slice_name: fresh('renamed') }), probeAt('admin', (id) => `/api/v1/chart/${id}`)) },
  { action: "chart: delete A's chart",                  cells: [401, 403, OK,  403, 403, OK],  run: mutation(newChart, (c, id) => c.delete(`/api/v1/chart/${id}`), probeAt('admin', (id) => `/api/v1/chart/${id}`)) },
  { action: "chart: favourite A's chart",               cells: [401, OK,  OK,  OK,  403, OK],  run: call((c, w) => c.post(`/api/v1/chart/${w.o.chart}/favorites/`)) },
  { action: 'chart: favourite the chart on costs',      cells: [401, 404, OK,  OK,  403, OK],  run: call((c, w) => c.post(`/api/v1/chart/${w.o.costsChart}/favorites/`)) },
  { action: "chart: export A's chart",                  cells: [401, OK,  OK,  OK,  403, OK],  run: call((c, w) => c.get(`/api/v1/chart/export/${ids(w.o.chart)}`)) },
  { action: 'chart: export the chart on costs',         cells: [401, D,   OK,  OK,  403, OK],  run: call((c, w) => c.get(`/api/v1/chart/export/${ids(w.o.costsChart)}`)) },
  { action: "chart: data of A's chart on sales",        cells: [401, OK,  OK,  OK,  403, OK],  run: call((c, w) => c.get(`/api/v1/chart/${w.o.chart}/data/`)) },
  { action: 'chart: data of the chart on costs',        cells: [401, D,   OK,  OK,  403, OK],  run: call((c, w) => c.get(`/api/v1/chart/${w.o.costsChart}/data/`)) },
  { action: 'chart data: a query on costs',             cells: [401, 403, OK,  OK,  403, OK],  run: call((c, w) => c.post('/api/v1/chart/data', chartQuery(w.o.costs))) },
  { action: 'chart data: a query on sales',             cells: [401, OK,  OK,  OK,  403, OK],  run: call((c, w) => c.post('/api/v1/chart/data', chartQuery(w.o.sales))) },
  { action: 'explore: open the chart on costs',         cells: [401, 403, OK,  OK,  403, OK],  run: call((c, w) => c.get(`/api/v1/explore/?slice_id=${w.o.costsChart}`)) },
  { action: 'datasource: values of sales.region',       cells: [401, OK,  OK,  OK,  403, OK],  run: call((c, w) => c.get(`/api/v1/datasource/table/${w.o.sales}/column/region/values/`)) },
  { action: 'datasource: values of costs.item',         cells: [401, D,   OK,  OK,  403, OK],  run: call((c, w) => c.get(`/api/v1/datasource/table/${w.o.costs}/column/item/values/`)) },
  { action: 'datasource: samples of costs',             cells: [401, D,   OK,  OK,  403, OK],  run: call((c, w) => c.post(`/datasource/samples?datasource_id=${w.o.costs}&datasource_type=table`, {})) },

  { action: "dashboard: read A's published dashboard",  cells: [401, OK,  OK,  OK,  403, OK],  run: call((c, w) => c.get(`/api/v1/dashboard/${w.o.dashboard}`)) },
  { action: "dashboard: read A's draft",                cells: [401, 404, OK,  404, 403, OK],  run: call((c, w) => c.get(`/api/v1/dashboard/${w.o.draftDashboard}`)) },
  { action: "dashboard: list shows A's published one",  cells: [401, S,   S,   S,   403, S],   run: listing('/api/v1/dashboard/?q=(page_size:100)', (w) => w.o.dashboard) },
  { action: "dashboard: list shows A's draft",          cells: [401, H,   S,   H,   403, S],   run: listing('/api/v1/dashboard/?q=(page_size:100)', (w) => w.o.draftDashboard) },
  { action: 'dashboard: create',                        cells: [401, OK,  OK,  OK,  403, OK],  run: call((c) => c.post('/api/v1/dashboard/', { dashboard_title: fresh('d') })) },
  { action: "dashboard: update A's dashboard",          cells: [401, 403, OK,  403, 403, OK],  run: mutation(newDashboard, (c, id) => c.put(`/api/v1/dashboard/${id}`, { dashboard_title: fresh('renamed') }), probeAt('admin', (id) => `/api/v1/dashboard/${id}`)) },
  { action: 'dashboard: update the one A shares with B', cells: [401, 403, OK, OK,  403, OK],  run: mutation(sharedDashboard, (c, id) => c.put(`/api/v1/dashboard/${id}`, { dashboard_title: fresh('renamed') }), probeAt('admin', (id) => `/api/v1/dashboard/${id}`)) },
  { action: "dashboard: delete A's dashboard",          cells: [401, 403, OK,  403, 403, OK],  run: mutation(newDashboard, (c, id) => c.delete(`/api/v1/dashboard/${id}`), probeAt('admin', (id) => `/api/v1/dashboard/${id}`)) },
  { action: "dashboard: favourite A's dashboard",       cells: [401, OK,  OK,  OK,  403, OK],  run: call((c, w) => c.post(`/api/v1/dashboard/${w.o.dashboard}/favorites/`)) },
  { action: "dashboard: favourite A's draft",           cells: [401, 404, OK,  404, 403, OK],  run: call((c, w) => c.post(`/api/v1/dashboard/${w.o.draftDashboard}/favorites/`)) },
  { action: "dashboard: export A's dashboard",          cells: [401, OK,  OK,  OK,  403, OK],  run: call((c, w) => c.get(`/api/v1/dashboard/export/${ids(w.o.dashboard)}`)) },
  { action: "dashboard: export A's draft",              cells: [401, D,   OK,  D,   403, OK],  run: call((c, w) => c.get(`/api/v1/dashboard/export/${ids(w.o.draftDashboard)}`)) },
  { action: "dashboard: copy A's dashboard",            cells: [401, OK,  OK,  OK,  403, OK],  run: call((c, w) => c.post(`/api/v1/dashboard/${w.o.dashboard}/copy/`, { dashboard_title: fresh('copy'), json_metadata: '{}' })) },
  { action: "dashboard: copy A's draft",                cells: [401, D,   OK,  D,   403, OK],  run: call((c, w) => c.post(`/api/v1/dashboard/${w.o.draftDashboard}/copy/`, { dashboard_title: fresh('copy'), json_metadata: '{}' })) },
  { action: "dashboard: charts of A's draft",           cells: [401, 404, OK,  404, 403, OK],  run: call((c, w) => c.get(`/api/v1/dashboard/${w.o.draftDashboard}/charts`)) },
  { action: "dashboard: datasets of A's draft",         cells: [401, 404, OK,  404, 403, OK],  run: call((c, w) => c.get(`/api/v1/dashboard/${w.o.draftDashboard}/datasets`)) },
  { action: "dashboard: tabs of A's draft",             cells: [401, 404, OK,  404, 403, OK],  run: call((c, w) => c.get(`/api/v1/dashboard/${w.o.draftDashboard}/tabs`)) },
  { action: "dashboard: filter state on A's draft",     cells: [401, 404, OK,  404, 403, OK],  run: call((c, w) => c.post(`/api/v1/dashboard/${w.o.draftDashboard}/filter_state`, { value: '{}' })) },

  { action: 'dataset: read sales',                      cells: [401, OK,  OK,  OK,  403, OK],  run: call((c, w) => c.get(`/api/v1/dataset/${w.o.sales}`)) },
  { action: 'dataset: read costs',                      cells: [401, 404, OK,  OK,  403, OK],  run: call((c, w) => c.get(`/api/v1/dataset/${w.o.costs}`)) },
  { action: 'dataset: list shows sales',                cells: [401, S,   S,   S,   403, S],   run: listing('/api/v1/dataset/?q=(page_size:100)', (w) => w.o.sales) },
  { action: 'dataset: list shows costs',                cells: [401, H,   S,   S,   403, S],   run: listing('/api/v1/dataset/?q=(page_size:100)', (w) => w.o.costs) },
  { action: 'dataset: create a virtual dataset',        cells: [401, 403, OK,  OK,  403, OK],  run: call((c, w) => c.post('/api/v1/dataset/', { database: w.o.shop, schema: 'main', table_name: fresh('v'), sql: 'SELECT 1 AS x' })) },
  { action: "dataset: update A's dataset",              cells: [401, 403, OK,  403, 403, OK],  run: mutation(newDataset, (c, id) => c.put(`/api/v1/dataset/${id}`, { description: fresh('changed') }), probeAt('admin', (id) => `/api/v1/dataset/${id}`)) },
  { action: "dataset: delete A's dataset",              cells: [401, 403, OK,  403, 403, OK],  run: mutation(newDataset, (c, id) => c.delete(`/api/v1/dataset/${id}`), probeAt('admin', (id) => `/api/v1/dataset/${id}`)) },
  { action: 'dataset: export sales',                    cells: [401, 403, OK,  OK,  403, OK],  run: call((c, w) => c.get(`/api/v1/dataset/export/${ids(w.o.sales)}`)) },
  { action: 'dataset: drill info of costs',             cells: [401, 404, OK,  OK,  403, OK],  run: call((c, w) => c.get(`/api/v1/dataset/${w.o.costs}/drill_info/`)) },
  { action: "dataset: refresh A's dataset",             cells: [401, 403, OK,  403, 403, OK],  run: call((c, w) => c.put(`/api/v1/dataset/${w.o.sales}/refresh`)) },
  { action: "dataset: duplicate A's virtual dataset",   cells: [401, 403, OK,  OK,  403, OK],  run: call(async (c, w) => c.post('/api/v1/dataset/duplicate', { base_model_id: await newDataset(w), table_name: fresh('dup') })) },

  { action: 'database: read shop',                      cells: [401, OK,  OK,  OK,  403, OK],  run: call((c, w) => c.get(`/api/v1/database/${w.o.shop}`)) },
  { action: 'database: read scratch',                   cells: [401, 404, OK,  OK,  403, OK],  run: call((c, w) => c.get(`/api/v1/database/${w.o.scratch}`)) },
  { action: 'database: list shows scratch',             cells: [401, H,   S,   S,   403, S],   run: listing('/api/v1/database/?q=(page_size:100)', (w) => w.o.scratch) },
  { action: 'database: create',                         cells: [401, 403, 403, 403, 403, OK],  run: call((c, w) => c.post('/api/v1/database/', { database_name: fresh('db'), sqlalchemy_uri: `sqlite:///${w.scratchFile}` })) },
  { action: 'database: update (allow_dml)',             cells: [401, 403, 403, 403, 403, OK],  run: mutation(newDatabase, (c, id) => c.put(`/api/v1/database/${id}`, { allow_dml: true }), probeAt('admin', (id) => `/api/v1/database/${id}`)) },
  { action: 'database: delete',                         cells: [401, 403, 403, 403, 403, OK],  run: mutation(newDatabase, (c, id) => c.delete(`/api/v1/database/${id}`), probeAt('admin', (id) => `/api/v1/database/${id}`)) },
  { action: 'database: test_connection',                cells: [401, 403, 403, 403, 403, OK],  run: call((c, w) => c.post('/api/v1/database/test_connection/', { database_name: 'probe', sqlalchemy_uri: `sqlite:///${w.scratchFile}` })) },
  { action: 'database: export shop',                    cells: [401, 403, OK,  OK,  403, OK],  run: call((c, w) => c.get(`/api/v1/database/export/${ids(w.o.shop)}`)) },

  { action: "saved query: read A's",                    cells: [401, D,   OK,  404, 404, 404], run: call((c, w) => c.get(`/api/v1/saved_query/${w.o.savedQuery}`)) },
  { action: "saved query: list shows A's",              cells: [401, H,   S,   H,   H,   H],   run: listing('/api/v1/saved_query/?q=(page_size:100)', (w) => w.o.savedQuery) },
  { action: 'saved query: create on scratch',           cells: [401, 403, OK,  OK,  OK,  OK],  run: call((c, w) => c.post('/api/v1/saved_query/', { db_id: w.o.scratch, label: fresh('sq'), sql: 'SELECT 1' })) },
  { action: "saved query: update A's",                  cells: [401, D,   OK,  404, 404, 404], run: mutation(newSavedQuery, (c, id) => c.put(`/api/v1/saved_query/${id}`, { label: fresh('renamed') }), probeAt('alphaA', (id) => `/api/v1/saved_query/${id}`)) },
  { action: "saved query: delete A's",                  cells: [401, D,   OK,  404, 404, 404], run: mutation(newSavedQuery, (c, id) => c.delete(`/api/v1/saved_query/${id}`), probeAt('alphaA', (id) => `/api/v1/saved_query/${id}`)) },
  { action: "saved query: export A's",                  cells: [401, D,   OK,  D,   D,   D],   run: call((c, w) => c.get(`/api/v1/saved_query/export/${ids(w.o.savedQuery)}`)) },

  { action: "tab state: read A's",                      cells: [401, 403, OK,  D,   D,   D],   run: call((c, w) => c.get(`/tabstateview/${w.o.tab}`)) },
  { action: "tab state: SQL Lab start lists A's tab",   cells: [401, 403, S,   H,   H,   H],   run: sqllabTabs },
  { action: 'tab state: create',                        cells: [401, 403, OK,  OK,  OK,  OK],  run: call((c, w) => c.form('POST', '/tabstateview/', { queryEditor: { name: fresh('tab'), dbId: w.o.scratch, sql: 'SELECT 1' } })) },
  { action: "tab state: update A's",                    cells: [401, 403, OK,  D,   D,   D],   run: mutation(newTab, (c, id) => c.form('PUT', `/tabstateview/${id}`, tabPut(fresh('renamed'))), probeAt('alphaA', (id) => `/tabstateview/${id}`)) },
  { action: "tab state: activate A's",                  cells: [401, 403, OK,  D,   D,   D],   run: call((c, w) => c.post(`/tabstateview/${w.o.tab}/activate`)) },
  { action: "tab state: delete A's",                    cells: [401, 403, OK,  D,   D,   D],   run: mutation(newTab, (c, id) => c.delete(`/tabstateview/${id}`), probeAt('alphaA', (id) => `/tabstateview/${id}`)) },

  { action: "query: read A's query",                    cells: [401, D,   OK,  404, 404, OK],  run: call((c, w) => c.get(`/api/v1/query/${w.o.query.id}`)) },
  { action: "query: list shows A's query",              cells: [401, H,   S,   H,   H,   S],   run: listing('/api/v1/query/?q=(page_size:100)', (w) => w.o.query.id) },
  { action: "query: results of A's query by key",       cells: [401, 403, OK,  D,   D,   OK],  run: call((c, w) => c.get(`/api/v1/sqllab/results/?q=(key:'${w.o.query.resultsKey}')`)) },
  { action: "query: CSV export of A's query",           cells: [401, 403, OK,  D,   D,   OK],  run: call((c) => c.get('/api/v1/sqllab/export/matrixA1/')) },
  { action: 'SQL Lab: run a query on shop',             cells: [401, 403, OK,  OK,  D,   OK],  run: call((c, w) => c.post('/api/v1/sqllab/execute/', { database_id: w.o.shop, sql: 'SELECT COUNT(*) AS n FROM sales', client_id: fresh('q').slice(-11) })) },
  { action: 'SQL Lab: run a query on scratch',          cells: [401, 403, OK,  OK,  OK,  OK],  run: call((c, w) => c.post('/api/v1/sqllab/execute/', { database_id: w.o.scratch, sql: 'SELECT COUNT(*) AS n FROM notes', client_id: fresh('q').slice(-11) })) },

  { action: "permalink: A's explore link, sales",       cells: [401, OK,  OK,  OK,  403, OK],  run: call((c, w) => c.get(`/api/v1/explore/permalink/${w.o.permalinks.explore}`)) },
  { action: "permalink: A's explore link, costs",       cells: [401, D,   OK,  OK,  403, OK],  run: call((c, w) => c.get(`/api/v1/explore/permalink/${w.o.permalinks.exploreCosts}`)) },
  { action: "permalink: A's dashboard link",            cells: [401, OK,  OK,  OK,  403, OK],  run: call((c, w) => c.get(`/api/v1/dashboard/permalink/${w.o.permalinks.dashboard}`)) },
  { action: "permalink: A's draft dashboard link",      cells: [401, D,   OK,  D,   403, OK],  run: call((c, w) => c.get(`/api/v1/dashboard/permalink/${w.o.permalinks.draftDashboard}`)) },
  { action: "permalink: link A's draft dashboard",      cells: [401, 404, OK,  404, 403, OK],  run: call((c, w) => c.post(`/api/v1/dashboard/${w.o.draftDashboard}/permalink`, { activeTabs: [] })) },
  { action: "permalink: A's SQL Lab link on shop",      cells: [401, 403, OK,  OK,  D,   OK],  run: call((c, w) => c.get(`/api/v1/sqllab/permalink/${w.o.permalinks.sqllab}`)) },
  { action: 'permalink: SQL Lab link by row id kv:1',   cells: [401, 403, 404, 404, 404, 404], run: call((c) => c.get('/api/v1/sqllab/permalink/kv:1')) },

  { action: "annotation layer: read A's",               cells: [401, OK,  OK,  OK,  403, OK],  run: call((c, w) => c.get(`/api/v1/annotation_layer/${w.o.layer}`)) },
  { action: "annotation layer: list shows A's",         cells: [401, S,   S,   S,   403, S],   run: listing('/api/v1/annotation_layer/?q=(page_size:100)', (w) => w.o.layer) },
  { action: 'annotation layer: create',                 cells: [401, 403, OK,  OK,  403, OK],  run: call((c) => c.post('/api/v1/annotation_layer/', { name: fresh('layer') })) },
  { action: "annotation layer: update A's",             cells: [401, 403, OK,  OK,  403, OK],  run: mutation(newLayer, (c, id) => c.put(`/api/v1/annotation_layer/${id}`, { descr: fresh('changed') }), probeAt('admin', (id) => `/api/v1/annotation_layer/${id}`)) },
  { action: "annotation layer: delete A's",             cells: [401, 403, OK,  OK,  403, OK],  run: mutation(newLayer, (c, id) => c.delete(`/api/v1/annotation_layer/${id}`), probeAt('admin', (id) => `/api/v1/annotation_layer/${id}`)) },
  { action: "annotation layer: annotate A's layer",     cells: [401, 403, OK,  OK,  403, OK],  run: call((c, w) => c.post(`/api/v1/annotation_layer/${w.o.layer}/annotation/`, annotation())) },
  { action: "annotation layer: list A's annotations",   cells: [401, OK,  OK,  OK,  403, OK],  run: call((c, w) => c.get(`/api/v1/annotation_layer/${w.o.layer}/annotation/`)) },

  { action: 'security: list users',                     cells: [401, 403, 403, 403, 403, OK],  run: call((c) => c.get('/api/v1/security/users/')) },
  { action: 'security: create a user',                  cells: [401, 403, 403, 403, 403, OK],  run: call(async (c, w) => c.post('/api/v1/security/users/', { username: fresh('u'), first_name: 'x', last_name: 'y', email: `${fresh('u')}@example.com`, password: 'password-123', roles: [(await w.t.ctx.roles.findByName('Gamma'))!.id] })) },
  { action: 'log: my recent activity',                cells: [401, OK,  OK,  OK,  OK,  OK],  run: call((c) => c.get('/api/v1/log/recent_activity/')) },
];

async function sharedDashboard(w: World & { u: Users }): Promise<number> {
  const id = await newDashboard(w);
  expectStatus(
    await w.as.alphaA.put(`/api/v1/dashboard/${id}`, { owners: [w.ids.alphaA, w.ids.alphaB] }),
    200,
    'share dashboard',
  );
  return id;
}

const shared = (u: Users): Promise<number> => makeChart(u, u.sales, [u.ids.alphaB]);

async function sqllabTabs(w: World, who: Who): Promise<Outcome> {
  const res = await w.as[who].get('/api/v1/sqllab/');
  if (res.statusCode !== 200) return { status: res.statusCode, body: res.body.slice(0, 300) };
  const tabs = (res.json().result.tab_state_ids as [number, string][]).map(([id]) => id);
  return { status: 200, body: '', seen: tabs.includes(w.o.tab) };
}

describe('role x route matrix', () => {
  let w: Awaited<ReturnType<typeof buildWorld>>;
  beforeAll(async () => {
    w = await buildWorld();
  }, 60_000);
  afterAll(async () => w?.close());

  for (const row of [
    ...ROWS,
    ...EMBEDDED_ROWS,
    ...CSS_TAG_ROWS,
    ...REPORT_ROWS,
    ...UPLOAD_ROWS,
    ...SCREENSHOT_ROWS,
    ...EXPORT_JOB_ROWS,
  ]) {
    describe(row.action, () => {
      WHO.forEach((who, i) => {
        it(`${who}: ${row.cells[i]}`, async () => {
          const problem = mismatch(row.cells[i]!, await row.run(w, who));
          expect(problem, `${row.action} as ${who}`).toBeNull();
        });
      });
    });
  }
});

// Async events and results by key, with events in process and, when the test Redis is given, in Redis streams.
const ASYNC_BACKENDS: [string, Record<string, string>][] = [
  ['in-process events', {}],
  ...(REDIS_URL
    ? [['Redis streams', { SIGHTLINE_REDIS_URL: REDIS_URL }] as [string, Record<string, string>]]
    : []),
];

describe.each(ASYNC_BACKENDS)('role x route matrix, global async queries (%s)', (_name, env) => {
  let w: AsyncWorld;
  beforeAll(async () => {
    w = await buildAsyncWorld(env);
  }, 60_000);
  afterAll(async () => w?.close());

  for (const row of ASYNC_ROWS) {
    describe(row.action, () => {
      WHO.forEach((who, i) => {
        it(`${who}: ${row.cells[i]}`, async () => {
          const problem = mismatch(row.cells[i]!, await row.run(w, who));
          expect(problem, `${row.action} as ${who}`).toBeNull();
        });
      });
    });
  }
});

// The anonymous column, for every registered route: 401 unless the route is public by design.
const PUBLIC: Record<string, number> = {
  'GET /health': 200,
  'POST /api/v1/security/login': 400, // an empty login body
  'POST /login/': 400, // the browser's login form: an empty form is a 400
  'GET /logout/': 302,
  'POST /sqllab/': 303, // Superset's form post into SQL Lab: a redirect to the page, which asks for a login
  'GET /embedded/:uuid': 404, // the embedded page is public (a guest token reads its data); no such embedding
};

// The built web app's files (index.html, scripts, thumbnails), when there is a build, are public too.
const isStaticFile = (r: { method: string; url: string }) =>
  r.method === 'GET' && /\.[a-z0-9]+$/i.test(r.url);

describe('role x route matrix, anonymous on every route', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SIGHTLINE_GLOBAL_ASYNC_QUERIES: 'true' });
  }, 60_000);
  afterAll(async () => t?.close());

  it('answers 401 everywhere except the public routes', async () => {
    const got: Record<string, number> = {};
    for (const r of t.app.routeList) {
      if (isStaticFile(r)) continue;
      const url = r.url
        .replace(/:[a-z_]+/g, (p) => (p === ':type' ? 'table' : '1'))
        .replace('*', 'x');
      const res = await t.app.inject({
        method: r.method as 'GET',
        url,
        ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { payload: {} }),
      });
      if (res.statusCode !== 401) got[`${r.method} ${r.url}`] = res.statusCode;
    }
    expect(t.app.routeList.length).toBeGreaterThan(150);
    expect(got).toEqual(PUBLIC);
  });
});
