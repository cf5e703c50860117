import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiJson,
  createDashboardChart,
  datasetByName,
  runSql,
  saveDashboardLayout,
} from './pages/dashboard-api.ts';
import { DashboardFiltersPage } from './pages/dashboard-filters-page.ts';
import { launchBrowser } from './support/browser.ts';
import { startTestServer, type TestServer } from './support/server.ts';
import { signInAsAdmin } from './support/session.ts';

const FILTER_ID = 'NATIVE_FILTER-e2eRegion';
const SUM_SALES = {
  expressionType: 'SIMPLE',
  aggregate: 'SUM',
  column: { column_name: 'sales' },
  label: 'SUM(sales)',
};
const COUNT_LINES = { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'lines' };
/** What a chart built in explore carries: a time range filter on the temporal column, open until a dashboard sets it. */
const ANY_ORDER_DATE = [
  {
    clause: 'WHERE',
    subject: 'order_date',
    operator: 'TEMPORAL_RANGE',
    comparator: 'No filter',
    expressionType: 'SIMPLE',
  },
];

let server: TestServer;
let browser: Browser;
let page: Page;
let filters: DashboardFiltersPage;

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  context.setDefaultTimeout(20_000);
  page = await context.newPage();
  filters = new DashboardFiltersPage(page);
  await signInAsAdmin(page, server.url);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('dashboard native filters: a value filter narrows every chart in scope', () => {
  let dashboardId = 0;
  let chartIds: number[] = [];

  beforeAll(async () => {
    const request = page.request;
    const sales = await datasetByName(request, server.url, 'sales');
    dashboardId = (
      await apiJson(request, server.url, 'POST', '/api/v1/dashboard/', {
        dashboard_title: 'Filtered sales',
      })
    ).id as number;
    chartIds = [];
    for (const [name, metric] of [
      ['Total sales', SUM_SALES],
      ['Order lines', COUNT_LINES],
    ] as const) {
      chartIds.push(
        await createDashboardChart(request, server.url, dashboardId, name, {
          datasource: `${sales.id}__table`,
          viz_type: 'big_number_total',
          metric,
          adhoc_filters: [],
        }),
      );
    }
    const emptyMask = { extraFormData: {}, filterState: {}, ownState: {} };
    const everywhere = { rootPath: ['ROOT_ID'], excluded: [] };
    await saveDashboardLayout(request, server.url, dashboardId, chartIds, {
      native_filter_configuration: [
        {
          id: FILTER_ID,
          type: 'NATIVE_FILTER',
          name: 'Region',
          filterType: 'filter_select',
          targets: [{ datasetId: sales.id, column: { name: 'region' } }],
          scope: everywhere,
          controlValues: { multiSelect: true },
          defaultDataMask: emptyMask,
          cascadeParentIds: [],
          description: '',
        },
        {
          id: 'NATIVE_FILTER-e2eTime',
          type: 'NATIVE_FILTER',
          name: 'Order period',
          filterType: 'filter_time',
          targets: [{}],
          scope: everywhere,
          controlValues: {},
          defaultDataMask: emptyMask,
          cascadeParentIds: [],
          description: '',
        },
      ],
    });
  }, 120_000);

  it('shows both filters, and selecting a region then Apply changes both charts', async () => {
    await filters.open(server.url, dashboardId);
    expect(await filters.filter('Region').isVisible()).toBe(true);
    expect(
      await filters.filter('Order period').locator('[data-test="filter-time-range"]').innerText(),
    ).toBe('No filter');
    const before = [
      await filters.renderedChartText(chartIds[0]!),
      await filters.renderedChartText(chartIds[1]!),
    ];

    expect(before[0]).toMatch(/\d/);
    expect(before[1]).toMatch(/\d/);

    const region = await filters.pickFirstValue('Region');
    expect(region).not.toBe('');
    // Pending until Apply: the charts still show the unfiltered numbers.
    expect(await filters.renderedChartText(chartIds[0]!)).toBe(before[0]);
    await filters.apply();

    const after = [
      await filters.chartTextChangedFrom(chartIds[0]!, before[0]!),
      await filters.chartTextChangedFrom(chartIds[1]!, before[1]!),
    ];
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

describe('dashboard native filters: a value and a time range filter added in the modal narrow the charts in scope', () => {
  const TOTAL = 'Revenue total';
  const TABLE = 'Lines by product line';
  const OUTSIDE = 'All order lines';
  const SINCE = '2024-01-01';
  const UNTIL = '2024-07-01';
  let dashboardId = 0;
  let databaseId = 0;
  const ids: Record<string, number> = {};

  /** Big number text such as "1,234.50" as a number. */
  const numberOf = (text: string) => Number(text.trim().replace(/,/g, ''));
  const sortRows = (rows: string[][]) =>
    [...rows].sort((a, b) => a.join('|').localeCompare(b.join('|')));

  /** SUM(sales), COUNT(*) and lines per product line under a WHERE clause, straight from SQL Lab. */
  async function expected(where: string) {
    const sql = (select: string, tail = '') =>
      runSql(
        page.request,
        server.url,
        databaseId,
        `SELECT ${select} FROM sales WHERE ${where}${tail}`,
      );
    const [totals] = await sql('ROUND(SUM(sales), 2) AS total, CAST(COUNT(*) AS INTEGER) AS lines');
    const byLine = await sql(
      'product_line, CAST(COUNT(*) AS INTEGER) AS lines',
      ' GROUP BY product_line',
    );
    return {
      total: Number(totals!.total),
      lines: Number(totals!.lines),
      rows: sortRows(
        byLine.map((r) => [String(r.product_line), Number(r.lines).toLocaleString('en-US')]),
      ),
    };
  }

  /** Waits until the charts in scope show the expected values, then checks the chart out of scope still shows every line. */
  async function expectCharts(want: Awaited<ReturnType<typeof expected>>, allLines: number) {
    await expect
      .poll(async () => numberOf(await filters.renderedChartText(ids[TOTAL]!)), { timeout: 30_000 })
      .toBeCloseTo(want.total, 2);
    await expect
      .poll(async () => sortRows(await filters.tableRows(ids[TABLE]!)), { timeout: 30_000 })
      .toEqual(want.rows);
    expect(numberOf(await filters.renderedChartText(ids[OUTSIDE]!))).toBe(allLines);
  }

  beforeAll(async () => {
    const request = page.request;
    const sales = await datasetByName(request, server.url, 'sales');
    databaseId = sales.databaseId;
    const datasource = `${sales.id}__table`;
    dashboardId = (
      await apiJson(request, server.url, 'POST', '/api/v1/dashboard/', {
        dashboard_title: 'Sales by period',
      })
    ).id as number;
    ids[TOTAL] = await createDashboardChart(request, server.url, dashboardId, TOTAL, {
      datasource,
      viz_type: 'big_number_total',
      metric: SUM_SALES,
      y_axis_format: ',.2f',
      adhoc_filters: ANY_ORDER_DATE,
    });
    ids[TABLE] = await createDashboardChart(request, server.url, dashboardId, TABLE, {
      datasource,
      viz_type: 'table',
      query_mode: 'aggregate',
      groupby: ['product_line'],
      metrics: [COUNT_LINES],
      row_limit: 100,
      column_config: { lines: { d3NumberFormat: ',d' } },
      adhoc_filters: ANY_ORDER_DATE,
    });
    ids[OUTSIDE] = await createDashboardChart(request, server.url, dashboardId, OUTSIDE, {
      datasource,
      viz_type: 'big_number_total',
      metric: COUNT_LINES,
      y_axis_format: ',d',
      adhoc_filters: ANY_ORDER_DATE,
    });
    await saveDashboardLayout(request, server.url, dashboardId, [
      ids[TOTAL],
      ids[TABLE],
      ids[OUTSIDE],
    ]);
  }, 120_000);

  it('adds a Region value filter and an Order period time range filter, both scoped away from one chart', async () => {
    await filters.open(server.url, dashboardId);
    await filters.bar.getByText('No filters are currently added to this dashboard.').waitFor();
    await filters.openConfiguration();

    await filters.addConfigFilter();
    await filters.setConfigName('Region');
    await filters.setConfigTarget('sales', 'region');
    await filters.excludeFromScope(OUTSIDE);

    await filters.addConfigFilter();
    await filters.setConfigType('Time range');
    await filters.setConfigName('Order period');
    await filters.excludeFromScope(OUTSIDE);
    await filters.saveConfiguration();

    expect(await filters.filterNames()).toEqual(['Region', 'Order period']);
    const saved = (
      await apiJson(page.request, server.url, 'GET', `/api/v1/dashboard/${dashboardId}`)
    ).result as { json_metadata: string };
    const config = JSON.parse(saved.json_metadata).native_filter_configuration as {
      name: string;
      filterType: string;
      chartsInScope: number[];
    }[];
    expect(
      config.map(({ name, filterType, chartsInScope }) => ({
        name,
        filterType,
        chartsInScope: [...chartsInScope].sort(),
      })),
    ).toEqual([
      {
        name: 'Region',
        filterType: 'filter_select',
        chartsInScope: [ids[TOTAL], ids[TABLE]].sort(),
      },
      {
        name: 'Order period',
        filterType: 'filter_time',
        chartsInScope: [ids[TOTAL], ids[TABLE]].sort(),
      },
    ]);
  });

  it('applies a region, then a time range, and every chart in scope shows the numbers SQL computes', async () => {
    await filters.open(server.url, dashboardId);
    const all = await expected('TRUE');
    await expectCharts(all, all.lines);

    const region = await filters.pickFirstValue('Region');
    const inRegion = `region = '${region.replace(/'/g, "''")}'`;
    const byRegion = await expected(inRegion);
    expect(byRegion.lines).toBeGreaterThan(0);
    expect(byRegion.lines).toBeLessThan(all.lines);
    await filters.apply();
    await expectCharts(byRegion, all.lines);

    const preview = await filters.setTimeRange('Order period', SINCE, UNTIL);
    expect(preview).toContain(SINCE);
    expect(preview).toContain(UNTIL);
    const byRegionAndPeriod = await expected(
      `${inRegion} AND order_date >= TIMESTAMP '${SINCE}' AND order_date < TIMESTAMP '${UNTIL}'`,
    );
    expect(byRegionAndPeriod.lines).toBeGreaterThan(0);
    expect(byRegionAndPeriod.lines).toBeLessThan(byRegion.lines);
    await filters.apply();
    await expectCharts(byRegionAndPeriod, all.lines);
  });
});
