import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import { waitForToast } from './pages/common.ts';
import { DashboardPage } from './pages/dashboard-page.ts';
import { BAR, PIE, TOTAL, createSalesCharts } from './support/dashboard-fixture.ts';
import type { DrawnComponent } from './pages/dashboard-page.ts';
import { launchBrowser } from './support/browser.ts';
import { REPO_ROOT, startTestServer } from './support/server.ts';
import type { TestServer } from './support/server.ts';
import { signInAsAdmin } from './support/session.ts';

/**
 * The filters of the query objects of a chart-data request body: a single request's, or those of
 * every entry of a dashboard batch (POST /api/v1/chart/data/batch, docs/adr/0020).
 */
function filtersOf(postData: string | null): { col: string; op: string; val: unknown }[] {
  type Query = { filters?: { col: string; op: string; val: unknown }[] };
  const body = JSON.parse(postData ?? '{}') as {
    queries?: (Query & { request?: { queries: Query[] } })[];
  };
  const queries = (body.queries ?? []).flatMap((q) => (q.request ? q.request.queries : [q]));
  return queries.flatMap((q) => q.filters ?? []);
}

const OUTPUT_DIR = join(REPO_ROOT, 'packages/e2e/output');
/** The layout as the test compares it: types, sizes and nesting, without the generated ids. */
const shape = (components: DrawnComponent[]) =>
  components.map(({ type, width, height, parentType, text }) => ({
    type,
    width,
    height,
    parentType,
    text,
  }));

