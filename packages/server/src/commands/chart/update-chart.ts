import type { AppContext } from '../../context.ts';
import { invalidFields } from '../../errors.ts';
import type { ChartWrite } from '../../meta/repos/charts-repo.ts';
import { nowIso } from '../../meta/schema.ts';
import type { CurrentUser } from '../../security/current-user.ts';
import { repos as reposOf } from '../repos.ts';
import { inContextTransaction } from '../transaction.ts';
import {
  assertOwner,
  canLinkDashboards,
  chartDataset,
  datasetName,
  visibleChart,
} from './chart-access.ts';
import type { ChartRepos } from './chart-repos.ts';
import type { ChartUpdate } from '@sightline/core';
import { ownersOrError } from './create-chart.ts';

/**
 * Whether a PUT body is exactly `{query_context, query_context_generation: true}`: the client back-fills
 * a missing query context this way, so it skips the ownership check (docs/api.md §1.4).
 */
export function isQueryContextUpdate(body: ChartUpdate): boolean {
  const keys = Object.keys(body).sort();
  return (
    keys.length === 2 &&
    keys[0] === 'query_context' &&
    keys[1] === 'query_context_generation' &&
    Boolean(body.query_context_generation)
  );
}

/**
 * Updates a chart (PUT /api/v1/chart/<pk>): owners or admins only (403), invisible charts 404; a
 * `dashboards` list replaces the chart's dashboard links, and may add only dashboards the caller may
 * change (422 like missing ones). The chart, its owners and links are written in one transaction. Sets last_saved_* unless the body carries
 * `query_context_generation`.
 */
export async function updateChart(
  ctx: AppContext,
  repos: ChartRepos,
  id: number,
  body: ChartUpdate,
  actor: CurrentUser,
): Promise<void> {
  const errors: Record<string, string[]> = {};
  if (body.datasource_id != null && !body.datasource_type)
    errors.datasource_type = ['Datasource type is required when datasource_id is given'];
  const chart = await visibleChart(repos, id, actor);
  let owners: number[] | undefined;
  if (!isQueryContextUpdate(body)) {
    assertOwner(chart, actor);
    owners = await ownersOrError(ctx, body.owners, actor, false, errors);
  }
  let datasourceName: string | undefined;
  if (body.datasource_id != null && body.datasource_type) {
    const ds = await chartDataset(ctx, body.datasource_id, body.datasource_type, actor);
    if (ds) datasourceName = datasetName(ds);
    else errors.datasource_id = ['Datasource does not exist'];
  }
  let dashboardIds: number[] | undefined;
  if (body.dashboards !== undefined) {
    dashboardIds = [...new Set(body.dashboards)];
    const linked = chart.dashboards.map((d) => d.id);
    if (!(await canLinkDashboards(repos, dashboardIds, actor, linked)))
      errors.dashboards = ['Dashboards do not exist'];
  }
  if (Object.keys(errors).length) throw invalidFields(errors);

  const patch: Partial<ChartWrite> = {
    sliceName: body.slice_name,
    datasourceId: body.datasource_id ?? undefined,
    datasourceType: body.datasource_type ?? undefined,
    datasourceName:
      datasourceName ?? (body.datasource_name === undefined ? undefined : body.datasource_name),
    vizType: body.viz_type,
    params: body.params,
    queryContext: body.query_context,
    description: body.description,
    cacheTimeout: body.cache_timeout,
    certifiedBy: body.certified_by,
    certificationDetails: body.certification_details,
    isManagedExternally: body.is_managed_externally ?? undefined,
    externalUrl: body.external_url,
  };
  if (body.query_context_generation == null)
    Object.assign(patch, { lastSavedAt: nowIso(), lastSavedByFk: actor.id });
  await inContextTransaction(ctx, async (tx) => {
    const { charts } = reposOf(tx);
    await charts.update(chart.id, patch, actor.id);
    if (owners) await charts.setOwners(chart.id, owners);
    if (dashboardIds) await charts.setDashboards(chart.id, dashboardIds);
  });
}
