import { embeddedConfigSchema, type EmbeddedConfig } from '@sightline/core';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { EmbeddedRepo, type EmbeddedRecord } from '../../meta/repos/embedded-repo.ts';
import type { CurrentUser } from '../../security/current-user.ts';
import { ownedDashboard, visibleDashboard } from '../dashboard/dashboard-access.ts';
import { repos } from '../repos.ts';

export type { EmbeddedRecord };

const built = new WeakMap<AppContext, EmbeddedRepo>();

/** The embedded-dashboards repository on the context's store. */
export function embeddedRepo(ctx: AppContext): EmbeddedRepo {
  let r = built.get(ctx);
  if (!r) built.set(ctx, (r = new EmbeddedRepo(ctx.store)));
  return r;
}

// The request body lives in core (api/requests/embedded.ts).
export { embeddedConfigSchema, type EmbeddedConfig };

/** The embedding of a dashboard the user may see; 404 when the dashboard is not embedded. */
export async function getEmbedded(
  ctx: AppContext,
  key: string,
  actor: CurrentUser | null,
): Promise<EmbeddedRecord> {
  const dashboard = await visibleDashboard(repos(ctx), key, actor);
  const embedded = await embeddedRepo(ctx).findByDashboard(dashboard.id);
  if (!embedded) throw new AppError(404, 'Not found');
  return embedded;
}

/**
 * Enables embedding of a dashboard or changes its allowed domains (POST and PUT alike, as Superset):
 * the dashboard's owners and admins may, with `can_set_embedded`; the uuid stays on update.
 */
export async function setEmbedded(
  ctx: AppContext,
  key: string,
  config: EmbeddedConfig,
  actor: CurrentUser,
): Promise<EmbeddedRecord> {
  const dashboard = await ownedDashboard(repos(ctx), key, actor);
  await embeddedRepo(ctx).upsert(dashboard.id, config.allowed_domains, actor.id);
  ctx.metaCache.clear();
  return (await embeddedRepo(ctx).findByDashboard(dashboard.id))!;
}

/** Disables embedding of a dashboard (its guest tokens stop opening it). */
export async function deleteEmbedded(
  ctx: AppContext,
  key: string,
  actor: CurrentUser,
): Promise<void> {
  const dashboard = await ownedDashboard(repos(ctx), key, actor);
  await embeddedRepo(ctx).delete(dashboard.id);
  ctx.metaCache.clear();
}

/** GET /api/v1/embedded_dashboard/<uuid>: the embedding, when its dashboard is visible to the user. */
export async function embeddedByUuid(
  ctx: AppContext,
  uuid: string,
  actor: CurrentUser | null,
): Promise<EmbeddedRecord> {
  const embedded = await embeddedRepo(ctx).findByUuid(uuid);
  if (!embedded) throw new AppError(404, 'Not found');
  await visibleDashboard(repos(ctx), embedded.dashboardId, actor);
  return embedded;
}

/** Whether a page request's Referer is one of the allowed domains (an empty list allows any). */
export function refererAllowed(allowedDomains: string[], referer: string | undefined): boolean {
  if (allowedDomains.length === 0) return true;
  const origin = originOf(referer);
  return origin !== null && allowedDomains.some((d) => originOf(d) === origin);
}

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

/** The /embedded/<uuid> page's verdict: 404 unknown, 403 a referrer not allowed, else the page. */
export async function embeddedPageStatus(
  ctx: AppContext,
  uuid: string,
  referer: string | undefined,
): Promise<200 | 403 | 404> {
  const embedded = await embeddedRepo(ctx).findByUuid(uuid);
  if (!embedded) return 404;
  return refererAllowed(embedded.allowedDomains, referer) ? 200 : 403;
}
