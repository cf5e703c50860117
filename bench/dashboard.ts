/*
 * bench/dashboard: time to a fully drawn Featured Charts dashboard (Superset's example bundle, 25 charts).
 *   npx tsx bench/dashboard.ts            (RUNS=5 by default)
 * The server runs in-process over Superset's example data with the bundle imported through the API
 * (packages/e2e/src/support/superset-examples.ts); headless Chromium opens /superset/dashboard/<id>/.
 * Timed: from page.goto until all 25 charts report data-chart-status="rendered". The viewport is as tall
 * as the dashboard, so lazy loading never waits for a scroll.
 *   cold: the server's data cache emptied (every key the run stored is deleted) and a new browser context
 *         (empty HTTP cache, session cookie kept), so every chart queries DuckDB again;
 *   warm: the same context navigates again: the bundle from the browser cache, the data from the server cache.
 * Queries: every statement run on the examples database's pooled driver during the load (the bench
 * wraps that driver's execute/stream; the server is unchanged).
 */
import { launchBrowser } from '../packages/e2e/src/support/browser.ts';
import { startTestServer } from '../packages/e2e/src/support/server.ts';
import {
  FEATURED_CHARTS,
  FEATURED_CHART_COUNT,
  adminToken,
  findDashboard,
  setUpSupersetExamples,
} from '../packages/e2e/src/support/superset-examples.ts';
import { signInAsAdmin } from '../packages/e2e/src/support/session.ts';
import { openDatabase } from '../packages/server/src/commands/database/open-database.ts';
import type { RunningServer } from '../packages/server/src/index.ts';
import type { Page, Request } from 'playwright-core';

