import { registerScreenshotJobs } from '../../src/screenshots/index.ts';
import type { Caller, Users, World } from './matrix-fixture.ts';
import { call, type Row } from './matrix-rows.ts';

const OK = 'ok';

const registered = new WeakSet<object>();
/**
 * The screenshot job handler, as `registerJobHandlers` registers it in a server (the matrix app
 * does not start one). Renders fail fast here (nothing listens), which the status cells ignore.
 */
function withJobs(w: World & { u: Users }): World & { u: Users } {
  if (!registered.has(w.t.ctx)) {
    registerScreenshotJobs(w.t.ctx);
    registered.add(w.t.ctx);
  }
  return w;
}

/** The thumbnail URL of an object as the admin's list shows it (its current digest). */
async function thumbnailUrl(c: Caller, kind: 'chart' | 'dashboard', id: number): Promise<string> {
  const res = await c.get(`/api/v1/${kind}/${id}`);
  return (res.json() as { result: { thumbnail_url: string } }).result.thumbnail_url;
}

/**
 * Thumbnails and screenshots (issue #16 point 7): `can_read` on Chart/Dashboard as Superset's
 * method map says, and the object must be visible to the caller (a chart on `sales` for Gamma,
 * nothing for the sql_lab-only user, who lacks can_read on Chart and Dashboard).
 */
// prettier-ignore
export const SCREENSHOT_ROWS: Row[] = [
  //                                                     anon gamma A    B    sqllab admin
  { action: 'chart: cache_screenshot',                  cells: [401, OK,  OK,  OK,  403, OK],  run: call((c, w) => c.get(`/api/v1/chart/${withJobs(w).o.chart}/cache_screenshot/`)) },
  { action: 'chart: cache_screenshot of costs chart',   cells: [401, 404, OK,  OK,  403, OK],  run: call((c, w) => c.get(`/api/v1/chart/${withJobs(w).o.costsChart}/cache_screenshot/`)) },
  { action: 'chart: thumbnail (current digest)',        cells: [401, OK,  OK,  OK,  403, OK],  run: call(async (c, w) => c.get(await thumbnailUrl(w.as.admin, 'chart', withJobs(w).o.chart))) },
  { action: 'chart: thumbnail of costs chart',          cells: [401, 404, OK,  OK,  403, OK],  run: call(async (c, w) => c.get(await thumbnailUrl(w.as.admin, 'chart', withJobs(w).o.costsChart))) },
  { action: 'chart: screenshot of an unknown key',      cells: [401, 404, 404, 404, 403, 404], run: call((c, w) => c.get(`/api/v1/chart/${w.o.chart}/screenshot/abcdef/`)) },
  { action: 'dashboard: cache_dashboard_screenshot',    cells: [401, OK,  OK,  OK,  403, OK],  run: call((c, w) => c.post(`/api/v1/dashboard/${withJobs(w).o.dashboard}/cache_dashboard_screenshot/`, {})) },
  { action: 'dashboard: screenshot of draft dashboard', cells: [401, 404, OK,  'deny', 403, OK], run: call((c, w) => c.post(`/api/v1/dashboard/${withJobs(w).o.draftDashboard}/cache_dashboard_screenshot/`, {})) },
  { action: 'dashboard: thumbnail (current digest)',    cells: [401, OK,  OK,  OK,  403, OK],  run: call(async (c, w) => c.get(await thumbnailUrl(w.as.admin, 'dashboard', withJobs(w).o.dashboard))) },
  { action: 'dashboard: screenshot of an unknown key',  cells: [401, 404, 404, 404, 403, 404], run: call((c, w) => c.get(`/api/v1/dashboard/${w.o.dashboard}/screenshot/abcdef/?download_format=pdf`)) },
];
