/*
 * The two dashboards the bench builds through the REST API, as a user's tools would:
 *  - 60 charts with tabs: top-level tabs; the first holds Featured Charts' layout twice (its 25
 *    charts, then 25 copies saved with POST /api/v1/chart/), the second the 10 charts of Video Game
 *    Sales. A user sees the first tab: 50 charts; the 10 on the hidden tab are not waited for.
 *  - 10 charts on the generated 1,000,000-row `sales` table (the examples generator of the server,
 *    registered as database `sales_1m`): bar, area, pie, treemap, heatmap, funnel, big numbers, table
 *    and pivot table, with the form data of the server's own example "Sales" charts.
 * Charts are linked to a dashboard as Superset links them: PUT with json_metadata.positions.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, loadCurrentUser } from '../../packages/server/src/index.ts';
import type { RunningServer } from '../../packages/server/src/index.ts';
import { generateExamples } from '../../packages/server/src/examples/generate-examples.ts';
import {
  SALES_DEAL_CHARTS,
  SALES_OVERVIEW_CHARTS,
  SALES_PRODUCT_CHARTS,
} from '../../packages/server/src/examples/dashboards/charts-sales.ts';
import { ADMIN_USERNAME } from '../../packages/e2e/src/support/server.ts';

type Layout = Record<
  string,
  { type: string; id: string; children?: string[]; [k: string]: unknown }
>;

/** JSON over the API with a bearer token; throws on an unexpected status. */
function client(baseUrl: string, token: string) {
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
}
type Api = ReturnType<typeof client>;

/** Creates a dashboard, then links its charts by saving json_metadata.positions. */
async function saveDashboard(
  api: Api,
  title: string,
  layout: Layout,
  metadata: Record<string, unknown> = {},
): Promise<number> {
  const { id } = await api<{ id: number }>('POST', '/api/v1/dashboard/', {
    dashboard_title: title,
    published: true,
  });
  const positions = { DASHBOARD_VERSION_KEY: 'v2', ...layout };
  await api('PUT', `/api/v1/dashboard/${id}`, {
    position_json: JSON.stringify(positions),
    json_metadata: JSON.stringify({ ...metadata, positions }),
  });
  return id;
}

const chartNode = (id: string, chartId: number, width: number) => ({
  type: 'CHART',
  id,
  children: [],
  meta: { chartId, width, height: 50 },
});

/** Rows of charts (`perRow` to a row, 12 columns shared), under `parent`. */
function rowsOf(layout: Layout, prefix: string, chartIds: number[], perRow = 3) {
  const rows: string[] = [];
  for (let i = 0; i < chartIds.length; i += perRow) {
    const row = `ROW-${prefix}-${i}`;
    const ids = chartIds.slice(i, i + perRow);
    const children = ids.map((c, j) => `CHART-${prefix}-${i + j}`);
    layout[row] = {
      type: 'ROW',
      id: row,
      children,
      meta: { background: 'BACKGROUND_TRANSPARENT' },
    };
    ids.forEach((c, j) => (layout[children[j]!] = chartNode(children[j]!, c, 12 / perRow)));
    rows.push(row);
  }
  return rows;
}

/** Copies the subtree under `rootId` of `from` into `to` with suffixed ids and mapped chart ids. */
function copySubtree(
  from: Layout,
  to: Layout,
  rootId: string,
  suffix: string,
  chartIdOf: (id: number) => number,
) {
  const node = from[rootId]!;
  const meta = { ...(node.meta as { chartId?: number }) };
  if (node.type === 'CHART' && meta.chartId) meta.chartId = chartIdOf(meta.chartId);
  const id = `${rootId}-${suffix}`;
  const children = (node.children ?? []).map((c) => copySubtree(from, to, c, suffix, chartIdOf));
  // `parents` is left out: the app derives it from the tree.
  const { parents: _parents, ...rest } = node;
  to[id] = { ...rest, id, children, meta };
  return id;
}

