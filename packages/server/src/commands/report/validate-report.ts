import { Cron } from 'croner';
import type { AppContext } from '../../context.ts';
import { invalidFields } from '../../errors.ts';
import type { ReportWrite } from '../../meta/repos/report-repo.ts';
import { dataAccessOf, type CurrentUser } from '../../security/current-user.ts';
import { visibleDashboard } from '../dashboard/dashboard-access.ts';
import { repos } from '../repos.ts';
import { allStorable, CUSTOM_WIDTH, REPORT_MESSAGES as M } from './report-errors.ts';

const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

function validCrontab(crontab: string, allowSeconds: boolean): boolean {
  // Five fields as Superset's croniter reads them; croner also takes seconds, which only tests may
  // use (SIGHTLINE_REPORTS_TEST_SECONDS_CRONTAB: fires seconds apart; docs/adr/0019-reports.md).
  const parts = crontab.trim().split(/\s+/);
  const fields = parts.length;
  if (fields !== 5 && !(allowSeconds && fields === 6)) return false;
  // Croner reads `W` (nearest weekday) in the day of month; croniter and BullMQ's scheduler do not.
  if (/w/i.test(parts[fields - 3]!)) return false;
  try {
    new Cron(crontab, { paused: true });
    return true;
  } catch {
    return false;
  }
}

function validTimezone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return tz.length > 0;
  } catch {
    return false;
  }
}

function validWebhook(target: string, allowLocalHttp: boolean): boolean {
  try {
    const url = new URL(target);
    // Tests only (SIGHTLINE_REPORTS_TEST_HTTP_WEBHOOKS): a plain-http receiver on 127.0.0.1.
    if (allowLocalHttp && url.protocol === 'http:' && url.hostname === '127.0.0.1') return true;
    return url.protocol === 'https:';
  } catch {
    return false;
  }
}

const emails = (s: string | undefined) =>
  (s ?? '')
    .split(/[,;\s]+/)
    .map((x) => x.trim())
    .filter(Boolean);

/** Field checks that need no store: crontab, timezone, width, recipients, the alert's settings. */
function fieldErrors(
  v: ReportWrite,
  { allowSeconds, allowLocalHttp }: { allowSeconds: boolean; allowLocalHttp: boolean },
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, msg: string) => (errors[field] ??= []).push(msg);
  if (!validCrontab(v.crontab, allowSeconds)) add('crontab', M.crontab);
  if (!validTimezone(v.timezone)) add('timezone', M.timezone);
  if (
    v.customWidth !== null &&
    (v.customWidth < CUSTOM_WIDTH.min || v.customWidth > CUSTOM_WIDTH.max)
  )
    add('custom_width', M.customWidth(CUSTOM_WIDTH.min, CUSTOM_WIDTH.max));
  for (const r of v.recipients) {
    const c = r.config as { target: string; ccTarget?: string; bccTarget?: string };
    if (r.type === 'Webhook' && !validWebhook(c.target, allowLocalHttp))
      add('recipients', M.webhook);
    if (r.type === 'Email') {
      const all = [...emails(c.target), ...emails(c.ccTarget), ...emails(c.bccTarget)];
      if (all.length === 0 || !all.every((e) => EMAIL.test(e))) add('recipients', M.email);
    }
  }
  if (v.chartId !== null && v.dashboardId !== null) add('chart', M.onlyChartOrDashboard);
  if (v.chartId === null && v.dashboardId === null) add('chart', M.eitherChartOrDashboard);
  if (v.type === 'Report' && v.databaseId !== null) add('database', M.databaseNotAllowed);
  if (v.type === 'Alert') {
    if (v.databaseId === null) add('database', M.databaseRequired);
    if (!v.sql?.trim()) add('sql', M.sqlRequired);
    if (v.validatorType === null) add('validator_type', M.validatorRequired);
    const cfg = v.validatorConfig as { op?: string; threshold?: number } | null;
    if (v.validatorType === 'operator' && (!cfg?.op || typeof cfg.threshold !== 'number'))
      add('validator_config_json', M.validatorConfig);
  }
  return errors;
}

/**
 * Superset's CreateReportScheduleCommand/UpdateReportScheduleCommand validation of a whole schedule
 * (after an update's patch is merged): every error at once, 422 with the fields named; then the
 * chart, dashboard and database must exist and be the caller's to read, the owners must exist and
 * the name must be free for its type.
 */
export async function validateReport(
  ctx: AppContext,
  v: ReportWrite,
  selfId: number | null,
  actor: CurrentUser,
): Promise<void> {
  const errors = fieldErrors(v, {
    allowSeconds: ctx.config.reports.testSecondsCrontab,
    allowLocalHttp: ctx.config.reports.testHttpWebhooks,
  });
  const r = repos(ctx);
  const add = (field: string, msg: string) => (errors[field] ??= []).push(msg);
  if (v.chartId !== null && !errors.chart) {
    const chart = allStorable([v.chartId])
      ? await r.charts.findById(v.chartId, dataAccessOf(actor))
      : null;
    if (!chart) add('chart', M.chartNotFound);
  }
  if (v.dashboardId !== null && !errors.chart) {
    const seen = allStorable([v.dashboardId])
      ? await visibleDashboard(r, v.dashboardId, actor).then(
          () => true,
          () => false,
        )
      : false;
    if (!seen) add('dashboard', M.dashboardNotFound);
  }
  if (v.databaseId !== null && v.type === 'Alert') {
    const db = allStorable([v.databaseId]) ? await r.databases.findById(v.databaseId) : null;
    const access = dataAccessOf(actor);
    if (!db || !(access.all || access.databaseIds.includes(db.id)))
      add('database', M.databaseNotFound);
  }
  const owners = [...new Set(v.owners)];
  if (!allStorable(owners) || (await r.users.existingIds(owners)).length !== owners.length)
    add('owners', M.ownersInvalid);
  const other = await r.reports.idByName(v.name, v.type);
  if (other !== null && other !== selfId) add('name', M.nameNotUnique(v.type, v.name));
  if (Object.keys(errors).length) throw invalidFields(errors);
}
