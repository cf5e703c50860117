import type { ListQuery } from '@sightline/core';
import type { AppContext } from '../../context.ts';
import type { ReportLogRecord } from '../../meta/repos/report-log-repo.ts';
import type { ReportRecord } from '../../meta/repos/report-repo.ts';
import { dataAccessOf, type CurrentUser } from '../../security/current-user.ts';
import { repos } from '../repos.ts';
import { allStorable, reportNotFound } from './report-errors.ts';

/** Who the caller sees: everything with access to every datasource, else its own (ReportScheduleFilter). */
const viewerOf = (actor: CurrentUser | null): number | null =>
  actor === null ? -1 : dataAccessOf(actor).all ? null : actor.id;

/** A page of the schedules the caller may see. */
export function listReports(
  ctx: AppContext,
  q: ListQuery,
  actor: CurrentUser | null,
): Promise<{ count: number; rows: ReportRecord[] }> {
  return repos(ctx).reports.list(q, actor?.id ?? null, viewerOf(actor));
}

/** One schedule the caller may see; 404 otherwise. */
export async function getReport(
  ctx: AppContext,
  id: number,
  actor: CurrentUser | null,
): Promise<ReportRecord> {
  const report = allStorable([id]) ? await repos(ctx).reports.findById(id, viewerOf(actor)) : null;
  if (!report) throw reportNotFound();
  return report;
}

/** A page of a visible schedule's runs, newest first. */
export async function listReportLogs(
  ctx: AppContext,
  id: number,
  page: { offset: number; limit: number },
  actor: CurrentUser | null,
): Promise<{ count: number; rows: ReportLogRecord[] }> {
  await getReport(ctx, id, actor);
  return repos(ctx).reportLogs.logs(id, page);
}

/** One run of a visible schedule; 404 otherwise. */
export async function getReportLog(
  ctx: AppContext,
  id: number,
  logId: number,
  actor: CurrentUser | null,
): Promise<ReportLogRecord> {
  await getReport(ctx, id, actor);
  const log = allStorable([logId]) ? await repos(ctx).reportLogs.log(id, logId) : null;
  if (!log) throw reportNotFound();
  return log;
}
