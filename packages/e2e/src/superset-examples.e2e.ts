import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardChartsPage } from './pages/dashboard-charts-page.ts';
import type { DashboardChartOutcome } from './pages/dashboard-charts-page.ts';
import { launchBrowser } from './support/browser.ts';
import { REPO_ROOT, startTestServer } from './support/server.ts';
import type { TestServer } from './support/server.ts';
import { signInAsAdmin } from './support/session.ts';
import { chartLabel, checkStandaloneChart, fileName } from './support/superset-example-checks.ts';
import {
  FEATURED_CHARTS,
  FEATURED_CHART_COUNT,
  adminToken,
  findDashboard,
  everyChartFile,
  listCharts,
  setUpSupersetExamples,
} from './support/superset-examples.ts';
import type { StoredChart, StoredDashboard } from './support/superset-examples.ts';

const OUTPUT_DIR = join(REPO_ROOT, 'packages/e2e/output/superset-examples');

/** One line per chart that did not render cleanly: name, status and error text. */
const describeFailure = (o: DashboardChartOutcome) =>
  `${o.title} (#${o.chartId}): ${o.status}${o.error ? ` - ${o.error.replace(/\s+/g, ' ').slice(0, 300)}` : ''}${o.drawn === 0 ? ' - drew nothing' : ''}`;
const isClean = (o: DashboardChartOutcome) => o.status === 'rendered' && !o.error && o.drawn > 0;

describe("Superset's example dashboards and charts, imported from Superset's export, render in the browser", () => {
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
    context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
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

  it('opens each of the 48 charts in explore (standalone): no error alert, something drawn, all inside its box, labels apart', async () => {
    // 42 imported charts with a uuid of their own + the 6 files of the three shared uuids.
    expect(charts).toHaveLength(48);
    const failures: string[] = [];
    for (const chart of charts) {
      try {
        failures.push(...(await checkStandaloneChart(page, server.url, chart)));
      } catch (e) {
        failures.push(`${chartLabel(chart)}: ${(e as Error).message.split('\n')[0]}`);
        await page.close().catch(() => undefined);
        page = await context.newPage();
      }
    }
    expect(failures).toEqual([]);
  }, 900_000);

  /** Opens the dashboard, visits every tab and scrolls to every chart; saves one screenshot per tab. */
  async function renderDashboard(
    title: string,
  ): Promise<{ dashboard: StoredDashboard; outcomes: DashboardChartOutcome[] }> {
    const dashboard = await findDashboard(server.url, token, title);
    const view = new DashboardChartsPage(page);
    await view.goto(server.url, dashboard.id);
    const outcomes = new Map<number, DashboardChartOutcome>();
    const tabCount = await view.tabs().count();
    for (let tab = 0; tab < Math.max(1, tabCount); tab += 1) {
      if (tabCount > 0) await view.openTab(tab);
      for (const chartId of await view.visibleChartIds())
        if (!outcomes.has(chartId)) outcomes.set(chartId, await view.settle(chartId));
      await page.evaluate(() => window.scrollTo(0, 0));
      await view.screenshot(
        join(OUTPUT_DIR, `${fileName(title)}${tabCount > 1 ? `-tab-${tab + 1}` : ''}.png`),
      );
    }
    return { dashboard, outcomes: [...outcomes.values()] };
  }

  it(`${FEATURED_CHARTS}: all ${FEATURED_CHART_COUNT} charts render without an error`, async () => {
    const { dashboard, outcomes } = await renderDashboard(FEATURED_CHARTS);
    expect(dashboard.chartIds).toHaveLength(FEATURED_CHART_COUNT);
    expect(outcomes.map((o) => o.chartId).sort((a, b) => a - b)).toEqual(
      [...dashboard.chartIds].sort((a, b) => a - b),
    );
    expect(outcomes.filter((o) => !isClean(o)).map(describeFailure)).toEqual([]);
  }, 300_000);

  it.each(['Sales Dashboard', 'Video Game Sales'])(
    '%s: every chart placed on any tab renders without an error',
    async (title) => {
      const { dashboard, outcomes } = await renderDashboard(title);
      expect(dashboard.chartIds.length).toBeGreaterThan(0);
      expect(outcomes.map((o) => o.chartId).sort((a, b) => a - b)).toEqual(
        [...dashboard.chartIds].sort((a, b) => a - b),
      );
      expect(outcomes.filter((o) => !isClean(o)).map(describeFailure)).toEqual([]);
    },
    300_000,
  );
});
