/*
 * bench/dashboard: dashboards against their floor, in one browser and one run.
 *   npx tsx bench/dashboard.ts            (RUNS=3 by default; ONLY=featured,sixty,sales to narrow;
 *                                          FLOOR_DUMP=<dir> writes floor pages and screenshots)
 * The server runs in-process over Superset's example data with the bundle imported through the API
 * (packages/e2e/src/support/superset-examples.ts); headless Chromium opens /superset/dashboard/<id>/.
 * Dashboards: (a) Featured Charts, 25 charts; (b) 60 charts with top-level tabs, built through the
 * API (Featured Charts twice on the first tab, 10 more on a hidden one: the 50 visible are timed);
 * (c) 10 charts on a generated 1,000,000-row `sales` table (bench/dashboard-floor/dashboards.ts).
 * Floor: a static page loading only ECharts that draws the same charts from the final options captured
 * from the drawn dashboard (non-ECharts charts as their captured HTML, with the page's CSS), laid out
 * at the same boxes (bench/dashboard-floor/). Printed: Sightline's time / the floor's, cold and warm.
 *   cold: the server's data cache emptied (every key the run stored is deleted) and a new browser context
 *         (empty HTTP cache, session cookie kept), so every chart queries the database again;
 *   warm: the same context navigates again: the bundle from the browser cache, the data from the server cache.
 * The viewport is as tall as the dashboard, so lazy loading never waits for a scroll.
 * Queries: every statement run on the examples (and sales) database's pooled driver during a load (the
 * bench wraps those drivers; the server is unchanged). Requests: the page's requests to
 * /api/v1/chart/data (single) and /api/v1/chart/data/batch.
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
import type { RunningServer } from '../packages/server/src/index.ts';
import { createSalesDashboard, createSixtyChartDashboard } from './dashboard-floor/dashboards.ts';
import { startFloorServer } from './dashboard-floor/floor-server.ts';
import {
  measureDashboard,
  type CaseResult,
  type DashboardCase,
} from './dashboard-floor/measure.ts';
import { printResults } from './dashboard-floor/report.ts';
import { countQueries, trackCache } from './dashboard-floor/server-probes.ts';

process.env.SIGHTLINE_LOG_LEVEL ??= 'warn';
const RUNS = Number(process.env.RUNS ?? 3);
const ONLY = new Set((process.env.ONLY ?? 'featured,sixty,sales').split(','));

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
const floor = await startFloorServer();
try {
  const running = started.server!;
  const token = await adminToken(server.url);
  const featured = await findDashboard(server.url, token, FEATURED_CHARTS);
  if (featured.chartIds.length !== FEATURED_CHART_COUNT)
    throw new Error(`${FEATURED_CHARTS} places ${featured.chartIds.length} charts`);
  const dashboardUrl = (id: number) => `${server.url}/superset/dashboard/${id}/`;
  const cases: DashboardCase[] = [];
  const databases = ['examples'];
  if (ONLY.has('featured'))
    cases.push({
      name: FEATURED_CHARTS,
      url: dashboardUrl(featured.id),
      charts: FEATURED_CHART_COUNT,
      visible: FEATURED_CHART_COUNT,
    });
  if (ONLY.has('sixty')) {
    // Beyond Featured Charts twice: the other dashboards' charts, 10 of them on the hidden tab.
    const others: number[] = [];
    for (const title of ['Video Game Sales', 'Sales Dashboard'])
      others.push(...(await findDashboard(server.url, token, title)).chartIds);
    const sixty = await createSixtyChartDashboard(server.url, token, featured.id, [
      ...new Set(others),
    ]);
    cases.push({ name: '60 charts with tabs', url: dashboardUrl(sixty.id), ...sixty });
  }
  if (ONLY.has('sales')) {
    const sales = await createSalesDashboard(running, server.url, token);
    databases.push(sales.database);
    cases.push({
      name: '1M-row sales',
      url: dashboardUrl(sales.id),
      charts: sales.charts,
      visible: sales.charts,
    });
  }
  console.log(
    `server up with Superset's example bundle and the bench dashboards in ${Math.round(performance.now() - t0)} ms`,
  );

  const signInContext = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  await signInAsAdmin(await signInContext.newPage(), server.url);
  const storageState = await signInContext.storageState();
  await signInContext.close();
  const harness = {
    browser,
    storageState,
    floor,
    queries: await countQueries(running.ctx, databases),
    clearDataCache: trackCache(running.ctx),
    runs: RUNS,
    dumpDir: process.env.FLOOR_DUMP,
  };
  const results: CaseResult[] = [];
  for (const c of cases) results.push(await measureDashboard(harness, c));
  printResults(results, RUNS);
} finally {
  await floor.close();
  await browser.close();
  await server.close();
}
