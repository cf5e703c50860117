import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FidelityBCharts, outside, overlapping } from './pages/fidelity-b-charts.ts';
import type { DrawnChart } from './pages/fidelity-b-charts.ts';
import { launchBrowser } from './support/browser.ts';
import { startTestServer } from './support/server.ts';
import type { TestServer } from './support/server.ts';
import { signInAsAdmin } from './support/session.ts';
import {
  FEATURED_CHARTS,
  adminToken,
  findDashboard,
  listCharts,
  setUpSupersetExamples,
} from './support/superset-examples.ts';
import type { StoredChart, StoredDashboard } from './support/superset-examples.ts';

/** Explore's size; a dashboard cell's is what the saved layout gives at DASHBOARD (344 px wide). */
const EXPLORE = { width: 1200, height: 700 };
const DASHBOARD = { width: 1400, height: 900 };
const name = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** Every text inside the box, no two overlapping. */
function expectTidy(drawn: DrawnChart, where: string) {
  expect(outside(drawn), `${where}: texts leave the chart`).toEqual([]);
  expect(overlapping(drawn.texts), `${where}: texts overlap`).toEqual([]);
}

describe('issue #14 fidelity: pie, funnel, radar, legacy bars, big numbers, tables, explore', () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let charts: FidelityBCharts;
  let stored: StoredChart[] = [];
  let featured: StoredDashboard;
  let games: StoredDashboard;
  const idOf = (title: string) => {
    const chart = stored.find((c) => c.slice_name === title);
    if (!chart) throw new Error(`no chart ${title}`);
    return chart.id;
  };

  beforeAll(async () => {
    server = await startTestServer({ withExamples: false, setup: setUpSupersetExamples });
    const token = await adminToken(server.url);
    stored = await listCharts(server.url, token);
    featured = await findDashboard(server.url, token, FEATURED_CHARTS);
    games = await findDashboard(server.url, token, 'Video Game Sales');
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: EXPLORE });
    context.setDefaultTimeout(60_000);
    page = await context.newPage();
    await signInAsAdmin(page, server.url);
    charts = new FidelityBCharts(page);
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('explore has no body margin, does not scroll, and shows no status tag once the chart drew', async () => {
    const chart = await charts.openExplore(server.url, idOf('Pie'));
    expect(await chart.getAttribute('data-chart-status')).toBe('rendered');
    const page_ = await page.evaluate(() => ({
      margin: getComputedStyle(document.body).margin,
      overflow: document.documentElement.scrollHeight - window.innerHeight,
    }));
    expect(page_.margin).toBe('0px');
    expect(page_.overflow).toBeLessThanOrEqual(0);
    expect(await page.locator('[data-test="explore-chart-status"]').count()).toBe(0);
  }, 120_000);

  it('"Top 10 Games: Proportion of Sales in Markets" (dist_bar keys) draws 10 stacked 100% bars of 4 markets', async () => {
    const title = 'Top 10 Games: Proportion of Sales in Markets';
    for (const where of ['explore', 'dashboard'] as const) {
      const chart =
        where === 'explore'
          ? await charts.openExplore(server.url, idOf(title))
          : await charts.openDashboardCell(server.url, games.id, idOf(title));
      await charts.shoot(chart, `${name(title)}-${where}`);
      const drawn = await charts.read(chart);
      expect(drawn.series.map((s) => s.name)).toEqual([
        'North America',
        'Europe',
        'Japan',
        'Other',
      ]);
      const stacks = new Set(drawn.series.map((s) => s.stack));
      expect(stacks.size).toBe(1);
      expect([...stacks][0]).toBeTruthy();
      // One bar per game (10 categories, 4 stacked parts each), each game named on the axis.
      const texts = drawn.texts.map((t) => t.text);
      for (const game of ['Wii Sports', 'Tetris', 'Duck Hunt', 'Mario Kart Wii', 'Wii Play'])
        expect(texts, `${where}: ${game}`).toContain(game);
      expect(drawn.marks.filter((m) => m.w > 2 && m.h > 0).length).toBeGreaterThanOrEqual(30);
      expect(outside(drawn), `${where}: texts leave the chart`).toEqual([]);
      // The y axis reads shares: 100% at the top.
      expect(drawn.texts.map((t) => t.text)).toContain('100%');
    }
  }, 400_000);

  it('pie, funnel and radar keep their labels whole and inside, in explore and in their dashboard cells', async () => {
    for (const title of ['Pie', 'Funnel', 'Radar']) {
      for (const where of ['explore', 'dashboard'] as const) {
        await page.setViewportSize(where === 'explore' ? EXPLORE : DASHBOARD);
        const chart =
          where === 'explore'
            ? await charts.openExplore(server.url, idOf(title))
            : await charts.openDashboardCell(server.url, featured.id, idOf(title));
        await charts.shoot(chart, `${name(title)}-${where}`);
        const drawn = await charts.read(chart);
        expectTidy(drawn, `${title} ${where}`);
        if (title === 'Radar') {
          // Every indicator name is drawn whole.
          const texts = drawn.texts.map((t) => t.text);
          for (const metric of ['count', 'AVG(price_each)', 'AVG(sales)'])
            expect(texts, `${where}: ${metric}`).toContain(metric);
        }
        if (title === 'Funnel' && drawn.legend) {
          const legend = drawn.legend;
          const inLegend = (m: { x: number; y: number; w: number; h: number }) =>
            m.x >= legend.x - 1 &&
            m.y >= legend.y - 1 &&
            m.x + m.w <= legend.x + legend.w + 1 &&
            m.y + m.h <= legend.y + legend.h + 1;
          const under = drawn.marks.filter(
            (m) =>
              !inLegend(m) &&
              Math.min(m.x + m.w, legend.x + legend.w) - Math.max(m.x, legend.x) > 2 &&
              Math.min(m.y + m.h, legend.y + legend.h) - Math.max(m.y, legend.y) > 2,
          );
          expect(under, `${where}: the legend lies over the funnel`).toEqual([]);
        }
        if (title === 'Pie' && where === 'explore') {
          // Slices of at least 5% are labelled with their whole name.
          const labels = drawn.texts.map((t) => t.text);
          for (const line of ['Classic Cars', 'Vintage Cars', 'Motorcycles', 'Planes', 'Ships'])
            expect(labels).toContain(line);
          expect(labels.filter((t) => t.includes('…') || t.endsWith('...'))).toEqual([]);
        }
      }
    }
    await page.setViewportSize(EXPLORE);
  }, 600_000);

  it('a big number in its dashboard cell fits the cell, its texts uncut', async () => {
    const cell = await charts.openDashboardCell(
      server.url,
      featured.id,
      idOf('Big Number with Trendline'),
    );
    await charts.shoot(cell, 'big-number-with-trendline-dashboard');
    const cut = await cell.evaluate((root) => {
      const box = root.getBoundingClientRect();
      return Array.from(root.querySelectorAll('[data-test="chart-container"] div'))
        .filter((d) => d.children.length === 0 && (d.textContent ?? '').trim() !== '')
        .filter((d) => {
          const r = d.getBoundingClientRect();
          const isCut = d.scrollWidth > d.clientWidth + 1;
          return (
            isCut || r.left < box.left - 1 || r.right > box.right + 1 || r.bottom > box.bottom + 1
          );
        })
        .map((d) => d.textContent);
    });
    expect(cut).toEqual([]);
  }, 120_000);

  it('"Games" shows the 15 rows its page-size box says, with antd controls', async () => {
    const chart = await charts.openExplore(server.url, idOf('Games'));
    await charts.shoot(chart, 'games-table');
    const size = chart.locator('[data-test="table-page-size"]');
    expect(await size.innerText()).toContain('15');
    expect(await size.evaluate((el) => el.classList.contains('ant-select'))).toBe(true);
    const rows = await chart
      .locator('tbody tr:not([aria-hidden="true"])')
      .evaluateAll((trs) => trs.filter((tr) => tr.querySelectorAll('td').length > 1).length);
    expect(rows).toBe(15);
    expect(await chart.locator('.ant-pagination').count()).toBe(1);
  }, 120_000);

  it('a table cut at the cell edge says so with a shadow, and scrolls sideways', async () => {
    await page.setViewportSize({ width: 900, height: 700 });
    try {
      const cell = await charts.openDashboardCell(server.url, featured.id, idOf('Table'));
      await charts.shoot(cell, 'table-dashboard');
      const scroller = cell.locator('[data-test="table-scroll"]');
      const wide = await scroller.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
      expect(wide).toBe(true);
      await cell.locator('[data-test="table-scroll-shadow-right"]').waitFor();
      await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      await cell.locator('[data-test="table-scroll-shadow-left"]').waitFor();
    } finally {
      await page.setViewportSize(EXPLORE);
    }
  }, 120_000);

  it('a tab is renamed by double-clicking its title in edit mode', async () => {
    await page.goto(`${server.url}/superset/dashboard/${games.id}/`);
    await page.locator('[data-test="dashboard-edit"]').click();
    const title = page.locator('[data-test="dashboard-tab-title"]').first();
    await title.dblclick();
    const input = page.locator('[data-test="tab-title-input"]');
    await input.waitFor();
    // The input keeps the focus after antd's tab took it back.
    await page.waitForTimeout(300);
    await input.fill('Renamed tab');
    await input.press('Enter');
    await page.locator('[data-test="dashboard-tab-title"]', { hasText: 'Renamed tab' }).waitFor();
  }, 120_000);
});
