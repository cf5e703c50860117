// The visual-fidelity suite (#14) over Superset's own example export: its 48 charts opened standalone
// in explore at two sizes (the explore window, then the window resized to a dashboard cell, which
// must redraw from the data in hand without a new query), and its three dashboards with every chart
// on any tab rendered and every ECharts chart measured in its cell.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { REPO_ROOT, startTestServer } from './support/server.ts';
import type { TestServer } from './support/server.ts';
import { signInAsAdmin } from './support/session.ts';
import {
  chartLabel,
  checkDashboardCells,
  checkDrawnChart,
  checkStandaloneChart,
  fileName,
} from './support/superset-example-checks.ts';
import {
  FEATURED_CHARTS,
  FEATURED_CHART_COUNT,
  SUPERSET_DASHBOARDS,
  adminToken,
  everyChartFile,
  findDashboard,
  listCharts,
  setUpSupersetExamples,
} from './support/superset-examples.ts';
import type { StoredChart } from './support/superset-examples.ts';

const OUTPUT_DIR = join(REPO_ROOT, 'packages/e2e/output/superset-examples');
const CELL_DIR = join(OUTPUT_DIR, 'cell');

/** The explore window, in which the dashboards are seen too (their grid sizes the cells). */
const WINDOW = { width: 1400, height: 900 };
/** A dashboard cell: standalone explore fills the window, so the chart gets about 396 x 300 px. */
const CELL = { width: 420, height: 320 };
/**
 * How many charts of each dashboard ECharts draws (the others are tables, big numbers, a pivot
 * table, a word cloud and a horizon chart): a cell measured too early would otherwise pass unseen.
 */
const ECHARTS_CELLS: Record<(typeof SUPERSET_DASHBOARDS)[number], number> = {
  'Featured Charts': 21,
  'Sales Dashboard': 7,
  'Video Game Sales': 6,
};

/**
 * Waits until every ECharts instance on the page took its host's new size (the chart box follows
 * the window through a resize observer, then Echart resizes the instance).
 */
async function waitForResizedCharts(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      Array.from(document.querySelectorAll<HTMLElement>('[_echarts_instance_]')).every((host) => {
        const chart = (host as unknown as { __echartsInstance?: { getWidth(): number } })
          .__echartsInstance;
        return (
          host.getBoundingClientRect().right <= window.innerWidth + 1 &&
          (!chart || chart.getWidth() === host.clientWidth)
        );
      }),
    undefined,
    { timeout: 10_000, polling: 100 },
  );
}

describe("Superset's example dashboards and charts, imported from Superset's export, draw in the browser", () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let token = '';
  let charts: StoredChart[] = [];

  beforeAll(async () => {
    server = await startTestServer({ withExamples: false, setup: setUpSupersetExamples });
    token = await adminToken(server.url);
    charts = await everyChartFile(server.url, token, await listCharts(server.url, token));
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: WINDOW });
    context.setDefaultTimeout(20_000);
    page = await context.newPage();
    await signInAsAdmin(page, server.url);
    rmSync(OUTPUT_DIR, { recursive: true, force: true });
    mkdirSync(CELL_DIR, { recursive: true });
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('opens each of the 48 charts standalone in explore, then resized to a dashboard cell (no new query): something drawn, all inside its box, labels apart', async () => {
    // 42 imported charts with a uuid of their own + the 6 files of the three shared uuids.
    expect(charts).toHaveLength(48);
    const failures = { explore: [] as string[], cell: [] as string[] };
    let dataRequests = 0;
    const countDataRequests = (request: { url(): string }) => {
      if (request.url().includes('/api/v1/chart/data')) dataRequests += 1;
    };
    for (const chart of charts) {
      try {
        await page.setViewportSize(WINDOW);
        const atWindow = await checkStandaloneChart(page, server.url, chart);
        failures.explore.push(...atWindow);
        if (atWindow.length > 0) continue;
        page.on('request', countDataRequests);
        dataRequests = 0;
        await page.setViewportSize(CELL);
        await waitForResizedCharts(page);
        const atCell = await checkDrawnChart(page, server.url, chart);
        page.off('request', countDataRequests);
        if (dataRequests > 0)
          atCell.push(`${chartLabel(chart)}: the resize sent ${dataRequests} chart-data requests`);
        failures.cell.push(...atCell);
        await page.screenshot({
          path: join(CELL_DIR, `${chart.viz_type}-${fileName(chart.slice_name)}-${chart.id}.png`),
          fullPage: true,
          animations: 'disabled',
        });
      } catch (e) {
        failures.explore.push(`${chartLabel(chart)}: ${(e as Error).message.split('\n')[0]}`);
        page.off('request', countDataRequests);
        await page.close().catch(() => undefined);
        page = await context.newPage();
      }
    }
    expect(failures).toEqual({ explore: [], cell: [] });
  }, 900_000);

  it.each(SUPERSET_DASHBOARDS)(
    '%s: every chart on any tab renders without an error, every ECharts chart inside its cell, labels apart',
    async (title) => {
      await page.setViewportSize(WINDOW);
      const dashboard = await findDashboard(server.url, token, title);
      if (title === FEATURED_CHARTS) expect(dashboard.chartIds).toHaveLength(FEATURED_CHART_COUNT);
      const outcomes = await checkDashboardCells(page, server.url, dashboard.id, {
        cell: (chart) => join(CELL_DIR, `dashboard-${fileName(title)}-${fileName(chart)}.png`),
        tab: (tab) => join(OUTPUT_DIR, `${fileName(title)}${tab > 0 ? `-tab-${tab}` : ''}.png`),
      });
      expect(outcomes.map((o) => o.chartId).sort((a, b) => a - b)).toEqual(
        [...dashboard.chartIds].sort((a, b) => a - b),
      );
      expect(outcomes.filter((o) => o.isEcharts)).toHaveLength(ECHARTS_CELLS[title]);
      expect(
        outcomes
          .filter((o) => o.problems.length > 0)
          .map((o) => `${o.title} (#${o.chartId}): ${o.problems.join('; ')}`),
      ).toEqual([]);
    },
    300_000,
  );
});
