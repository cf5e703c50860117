import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { AppError, invalidFields } from '../../errors.ts';
import { storableIds, type ChartWrite } from '../../meta/repos/charts-repo.ts';
import { nowIso } from '../../meta/schema.ts';
import type { CurrentUser } from '../../security/current-user.ts';
import { resolveOwners } from '../dataset/owners.ts';
import { repos as reposOf } from '../repos.ts';
import { inContextTransaction } from '../transaction.ts';
import { canLinkDashboards, chartDataset, datasetName } from './chart-access.ts';
import type { ChartRepos } from './chart-repos.ts';
import type { ChartCreate } from '@sightline/core';

/** Owners per docs/api.md §1.4, with an unknown id reported into `errors` (422 together with other fields). */
export async function ownersOrError(
  ctx: AppContext,
  requested: number[] | undefined,
  actor: CurrentUser,
  onCreate: boolean,
  errors: Record<string, string[]>,
) {
  if (requested && storableIds(requested).length !== new Set(requested).size) {
    errors.owners = ['Owners are invalid'];
    return undefined;
  }
  try {
    return await resolveOwners(ctx, requested, actor, onCreate);
  } catch (e) {
    if (!(e instanceof AppError) || !e.fields) throw e;
    Object.assign(errors, e.fields);
    return undefined;
  }
}

/**
 * Creates a chart (POST /api/v1/chart/): the datasource must be an accessible dataset and listed
 * dashboards must be the caller's to change (422 like missing ones). Returns the new chart's id.
 */
export async function createChart(
  ctx: AppContext,
  repos: ChartRepos,
  body: ChartCreate,
  actor: CurrentUser,
): Promise<number> {
  const errors: Record<string, string[]> = {};
  const ds = await chartDataset(ctx, body.datasource_id, body.datasource_type, actor);
  if (!ds) errors.datasource_id = ['Datasource does not exist'];
  const dashboardIds = [...new Set(body.dashboards ?? [])];
  if (!(await canLinkDashboards(repos, dashboardIds, actor)))
    errors.dashboards = ['Dashboards do not exist'];
  const owners = await ownersOrError(ctx, body.owners, actor, true, errors);
  if (body.uuid && (await repos.charts.findByUuid(body.uuid.toLowerCase())))
    errors.uuid = ['A chart with this uuid already exists'];
  if (Object.keys(errors).length || !ds) throw invalidFields(errors);

  const values: ChartWrite = {
    uuid: body.uuid?.toLowerCase() ?? randomUUID(),
    sliceName: body.slice_name,
    datasourceId: ds.id,
    datasourceType: body.datasource_type,
    datasourceName: datasetName(ds),
    vizType: body.viz_type ?? null,
    params: body.params ?? null,
    queryContext: body.query_context ?? null,
    description: body.description ?? null,
    cacheTimeout: body.cache_timeout ?? null,
    certifiedBy: body.certified_by ?? null,
    certificationDetails: body.certification_details ?? null,
    isManagedExternally: body.is_managed_externally ?? false,
    externalUrl: body.external_url ?? null,
    lastSavedAt: nowIso(),
    lastSavedByFk: actor.id,
  };
  // The chart, its owners and its dashboard links are written together: a failure leaves no ownerless chart.
  return inContextTransaction(ctx, async (tx) => {
    const { charts } = reposOf(tx);
    const id = await charts.create(values, owners ?? [actor.id], actor.id);
    if (dashboardIds.length) await charts.setDashboards(id, dashboardIds);
    return id;
  });
}
