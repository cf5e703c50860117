import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardFiltersPage } from './pages/dashboard-filters-page.ts';
import { launchBrowser } from './support/browser.ts';
import { startTestServer, type TestServer } from './support/server.ts';
import { signInAsAdmin } from './support/session.ts';

const FILTER_ID = 'NATIVE_FILTER-e2eRegion';

async function api(request: APIRequestContext, baseUrl: string, method: 'POST' | 'GET', path: string, data?: unknown): Promise<Record<string, unknown>> {
  const token = ((await (await request.get(`${baseUrl}/api/v1/security/csrf_token/`)).json()) as { result: string }).result;
  const res = method === 'GET' ? await request.get(`${baseUrl}${path}`) : await request.post(`${baseUrl}${path}`, { headers: { 'X-CSRFToken': token }, data });
  if (res.status() >= 300) throw new Error(`${method} ${path} failed: ${res.status()} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

function bigNumber(datasetId: number, metric: Record<string, unknown>) {
  return JSON.stringify({ datasource: `${datasetId}__table`, viz_type: 'big_number_total', metric, adhoc_filters: [] });
}

describe('dashboard native filters: a value filter narrows every chart in scope', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  let filters: DashboardFiltersPage;
  let dashboardId = 0;
  let chartIds: number[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    context.setDefaultTimeout(20_000);
    page = await context.newPage();
    filters = new DashboardFiltersPage(page);
    await signInAsAdmin(page, server.url);

    const request = page.request;
    const datasets = (await api(request, server.url, 'GET', '/api/v1/dataset/?q=(page_size:100)')).result as { id: number; table_name: string }[];
    const sales = datasets.find((d) => d.table_name === 'sales');
    if (!sales) throw new Error('no sales dataset');
    const dashboard = await api(request, server.url, 'POST', '/api/v1/dashboard/', { dashboard_title: 'Filtered sales' });
    dashboardId = dashboard.id as number;
    const metrics = [
      { name: 'Total sales', metric: { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'sales' }, label: 'SUM(sales)' } },
      { name: 'Order lines', metric: { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'lines' } },
    ];
    chartIds = [];
    for (const { name, metric } of metrics) {
      const chart = await api(request, server.url, 'POST', '/api/v1/chart/', {
        slice_name: name, viz_type: 'big_number_total', datasource_id: sales.id, datasource_type: 'table', params: bigNumber(sales.id, metric), dashboards: [dashboardId],
      });
      chartIds.push(chart.id as number);
    }
    const chartComponent = (chartId: number, i: number) => ({ id: `CHART-e2e${i}`, type: 'CHART', children: [], parents: ['ROOT_ID', 'GRID_ID', 'ROW-e2e'], meta: { chartId, width: 4, height: 50 } });
    const position = {
      DASHBOARD_VERSION_KEY: 'v2',
      ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
      GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-e2e'], parents: ['ROOT_ID'] },
      'ROW-e2e': { id: 'ROW-e2e', type: 'ROW', children: ['CHART-e2e0', 'CHART-e2e1'], parents: ['ROOT_ID', 'GRID_ID'], meta: { background: 'BACKGROUND_TRANSPARENT' } },
      'CHART-e2e0': chartComponent(chartIds[0]!, 0),
      'CHART-e2e1': chartComponent(chartIds[1]!, 1),
    };
    const metadata = {
      native_filter_configuration: [
        {
          id: FILTER_ID, type: 'NATIVE_FILTER', name: 'Region', filterType: 'filter_select', targets: [{ datasetId: sales.id, column: { name: 'region' } }],
          scope: { rootPath: ['ROOT_ID'], excluded: [] }, controlValues: { multiSelect: true }, defaultDataMask: { extraFormData: {}, filterState: {}, ownState: {} }, cascadeParentIds: [], description: '',
        },
        {
          id: 'NATIVE_FILTER-e2eTime', type: 'NATIVE_FILTER', name: 'Order period', filterType: 'filter_time', targets: [{}],
          scope: { rootPath: ['ROOT_ID'], excluded: [] }, controlValues: {}, defaultDataMask: { extraFormData: {}, filterState: {}, ownState: {} }, cascadeParentIds: [], description: '',
        },
      ],
    };
    const res = await request.put(`${server.url}/api/v1/dashboard/${dashboardId}`, {
      headers: { 'X-CSRFToken': ((await (await request.get(`${server.url}/api/v1/security/csrf_token/`)).json()) as { result: string }).result },
      data: { position_json: JSON.stringify(position), json_metadata: JSON.stringify(metadata) },
    });
    if (res.status() !== 200) throw new Error(`PUT dashboard failed: ${res.status()} ${await res.text()}`);
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('shows both filters, and selecting a region then Apply changes both charts', async () => {
    await filters.open(server.url, dashboardId);
    expect(await filters.filter('Region').isVisible()).toBe(true);
    expect(await filters.filter('Order period').locator('[data-test="filter-time-range"]').innerText()).toBe('No filter');
    const before = [await filters.renderedChartText(chartIds[0]!), await filters.renderedChartText(chartIds[1]!)];

    expect(before[0]).toMatch(/\d/);
    expect(before[1]).toMatch(/\d/);

    const region = await filters.pickFirstValue('Region');
    expect(region).not.toBe('');
    // Pending until Apply: the charts still show the unfiltered numbers.
    expect(await filters.renderedChartText(chartIds[0]!)).toBe(before[0]);
    await filters.apply();

    const after = [await filters.chartTextChangedFrom(chartIds[0]!, before[0]!), await filters.chartTextChangedFrom(chartIds[1]!, before[1]!)];
    expect(after[0]).not.toBe(before[0]);
    expect(after[1]).not.toBe(before[1]);
    expect(after[0]).toMatch(/\d/);
    expect(after[1]).toMatch(/\d/);
  });

  it('renames a filter in the configuration modal, and the dashboard keeps it after a reload', async () => {
    await filters.openConfiguration();
    await filters.selectConfigItem('Order period');
    await filters.setConfigName('Order window');
    await filters.saveConfiguration();
    await filters.filter('Order window').waitFor();
    await filters.open(server.url, dashboardId);
    expect(await filters.filterNames()).toEqual(['Region', 'Order window']);
  });
});
