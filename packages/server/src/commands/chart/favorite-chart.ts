import { AppError } from '../../errors.ts';
import { dataAccessOf, type CurrentUser } from '../../security/current-user.ts';
import { visibleChart } from './chart-access.ts';
import type { ChartRepos } from './chart-repos.ts';

/** Stars a visible chart for the user (POST /api/v1/chart/<pk>/favorites/). */
export async function addFavoriteChart(
  repos: ChartRepos,
  id: number,
  actor: CurrentUser,
): Promise<void> {
  const chart = await visibleChart(repos, id, actor);
  await repos.favorites.add(actor.id, 'slice', chart.id);
}

/** Un-stars a visible chart (DELETE /api/v1/chart/<pk>/favorites/). */
export async function removeFavoriteChart(
  repos: ChartRepos,
  id: number,
  actor: CurrentUser,
): Promise<void> {
  const chart = await visibleChart(repos, id, actor);
  await repos.favorites.remove(actor.id, 'slice', chart.id);
}

/** `[{id, value}]` in request order; 404 when none of the ids is a visible chart (docs/api.md §1.6). */
export async function chartFavoriteStatus(
  repos: ChartRepos,
  ids: number[],
  actor: CurrentUser,
): Promise<{ id: number; value: boolean }[]> {
  const charts = await repos.charts.findByIds(ids, dataAccessOf(actor));
  if (charts.length === 0) throw new AppError(404, 'Not found');
  const starred = new Set(
    await repos.favorites.favoritedIds(
      actor.id,
      'slice',
      charts.map((c) => c.id),
    ),
  );
  return ids.map((id) => ({ id, value: starred.has(id) }));
}
