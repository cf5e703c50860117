import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { storableIds } from '../../meta/repos/charts-repo.ts';
import { canAccessDataset, dataAccessOf, type CurrentUser } from '../../security/current-user.ts';
import type { ChartRepos } from './chart-repos.ts';

/** A number from a form-data value such as 12 or "12"; null otherwise. */
export function idOf(value: unknown): number | null {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d{1,10}$/.test(value)
        ? Number(value)
        : NaN;
  return storableIds([n]).length ? n : null;
}

/**
 * Superset's check_chart_access for explore state: the dataset must exist (404) and be accessible
 * (403); a chart, when named, must be visible (404).
 */
export async function checkExploreAccess(
  ctx: AppContext,
  repos: ChartRepos,
  datasourceId: number | null,
  chartId: number | null,
  actor: CurrentUser | null,
): Promise<void> {
  const ds =
    datasourceId === null || storableIds([datasourceId]).length === 0
      ? null
      : await ctx.datasets.findById(datasourceId);
  if (!ds) throw new AppError(404, 'Dataset does not exist');
  if (!canAccessDataset(dataAccessOf(actor), ds.databaseId, ds.id))
    throw new AppError(403, "You don't have access to this dataset.", {
      errorType: 'DATASOURCE_SECURITY_ACCESS_ERROR',
    });
  if (chartId === null) return;
  if (!(await repos.charts.findById(chartId, dataAccessOf(actor))))
    throw new AppError(404, 'Chart not found');
}
