import type { AppContext } from '../../context.ts';
import { invalidFields } from '../../errors.ts';
import type { DashboardWrite } from '../../meta/repos/dashboards-repo.ts';
import { inTransaction } from '../../meta/repos/transaction.ts';
import { dataAccessOf, type CurrentUser } from '../../security/current-user.ts';
import { ownersOrError } from '../chart/create-chart.ts';
import { ownedDashboard } from './dashboard-access.ts';
import { layoutChartIds, rewriteLayoutCharts, storedMetadata } from './dashboard-layout.ts';
import type { DashboardRepos } from './dashboard-repos.ts';
import type { DashboardUpdate } from '@sightline/core';
import { normalizeSlug, parseJsonMetadata } from './dashboard-fields.ts';
import { rolesOrError } from './create-dashboard.ts';

/** Epoch seconds (float) of an ISO timestamp: the `last_modified_time` of dashboard responses. */
export const epochSeconds = (iso: string | null): number => (iso ? Date.parse(iso) / 1000 : 0);

/**
 * The layout's charts the dashboard may hold, with their uuids: those it holds already, and others the
 * user can read. A chart the user cannot read is dropped like a missing one (its id reveals nothing).
 */
async function linkableCharts(
  repos: DashboardRepos,
  layoutIds: number[],
  current: number[],
  actor: CurrentUser,
): Promise<Map<number, string>> {
  const uuids = await repos.dashboards.chartUuids(layoutIds);
  const added = layoutIds.filter((id) => !current.includes(id));
  const readable = new Set(
    (await repos.charts.findByIds(added, dataAccessOf(actor))).map((c) => c.id),
  );
  return new Map(
    layoutIds
      .filter((id) => uuids.has(id) && (current.includes(id) || readable.has(id)))
      .map((id) => [id, uuids.get(id)!]),
  );
}

/**
 * Updates a dashboard (PUT /api/v1/dashboard/<pk>, docs/api.md §2.7): owners or admins only (403). A
 * `json_metadata` is re-derived: its `positions` become position_json, reset the chart membership to
 * the layout's charts and get each chart's uuid; defaults are filled. Returns the accepted input and
 * the new changed_on as epoch seconds.
 */
export async function updateDashboard(
  ctx: AppContext,
  repos: DashboardRepos,
  id: number,
  body: DashboardUpdate,
  actor: CurrentUser,
): Promise<{ accepted: DashboardUpdate; lastModifiedTime: number }> {
  const metadata = body.json_metadata ? parseJsonMetadata(body.json_metadata) : null;
  const dashboard = await ownedDashboard(repos, id, actor);
  const accepted: DashboardUpdate =
    body.slug === undefined ? body : { ...body, slug: normalizeSlug(body.slug) ?? null };
  const errors: Record<string, string[]> = {};
  if (accepted.slug && (await repos.dashboards.slugTaken(accepted.slug, dashboard.id)))
    errors.slug = ['Must be unique'];
  const owners = await ownersOrError(ctx, body.owners, actor, false, errors);
  const roles = await rolesOrError(ctx, body.roles, errors);
  if (Object.keys(errors).length) throw invalidFields(errors);

  const patch: Partial<DashboardWrite> = {
    dashboardTitle: body.dashboard_title === null ? '' : body.dashboard_title,
    slug: accepted.slug,
    positionJson: body.position_json,
    css: body.css,
    themeId: body.theme_id,
    certifiedBy: body.certified_by,
    certificationDetails: body.certification_details,
    published: body.published ?? undefined,
    isManagedExternally: body.is_managed_externally ?? undefined,
    externalUrl: body.external_url,
  };
  let chartIds: number[] | null = null;
  if (metadata) {
    if (metadata.positions) {
      const uuids = await linkableCharts(
        repos,
        layoutChartIds(metadata.positions),
        dashboard.charts.map((c) => c.id),
        actor,
      );
      chartIds = [...uuids.keys()];
      patch.positionJson = JSON.stringify(rewriteLayoutCharts(metadata.positions, uuids));
    }
    patch.jsonMetadata = JSON.stringify(
      storedMetadata(metadata, chartIds ?? dashboard.charts.map((c) => c.id)),
    );
  }
  // The row, its owners, roles and chart links are written together: a failure changes nothing.
  const changedOn = await inTransaction(ctx.store, async (tx) => {
    const dashboards = repos.dashboards.withStore(tx);
    const changed = await dashboards.update(dashboard.id, patch, actor.id);
    if (owners) await dashboards.setOwners(dashboard.id, owners);
    if (roles) await dashboards.setRoles(dashboard.id, roles);
    if (chartIds) await dashboards.setCharts(dashboard.id, chartIds);
    return changed;
  });
  return { accepted, lastModifiedTime: epochSeconds(changedOn) };
}
