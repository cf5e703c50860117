import type { AppContext } from '../../context.ts';
import { invalidFields } from '../../errors.ts';
import { storableIds } from '../../meta/repos/charts-repo.ts';
import type { CurrentUser } from '../../security/current-user.ts';
import { ownersOrError } from '../chart/create-chart.ts';
import type { DashboardRepos } from './dashboard-repos.ts';
import type { DashboardCreate } from '@sightline/core';
import { normalizeSlug, parseJsonMetadata } from './dashboard-fields.ts';

/** Roles that must all exist (422 otherwise), reported into `errors`. */
export async function rolesOrError(
  ctx: AppContext,
  requested: number[] | undefined,
  errors: Record<string, string[]>,
): Promise<number[] | undefined> {
  if (requested === undefined) return undefined;
  const ids = [...new Set(requested)];
  const valid = storableIds(ids);
  if (valid.length !== ids.length || (await ctx.roles.existingIds(valid)).length !== ids.length) {
    errors.roles = ['Some roles do not exist'];
    return undefined;
  }
  return ids;
}

/**
 * Creates a dashboard (POST /api/v1/dashboard/): json_metadata is validated (400), the slug normalised
 * and unique (422), owners default to the caller. Returns the new id and the accepted input.
 */
export async function createDashboard(
  ctx: AppContext,
  repos: DashboardRepos,
  body: DashboardCreate,
  actor: CurrentUser,
): Promise<{ id: number; accepted: DashboardCreate }> {
  if (body.json_metadata) parseJsonMetadata(body.json_metadata);
  const accepted: DashboardCreate =
    body.slug === undefined ? body : { ...body, slug: normalizeSlug(body.slug) };
  const errors: Record<string, string[]> = {};
  if (accepted.slug && (await repos.dashboards.slugTaken(accepted.slug, null)))
    errors.slug = ['Must be unique'];
  if (body.uuid && (await repos.dashboards.resolveKey(body.uuid)) !== null)
    errors.uuid = ['A dashboard with this uuid already exists'];
  const owners = await ownersOrError(ctx, body.owners, actor, true, errors);
  const roles = await rolesOrError(ctx, body.roles, errors);
  if (Object.keys(errors).length) throw invalidFields(errors);
  const id = await repos.dashboards.create(
    {
      uuid: body.uuid?.toLowerCase(),
      dashboardTitle: body.dashboard_title ?? '',
      slug: accepted.slug ?? null,
      positionJson: body.position_json ?? null,
      jsonMetadata: body.json_metadata ?? null,
      css: body.css ?? null,
      themeId: body.theme_id ?? null,
      certifiedBy: body.certified_by ?? null,
      certificationDetails: body.certification_details ?? null,
      published: body.published ?? false,
      isManagedExternally: body.is_managed_externally ?? false,
      externalUrl: body.external_url ?? null,
    },
    actor.id,
  );
  await repos.dashboards.setOwners(id, owners ?? [actor.id]);
  if (roles?.length) await repos.dashboards.setRoles(id, roles);
  return { id, accepted };
}