describe('dashboards: build a layout, save it, resolve a concurrent save and cross-filter', () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let dashboard: DashboardPage;
  let dashboardId = 0;
  const chartIds: Record<string, number> = {};
  let savedShape: ReturnType<typeof shape> = [];

  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    context.setDefaultTimeout(20_000);
    page = await context.newPage();
    dashboard = new DashboardPage(page);
    await signInAsAdmin(page, server.url);
    Object.assign(chartIds, await createSalesCharts(page.request, server.url));
  });

  beforeEach(() => {
    onTestFailed(async () => {
      mkdirSync(OUTPUT_DIR, { recursive: true });
      await page
        ?.screenshot({ path: join(OUTPUT_DIR, 'dashboard-failure.png'), fullPage: true })
        .catch(() => undefined);
    });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('creates a dashboard from the list and lands in edit mode', async () => {
    await page.goto(`${server.url}/dashboard/list/`);
    await page.locator('[data-test="add-dashboard"]').click();
    await page.waitForURL(/\/superset\/dashboard\/\d+\/\?edit=true/);
    dashboardId = Number(/dashboard\/(\d+)\//.exec(page.url())?.[1]);
    await dashboard.waitUntilShown();
    expect(await dashboard.isEditing()).toBe('true');
    expect(await page.locator('[data-test="dashboard-title-input"]').inputValue()).toBe(
      '[ untitled dashboard ]',
    );
  });

  it('drags in three charts, a markdown block and top-level tabs', async () => {
    await dashboard.dragChartToGridBottom(BAR);
    await page.locator('[data-test="dashboard-chart-title"]', { hasText: BAR }).waitFor();
    const bar = (await dashboard.components()).find((c) => c.type === 'CHART' && c.text === BAR);
    expect(bar).toMatchObject({ width: 4, height: 50, parentType: 'ROW' });
    await dashboard.dragChartBeside(TOTAL, bar!.id);
    await page.locator('[data-test="dashboard-chart-title"]', { hasText: TOTAL }).waitFor();
    await dashboard.dragChartToGridBottom(PIE);
    await page.locator('[data-test="dashboard-chart-title"]', { hasText: PIE }).waitFor();
    await dashboard.dragLayoutElementToGridBottom('Text / Markdown');
    await page.locator('[data-test="dashboard-markdown"]').waitFor();
    await dashboard.dragLayoutElementToGridBottom('Tabs');
    await page.locator('[data-test="dashboard-tabs"]').waitFor();

    // Tabs dropped on the grid's edge become the top-level tabs: everything moves into their first tab.
    expect(shape(await dashboard.components())).toEqual([
      { type: 'TABS', width: null, height: null, parentType: null, text: '' },
      { type: 'TAB', width: null, height: null, parentType: 'TABS', text: '' },
      { type: 'ROW', width: null, height: null, parentType: 'TAB', text: '' },
      { type: 'CHART', width: 4, height: 50, parentType: 'ROW', text: BAR },
      { type: 'CHART', width: 4, height: 50, parentType: 'ROW', text: TOTAL },
      { type: 'ROW', width: null, height: null, parentType: 'TAB', text: '' },
      { type: 'CHART', width: 4, height: 50, parentType: 'ROW', text: PIE },
      { type: 'ROW', width: null, height: null, parentType: 'TAB', text: '' },
      { type: 'MARKDOWN', width: 4, height: 50, parentType: 'ROW', text: '' },
    ]);
  });

  it('resizes a chart, undoes and redoes it', async () => {
    const bar = (await dashboard.components()).find((c) => c.text === BAR)!;
    const columnStep =
      ((await page.locator('[data-test="dashboard-grid"]').boundingBox())!.width + 16) / 12;
    await dashboard.resize(bar.id, Math.round(columnStep * 2), 80);
    const widthOf = async () => (await dashboard.components()).find((c) => c.id === bar.id);
    expect(await widthOf()).toMatchObject({ width: 6, height: 60 });
    await dashboard.undo();
    expect(await widthOf()).toMatchObject({ width: 4, height: 50 });
    await dashboard.redo();
    expect(await widthOf()).toMatchObject({ width: 6, height: 60 });
    mkdirSync(OUTPUT_DIR, { recursive: true });
    await page.screenshot({ path: join(OUTPUT_DIR, 'dashboard-edit.png') });
  });

  it('saves, and after a reload shows the same layout', async () => {
    savedShape = shape(await dashboard.components());
    await dashboard.save();
    expect(await waitForToast(page, 'This dashboard was saved successfully.')).toBe('success');
    await page.waitForFunction(
      () =>
        document.querySelector('[data-test="dashboard-page"]')?.getAttribute('data-edit-mode') ===
        'false',
    );
    await page.reload();
    await dashboard.waitUntilShown();
    expect(await dashboard.isEditing()).toBe('false');
    expect(shape(await dashboard.components())).toEqual(savedShape);
    mkdirSync(OUTPUT_DIR, { recursive: true });
    await page.screenshot({ path: join(OUTPUT_DIR, 'dashboard.png'), fullPage: true });
  });

  it('asks to confirm the overwrite when another session saved in between', async () => {
    const other = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    try {
      const otherPage = await other.newPage();
      await signInAsAdmin(otherPage, server.url);
      const otherDashboard = new DashboardPage(otherPage);
      await otherDashboard.goto(server.url, dashboardId);
      await otherDashboard.edit();
      await dashboard.edit();

      await page.locator('[data-test="dashboard-title-input"]').fill('Sales overview');
      await dashboard.save();
      expect(await waitForToast(page, 'This dashboard was saved successfully.')).toBe('success');

      await otherPage.locator('[data-test="dashboard-title-input"]').fill('Regional sales');
      await otherDashboard.save();
      expect(await waitForToast(otherPage, 'Please confirm the overwrite values.')).toBe('danger');
      const diff = otherPage.locator('[data-test="overwrite-diff"]');
      await diff.waitFor();
      const titleRow = diff.locator('tbody tr', { hasText: 'dashboard_title' });
      expect(await titleRow.innerText()).toContain('Sales overview');
      expect(await titleRow.innerText()).toContain('Regional sales');
      await otherPage.locator('[data-test="overwrite-confirm"]').click();
      expect(await waitForToast(otherPage, 'This dashboard was saved successfully.')).toBe(
        'success',
      );
    } finally {
      await other.close();
    }
    await page.reload();
    await dashboard.waitUntilShown();
    expect(await page.locator('[data-test="dashboard-title"]').innerText()).toBe('Regional sales');
  });

  it('cross-filters the other charts by clicking a bar', async () => {
    await dashboard.waitForChart(chartIds[BAR]);
    await dashboard.waitForChart(chartIds[TOTAL]);
    const totalBox = dashboard.chart(chartIds[TOTAL]).locator('[data-test="chart-canvas-box"]');
    const before = await totalBox.innerText();
    const filtered = page.waitForRequest(
      (req) =>
        req.url().includes('/api/v1/chart/data') &&
        (req.postData() ?? '').includes('"col":"region"'),
    );
    const canvas = dashboard.chart(chartIds[BAR]).locator('canvas').first();
    const box = (await canvas.boundingBox())!;
    // One year on the x axis: three grouped bars, the middle one under the centre, tall near the axis.
    await page.mouse.click(box.x + box.width / 2, box.y + box.height * 0.8);
    const request = await filtered;
    const regionFilter = filtersOf(request.postData()).find((f) => f.col === 'region');
    expect(regionFilter?.op).toBe('IN');
    expect((regionFilter?.val as string[]).length).toBe(1);
    await page.waitForFunction(
      ([selector, text]) => {
        const el = document.querySelector(selector);
        return (
          el !== null &&
          (el as HTMLElement).innerText !== text &&
          (el as HTMLElement).innerText.trim() !== ''
        );
      },
      [
        `[data-test="dashboard-chart"][data-chart-id="${chartIds[TOTAL]}"] [data-test="chart-canvas-box"]`,
        before,
      ] as const,
    );
    expect(await totalBox.innerText()).not.toBe(before);
  });

  it('keeps the cross-filter over a reload through the native_filters_key in the URL', async () => {
    await page.waitForURL(/[?&]native_filters_key=[\w-]+/);
    const filtered = page.waitForRequest(
      (req) =>
        req.url().includes('/api/v1/chart/data') &&
        (req.postData() ?? '').includes('"col":"region"'),
    );
    await page.reload();
    await dashboard.waitUntilShown();
    expect(filtersOf((await filtered).postData()).some((f) => f.col === 'region')).toBe(true);
  });

  it('keeps the cross-filter in a permalink and restores it', async () => {
    await page.locator('[data-test="dashboard-menu"]').click();
    await page.locator('[data-test="dashboard-menu-permalink"]').click();
    expect(await waitForToast(page, 'Copied to clipboard!')).toBe('success');
    const url = await page.evaluate(() => navigator.clipboard.readText());
    expect(url).toMatch(/\/superset\/dashboard\/p\/[^/]+\/$/);
    const filtered = page.waitForRequest(
      (req) =>
        req.url().includes('/api/v1/chart/data') &&
        (req.postData() ?? '').includes('"col":"region"'),
    );
    await page.goto(url);
    await page.waitForURL(/permalink_key=/);
    await dashboard.waitUntilShown();
    expect(filtersOf((await filtered).postData()).some((f) => f.col === 'region')).toBe(true);
  });

  it("scopes the bar chart's cross-filters away from the big number, saved at once", async () => {
    await page.locator('[data-test="dashboard-menu"]').click();
    await page.locator('[data-test="dashboard-menu-cross-filter-scoping"]').click();
    const modal = page.locator('[data-test="cross-filter-scoping-modal"]');
    await modal.locator(`[data-test="cross-filter-scoping-item-${chartIds[BAR]}"]`).click();
    await modal
      .locator('[data-test="cross-filter-scoping-mode"]')
      .getByText('Custom scoping')
      .click();
    await modal
      .locator('[data-test="filter-scope-tree"]')
      .getByText(TOTAL, { exact: true })
      .click();
    await modal.locator('[data-test="cross-filter-scoping-save"]').click();
    await modal.waitFor({ state: 'hidden' });
    const saved = (await (
      await page.request.get(`${server.url}/api/v1/dashboard/${dashboardId}`)
    ).json()) as { result: { json_metadata: string } };
    const config = JSON.parse(saved.result.json_metadata).chart_configuration as Record<
      string,
      { crossFilters: { chartsInScope: number[] } }
    >;
    expect(config[String(chartIds[BAR])]?.crossFilters.chartsInScope).toEqual([chartIds[PIE]]);
  });

  it('publishes and stars the dashboard, and the list shows both', async () => {
    await page.locator('[data-test="dashboard-published"]').click();
    expect(await waitForToast(page, 'This dashboard is now published')).toBe('success');
    await page.locator('[data-test="dashboard-header"] [data-test="favorite-star"]').click();
    await page
      .locator('[data-test="dashboard-header"] [data-test="favorite-star"][data-favorite="true"]')
      .waitFor();
    await page.goto(`${server.url}/dashboard/list/?viewMode=table`);
    const row = page.locator('[data-test="dashboard-list-table"] tbody tr', {
      hasText: 'Regional sales',
    });
    await row.waitFor();
    expect(await row.locator('[data-test="dashboard-status"]').innerText()).toBe('Published');
    // The rows can draw before the favourite status arrives.
    await row.locator('[data-test="favorite-star"][data-favorite="true"]').waitFor();
  });

  it('sends its events as a batched log beacon', async () => {
    const beacon = page.waitForRequest(
      (req) =>
        req.url().includes('/superset/log/?explode=events') &&
        (req.postData() ?? '').includes('mount_dashboard'),
    );
    await dashboard.goto(server.url, dashboardId);
    const request = await beacon;
    expect(request.url()).toContain(`dashboard_id=${dashboardId}`);
  });

  it("asks for its own data while the app's code still loads, each request once", async () => {
    const base = `/api/v1/dashboard/${dashboardId}`;
    const asked: string[] = [];
    const onRequest = (req: { url(): string }) => asked.push(new URL(req.url()).pathname);
    page.on('request', onRequest);
    await dashboard.goto(server.url, dashboardId);
    page.off('request', onRequest);
    // The shell's script starts them; the page's own queries take those answers instead of asking again.
    for (const path of [base, `${base}/charts`, `${base}/datasets`, '/api/v1/me/roles/'])
      expect(asked.filter((p) => p === path)).toHaveLength(1);
    const started = await page.evaluate(() =>
      Object.fromEntries(
        performance
          .getEntriesByType('resource')
          .map((r) => [new URL(r.name).pathname, r.startTime]),
      ),
    );
    // Who is signed in is asked for by the same script, before the app's code has run.
    expect(started[`${base}/charts`]).toBeLessThan(started['/api/v1/me/roles/']!);
    // ... before the app's code asked for the page's chunk (which it does before its first render).
    const pageChunk = Object.entries(started).find(([p]) => /\/assets\/DashboardPage-/.test(p));
    expect(started['/api/v1/me/roles/']).toBeLessThan(pageChunk![1]);
  });

  it('redraws its charts from the data in hand when the window is resized, asking for none again', async () => {
    await dashboard.waitForChart(chartIds[BAR]);
    const wide = await dashboard.canvasWidth(chartIds[BAR]);
    const asked = await dashboard.chartDataRequestsDuring(async () => {
      await page.setViewportSize({ width: 1000, height: 800 });
      await expect.poll(() => dashboard.canvasWidth(chartIds[BAR])).toBeLessThan(wide * 0.8);
      await page.setViewportSize({ width: 1600, height: 1000 });
      await expect.poll(() => dashboard.canvasWidth(chartIds[BAR])).toBeCloseTo(wide, -1);
      await page.waitForTimeout(500);
    });
    expect(asked).toBe(0);
    // The dashboard was opened before: the title's tooltip says its answers come from the cache.
    const fresh = await dashboard.freshness(chartIds[BAR]);
    expect(fresh).toMatch(/Data from .+, cached (a few seconds|\d+ minutes?) ago/);
  });

  it('applies edited CSS and properties, saved at once outside edit mode', async () => {
    await page.locator('[data-test="dashboard-menu"]').click();
    await page.locator('[data-test="dashboard-menu-css"]').click();
    await page
      .locator('[data-test="css-editor"]')
      .fill('[data-test="dashboard-title"] { color: rgb(255, 0, 0) !important; }');
    await page.locator('[data-test="css-modal"] .ant-btn-primary').click();
    expect(await waitForToast(page, 'The dashboard has been saved')).toBe('success');
    expect(
      await page
        .locator('[data-test="dashboard-title"]')
        .evaluate((el) => getComputedStyle(el).color),
    ).toBe('rgb(255, 0, 0)');

    await page.locator('[data-test="dashboard-menu"]').click();
    await page.locator('[data-test="dashboard-menu-properties"]').click();
    await page.locator('[data-test="properties-title"]').fill('Regional sales 2024');
    await page.locator('[data-test="properties-slug"]').fill('regional-sales');
    await page.locator('[data-test="properties-modal"] .ant-btn-primary').click();
    await page.locator('[data-test="properties-modal"]').waitFor({ state: 'hidden' });
    await dashboard.goto(server.url, 'regional-sales');
    expect(await page.locator('[data-test="dashboard-title"]').innerText()).toBe(
      'Regional sales 2024',
    );
    expect(await page.locator('[data-test="dashboard-css"]').innerText()).toContain(
      'rgb(255, 0, 0)',
    );
  });

  it('saves a copy with Save as and opens it', async () => {
    await page.locator('[data-test="dashboard-menu"]').click();
    await page.locator('[data-test="dashboard-menu-save-as"]').click();
    await page.locator('[data-test="save-as-title"]').fill('Regional sales copy');
    await page.locator('[data-test="save-as-modal"] .ant-btn-primary').click();
    await page.waitForURL(
      (url) =>
        /\/superset\/dashboard\/\d+\/$/.test(url.pathname) &&
        !url.pathname.includes(`/${dashboardId}/`),
    );
    await dashboard.waitUntilShown();
    expect(await page.locator('[data-test="dashboard-title"]').innerText()).toBe(
      'Regional sales copy',
    );
    const titles = (await dashboard.components())
      .filter((c) => c.type === 'CHART')
      .map((c) => c.text)
      .sort();
    expect(titles).toEqual([BAR, PIE, TOTAL].sort());
  });

  it('finds the copy by search in the list and deletes it in bulk', async () => {
    await page.goto(`${server.url}/dashboard/list/?viewMode=table`);
    await page.locator('[data-test="dashboard-search"] input').fill('copy');
    await page.locator('[data-test="dashboard-search"] input').press('Enter');
    const rows = page.locator('[data-test="dashboard-list-table"] tbody tr.ant-table-row');
    await page.waitForFunction(
      () =>
        document.querySelectorAll('[data-test="dashboard-list-table"] tbody tr.ant-table-row')
          .length === 1,
    );
    expect(await rows.first().innerText()).toContain('Regional sales copy');
    await rows.first().locator('.ant-checkbox-input').check();
    await page.locator('[data-test="dashboard-bulk-delete"]').click();
    await page.locator('[data-test="modal-confirm-button"]').click();
    expect(await waitForToast(page, 'Deleted 1 dashboard')).toBe('success');
    await page
      .locator('[data-test="dashboard-list-table"]', {
        hasText: 'No dashboards match your filters',
      })
      .waitFor();
  });
});
