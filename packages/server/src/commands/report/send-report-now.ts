import type { AppContext } from '../../context.ts';
import { reportServiceOf } from '../../reports/report-service.ts';
import { isOwnerOrAdmin, type CurrentUser } from '../../security/current-user.ts';
import { getReport } from './read-report.ts';
import { reportForbidden } from './report-errors.ts';

/**
 * "Send test now" (POST /api/v1/report/<pk>/send_now/): a schedule the caller sees (else 404) and
 * owns or administers (else 403) runs at once on the job system, active or not; returns the job id.
 */
export async function sendReportNow(
  ctx: AppContext,
  id: number,
  actor: CurrentUser,
): Promise<string> {
  const report = await getReport(ctx, id, actor);
  if (
    !isOwnerOrAdmin(
      actor,
      report.owners.map((o) => o.id),
    )
  )
    throw reportForbidden();
  return reportServiceOf(ctx).sendNow(id);
}

/** Stops the report timers of a closing app (only when its report service was built). */
export { closeReportService } from '../../reports/report-service.ts';
