import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiJson,
  createDashboardChart,
  datasetByName,
  saveDashboardLayout,
} from './pages/dashboard-api.ts';
import { launchBrowser } from './support/browser.ts';
import { REPO_ROOT, startTestServer, type TestServer } from './support/server.ts';
import { signIn, signInAsAdmin } from './support/session.ts';
import { createUser, grantDatasetAccess } from './support/users.ts';

const OUTPUT_DIR = join(REPO_ROOT, 'packages/e2e/output');
const SUM_SALES = {
  expressionType: 'SIMPLE',
  aggregate: 'SUM',
  column: { column_name: 'sales' },
  label: 'SUM(sales)',
};

/** Opens the dashboard menu until it lists its entries (it redraws when the report answer comes). */
async function openMenu(page: Page): Promise<void> {
  await page.locator('[data-test="dashboard-menu"]').click();
  await page.locator('[data-test="dashboard-menu-fullscreen"]:visible').waitFor();
}

async function openDashboard(page: Page, url: string, charts: number): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(
    (n) =>
      document.querySelectorAll('[data-test="dashboard-chart"][data-chart-status="rendered"]')
        .length === n,
    charts,
  );
}

describe('dashboard profiler: the Performance entry for editors (#17 point 5)', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  let dashboardUrl = '';
  const chartIds: number[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    context.setDefaultTimeout(20_000);
    page = await context.newPage();
    await signInAsAdmin(page, server.url);
    const sales = await datasetByName(page.request, server.url, 'sales');
    const dashboardId = (
      await apiJson(page.request, server.url, 'POST', '/api/v1/dashboard/', {
        dashboard_title: 'Profiled sales',
        published: true,
      })
    ).id as number;
    for (const column of ['product_line', 'region', 'status']) {
      chartIds.push(
        await createDashboardChart(page.request, server.url, dashboardId, `Sales by ${column}`, {
          datasource: `${sales.id}__table`,
          viz_type: 'pie',
          groupby: [column],
          metric: SUM_SALES,
          adhoc_filters: [],
          row_limit: 100,
        }),
      );
    }
    await saveDashboardLayout(page.request, server.url, dashboardId, chartIds);
    dashboardUrl = `${server.url}/superset/dashboard/${dashboardId}/`;
    await grantDatasetAccess(page.request, server.url, 'profiler_sales', 'sales');
    await createUser(page.request, server.url, {
      username: 'viewer',
      password: 'Viewer-e2e-pw-42!',
      roleName: 'Gamma',
      extraRoles: ['profiler_sales'],
    });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('shows every chart on the waterfall with its render time, and the slowest charts', async () => {
    await openDashboard(page, dashboardUrl, chartIds.length);
    await openMenu(page);
    await page.locator('[data-test="dashboard-menu-performance"]').click();
    const panel = page.locator('[data-test="profiler-panel"]');
    await panel.waitFor();
    const rows = panel.locator('[data-test="profiler-row"]');
    expect(await rows.evaluateAll((els) => els.map((e) => Number(e.dataset.chartId)))).toEqual(
      chartIds,
    );
    const renderMs = await rows.evaluateAll((els) => els.map((e) => Number(e.dataset.renderMs)));
    for (const ms of renderMs) expect(ms).toBeGreaterThan(0);
    expect(await panel.locator('[data-test="profiler-phase-render"]').count()).toBe(3);
    const slowest = panel.locator('[data-test="profiler-slowest-row"]');
    expect(await slowest.count()).toBe(3);
    expect(await slowest.first().innerText()).toMatch(/^Sales by \w+\s+\d+(\.\d+)? m?s/);
    expect(await panel.locator('[data-test="profiler-summary"]').innerText()).toContain('3 / 3');
    mkdirSync(OUTPUT_DIR, { recursive: true });
    await page.getByRole('dialog').screenshot({ path: join(OUTPUT_DIR, 'dashboard-profiler.png') });
  }, 90_000);

  it('is not offered to a user who may not edit the dashboard', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      context.setDefaultTimeout(20_000);
      const viewer = await context.newPage();
      await signIn(viewer, server.url, 'viewer', 'Viewer-e2e-pw-42!');
      await openDashboard(viewer, dashboardUrl, chartIds.length);
      await openMenu(viewer);
      expect(await viewer.locator('[data-test="dashboard-menu-performance"]').count()).toBe(0);
    } finally {
      await context.close();
    }
  }, 90_000);
});
