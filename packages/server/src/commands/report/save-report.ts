import type { AppContext } from '../../context.ts';
import type { ReportRecord, ReportWrite } from '../../meta/repos/report-repo.ts';
import { reportServiceOf } from '../../reports/report-service.ts';
import { isOwnerOrAdmin, type CurrentUser } from '../../security/current-user.ts';
import { repos } from '../repos.ts';
import { alreadySubscribed, reportForbidden, reportNotFound } from './report-errors.ts';
import { validateReport } from './validate-report.ts';

/** Superset's populate_owner_list: the caller by default, and always the caller unless an admin. */
function ownersFor(requested: number[] | undefined, actor: CurrentUser): number[] {
  if (requested === undefined) return [actor.id];
  return actor.isAdmin ? requested : [...new Set([...requested, actor.id])];
}

const isSelfSubscription = (v: Pick<ReportWrite, 'creationMethod'>) =>
  v.creationMethod === 'charts' || v.creationMethod === 'dashboards';

/**
 * Creates an alert or report (POST /api/v1/report/): 422 with every invalid field, 409 when the caller
 * already subscribed itself to this chart or dashboard from its menu (Superset's
 * validate_unique_creation_method); returns the id.
 */
export async function createReport(
  ctx: AppContext,
  values: Omit<ReportWrite, 'owners'> & { owners?: number[] },
  actor: CurrentUser,
): Promise<number> {
  const v: ReportWrite = { ...values, owners: ownersFor(values.owners, actor) };
  await validateReport(ctx, v, null, actor);
  if (isSelfSubscription(v) && (await repos(ctx).reports.hasSelfSubscription(actor.id, v)))
    throw alreadySubscribed();
  const id = await repos(ctx).reports.create(v, actor.id);
  await reportServiceOf(ctx).changed([id]);
  return id;
}

/** A schedule the caller may change: visible (else 404), owned or admin (else 403). */
export async function ownedReport(
  ctx: AppContext,
  id: number,
  actor: CurrentUser,
): Promise<ReportRecord> {
  const report = await repos(ctx).reports.findById(id);
  if (!report) throw reportNotFound();
  if (
    !isOwnerOrAdmin(
      actor,
      report.owners.map((o) => o.id),
    )
  )
    throw reportForbidden();
  return report;
}

const writeOf = (r: ReportRecord): ReportWrite => ({
  ...r,
  owners: r.owners.map((o) => o.id),
  recipients: r.recipients.map((x) => ({ type: x.type, config: x.config })),
});

/** Updates a schedule (PUT /api/v1/report/<pk>): owners and admins only; the merged result is validated. */
export async function updateReport(
  ctx: AppContext,
  id: number,
  patch: Partial<ReportWrite>,
  actor: CurrentUser,
): Promise<void> {
  const current = await ownedReport(ctx, id, actor);
  const clean = Object.fromEntries(Object.entries(patch).filter(([, x]) => x !== undefined));
  const owners = patch.owners === undefined ? undefined : ownersFor(patch.owners, actor);
  const merged: ReportWrite = { ...writeOf(current), ...clean, ...(owners ? { owners } : {}) };
  await validateReport(ctx, merged, id, actor);
  await repos(ctx).reports.update(id, { ...clean, ...(owners ? { owners } : {}) }, actor.id);
  await reportServiceOf(ctx).changed([id]);
}
