import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import { ChartsPage } from './pages/charts-page.ts';
import { waitForToast } from './pages/common.ts';
import { DatasetsPage } from './pages/datasets-page.ts';
import { ExplorePage } from './pages/explore-page.ts';
import { NavBar } from './pages/nav-bar.ts';
import { launchBrowser } from './support/browser.ts';
import { parseCsv } from './support/csv.ts';
import { REPO_ROOT, startTestServer } from './support/server.ts';
import type { TestServer } from './support/server.ts';
import { signIn, signInAsAdmin } from './support/session.ts';
import { createUser, grantDatasetAccess } from './support/users.ts';

const OUTPUT_DIR = join(REPO_ROOT, 'packages/e2e/output');
const CHART_NAME = 'Sales by region (2024)';
const DASHBOARD_NAME = 'Sales overview';
/** Monthly bars over 2024: one result row per month after the pivot by region. */
const MONTHS_IN_RANGE = 12;

describe('explore: build, save, export and share a bar chart of the example sales', () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let explore: ExplorePage;
  let permalink = '';
  let sliceId = 0;

  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      acceptDownloads: true,
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    context.setDefaultTimeout(20_000);
    page = await context.newPage();
    explore = new ExplorePage(page);
  });

  beforeEach(({ task }) => {
    // A failing step leaves a picture of what the page showed, one per step.
    onTestFailed(async () => {
      mkdirSync(OUTPUT_DIR, { recursive: true });
      const step = task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60);
      await page
        ?.screenshot({ path: join(OUTPUT_DIR, `explore-failure-${step}.png`), fullPage: true })
        .catch(() => undefined);
    });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('opens explore on the sales dataset from the datasets list', async () => {
    await signInAsAdmin(page, server.url);
    await new NavBar(page).open('data', 'datasets');
    const datasets = new DatasetsPage(page);
    await datasets.waitUntilShown();
    await datasets.search('sales');
    await datasets.openExplore('sales');
    await explore.waitUntilShown();
    expect(await page.locator('[data-test="datasource-name"]').innerText()).toBe('sales');
  });

  it('builds a bar chart of monthly sales by region over 2024 and sees the bars', async () => {
    await explore.chooseVizType('echarts_timeseries_bar');
    // The gallery card shows a picture of the chart type, as Sightline draws it.
    expect(explore.lastThumbnailWidth).toBe(240);
    await explore.selectColumn('x_axis', 'order_date');
    await explore.selectValue('time_grain_sqla', 'Month');
    await explore.addSimpleMetric('metrics', 'sales', 'SUM');
    await explore.selectColumn('groupby', 'region');
    const preview = await explore.addTimeRangeFilter('order_date', '2024-01-01', '2025-01-01');
    expect(preview).toContain('2024-01-01 ≤ col < 2025-01-01');

    expect(await explore.run()).toBe('rendered');
    expect(await explore.chartError()).toBeNull();
    expect(await explore.chart.locator('canvas').count()).toBeGreaterThan(0);
    expect(await explore.resultsRowCount()).toBe(`${MONTHS_IN_RANGE} rows`);
    expect(new URL(page.url()).searchParams.get('form_data')).toContain('echarts_timeseries_bar');

    mkdirSync(OUTPUT_DIR, { recursive: true });
    await page.screenshot({ path: join(OUTPUT_DIR, 'explore.png'), fullPage: true });
  });

  it('saves it as a new chart on a new dashboard and finds it again after a reload', async () => {
    await explore.saveAsNew(CHART_NAME, DASHBOARD_NAME);
    expect(await waitForToast(page, `Chart [${CHART_NAME}] has been saved`)).toBe('success');
    expect(
      await waitForToast(
        page,
        `Dashboard [${DASHBOARD_NAME}] just got created and chart [${CHART_NAME}] was added to it`,
      ),
    ).toBe('success');
    await page.waitForURL(/slice_id=\d+/);
    sliceId = Number(new URL(page.url()).searchParams.get('slice_id'));
    await explore.waitUntilShown();
    await page.reload();
    await explore.waitUntilShown();
    expect(await explore.chartName()).toBe(CHART_NAME);
    expect(await explore.waitForChart()).toBe('rendered');
    expect(await explore.chart.locator('canvas').count()).toBeGreaterThan(0);
    // The new dashboard holds the chart.
    const q = encodeURIComponent(
      `(filters:!((col:dashboard_title,opr:eq,value:'${DASHBOARD_NAME}')))`,
    );
    const dashboards = (await (
      await page.request.get(`${server.url}/api/v1/dashboard/?q=${q}`)
    ).json()) as { result: { id: number }[] };
    expect(dashboards.result).toHaveLength(1);
    const charts = (await (
      await page.request.get(`${server.url}/api/v1/dashboard/${dashboards.result[0]!.id}/charts`)
    ).json()) as { result: { id: number }[] };
    expect(charts.result.map((c) => c.id)).toEqual([sliceId]);
  });

  it('overwrites the saved chart', async () => {
    await explore.overwrite();
    expect(await waitForToast(page, `Chart [${CHART_NAME}] has been overwritten`)).toBe('success');
    await page.reload();
    await explore.waitUntilShown();
    expect(Number(new URL(page.url()).searchParams.get('slice_id'))).toBe(sliceId);
    const list = (await (
      await page.request.get(
        `${server.url}/api/v1/chart/?q=${encodeURIComponent(`(filters:!((col:slice_name,opr:eq,value:'${CHART_NAME}')))`)}`,
      )
    ).json()) as { count: number };
    expect(list.count).toBe(1);
    expect(await explore.waitForChart()).toBe('rendered');
  });

  it('exports the chart data as CSV', async () => {
    const downloading = page.waitForEvent('download');
    await explore.openChartAction('export-csv');
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const rows = parseCsv(readFileSync(await download.path(), 'utf8'));
    expect(rows[0]).toEqual(['order_date', 'APAC', 'Americas', 'EMEA']);
    expect(rows.length - 1).toBe(MONTHS_IN_RANGE);
    expect(rows[1]?.[0]).toMatch(/^2024-01-01/);
  });

  it('exports the chart data as XLSX', async () => {
    const downloading = page.waitForEvent('download');
    await explore.openChartAction('export-xlsx');
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    // An XLSX file is a zip archive: it starts with the PK signature.
    expect(
      readFileSync(await download.path())
        .subarray(0, 2)
        .toString('latin1'),
    ).toBe('PK');
  });

  it('shows the generated query and copies it', async () => {
    await explore.openChartAction('view-query');
    const sql = page.locator('[data-test="view-query-sql"]').first();
    await sql.waitFor();
    const text = await sql.innerText();
    expect(text).toMatch(/FROM\s+"main"\."sales"/);
    expect(text).toContain("'2024-01-01");
    await page.locator('[data-test="view-query-copy"]').click();
    await waitForToast(page, 'Copied to clipboard!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
    await page.keyboard.press('Escape');
  });

  it('lists the saved chart and stars it', async () => {
    const charts = new ChartsPage(page);
    await charts.open(server.url);
    await charts.search('region');
    await charts.row(CHART_NAME).waitFor();
    expect(await charts.toggleFavorite(CHART_NAME)).toBe(true);
    await charts.row(CHART_NAME).locator('[data-test="chart-link"]').click();
    await explore.waitUntilShown();
    expect(await explore.waitForChart()).toBe('rendered');
  });

  it('copies a permalink that opens the same chart in a fresh browser', async () => {
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/explore/permalink') && r.request().method() === 'POST',
    );
    await explore.openChartAction('copy-permalink');
    permalink = ((await (await created).json()) as { url: string }).url;
    await waitForToast(page, 'Copied to clipboard!');
    expect(permalink).toMatch(/\/superset\/explore\/p\/[^/]+\/$/);

    const fresh = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    try {
      fresh.setDefaultTimeout(20_000);
      const other = await fresh.newPage();
      await signInAsAdmin(other, server.url);
      await other.goto(permalink);
      const shared = new ExplorePage(other);
      await shared.waitUntilShown();
      expect(await shared.waitForChart()).toBe('rendered');
      expect(await shared.chart.locator('canvas').count()).toBeGreaterThan(0);
      expect(await other.locator('[data-test="filter-pill"]').innerText()).toContain(
        '2024-01-01 : 2025-01-01',
      );
      expect(await shared.resultsRowCount()).toBe(`${MONTHS_IN_RANGE} rows`);
    } finally {
      await fresh.close();
    }
  });

  it("does not let a Gamma user overwrite the admin's chart", async () => {
    await grantDatasetAccess(page.request, server.url, 'sales_readers', 'sales');
    const analyst = {
      username: 'analyst',
      password: 'Analyst-e2e-pw-42!',
      roleName: 'Gamma',
      extraRoles: ['sales_readers'],
    };
    await createUser(page.request, server.url, analyst);
    const other = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    try {
      other.setDefaultTimeout(20_000);
      const otherPage = await other.newPage();
      await signIn(otherPage, server.url, analyst.username, analyst.password);
      await otherPage.goto(`${server.url}/explore/?slice_id=${sliceId}`);
      const theirs = new ExplorePage(otherPage);
      await theirs.waitUntilShown();
      await otherPage.locator('[data-test="explore-save"]').click();
      const notice = otherPage.locator('[data-test="save-no-permission"]');
      await notice.waitFor();
      expect(await notice.innerText()).toContain('You do not have permission to edit this chart');
      expect(
        await otherPage
          .locator('[data-test="save-overwrite"] input, input[data-test="save-overwrite"]')
          .first()
          .isDisabled(),
      ).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('drills to the detail rows of a bar', async () => {
    await explore.drillToDetailOnABar();
    const count = page.locator('[data-test="drill-detail-table-count"]');
    await count.waitFor();
    expect(Number((await count.innerText()).replace(/\D/g, ''))).toBeGreaterThan(0);
    const filters = await page.locator('[data-test="drill-detail-filter"]').allInnerTexts();
    expect(filters.map((f) => f.split(':')[0])).toEqual(['order_date', 'region']);
    expect(await page.locator('[data-test="drill-detail-table"] tbody tr').count()).toBeGreaterThan(
      0,
    );
    // The title names the clicked bucket as the filters do, and the modal fits the window.
    const values = filters.map((f) => f.slice(f.indexOf(':') + 1).trim());
    expect(await page.locator('.ant-modal-title').innerText()).toBe(
      `Drill to detail by ${values.join(', ')}`,
    );
    const pager = await page.locator('.ant-modal .ant-pagination').boundingBox();
    expect(pager).not.toBeNull();
    expect(pager!.y + pager!.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    await page.keyboard.press('Escape');
  });

  it('restores earlier form data with back and forward', async () => {
    await explore.selectValue('time_grain_sqla', 'Year');
    expect(await explore.run()).toBe('rendered');
    expect(await page.locator('[data-test="explore-row-count"]').innerText()).toBe('1 rows');
    await page.goBack();
    await page.locator('[data-test="select-time_grain_sqla"]', { hasText: 'Month' }).waitFor();
    await page
      .locator('[data-test="explore-row-count"]', { hasText: `${MONTHS_IN_RANGE} rows` })
      .waitFor();
    await page.goForward();
    await page.locator('[data-test="select-time_grain_sqla"]', { hasText: 'Year' }).waitFor();
    await page.locator('[data-test="explore-row-count"]', { hasText: '1 rows' }).waitFor();
  });
});
