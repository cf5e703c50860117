import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiJson, saveDashboardLayout } from './pages/dashboard-api.ts';
import { DashboardPage } from './pages/dashboard-page.ts';
import { LoginPage } from './pages/login-page.ts';
import { launchBrowser } from './support/browser.ts';
import { createSalesCharts } from './support/dashboard-fixture.ts';
import { REPO_ROOT, startTestServer } from './support/server.ts';
import type { TestServer } from './support/server.ts';
import { signInAsAdmin } from './support/session.ts';

/**
 * Each page loads only the code it uses (issue #17 point 2), read from the scripts a real browser
 * fetches and the build's map of each script's source modules.
 */
const LOGIN_JS_BOUND = 450 * 1024;
const DIST = process.env.SIGHTLINE_WEB_DIST || join(REPO_ROOT, 'packages/web/dist');

/** What a page load fetched: the source modules of its scripts and their decoded bytes. */
interface LoadedCode {
  modules: string[];
  bytes: number;
}

/** Runs `open` in a fresh page and names the scripts it loaded, until the network is idle. */
async function loadedCode(
  context: BrowserContext,
  open: (page: Page) => Promise<void>,
): Promise<LoadedCode> {
  // Written by the web build (vite.config.ts, chunkModules): each script's source modules.
  const modulesOf = JSON.parse(
    readFileSync(join(DIST, '.vite/chunk-modules.json'), 'utf8'),
  ) as Record<string, string[]>;
  const page = await context.newPage();
  const bodies: Promise<[string, number]>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    const file = new URL(response.url()).pathname.slice(1);
    // The decoded size, as it lands in the browser, whatever the compression on the wire.
    bodies.push(response.body().then((body) => [file, body.length]));
  };
  page.on('response', onResponse);
  await open(page);
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  const scripts = new Map(await Promise.all(bodies));
  await page.close();
  const files = [...scripts.keys()];
  expect(files.length).toBeGreaterThan(0);
  // Every script is a built chunk the map names, so the checks see all of them.
  expect(files.filter((file) => !modulesOf[file])).toEqual([]);
  return {
    modules: files.flatMap((file) => modulesOf[file]!),
    bytes: [...scripts.values()].reduce((a, b) => a + b, 0),
  };
}

/** The modules of `@sightline/viz/metadata`: what a page naming chart types may load of viz. */
const METADATA_MODULE =
  /^packages\/viz\/src\/(charts\/[a-z0-9_]+\/metadata|metadata|metadata-registry|contract)\.ts$/;
const matching = (modules: string[], pattern: RegExp) => modules.filter((m) => pattern.test(m));
const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

describe('page weight: the login page loads only its own code', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startTestServer({ withExamples: false });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('loads no antd or chart-registry module, and under 450 KB of JavaScript', async () => {
    const { modules, bytes } = await loadedCode(await browser.newContext(), async (page) => {
      await page.goto(`${server.url}/login/`);
      await new LoginPage(page).waitUntilShown();
    });
    expect(modules).toContain('packages/web/src/features/auth/LoginForm.tsx');
    expect(
      matching(modules, /^node_modules\/(antd|@ant-design\/|@rc-component\/)|^packages\/viz\//),
    ).toEqual([]);
    expect(bytes).toBeLessThan(LOGIN_JS_BOUND);
  });
});

