import { expectStatus, type Users, type World } from './matrix-fixture.ts';
import { call, fresh, listing, mutation, probeAt, type Row } from './matrix-rows.ts';

const OK = 'ok';
const URL = '/api/v1/report/';

const reportBody = (w: World) => ({
  type: 'Report',
  name: fresh('report'),
  crontab: '0 9 * * *',
  dashboard: w.o.dashboard,
  recipients: [{ type: 'Email', recipient_config_json: { target: 'a@example.com' } }],
});

/** A fresh report of alphaA's on its published dashboard; returns the report id. */
async function newReport(w: World & { u: Users }): Promise<number> {
  return expectStatus(await w.as.alphaA.post(URL, reportBody(w)), 201, 'create report').json()
    .id as number;
}

let shared: number | null = null;
/** One report of alphaA's for the read cells (made once). */
async function sharedReport(w: World & { u: Users }): Promise<number> {
  shared ??= await newReport(w);
  return shared;
}

const asOwner = probeAt('alphaA', (id) => `${URL}${id}`);

let csv: number | null = null;
/** A CSV report of alphaA's on its chart for "send now" (its run needs no browser). */
async function csvReport(w: World & { u: Users }): Promise<number> {
  csv ??= expectStatus(
    await w.as.alphaA.post(URL, {
      ...reportBody(w),
      dashboard: undefined,
      chart: w.o.chart,
      report_format: 'CSV',
    }),
    201,
    'create CSV report',
  ).json().id as number;
  return csv;
}

/**
 * Alerts and reports (issue #16 point 1), as Superset: ReportSchedule is Alpha's and Admin's
 * (ALPHA_ONLY_VIEW_MENUS), so Gamma and sql_lab get 403; callers with access to every datasource see
 * every schedule, and only owners and admins change one or send it now.
 */
// prettier-ignore
export const REPORT_ROWS: Row[] = [
  //                                               anon gamma A    B    sqllab admin
  { action: 'report: create on the dashboard',    cells: [401, 403, OK,  OK,  403, OK],  run: call((c, w) => c.post(URL, reportBody(w))) },
  { action: "report: list shows A's report",      cells: [401, 403, 'seen', 'seen', 403, 'seen'], run: async (w, who) => { const id = await sharedReport(w); return listing(URL, () => id)(w, who); } },
  { action: "report: read A's report",            cells: [401, 403, OK,  OK,  403, OK],  run: call(async (c, w) => c.get(`${URL}${await sharedReport(w)}`)) },
  { action: "report: read A's report's log",      cells: [401, 403, OK,  OK,  403, OK],  run: call(async (c, w) => c.get(`${URL}${await sharedReport(w)}/log/`)) },
  { action: "report: change A's report (PUT)",    cells: [401, 403, OK,  403, 403, OK],  run: mutation(newReport, (c, id) => c.put(`${URL}${id}`, { active: false }), asOwner) },
  { action: "report: delete A's report",          cells: [401, 403, OK,  403, 403, OK],  run: mutation(newReport, (c, id) => c.delete(`${URL}${id}`), asOwner) },
  { action: "report: send A's report now",        cells: [401, 403, OK,  403, 403, OK],  run: call(async (c, w) => c.post(`${URL}${await csvReport(w)}/send_now/`, {})) },
  { action: "report: bulk delete A's report",     cells: [401, 403, OK,  403, 403, OK],  run: mutation(newReport, (c, id) => c.delete(`${URL}?q=!(${id})`), asOwner) },
];
