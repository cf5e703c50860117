import type { FastifyInstance } from 'fastify';
import { mePutSchema, meResponse, meRolesResponse } from '@sightline/core';
import { updateOwnProfile } from '../../commands/users/update-own-profile.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { loadCurrentUser, type CurrentUser } from '../../security/current-user.ts';
import { startSession } from '../../security/session.ts';
import { contract } from '../common/contract.ts';
import { parseBody } from '../common/http.ts';

function meBody(u: CurrentUser) {
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    first_name: u.firstName,
    last_name: u.lastName,
    is_active: u.active,
    is_anonymous: false,
    login_count: u.loginCount,
  };
}

/** The camelCase user object with roles, also embedded in the SPA bootstrap data. */
export function bootstrapUser(
  u: CurrentUser,
  dataAccess: { datasource_access?: string[]; database_access?: string[] } = {},
) {
  return {
    username: u.username,
    firstName: u.firstName,
    lastName: u.lastName,
    userId: u.id,
    isActive: u.active,
    isAnonymous: false,
    createdOn: u.createdOn,
    email: u.email,
    loginCount: u.loginCount,
    roles: u.roles,
    permissions: dataAccess,
  };
}

const notAuthorized = () => new AppError(401, 'Not authorized');

/** /api/v1/me/: the current user (docs/api.md §2.1). */
export async function meRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = contract(fastify);
  app.get('/api/v1/me/', { schema: { response: { 200: meResponse } } }, async (req) => {
    if (!req.user) throw notAuthorized();
    return { result: meBody(req.user) };
  });

  app.get('/api/v1/me/roles/', { schema: { response: { 200: meRolesResponse } } }, async (req) => {
    if (!req.user) throw notAuthorized();
    const access: { datasource_access: string[]; database_access: string[] } = {
      datasource_access: [],
      database_access: [],
    };
    for (const pairs of Object.values(req.user.roles)) {
      for (const [p, v] of pairs) {
        if (p === 'datasource_access') access.datasource_access.push(v);
        if (p === 'database_access') access.database_access.push(v);
      }
    }
    return { result: bootstrapUser(req.user, access) };
  });

  app.put('/api/v1/me/', { schema: { response: { 200: meResponse } } }, async (req, reply) => {
    if (!req.user) throw notAuthorized();
    const body = parseBody(req, mePutSchema);
    await updateOwnProfile(ctx, req.user, body);
    const fresh = await loadCurrentUser(ctx, req.user.id);
    // The new password revoked every older token and session, this browser's too; it keeps working
    // with a cookie of the new token version. Bearer clients log in again.
    if (body.password !== undefined && req.authKind === 'session' && fresh)
      await startSession(ctx, req, reply, fresh, req.sessionId ?? undefined);
    return { result: meBody(fresh!) };
  });
}