describe('page weight: list pages and a dashboard in view mode load only their own code', () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    // The three example dashboards and their charts, as a first start outside tests creates them.
    process.env.SIGHTLINE_LOAD_EXAMPLE_DASHBOARDS = 'true';
    try {
      server = await startTestServer();
    } finally {
      delete process.env.SIGHTLINE_LOAD_EXAMPLE_DASHBOARDS;
    }
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    context.setDefaultTimeout(30_000);
    const page = await context.newPage();
    await signInAsAdmin(page, server.url);
    await page.close();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  // The list pages name chart types from `@sightline/viz/metadata`: the chart folders' metadata
  // files, without the registry (control panels, form-data schemas, build-query) or drawing code.
  it.each([
    ['/chart/list/', 'chart-list-cards', 'features/chart/list/ChartCard.tsx'],
    ['/dashboard/list/', 'dashboard-list', 'features/dashboard/list/DashboardList.tsx'],
    ['/superset/welcome/', 'home-page', 'features/home/Home.tsx'],
  ])('%s loads no chart code, registry or ECharts', async (path, testId, ownModule) => {
    const { modules, bytes } = await loadedCode(context, async (page) => {
      await page.goto(`${server.url}${path}`);
      await page.locator(`[data-test="${testId}"]`).waitFor({ state: 'visible' });
    });
    console.info(`page weight ${path}: ${kib(bytes)} of JavaScript`);
    expect(modules).toContain(`packages/web/src/${ownModule}`);
    if (path === '/chart/list/') expect(modules).toContain('packages/viz/src/metadata.ts');
    const viz = matching(modules, /^packages\/viz\//);
    expect(viz.filter((m) => !METADATA_MODULE.test(m))).toEqual([]);
    expect(matching(modules, /^node_modules\/(echarts|zrender|zod)$/)).toEqual([]);
  });

  it("styles antd from the build's static sheet, in the theme's colours, generating none in the page", async () => {
    const page = await context.newPage();
    try {
      await page.goto(`${server.url}/chart/list/`);
      await page.locator('[data-test="chart-list-cards"]').waitFor({ state: 'visible' });
      const search = page.getByPlaceholder(/Search by name/);
      await search.focus();
      // Past antd's 0.2 s border transition.
      await page.waitForTimeout(400);
      const styles = await page.evaluate(() => {
        const primary = document.querySelector('[data-test="add-chart"]');
        const input = document.activeElement?.closest('.ant-input-affix-wrapper');
        return {
          primaryBg: primary ? getComputedStyle(primary).backgroundColor : null,
          focusBorder: input ? getComputedStyle(input).borderColor : null,
          // antd's CSS-in-JS writes <style data-css-hash> blocks; with the static sheet only the
          // theme's and components' CSS variables are set there, no rule.
          generatedRules: [...document.querySelectorAll('style[data-css-hash]')].filter((style) =>
            /[{;]\s*[a-z][a-z-]*\s*:|@keyframes/.test(style.textContent ?? ''),
          ).length,
        };
      });
      // #177a93, the theme's primary colour (antd's default is #1677ff), on a button and, through a
      // component variable of the sheet, on the focused search input's border.
      expect(styles.primaryBg).toBe('rgb(23, 122, 147)');
      expect(styles.focusBorder).toBe('rgb(23, 122, 147)');
      expect(styles.generatedRules).toBe(0);
    } finally {
      await page.close();
    }
  });

  it('a dashboard in view mode loads no drag and drop, cron or markdown code', async () => {
    const setup = await context.newPage();
    const chartIds = Object.values(await createSalesCharts(setup.request, server.url));
    const dashboardId = (
      await apiJson(setup.request, server.url, 'POST', '/api/v1/dashboard/', {
        dashboard_title: 'Page weight',
        published: true,
      })
    ).id as number;
    await saveDashboardLayout(setup.request, server.url, dashboardId, chartIds);
    await setup.close();

    const { modules, bytes } = await loadedCode(context, async (page) => {
      const dashboard = new DashboardPage(page);
      await dashboard.goto(server.url, dashboardId);
      await page.locator('[data-test="dashboard-chart-title"]').first().waitFor();
      await page.locator('canvas').first().waitFor();
    });
    console.info(`page weight dashboard of 3 charts: ${kib(bytes)} of JavaScript`);
    expect(modules).toContain('packages/web/src/features/dashboard/Dashboard.tsx');
    expect(modules).toContain('node_modules/echarts');
    expect(
      matching(
        modules,
        /^node_modules\/(@dnd-kit\/|cronstrue$|react-js-cron$|marked$)|\/(ReportModal|ScheduleField|DashboardEditLayer|ComponentPane)\.tsx$/,
      ),
    ).toEqual([]);
  });

  it('the example dashboard loads its markdown code but no drag and drop or cron code', async () => {
    const { modules, bytes } = await loadedCode(context, async (page) => {
      await new DashboardPage(page).goto(server.url, 'sales-overview');
      await page.locator('canvas').first().waitFor();
    });
    console.info(`page weight dashboard sales-overview: ${kib(bytes)} of JavaScript`);
    expect(modules).toContain('node_modules/marked');
    expect(matching(modules, /^node_modules\/(@dnd-kit\/|cronstrue$|react-js-cron$)/)).toEqual([]);
  });
});
