import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { storableIds, type ChartRecord } from '../../meta/repos/charts-repo.ts';
import type { DatasetRecord } from '../../meta/repos/datasets-repo.ts';
import {
  canAccessDataset,
  dataAccessOf,
  isOwnerOrAdmin,
  type CurrentUser,
} from '../../security/current-user.ts';
import type { ChartRepos } from './chart-repos.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A chart the user may see (its dataset is accessible), by id or uuid; else 404. */
export async function visibleChart(
  repos: ChartRepos,
  idOrUuid: number | string,
  actor: CurrentUser | null,
): Promise<ChartRecord> {
  const access = dataAccessOf(actor);
  let chart: ChartRecord | null = null;
  if (typeof idOrUuid === 'number' || /^\d{1,15}$/.test(idOrUuid))
    chart = await repos.charts.findById(Number(idOrUuid), access);
  else if (UUID.test(idOrUuid))
    chart = await repos.charts.findByUuid(idOrUuid.toLowerCase(), access);
  if (!chart) throw new AppError(404, 'Not found');
  return chart;
}

/** A chart the user may change: admin or one of its owners (docs/api.md §1.4), else 403; 404 when invisible. */
export async function ownedChart(
  repos: ChartRepos,
  id: number,
  actor: CurrentUser,
): Promise<ChartRecord> {
  const chart = await visibleChart(repos, id, actor);
  assertOwner(chart, actor);
  return chart;
}

/** Throws the REST 403 of a missing ownership. */
export function assertOwner(chart: ChartRecord, actor: CurrentUser): void {
  if (
    !isOwnerOrAdmin(
      actor,
      chart.owners.map((o) => o.id),
    )
  )
    throw new AppError(403, 'Forbidden', { errorType: 'MISSING_OWNERSHIP_ERROR' });
}

/**
 * Whether every dashboard in `requested` may get this chart: it must exist and be the user's to change
 * (owner or admin). Links the chart already has may stay without that. A missing id and one the user
 * may not change give the same answer, so the ids of other users' dashboards are not revealed.
 */
export async function canLinkDashboards(
  repos: ChartRepos,
  requested: number[],
  actor: CurrentUser,
  linked: readonly number[] = [],
): Promise<boolean> {
  const added = requested.filter((id) => !linked.includes(id));
  const found = await repos.dashboards.refs(added);
  return found.length === added.length && found.every((d) => isOwnerOrAdmin(actor, d.ownerIds));
}

/** The dataset a chart may be saved on: it must exist and be accessible; null otherwise. */
export async function chartDataset(
  ctx: AppContext,
  id: number,
  type: string,
  actor: CurrentUser | null,
): Promise<DatasetRecord | null> {
  if ((type !== 'table' && type !== 'dataset') || storableIds([id]).length === 0) return null;
  const ds = await ctx.datasets.findById(id);
  if (!ds || !canAccessDataset(dataAccessOf(actor), ds.databaseId, ds.id)) return null;
  return ds;
}

/** The datasource name Superset caches on a chart: `schema.table` or the table name. */
export const datasetName = (ds: Pick<DatasetRecord, 'schema' | 'tableName'>): string =>
  ds.schema ? `${ds.schema}.${ds.tableName}` : ds.tableName;
