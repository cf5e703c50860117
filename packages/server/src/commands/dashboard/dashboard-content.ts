import type { AppContext } from '../../context.ts';
import type { ChartRecord } from '../../meta/repos/charts-repo.ts';
import type {
  DatasetColumnRecord,
  DatasetMetricRecord,
  DatasetRecord,
} from '../../meta/repos/datasets-repo.ts';
import { canAccessDataset, dataAccessOf, type CurrentUser } from '../../security/current-user.ts';
import { visibleDashboard } from './dashboard-access.ts';
import type { DashboardRepos } from './dashboard-repos.ts';

/** The charts of a visible dashboard that the user may see (GET /api/v1/dashboard/<id_or_slug>/charts). */
export async function dashboardCharts(
  repos: DashboardRepos,
  key: string,
  actor: CurrentUser | null,
): Promise<ChartRecord[]> {
  const d = await visibleDashboard(repos, key, actor);
  return repos.charts.findByIds(
    d.charts.map((c) => c.id),
    dataAccessOf(actor),
  );
}

/** A dataset a dashboard reads, with its columns and metrics. */
export interface DashboardDataset {
  dataset: DatasetRecord;
  columns: DatasetColumnRecord[];
  metrics: DatasetMetricRecord[];
}

/** The accessible datasets behind a visible dashboard's charts (GET /api/v1/dashboard/<id_or_slug>/datasets). */
export async function dashboardDatasets(
  ctx: AppContext,
  repos: DashboardRepos,
  key: string,
  actor: CurrentUser | null,
): Promise<DashboardDataset[]> {
  const charts = await dashboardCharts(repos, key, actor);
  const ids = [...new Set(charts.flatMap((c) => (c.dataset ? [c.dataset.id] : [])))].sort(
    (a, b) => a - b,
  );
  const access = dataAccessOf(actor);
  const out: DashboardDataset[] = [];
  for (const id of ids) {
    const dataset = await ctx.datasets.findById(id);
    if (!dataset || !canAccessDataset(access, dataset.databaseId, dataset.id)) continue;
    out.push({
      dataset,
      columns: await ctx.datasets.columns(id),
      metrics: await ctx.datasets.metrics(id),
    });
  }
  return out;
}