/** Builds the 60-chart dashboard with tabs; returns its id and the charts a user sees at first. */
export async function createSixtyChartDashboard(
  baseUrl: string,
  token: string,
  featuredId: number,
  otherChartIds: number[],
): Promise<{ id: number; charts: number; visible: number }> {
  const api = client(baseUrl, token);
  const featured = await api<{ result: { position_json: string; json_metadata: string } }>(
    'GET',
    `/api/v1/dashboard/${featuredId}`,
  );
  const source = JSON.parse(featured.result.position_json) as Layout;
  const copies = new Map<number, number>();
  for (const node of Object.values(source)) {
    if (typeof node !== 'object') continue;
    const chartId = (node?.meta as { chartId?: number } | undefined)?.chartId;
    if (node?.type !== 'CHART' || !chartId || copies.has(chartId)) continue;
    const chart = await api<{ result: Record<string, string | number | null> }>(
      'GET',
      `/api/v1/chart/${chartId}`,
    );
    const { slice_name, viz_type, params, datasource_id, datasource_type } = chart.result;
    const saved = await api<{ id: number }>('POST', '/api/v1/chart/', {
      slice_name: `${slice_name} (copy)`,
      ...{ viz_type, params, datasource_id, datasource_type },
    });
    copies.set(chartId, saved.id);
  }
  const others = otherChartIds.slice(0, 60 - 2 * copies.size);
  const layout: Layout = {};
  const gridRows = source.GRID_ID!.children ?? [];
  const first = [
    ...gridRows.map((r) => copySubtree(source, layout, r, 'a', (id) => id)),
    ...gridRows.map((r) => copySubtree(source, layout, r, 'b', (id) => copies.get(id) ?? id)),
  ];
  const second = rowsOf(layout, 'other', others);
  layout['TAB-featured'] = {
    type: 'TAB',
    id: 'TAB-featured',
    children: first,
    meta: { text: 'Featured twice' },
  };
  layout['TAB-others'] = {
    type: 'TAB',
    id: 'TAB-others',
    children: second,
    meta: { text: 'More' },
  };
  layout['TABS-top'] = {
    type: 'TABS',
    id: 'TABS-top',
    children: ['TAB-featured', 'TAB-others'],
    meta: {},
  };
  layout.ROOT_ID = { type: 'ROOT', id: 'ROOT_ID', children: ['TABS-top'] };
  // The app reads a layout only with its GRID_ID (Superset keeps it, empty, under top-level tabs).
  layout.GRID_ID = { type: 'GRID', id: 'GRID_ID', children: [] };
  // Featured Charts' colours, so that its charts look the same here.
  const { color_scheme, label_colors } = JSON.parse(featured.result.json_metadata) as Record<
    string,
    unknown
  >;
  const id = await saveDashboard(api, 'Bench: 60 charts with tabs', layout, {
    color_scheme,
    label_colors,
  });
  return { id, charts: 2 * copies.size + others.length, visible: 2 * copies.size };
}

const SALES_TYPES = [
  'echarts_timeseries_bar',
  'echarts_area',
  'pie',
  'treemap_v2',
  'heatmap_v2',
  'funnel',
  'big_number_total',
  'big_number',
  'table',
  'pivot_table_v2',
];

/** Generates 1M-row `sales`, registers it, and builds the 10-chart dashboard on it. */
export async function createSalesDashboard(
  server: RunningServer,
  baseUrl: string,
  token: string,
): Promise<{ id: number; charts: number; database: string }> {
  const path = join(mkdtempSync(join(tmpdir(), 'sl-bench-sales-')), 'sales.duckdb');
  await generateExamples(path, { salesRows: 1_000_000 });
  const adminId = (await server.ctx.users.findForLogin(ADMIN_USERNAME))!.id;
  const admin = await loadCurrentUser(server.ctx, adminId);
  const database = 'sales_1m';
  const db = await createDatabase(
    server.ctx,
    { database_name: database, sqlalchemy_uri: `duckdb:///${path}` },
    admin,
    { skipTest: true, trusted: true },
  );
  const api = client(baseUrl, token);
  const dataset = await api<{ id: number }>('POST', '/api/v1/dataset/', {
    database: db.id,
    schema: 'main',
    table_name: 'sales',
  });
  const examples = [...SALES_OVERVIEW_CHARTS, ...SALES_PRODUCT_CHARTS, ...SALES_DEAL_CHARTS];
  const chartIds: number[] = [];
  for (const type of SALES_TYPES) {
    const chart = examples.find((c) => c.vizType === type);
    if (!chart) throw new Error(`no example sales chart of type ${type}`);
    const params = { ...chart.params, viz_type: type, datasource: `${dataset.id}__table` };
    const saved = await api<{ id: number }>('POST', '/api/v1/chart/', {
      slice_name: chart.name,
      viz_type: type,
      datasource_id: dataset.id,
      datasource_type: 'table',
      params: JSON.stringify(params),
    });
    chartIds.push(saved.id);
  }
  const layout: Layout = {};
  const rows = rowsOf(layout, 'sales', chartIds);
  layout.GRID_ID = { type: 'GRID', id: 'GRID_ID', children: rows };
  layout.ROOT_ID = { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] };
  const id = await saveDashboard(api, 'Bench: 10 charts on 1M-row sales', layout);
  return { id, charts: chartIds.length, database };
}
