import { AppError } from '../../errors.ts';
import type { DashboardRecord, DashboardViewer } from '../../meta/repos/dashboards-repo.ts';
import { dataAccessOf, isOwnerOrAdmin, type CurrentUser } from '../../security/current-user.ts';
import { guestScopeOf } from '../../security/guest-token.ts';
import type { DashboardRepos } from './dashboard-repos.ts';

/** The viewer a user is for the dashboard base filter (docs/api.md §1.4). */
export function viewerOf(actor: CurrentUser | null): DashboardViewer {
  return {
    userId: actor?.id ?? null,
    isAdmin: actor?.isAdmin ?? false,
    access: dataAccessOf(actor),
    roleNames: actor ? Object.keys(actor.roles) : [],
  };
}

/** A dashboard the user may see, by id, slug or uuid; else 404. */
export async function visibleDashboard(
  repos: DashboardRepos,
  key: string | number,
  actor: CurrentUser | null,
): Promise<DashboardRecord> {
  const id = await repos.dashboards.resolveKey(String(key));
  const guest = guestScopeOf(actor);
  // A guest sees exactly the dashboards its token names, published or not (Superset's has_guest_access).
  if (guest && id !== null && !guest.dashboardIds.includes(id))
    throw new AppError(403, "You don't have access to this dashboard.", {
      errorType: 'DASHBOARD_SECURITY_ACCESS_ERROR',
    });
  const dashboard =
    id === null
      ? null
      : (await repos.dashboards.findByIds([id], guest ? undefined : viewerOf(actor)))[0];
  if (!dashboard) throw new AppError(404, 'Not found');
  // Guests do not learn who owns or changed the dashboard (docs/api.md §2.1).
  return guest ? { ...dashboard, owners: [], createdBy: null, changedBy: null } : dashboard;
}

/** Throws the REST 403 of a missing ownership (admin or owner, docs/api.md §1.4). */
export function assertDashboardOwner(dashboard: DashboardRecord, actor: CurrentUser): void {
  if (
    !isOwnerOrAdmin(
      actor,
      dashboard.owners.map((o) => o.id),
    )
  )
    throw new AppError(403, 'Forbidden', { errorType: 'MISSING_OWNERSHIP_ERROR' });
}

/** A dashboard the user may change: visible (else 404) and owned (else 403). */
export async function ownedDashboard(
  repos: DashboardRepos,
  key: string | number,
  actor: CurrentUser,
): Promise<DashboardRecord> {
  const dashboard = await visibleDashboard(repos, key, actor);
  assertDashboardOwner(dashboard, actor);
  return dashboard;
}
