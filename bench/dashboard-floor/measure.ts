/*
 * One dashboard against its floor, in one browser: a first load captures the drawn dashboard into a
 * floor page, then each run loads Sightline cold (data cache emptied, new context: empty HTTP cache)
 * and warm (same context again), and the floor cold (new context) and warm (same context again).
 * Timed from page.goto to all visible charts drawn (capture.ts says what "drawn" is on each side).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { captureDashboard, waitForFloor, waitForSightline } from './capture.ts';
import { floorHtml, type FloorServer } from './floor-server.ts';
import type { QueryCounter } from './server-probes.ts';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** What the measuring needs from the bench. */
export interface Harness {
  browser: Browser;
  storageState: StorageState;
  floor: FloorServer;
  queries: QueryCounter;
  clearDataCache(): Promise<void>;
  runs: number;
  /** FLOOR_DUMP: a folder for each floor page and screenshots of both sides, to compare by eye. */
  dumpDir?: string;
}

/** A dashboard to measure: its URL and the charts a user sees on first load (hidden tabs excluded). */
export interface DashboardCase {
  name: string;
  url: string;
  charts: number;
  visible: number;
}

/** Medians over the runs. */
export interface CaseResult {
  name: string;
  charts: number;
  visible: number;
  sightline: { cold: number; warm: number };
  floor: { cold: number; warm: number };
  queries: { cold: number; warm: number; distinctCold: number };
  requests: { cold: Requests; warm: Requests };
  notes: string[];
}
export interface Requests {
  single: number;
  batch: number;
}

/** The median; of an even count, the mean of the middle two (RUNS=2 gives the mean). */
export function median(xs: number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Counts the chart-data requests a page sends: one per chart, or batched. */
function countRequests(page: Page): { stop(): Requests } {
  const counts: Requests = { single: 0, batch: 0 };
  const onRequest = (req: Request) => {
    const path = new URL(req.url()).pathname;
    if (path.startsWith('/api/v1/chart/data/batch')) counts.batch += 1;
    else if (path.startsWith('/api/v1/chart/data')) counts.single += 1;
  };
  page.on('request', onRequest);
  return { stop: () => (page.off('request', onRequest), counts) };
}

/** Writes the floor page and full-page screenshots of the dashboard and of its floor. */
async function dump(h: Harness, c: DashboardCase, page: Page, html: string) {
  const base = join(h.dumpDir!, c.name.replace(/\W+/g, '-'));
  writeFileSync(`${base}.floor.html`, html);
  await page.screenshot({ path: `${base}.sightline.png`, fullPage: true });
  const context = await h.browser.newContext({ viewport: page.viewportSize()! });
  context.setDefaultTimeout(300_000);
  const floorPage = await context.newPage();
  await floorPage.goto(h.floor.url(c.name));
  await waitForFloor(floorPage);
  await floorPage.screenshot({ path: `${base}.floor.png`, fullPage: true });
  await context.close();
}

export async function measureDashboard(h: Harness, c: DashboardCase): Promise<CaseResult> {
  const notes: string[] = [];
  const newContext = async (height: number) => {
    const context = await h.browser.newContext({
      viewport: { width: 1400, height },
      storageState: h.storageState,
    });
    // Two cores shared with other work: a 60-chart load can take a while.
    context.setDefaultTimeout(300_000);
    return context;
  };
  // A probe load measures the dashboard's height, so the viewport shows every chart at once (lazy
  // loading never waits for a scroll), and warms DuckDB's file pages and the bundle on disk.
  let context = await newContext(900);
  let page = await context.newPage();
  await page.goto(c.url);
  await page.locator('[data-test="dashboard-chart"]').first().waitFor({ timeout: 60_000 });
  const height = Math.max(900, await page.evaluate('document.documentElement.scrollHeight + 200'));
  await context.close();

  context = await newContext(height as number);
  page = await context.newPage();
  await page.goto(c.url);
  const snapshot = await captureDashboard(page, c.visible);
  if (snapshot.cells.length !== c.visible)
    notes.push(`captured ${snapshot.cells.length} visible charts, expected ${c.visible}`);
  h.floor.add(c.name, floorHtml(snapshot));
  const echarts = snapshot.charts.length;
  if (h.dumpDir) await dump(h, c, page, floorHtml(snapshot));

  const sightline = async (p: Page) => {
    h.queries.reset();
    const requests = countRequests(p);
    const start = performance.now();
    await p.goto(c.url);
    const state = await waitForSightline(p, c.visible, echarts);
    const ms = performance.now() - start;
    if (state.notRendered > 0) notes.push(`${state.notRendered} charts not rendered in a load`);
    const { queries, distinct } = h.queries;
    return { ms, queries, distinct: distinct.size, requests: requests.stop() };
  };
  const floor = async (p: Page) => {
    const start = performance.now();
    await p.goto(h.floor.url(c.name));
    const errors = await waitForFloor(p);
    const ms = performance.now() - start;
    if (errors.chartErrors.length)
      notes.push(`floor chart errors: ${errors.chartErrors.join('; ')}`);
    return { ms, fnErrors: errors.fnErrors };
  };

  type Load = Awaited<ReturnType<typeof sightline>>;
  const s = { cold: [] as Load[], warm: [] as Load[] };
  const f = { cold: [] as number[], warm: [] as number[] };
  let fnErrors = 0;
  for (let i = 0; i < h.runs; i += 1) {
    await context.close();
    await h.clearDataCache();
    context = await newContext(height as number);
    page = await context.newPage();
    s.cold.push(await sightline(page));
    s.warm.push(await sightline(page));
    const floorContext = await newContext(height as number);
    const floorPage = await floorContext.newPage();
    for (const kind of ['cold', 'warm'] as const) {
      const r = await floor(floorPage);
      f[kind].push(r.ms);
      fnErrors = Math.max(fnErrors, r.fnErrors);
    }
    await floorContext.close();
    const last = (xs: { ms: number }[]) => xs.at(-1)!.ms.toFixed(0).padStart(5);
    console.log(
      `  ${c.name} run ${i + 1}: Sightline cold ${last(s.cold)} warm ${last(s.warm)} ms; floor cold ${f.cold.at(-1)!.toFixed(0).padStart(5)} warm ${f.warm.at(-1)!.toFixed(0).padStart(5)} ms`,
    );
  }
  await context.close();
  if (fnErrors > 0)
    notes.push(
      `floor: ${fnErrors} calls of option functions fell back to a stand-in (app-bundle names)`,
    );
  const pick = <K extends 'ms' | 'queries' | 'distinct'>(xs: Record<K, number>[], k: K) =>
    median(xs.map((x) => x[k]));
  const reqs = (xs: { requests: Requests }[]): Requests => ({
    single: median(xs.map((x) => x.requests.single)),
    batch: median(xs.map((x) => x.requests.batch)),
  });
  return {
    name: c.name,
    charts: c.charts,
    visible: c.visible,
    sightline: { cold: pick(s.cold, 'ms'), warm: pick(s.warm, 'ms') },
    floor: { cold: median(f.cold), warm: median(f.warm) },
    queries: {
      cold: pick(s.cold, 'queries'),
      warm: pick(s.warm, 'queries'),
      distinctCold: pick(s.cold, 'distinct'),
    },
    requests: { cold: reqs(s.cold), warm: reqs(s.warm) },
    notes: [...new Set(notes)],
  };
}
