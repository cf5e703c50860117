import type { Browser, BrowserContext, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { adminApi, startEmbeddedHost, type EmbeddedHost } from './support/embedded-host.ts';
import { startTestServer, type TestServer } from './support/server.ts';
import { signInAsAdmin } from './support/session.ts';

const SUM_SALES = {
  expressionType: 'SIMPLE',
  column: { column_name: 'sales' },
  aggregate: 'SUM',
  label: 'SUM(sales)',
};

const TOKEN_SECONDS = 15;

/** A sum as the chart's `,.2f` format writes it. */
const formatted = (n: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

// Issue #19 point 2: a host application on another origin embeds a dashboard with the official
// @superset-ui/embedded-sdk (its browser bundle from node_modules, as a page would load it), its
// backend asking Sightline for guest tokens; a guest token's rls clause filters what the chart shows.
describe('embedding a dashboard with the official embedded SDK', () => {
  let server: TestServer;
  let host: EmbeddedHost;
  let browser: Browser;
  let context: BrowserContext;
  let uuid = '';
  let chartId = 0;
  let total = 0;
  let region = '';
  let regionTotal = 0;
  let plainDashboard = 0;
  let api: Awaited<ReturnType<typeof adminApi>>;

  beforeAll(async () => {
    // Short-lived guest tokens, so the SDK's refresh happens within a test (at expiry - 5 s, at least 10 s).
    const ttl = process.env.SIGHTLINE_GUEST_TOKEN_SECONDS;
    process.env.SIGHTLINE_GUEST_TOKEN_SECONDS = String(TOKEN_SECONDS);
    try {
      server = await startTestServer();
    } finally {
      if (ttl === undefined) delete process.env.SIGHTLINE_GUEST_TOKEN_SECONDS;
      else process.env.SIGHTLINE_GUEST_TOKEN_SECONDS = ttl;
    }
    api = await adminApi(server.url);
    const q = encodeURIComponent('(filters:!((col:table_name,opr:eq,value:sales)))');
    const sales = ((await api('GET', `/api/v1/dataset/?q=${q}`)).result as { id: number }[])[0]!;
    const databaseId = (
      (await api('GET', `/api/v1/dataset/${sales.id}`)).result as { database: { id: number } }
    ).database.id;
    const dashboardId = (await api('POST', '/api/v1/dashboard/', { dashboard_title: 'Embedded' }))
      .id as number;
    chartId = (
      await api('POST', '/api/v1/chart/', {
        slice_name: 'Total sales',
        viz_type: 'big_number_total',
        datasource_id: sales.id,
        datasource_type: 'table',
        params: JSON.stringify({
          datasource: `${sales.id}__table`,
          viz_type: 'big_number_total',
          metric: SUM_SALES,
          adhoc_filters: [],
          y_axis_format: ',.2f',
        }),
        dashboards: [dashboardId],
      })
    ).id as number;
    const chartKey = 'CHART-embedded';
    await api('PUT', `/api/v1/dashboard/${dashboardId}`, {
      position_json: JSON.stringify({
        DASHBOARD_VERSION_KEY: 'v2',
        ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
        GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-e'], parents: ['ROOT_ID'] },
        'ROW-e': {
          id: 'ROW-e',
          type: 'ROW',
          children: [chartKey],
          parents: ['ROOT_ID', 'GRID_ID'],
        },
        [chartKey]: {
          id: chartKey,
          type: 'CHART',
          children: [],
          parents: ['ROOT_ID', 'GRID_ID', 'ROW-e'],
          meta: { chartId, width: 6, height: 50 },
        },
      }),
    });
    plainDashboard = (await api('POST', '/api/v1/dashboard/', { dashboard_title: 'Not embedded' }))
      .id as number;
    host = await startEmbeddedHost(server.url, sales.id);
    uuid = (
      (
        await api('POST', `/api/v1/dashboard/${dashboardId}/embedded`, {
          allowed_domains: [host.url],
        })
      ).result as { uuid: string }
    ).uuid;
    // The expected sums, read with SQL (an independent path to the same data).
    const sql = async (text: string) =>
      (
        (
          await api('POST', '/api/v1/sqllab/execute/', {
            database_id: databaseId,
            sql: text,
            runAsync: false,
          })
        ).data as Record<string, unknown>[]
      )[0]!;
    total = Number(Object.values(await sql('SELECT SUM(sales) AS s FROM sales'))[0]);
    region = String(Object.values(await sql('SELECT MIN(region) AS r FROM sales'))[0]);
    regionTotal = Number(
      Object.values(await sql(`SELECT SUM(sales) AS s FROM sales WHERE region = '${region}'`))[0],
    );
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1300, height: 900 } });
    context.setDefaultTimeout(30_000);
  }, 180_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await host?.close();
    await server?.close();
  });

  const open = async (
    page: Page,
    rls?: string,
    extra: Record<string, string> = {},
  ): Promise<FrameLocator> => {
    const query = new URLSearchParams({
      id: uuid,
      domain: server.url,
      ...(rls ? { rls } : {}),
      ...extra,
    });
    await page.goto(`${host.url}/?${query.toString()}`);
    return page.frameLocator('#mount iframe');
  };
  const shownNumber = async (frame: FrameLocator) => {
    const chart = frame.locator(
      `[data-test="dashboard-chart"][data-chart-id="${chartId}"][data-chart-status="rendered"]`,
    );
    await chart.waitFor();
    return (await chart.locator('[data-test="chart-canvas-box"]').innerText()).trim();
  };

  it('draws the dashboard inside the iframe with the guest token, as the UI config asks', async () => {
    const page = await context.newPage();
    const guestHeaders: string[] = [];
    page.on('request', (req) => {
      if (req.url().startsWith(`${server.url}/api/v1/chart/data`))
        guestHeaders.push(req.headers()['x-guesttoken'] ?? '');
    });
    const frame = await open(page);
    expect(await shownNumber(frame)).toContain(formatted(total));
    expect(guestHeaders.length).toBeGreaterThan(0);
    expect(guestHeaders.every((h) => h.split('.').length === 3)).toBe(true);
    // hideTitle and filters.visible=false of dashboardUiConfig
    expect(await frame.locator('[data-test="dashboard-title"]').count()).toBe(0);
    expect(await frame.locator('[data-test="native-filter-bar"]').count()).toBe(0);
    // The SDK's getters answer over the switchboard; a theme config is accepted.
    const size = await page.evaluate(async () => {
      const sdk = await (window as unknown as { embedded: Promise<Record<string, () => unknown>> })
        .embedded;
      await (sdk.setThemeConfig as (c: unknown) => Promise<void>)({
        theme_default: { token: { colorPrimary: '#aa3355' } },
      });
      return (await sdk.getScrollSize!()) as { width: number; height: number };
    });
    expect(size.width).toBeGreaterThan(0);
    expect(size.height).toBeGreaterThan(0);
    await page.close();
  });

  it('shows the number its rls clause filters to', async () => {
    const page = await context.newPage();
    const frame = await open(page, `region = '${region}'`);
    const shown = await shownNumber(frame);
    expect(regionTotal).toBeLessThan(total);
    expect(shown).toContain(formatted(regionTotal));
    expect(shown).not.toContain(formatted(total));
    await page.close();
  });

  it('takes the refreshed guest token the SDK hands over and reads on with it', async () => {
    const page = await context.newPage();
    const used: { token: string; status: Promise<number> }[] = [];
    page.on('request', (req) => {
      if (req.url().startsWith(`${server.url}/api/v1/chart/data`))
        used.push({
          token: req.headers()['x-guesttoken'] ?? '',
          status: req.response().then((r) => r?.status() ?? 0),
        });
    });
    const frame = await open(page, undefined, { title: '1' });
    expect(await shownNumber(frame)).toContain(formatted(total));
    const first = used[0]!.token;
    const claims = (t: string) =>
      JSON.parse(Buffer.from(t.split('.')[1]!, 'base64url').toString()) as { exp: number };
    // The page has taken a refreshed token from the SDK, and the first one has expired.
    await frame
      .locator('[data-test="embedded-page"]:not([data-guest-tokens="1"])')
      .waitFor({ timeout: 90_000 });
    await expect
      .poll(() => Date.now() > claims(first).exp * 1000 + 1000, { timeout: 60_000, interval: 500 })
      .toBe(true);
    const before = used.length;
    await frame.locator('[data-test="dashboard-menu"]').click();
    await frame.locator('[data-test="dashboard-menu-refresh"]').click();
    await expect.poll(() => used.length, { timeout: 30_000 }).toBeGreaterThan(before);
    const later = used[used.length - 1]!;
    expect(later.token).not.toBe(first);
    expect(await later.status).toBe(200);
    expect(await shownNumber(frame)).toContain(formatted(total));
    await page.close();
  }, 150_000);

  it("enables, shows and deactivates embedding from the dashboard menu's Embed dashboard", async () => {
    const admin = await browser.newContext({ viewport: { width: 1300, height: 900 } });
    admin.setDefaultTimeout(60_000);
    const page = await admin.newPage();
    await signInAsAdmin(page, server.url);
    await page.goto(`${server.url}/superset/dashboard/${plainDashboard}/`);
    await page.locator('[data-test="dashboard-menu"]').click();
    await page.locator('[data-test="dashboard-menu-embed"]').click();
    const modal = page.locator('.ant-modal:has([data-test="embed-save"])');
    await modal
      .locator('[data-test="embed-allowed-domains"]')
      .fill('http://a.example, http://b.example');
    await modal.locator('[data-test="embed-save"]').click();
    const shownUuid = (await modal.locator('[data-test="embed-uuid"]').innerText()).trim();
    const stored = (await api('GET', `/api/v1/dashboard/${plainDashboard}/embedded`)).result as {
      uuid: string;
      allowed_domains: string[];
    };
    expect(shownUuid).toBe(stored.uuid);
    expect(stored.allowed_domains).toEqual(['http://a.example', 'http://b.example']);
    await modal.locator('[data-test="embed-deactivate"]').click();
    await modal.locator('[data-test="embed-uuid"]').waitFor({ state: 'detached' });
    await expect(api('GET', `/api/v1/dashboard/${plainDashboard}/embedded`)).rejects.toThrow(/404/);
    await admin.close();
  });

  it('refuses to be framed by a page whose origin is not allowed', async () => {
    const page = await context.newPage();
    const res = await page.request.get(`${server.url}/embedded/${uuid}`, {
      headers: { referer: 'http://elsewhere.example/' },
    });
    expect(res.status()).toBe(403);
    await page.close();
  });
});
