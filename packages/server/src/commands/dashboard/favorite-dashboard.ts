import { AppError } from '../../errors.ts';
import type { CurrentUser } from '../../security/current-user.ts';
import { viewerOf, visibleDashboard } from './dashboard-access.ts';
import type { DashboardRepos } from './dashboard-repos.ts';

/** Stars a visible dashboard for the user (POST /api/v1/dashboard/<pk>/favorites/). */
export async function addFavoriteDashboard(
  repos: DashboardRepos,
  id: number,
  actor: CurrentUser,
): Promise<void> {
  const d = await visibleDashboard(repos, id, actor);
  await repos.favorites.add(actor.id, 'Dashboard', d.id);
}

/** Un-stars a visible dashboard (DELETE /api/v1/dashboard/<pk>/favorites/). */
export async function removeFavoriteDashboard(
  repos: DashboardRepos,
  id: number,
  actor: CurrentUser,
): Promise<void> {
  const d = await visibleDashboard(repos, id, actor);
  await repos.favorites.remove(actor.id, 'Dashboard', d.id);
}

/** `[{id, value}]` in request order; 404 when none of the ids is a visible dashboard (docs/api.md §1.6). */
export async function dashboardFavoriteStatus(
  repos: DashboardRepos,
  ids: number[],
  actor: CurrentUser,
): Promise<{ id: number; value: boolean }[]> {
  const found = await repos.dashboards.findByIds(ids, viewerOf(actor));
  if (found.length === 0) throw new AppError(404, 'Not found');
  const starred = new Set(
    await repos.favorites.favoritedIds(
      actor.id,
      'Dashboard',
      found.map((d) => d.id),
    ),
  );
  return ids.map((id) => ({ id, value: starred.has(id) }));
}
