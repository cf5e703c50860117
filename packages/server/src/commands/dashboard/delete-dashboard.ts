import { AppError } from '../../errors.ts';
import type { CurrentUser } from '../../security/current-user.ts';
import { assertDashboardOwner, viewerOf } from './dashboard-access.ts';
import type { DashboardRepos } from './dashboard-repos.ts';

/**
 * Deletes dashboards (DELETE /api/v1/dashboard/<pk> and the bulk form): 404 when any id is unknown or
 * invisible, 403 unless the caller owns all of them. Their charts stay.
 */
export async function deleteDashboards(
  repos: DashboardRepos,
  ids: number[],
  actor: CurrentUser,
): Promise<void> {
  const unique = [...new Set(ids)];
  const dashboards = await repos.dashboards.findByIds(unique, viewerOf(actor));
  if (dashboards.length !== unique.length) throw new AppError(404, 'Not found');
  for (const d of dashboards) assertDashboardOwner(d, actor);
  await repos.dashboards.delete(unique);
}