process.env.SIGHTLINE_LOG_LEVEL ??= 'warn';
const RUNS = Number(process.env.RUNS ?? 5);
const GOAL_WARM_MS = 1500;
const GOAL_COLD_MS = 3000;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const started: { server?: RunningServer } = {};
const t0 = performance.now();
const server = await startTestServer({
  withExamples: false,
  setup: async (s) => {
    started.server = s;
    await setUpSupersetExamples(s);
  },
});
const browser = await launchBrowser({ recordToasts: false });
try {
  const ctx = started.server!.ctx;
  console.log(
    `server up with Superset's example bundle imported in ${Math.round(performance.now() - t0)} ms`,
  );
  const dashboard = await findDashboard(server.url, await adminToken(server.url), FEATURED_CHARTS);
  if (dashboard.chartIds.length !== FEATURED_CHART_COUNT)
    throw new Error(`${FEATURED_CHARTS} places ${dashboard.chartIds.length} charts`);

  // Count the statements the examples database runs: wrap its pooled driver (the pipeline gets the same one).
  const examples = (await ctx.databases.findByName('examples'))!;
  const { driver } = await openDatabase(ctx, examples);
  let queries = 0;
  const distinctSql = new Set<string>();
  const count = (sql: string) => ((queries += 1), distinctSql.add(sql));
  // DuckDB's execute reads this.stream: a stream opened synchronously inside execute is the same query.
  let isInsideExecute = false;
  const execute = driver.execute.bind(driver);
  driver.execute = (sql, options) => {
    count(sql);
    isInsideExecute = true;
    try {
      return execute(sql, options);
    } finally {
      isInsideExecute = false;
    }
  };
  if (driver.stream) {
    const stream = driver.stream.bind(driver);
    driver.stream = (sql, options) => {
      if (!isInsideExecute) count(sql);
      return stream(sql, options);
    };
  }
  // Remember every data-cache key written, so a cold run can delete them all.
  const cachedKeys = new Set<string>();
  const set = ctx.cacheStore.set.bind(ctx.cacheStore);
  ctx.cacheStore.set = (key, value, ttl) => (cachedKeys.add(key), set(key, value, ttl));
  const clearDataCache = async () => {
    for (const key of cachedKeys) await ctx.cacheStore.delete(key);
    cachedKeys.clear();
  };

  const signInContext = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  await signInAsAdmin(await signInContext.newPage(), server.url);
  const storageState = await signInContext.storageState();
  await signInContext.close();
  const newContext = (height: number) =>
    browser.newContext({ viewport: { width: 1400, height }, storageState });
  const url = `${server.url}/superset/dashboard/${dashboard.id}/`;

  /** Navigates and waits for every chart to settle; returns ms, queries run, and charts not rendered. */
  const load = async (page: Page) => {
    queries = 0;
    distinctSql.clear();
    let requests = 0;
    const onRequest = (req: Request) => {
      if (req.url().includes('/api/v1/chart/data')) requests += 1;
    };
    page.on('request', onRequest);
    const start = performance.now();
    await page.goto(url);
    await page.waitForFunction(
      (n) =>
        document.querySelectorAll(
          '[data-test="dashboard-chart"]:is([data-chart-status="rendered"], [data-chart-status="failed"], [data-chart-status="stopped"])',
        ).length >= n,
      FEATURED_CHART_COUNT,
      { timeout: 120_000 },
    );
    const ms = performance.now() - start;
    const notRendered = await page
      .locator('[data-test="dashboard-chart"]:not([data-chart-status="rendered"])')
      .count();
    page.off('request', onRequest);
    return { ms, queries, distinct: distinctSql.size, requests, notRendered };
  };

  // A probe load measures the dashboard's height (and warms DuckDB's file pages and the bundle on disk).
  let context = await newContext(900);
  let page = await context.newPage();
  await page.goto(url);
  await page.locator('[data-test="dashboard-chart"]').first().waitFor({ timeout: 60_000 });
  const height = Math.max(
    900,
    await page.evaluate(() => document.documentElement.scrollHeight + 200),
  );
  await context.close();
  context = await newContext(height);
  page = await context.newPage();
  await clearDataCache();
  const first = await load(page);
  console.log(
    `\nviewport 1400 x ${height}; first tall load (data cache emptied): ${first.ms.toFixed(0)} ms, ${first.queries} queries (${first.distinct} distinct SQL texts, ${first.requests} chart-data requests), ${first.notRendered} charts not rendered`,
  );

  const cold: number[] = [];
  const warm: number[] = [];
  const coldQueries: number[] = [];
  const warmQueries: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    await context.close();
    await clearDataCache();
    context = await newContext(height);
    page = await context.newPage();
    const c = await load(page);
    const w = await load(page);
    if (c.notRendered + w.notRendered > 0)
      console.log(
        `run ${i + 1}: ${c.notRendered} (cold) / ${w.notRendered} (warm) charts did not render`,
      );
    cold.push(c.ms);
    coldQueries.push(c.queries);
    warm.push(w.ms);
    warmQueries.push(w.queries);
    console.log(
      `run ${i + 1}: cold ${c.ms.toFixed(0).padStart(6)} ms (${c.queries} queries, ${c.distinct} distinct, ${c.requests} requests)   warm ${w.ms.toFixed(0).padStart(6)} ms (${w.queries} queries, ${w.requests} requests)`,
    );
  }
  await context.close();

  const verdict = (ms: number, goal: number) =>
    `${ms <= goal ? 'met' : 'NOT met'} (goal < ${(goal / 1000).toFixed(1)} s)`;
  console.log(
    `\n${FEATURED_CHARTS}, ${FEATURED_CHART_COUNT} charts, navigation -> all rendered (median of ${RUNS}):`,
  );
  console.log(
    `  cold  ${median(cold).toFixed(0).padStart(6)} ms   queries on examples: ${median(coldQueries)}   ${verdict(median(cold), GOAL_COLD_MS)}`,
  );
  console.log(
    `  warm  ${median(warm).toFixed(0).padStart(6)} ms   queries on examples: ${median(warmQueries)}   ${verdict(median(warm), GOAL_WARM_MS)}`,
  );
  console.log(`  warm / cold ratio: ${(median(warm) / median(cold)).toFixed(2)}`);
} finally {
  await browser.close();
  await server.close();
}
