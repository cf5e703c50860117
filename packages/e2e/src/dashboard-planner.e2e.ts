import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardFiltersPage } from './pages/dashboard-filters-page.ts';
import {
  apiJson,
  createDashboardChart,
  datasetByName,
  saveDashboardLayout,
} from './pages/dashboard-api.ts';
import { launchBrowser } from './support/browser.ts';
import { startTestServer, type TestServer } from './support/server.ts';
import { signInAsAdmin } from './support/session.ts';

const SUM_SALES = {
  expressionType: 'SIMPLE',
  aggregate: 'SUM',
  column: { column_name: 'sales' },
  label: 'SUM(sales)',
};

interface BatchBody {
  queries: { key: string; chart_id: number }[];
}

/**
 * The chart ids of each batch the page sent, and how many single chart-data requests it made for
 * the dashboard's charts (the filter bar's value lists are chart-data requests too, not counted).
 */
function watchRequests(page: Page, chartIds: number[]) {
  const batches: number[][] = [];
  const lines: {
    chart_id: number;
    result: { result: { data: Record<string, number>[] }[] };
    planner: { source: string; shared_with: string[] };
  }[] = [];
  let singles = 0;
  page.on('request', (req: Request) => {
    const path = new URL(req.url()).pathname;
    if (path === '/api/v1/chart/data/batch')
      batches.push((req.postDataJSON() as BatchBody).queries.map((q) => q.chart_id).sort());
    else if (/^\/api\/v1\/chart\/data\/?$/.test(path)) {
      const body = req.postDataJSON() as { form_data?: { slice_id?: number } };
      if (chartIds.includes(Number(body.form_data?.slice_id))) singles += 1;
    }
  });
  page.on('response', async (res) => {
    if (!res.url().endsWith('/api/v1/chart/data/batch')) return;
    for (const line of (await res.text()).trim().split('\n')) lines.push(JSON.parse(line));
  });
  return { batches, lines, singles: () => singles };
}

/** The ECharts instance id of each chart's canvas box (a new instance gets a new id). */
function instanceIds(page: Page, chartIds: number[]): Promise<(string | null)[]> {
  return page.evaluate(
    (ids) =>
      ids.map(
        (id) =>
          document
            .querySelector(`[data-chart-id="${id}"] [_echarts_instance_]`)
            ?.getAttribute('_echarts_instance_') ?? null,
      ),
    chartIds,
  );
}

describe('dashboard query planner: one batch per load, filters re-query their scope (#17 points 3, 4)', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  let dashboardId = 0;
  const chartIds: number[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    context.setDefaultTimeout(20_000);
    page = await context.newPage();
    await signInAsAdmin(page, server.url);
    const sales = await datasetByName(page.request, server.url, 'sales');
    dashboardId = (
      await apiJson(page.request, server.url, 'POST', '/api/v1/dashboard/', {
        dashboard_title: 'Planned sales',
        published: true,
      })
    ).id as number;
    for (const groupby of [['region'], ['status'], ['region', 'status']])
      chartIds.push(
        await createDashboardChart(page.request, server.url, dashboardId, groupby.join(' x '), {
          datasource: `${sales.id}__table`,
          viz_type: 'pie',
          groupby,
          metric: SUM_SALES,
          adhoc_filters: [],
          row_limit: 100,
        }),
      );
    const emptyMask = { extraFormData: {}, filterState: {}, ownState: {} };
    await saveDashboardLayout(page.request, server.url, dashboardId, chartIds, {
      native_filter_configuration: [
        {
          id: 'NATIVE_FILTER-planner',
          type: 'NATIVE_FILTER',
          name: 'Status',
          filterType: 'filter_select',
          targets: [{ datasetId: sales.id, column: { name: 'status' } }],
          // In scope: the region chart and the region x status chart, not the status chart.
          scope: { rootPath: ['ROOT_ID'], excluded: [chartIds[1]] },
          controlValues: { multiSelect: true },
          defaultDataMask: emptyMask,
          cascadeParentIds: [],
          description: '',
        },
      ],
    });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('loads three charts of one dataset with one batch answered from one query, then a filter re-queries its two charts only', async () => {
    const seen = watchRequests(page, chartIds);
    const filters = new DashboardFiltersPage(page);
    await filters.open(server.url, dashboardId);
    const before = [];
    for (const id of chartIds) before.push(await filters.renderedChartText(id));
    expect(seen.batches).toEqual([[...chartIds].sort()]);
    expect(seen.singles()).toBe(0);
    await expect.poll(() => seen.lines.length).toBe(3);
    for (const line of seen.lines) {
      expect(line.planner.source).toBe('reaggregated');
      expect(line.planner.shared_with).toHaveLength(2);
    }

    const instances = await instanceIds(page, chartIds);
    expect(instances.every(Boolean)).toBe(true);
    await filters.pickFirstValue('Status');
    await filters.apply();
    await expect.poll(() => seen.lines.length, { timeout: 20_000 }).toBe(5);
    for (const id of [chartIds[0]!, chartIds[2]!]) await filters.renderedChartText(id);
    // The filtered answers total less than the unfiltered ones (one status of several).
    const total = (line: (typeof seen.lines)[number]) =>
      line.result.result[0]!.data.reduce((sum, row) => sum + row['SUM(sales)']!, 0);
    const [first, second] = seen.lines.filter((l) => l.chart_id === chartIds[0]);
    expect(total(second!)).toBeLessThan(total(first!));
    expect(seen.batches).toEqual([[...chartIds].sort(), [chartIds[0]!, chartIds[2]!].sort()]);
    expect(seen.singles()).toBe(0);
    // Redrawn in place: no chart instance was re-created, in scope or out of it.
    expect(await instanceIds(page, chartIds)).toEqual(instances);
    expect(await filters.renderedChartText(chartIds[1]!)).toBe(before[1]);
  }, 120_000);
});
