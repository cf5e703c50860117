import { AppError } from '../../errors.ts';
import { dataAccessOf, type CurrentUser } from '../../security/current-user.ts';
import { assertOwner } from './chart-access.ts';
import type { ChartRepos } from './chart-repos.ts';

/**
 * Deletes charts (DELETE /api/v1/chart/<pk> and the bulk form): 404 when any id is unknown or
 * invisible, 403 when the caller owns not all of them (admins own everything).
 */
export async function deleteCharts(
  repos: ChartRepos,
  ids: number[],
  actor: CurrentUser,
): Promise<void> {
  const unique = [...new Set(ids)];
  const charts = await repos.charts.findByIds(unique, dataAccessOf(actor));
  if (charts.length !== unique.length) throw new AppError(404, 'Not found');
  for (const chart of charts) assertOwner(chart, actor);
  await repos.charts.delete(unique);
}
