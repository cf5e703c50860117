import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { signGuestToken, type GuestTokenRequest } from '../../security/guest-token.ts';
import { repos } from '../repos.ts';
import { embeddedRepo } from './embedded-dashboard.ts';

/**
 * Issues a guest token (POST /api/v1/security/guest_token/, docs/api.md §2.1). Each resource names an
 * embedded dashboard by its embedded uuid (a dashboard id, slug or uuid of an embedded dashboard is
 * accepted too and stored as the embedded uuid); an unknown or not embedded one is a 400.
 */
export async function issueGuestToken(ctx: AppContext, body: GuestTokenRequest): Promise<string> {
  const resources: { type: string; id: string }[] = [];
  for (const r of body.resources) {
    let embedded = await embeddedRepo(ctx).findByUuid(r.id);
    if (!embedded) {
      const dashboardId = await repos(ctx).dashboards.resolveKey(r.id);
      embedded = dashboardId === null ? null : await embeddedRepo(ctx).findByDashboard(dashboardId);
    }
    if (!embedded) throw new AppError(400, `Embedded dashboard ${r.id} does not exist`);
    resources.push({ type: 'dashboard', id: embedded.uuid });
  }
  return signGuestToken(
    ctx.config.secretKey,
    { user: body.user, resources, rls_rules: body.rls },
    { ttlSeconds: ctx.config.guestTokenSeconds, audience: ctx.config.guestTokenAudience },
  );
}
