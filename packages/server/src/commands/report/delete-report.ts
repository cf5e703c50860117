import type { AppContext } from '../../context.ts';
import { isOwnerOrAdmin, type CurrentUser } from '../../security/current-user.ts';
import { reportServiceOf } from '../../reports/report-service.ts';
import { repos } from '../repos.ts';
import { allStorable, reportForbidden, reportNotFound } from './report-errors.ts';

/**
 * Deletes schedules as Superset's DeleteReportScheduleCommand: every id must exist (else 404) and be
 * the caller's (owner or admin, else 403); then all go, or none.
 */
export async function deleteReports(
  ctx: AppContext,
  ids: number[],
  actor: CurrentUser,
): Promise<number> {
  const { reports } = repos(ctx);
  const unique = [...new Set(ids)];
  if (!allStorable(unique) || (await reports.existingIds(unique)).length !== unique.length)
    throw reportNotFound();
  const owners = await reports.ownerIds(unique);
  if (!unique.every((id) => isOwnerOrAdmin(actor, owners.get(id) ?? []))) throw reportForbidden();
  const n = await reports.delete(unique);
  await reportServiceOf(ctx).changed(unique);
  return n;
}
