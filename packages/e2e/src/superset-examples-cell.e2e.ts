// The visual-fidelity suite's second size (#14): the 48 Superset example charts opened standalone
// in a window the size of a dashboard cell, and every ECharts chart of the three example dashboards
// measured in its cell: marks and labels inside the box, labels apart and off a gauge's needle, and
// a heatmap naming every category its saved intervals ask for (turned rather than dropped).
// superset-examples.e2e.ts runs the same checks at the explore size.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { REPO_ROOT, startTestServer } from './support/server.ts';
import type { TestServer } from './support/server.ts';
import { signInAsAdmin } from './support/session.ts';
import {
  chartLabel,
  checkDashboardCells,
  checkStandaloneChart,
  fileName,
} from './support/superset-example-checks.ts';
import {
  SUPERSET_DASHBOARDS,
  adminToken,
  everyChartFile,
  findDashboard,
  listCharts,
  setUpSupersetExamples,
} from './support/superset-examples.ts';
import type { StoredChart } from './support/superset-examples.ts';

const OUTPUT_DIR = join(REPO_ROOT, 'packages/e2e/output/superset-examples-cell');

/** A dashboard cell: standalone explore fills the window, so the chart gets about 396 x 300 px. */
const CELL = { width: 420, height: 320 };
/** The dashboards are seen in the window the explore-size suite uses; their grid sizes the cells. */
const DASHBOARD_WINDOW = { width: 1400, height: 900 };
/**
 * How many charts of each dashboard ECharts draws (the others are tables, big numbers, a pivot
 * table, a word cloud and a horizon chart): a cell measured too early would otherwise pass unseen.
 */
const ECHARTS_CELLS: Record<(typeof SUPERSET_DASHBOARDS)[number], number> = {
  'Featured Charts': 21,
  'Sales Dashboard': 7,
  'Video Game Sales': 6,
};

describe("Superset's example charts at the size of a dashboard cell: inside their box, labels apart", () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  let token = '';
  let charts: StoredChart[] = [];

  beforeAll(async () => {
    server = await startTestServer({ withExamples: false, setup: setUpSupersetExamples });
    token = await adminToken(server.url);
    charts = await everyChartFile(server.url, token, await listCharts(server.url, token));
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: CELL });
    context.setDefaultTimeout(20_000);
    page = await context.newPage();
    await signInAsAdmin(page, server.url);
    rmSync(OUTPUT_DIR, { recursive: true, force: true });
    mkdirSync(OUTPUT_DIR, { recursive: true });
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('opens each of the 48 charts standalone at 420 x 320: something drawn, all inside its box, labels apart, categories named', async () => {
    expect(charts).toHaveLength(48);
    await page.setViewportSize(CELL);
    const failures: string[] = [];
    for (const chart of charts) {
      try {
        failures.push(...(await checkStandaloneChart(page, server.url, chart)));
        await page.screenshot({
          path: join(OUTPUT_DIR, `${chart.viz_type}-${fileName(chart.slice_name)}-${chart.id}.png`),
          fullPage: true,
          animations: 'disabled',
        });
      } catch (e) {
        failures.push(`${chartLabel(chart)}: ${(e as Error).message.split('\n')[0]}`);
        const context = page.context();
        await page.close().catch(() => undefined);
        page = await context.newPage();
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it.each(SUPERSET_DASHBOARDS)(
    '%s: every ECharts chart on any tab stays inside its dashboard cell, labels apart, categories named',
    async (title) => {
      await page.setViewportSize(DASHBOARD_WINDOW);
      const dashboard = await findDashboard(server.url, token, title);
      const outcomes = await checkDashboardCells(page, server.url, dashboard.id, (chart) =>
        join(OUTPUT_DIR, `dashboard-${fileName(title)}-${fileName(chart)}.png`),
      );
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
