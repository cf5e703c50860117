import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import { createChartViaApi, datasetIdByName } from './pages/dashboard-page.ts';
import { RlsPage } from './pages/rls-page.ts';
import { SavedChartPage } from './pages/saved-chart-page.ts';
import { launchBrowser } from './support/browser.ts';
import { REPO_ROOT, startTestServer } from './support/server.ts';
import type { TestServer } from './support/server.ts';
import { signIn, signInAsAdmin } from './support/session.ts';
import { createUser, grantDatasetAccess } from './support/users.ts';

const OUTPUT_DIR = join(REPO_ROOT, 'packages/e2e/output');
const CHART = 'Total sales (RLS)';
const SUM_SALES = {
  expressionType: 'SIMPLE',
  column: { column_name: 'sales' },
  aggregate: 'SUM',
  label: 'SUM(sales)',
};
const ANALYST = {
  username: 'rls_analyst',
  password: 'Analyst-rls-pw-42!',
  roleName: 'Gamma',
  extraRoles: ['rls_sales_readers'],
};

/** SUM(sales) of the examples, optionally of one region, asked by the admin's session. */
async function totalSales(
  request: APIRequestContext,
  baseUrl: string,
  datasetId: number,
  region: string | null,
): Promise<number> {
  const token = (
    (await (await request.get(`${baseUrl}/api/v1/security/csrf_token/`)).json()) as {
      result: string;
    }
  ).result;
  const res = await request.post(`${baseUrl}/api/v1/chart/data`, {
    headers: { 'X-CSRFToken': token },
    data: {
      datasource: { id: datasetId, type: 'table' },
      queries: [
        {
          columns: [],
          metrics: [SUM_SALES],
          filters: region ? [{ col: 'region', op: '==', val: region }] : [],
          row_limit: 1,
        },
      ],
    },
  });
  if (res.status() !== 200) throw new Error(`chart data: ${res.status()} ${await res.text()}`);
  return Number(
    ((await res.json()) as { result: { data: Record<string, number>[] }[] }).result[0]!.data[0]![
      'SUM(sales)'
    ],
  );
}

/** The text d3's ',.2f' gives. */
const twoDecimals = (n: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

describe('settings: an admin adds a row level security rule and a Gamma user sees filtered data', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  let sliceId = 0;
  let datasetId = 0;

  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    context.setDefaultTimeout(20_000);
    page = await context.newPage();
    await signInAsAdmin(page, server.url);
    datasetId = await datasetIdByName(page.request, server.url, 'sales');
    sliceId = await createChartViaApi(page.request, server.url, CHART, {
      datasource: `${datasetId}__table`,
      viz_type: 'big_number_total',
      metric: SUM_SALES,
      y_axis_format: ',.2f',
    });
    await grantDatasetAccess(page.request, server.url, 'rls_sales_readers', 'sales');
    await createUser(page.request, server.url, ANALYST);
  }, 180_000);

  beforeEach(() => {
    onTestFailed(async () => {
      mkdirSync(OUTPUT_DIR, { recursive: true });
      await page
        ?.screenshot({ path: join(OUTPUT_DIR, 'settings-rls-failure.png'), fullPage: true })
        .catch(() => undefined);
    });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('creates a Regular rule for Gamma on sales from Settings > Row Level Security', async () => {
    await page.goto(`${server.url}/tablemodelview/list/`);
    const rls = new RlsPage(page);
    await rls.openFromSettingsMenu();
    expect(new URL(page.url()).pathname).toBe('/rowlevelsecurity/list/');
    await rls.addRule({
      name: 'EMEA only for Gamma',
      filterType: 'Regular',
      dataset: 'main.sales',
      role: 'Gamma',
      clause: "region = 'EMEA'",
    });
    const row = rls.row('EMEA only for Gamma');
    await row.waitFor({ state: 'visible' });
    const text = await row.innerText();
    expect(text).toContain('Regular');
    expect(text).toContain('sales');
    expect(text).toContain('Gamma');
    expect(text).toContain("region = 'EMEA'");
  });

  it('shows the Gamma user the filtered total and the admin the whole one', async () => {
    const whole = await totalSales(page.request, server.url, datasetId, null);
    const emea = await totalSales(page.request, server.url, datasetId, 'EMEA');
    expect(emea).toBeGreaterThan(0);
    expect(emea).toBeLessThan(whole);

    const other = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    try {
      other.setDefaultTimeout(20_000);
      const analystPage = await other.newPage();
      await signIn(analystPage, server.url, ANALYST.username, ANALYST.password);
      const chart = new SavedChartPage(analystPage);
      expect(await chart.openStandalone(server.url, sliceId, 45_000)).toBe('rendered');
      const shown = await analystPage.locator('[data-test="chart-container"]').first().innerText();
      expect(shown).toContain(twoDecimals(emea));
      expect(shown).not.toContain(twoDecimals(whole));
    } finally {
      await other.close();
    }

    const admin = new SavedChartPage(page);
    expect(await admin.openStandalone(server.url, sliceId, 45_000)).toBe('rendered');
    expect(await page.locator('[data-test="chart-container"]').first().innerText()).toContain(
      twoDecimals(whole),
    );
  });

  it('lists logged actions in Settings > Action Log', async () => {
    const logged = await page.request.post(`${server.url}/superset/log/?explode=events`, {
      form: { events: JSON.stringify([{ event_name: 'e2e_settings_check', duration: 5 }]) },
    });
    expect(logged.status()).toBe(200);
    await page.goto(`${server.url}/rowlevelsecurity/list/`);
    await page.locator('[data-test="settings-menu"]').hover();
    await page.locator('[data-test="settings-action-log"]:visible').click();
    await page.locator('[data-test="action-log-list"]').waitFor({ state: 'visible' });
    expect(new URL(page.url()).pathname).toBe('/actionlog/list/');
    const row = page
      .locator('[data-test="action-log-table"] tbody tr')
      .filter({ hasText: 'e2e_settings_check' });
    await row.first().waitFor({ state: 'visible' });
    expect(await row.first().innerText()).toContain('admin');
  });
});
