import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
import { signInAsAdmin } from './support/session.ts';

const OUTPUT_DIR = join(REPO_ROOT, 'packages/e2e/output');

/** Opens the dashboard menu's Download submenu and clicks one of its entries. */
async function downloadFromMenu(page: Page, entry: 'image' | 'pdf'): Promise<Buffer> {
  const item = page.locator(`[data-test="dashboard-menu-download-${entry}"]:visible`);
  // The menu redraws (closing its submenu) when the user's report answer arrives: open it again.
  for (let attempt = 1; ; attempt += 1) {
    await page.locator('[data-test="dashboard-menu"]').click();
    await page.locator('[data-test="dashboard-menu-download"]').hover();
    try {
      await item.waitFor({ state: 'visible', timeout: 6_000 });
      break;
    } catch (e) {
      if (attempt >= 3) throw e;
      await page.keyboard.press('Escape');
      await page.mouse.move(0, 0);
    }
  }
  const waiting = page.waitForEvent('download', { timeout: 60_000 });
  // A click event on the entry itself: the submenu can still be sliding in (not hit-testable yet).
  await item.dispatchEvent('click');
  const download = await waiting;
  return readFileSync(await download.path());
}

describe('dashboard menu: Download as image / PDF, drawn by the server renderer (#16 point 7)', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  let dashboardId = 0;

  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      acceptDownloads: true,
    });
    context.setDefaultTimeout(20_000);
    page = await context.newPage();
    await signInAsAdmin(page, server.url);
    const sales = await datasetByName(page.request, server.url, 'sales');
    dashboardId = (
      await apiJson(page.request, server.url, 'POST', '/api/v1/dashboard/', {
        dashboard_title: 'Downloadable sales',
        published: true,
      })
    ).id as number;
    const chart = await createDashboardChart(page.request, server.url, dashboardId, 'Lines', {
      datasource: `${sales.id}__table`,
      viz_type: 'big_number_total',
      metric: 'count',
    });
    await saveDashboardLayout(page.request, server.url, dashboardId, [chart]);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('downloads the dashboard as a PNG, then as a one-page PDF', async () => {
    await page.goto(`${server.url}/superset/dashboard/${dashboardId}/`);
    await page.locator('[data-test="dashboard-chart"][data-chart-status="rendered"]').waitFor();
    const png = await downloadFromMenu(page, 'image');
    mkdirSync(OUTPUT_DIR, { recursive: true });
    writeFileSync(join(OUTPUT_DIR, 'dashboard-download.png'), png);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(1600); // Superset's dashboard window width
    expect(png.readUInt32BE(20)).toBeLessThan(800); // ends where the one-row dashboard ends
    const pdf = (await downloadFromMenu(page, 'pdf')).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.match(/\/Type \/Page\b(?!s)/g)).toHaveLength(1);
  }, 90_000);
});
