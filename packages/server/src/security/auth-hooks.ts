import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { AppContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { EmbeddedRepo } from '../meta/repos/embedded-repo.ts';
import { can, loadCurrentUser, type CurrentUser } from './current-user.ts';
import { GUEST_TOKEN_HEADER, guestUser, isGuestRoute, verifyGuestToken } from './guest-token.ts';
import { assertNotRevoked, SESSION_COOKIE } from './session.ts';
import { TokenError, type TokenType } from './tokens.ts';

export { SESSION_COOKIE } from './session.ts';

// Users are memoised for a moment (metaCache drops them on any local write, so a logout or password
// change in this process applies at once; another process sees it within the memo's TTL).
const cachedUser = (ctx: AppContext, id: number) =>
  ctx.metaCache.get(`user:${id}`, () => loadCurrentUser(ctx, id));

/** The active user a token names; throws TokenError when the token is invalid, expired or revoked. */
async function userOfToken(
  ctx: AppContext,
  token: string,
  type: TokenType,
): Promise<{ user: CurrentUser | null; sid: string | null }> {
  const claims = await ctx.tokens.verify(token, type);
  const user = await cachedUser(ctx, Number(claims.sub));
  if (user) assertNotRevoked(claims, user);
  return { user, sid: claims.sid ?? null };
}

/** The guest user of an X-GuestToken header (docs/api.md §1.2); throws TokenError when invalid. */
async function userOfGuestToken(ctx: AppContext, token: string): Promise<CurrentUser> {
  const claims = await verifyGuestToken(ctx.config.secretKey, token, ctx.config.guestTokenAudience);
  const uuids = claims.resources.filter((r) => r.type === 'dashboard').map((r) => r.id);
  const scope = await ctx.metaCache.get(`guest-scope:${uuids.join(',')}`, () =>
    new EmbeddedRepo(ctx.store).guestScope(uuids),
  );
  return guestUser(claims, scope);
}

const CSRF_MAX_AGE_SECONDS = 7 * 24 * 3600;
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyRequest {
    user: CurrentUser | null;
    authKind: 'session' | 'bearer' | null;
    /** Why a bearer token was refused (flask-jwt-extended wording). */
    authError: string | null;
    sessionId: string | null;
    /**
     * The metadata store's write version before the user was read: an answer kept for replay is
     * valid only while no write came after it (commands/chart-data/answer-memo.ts).
     */
    metaVersion: number;
  }
  interface FastifyContextConfig {
    /** Route is exempt from CSRF checks (docs/api.md §1.3). */
    csrfExempt?: boolean;
  }
}

/** Resolves the user of each request (session cookie first, then bearer token) and enforces CSRF. */
export function registerAuthHooks(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('user', null);
  app.decorateRequest('authKind', null);
  app.decorateRequest('authError', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('metaVersion', 0);

  app.addHook('onRequest', async (req) => {
    req.metaVersion = ctx.store.version.value;
    const cookie = req.cookies?.[SESSION_COOKIE];
    if (cookie) {
      try {
        const { user, sid } = await userOfToken(ctx, cookie, 'session');
        if (user) {
          req.user = user;
          req.authKind = 'session';
          req.sessionId = sid;
          return;
        }
      } catch {
        // An invalid, expired or revoked session cookie is treated as no session.
      }
    }
    const guestToken = headerValue(req, GUEST_TOKEN_HEADER);
    if (guestToken) {
      try {
        req.user = await userOfGuestToken(ctx, guestToken.trim());
        return;
      } catch (e) {
        // An invalid guest token leaves the request anonymous: protected routes answer 401.
        req.authError = e instanceof TokenError ? e.message : 'Invalid guest token';
        return;
      }
    }
    const header = req.headers.authorization;
    if (header) {
      const m = /^Bearer\s+(.+)$/i.exec(header);
      if (!m) {
        req.authError = "Bad Authorization header. Expected 'Authorization: Bearer <JWT>'";
        return;
      }
      if (req.url.startsWith('/api/v1/security/refresh')) return;
      try {
        const { user } = await userOfToken(ctx, m[1]!.trim(), 'access');
        if (user) {
          req.user = user;
          req.authKind = 'bearer';
        } else {
          req.authError = 'User not found or inactive';
        }
      } catch (e) {
        req.authError = e instanceof TokenError ? e.message : 'Invalid token';
      }
    }
  });

  // Callback style: no promise per request for a check that never waits (every answer runs it).
  app.addHook('preHandler', (req, _reply, done) => {
    try {
      checkGuestAndCsrf(ctx, req);
    } catch (e) {
      done(e as Error);
      return;
    }
    done();
  });
}

/** A guest reaches only its routes; a mutating request of a session carries its CSRF token. */
function checkGuestAndCsrf(ctx: AppContext, req: FastifyRequest): void {
  // A guest of an embedded dashboard reaches only the routes it reads through (security/guest-token.ts).
  if (req.user?.guest && !isGuestRoute(req.method, req.routeOptions.url))
    throw new AppError(403, 'Forbidden', { errorType: 'GENERIC_BACKEND_ERROR' });
  if (!MUTATING.has(req.method) || req.routeOptions.config?.csrfExempt) return;
  if (req.authKind !== 'session' || !req.sessionId) return;
  const token =
    headerValue(req, 'x-csrftoken') ??
    headerValue(req, 'x-csrf-token') ??
    formField(req, 'csrf_token');
  const verdict = ctx.tokens.checkCsrf(req.sessionId, token, CSRF_MAX_AGE_SECONDS);
  if (verdict === 'ok') return;
  const reason =
    verdict === 'missing'
      ? 'The CSRF token is missing.'
      : verdict === 'expired'
        ? 'The CSRF token has expired.'
        : 'The CSRF token is invalid.';
  throw new AppError(400, `400 Bad Request: ${reason}`, {
    shape: 'errors',
    errorType: 'GENERIC_BACKEND_ERROR',
    extra: undefined,
  });
}

function headerValue(req: FastifyRequest, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

function formField(req: FastifyRequest, name: string): string | undefined {
  const body = req.body as Record<string, unknown> | undefined;
  const v = body && typeof body === 'object' ? body[name] : undefined;
  return typeof v === 'string' ? v : undefined;
}

/** The 401 a protected route answers when nobody is logged in. */
export function unauthenticated(req: FastifyRequest): AppError {
  return new AppError(401, req.authError ?? 'Missing Authorization Header', { shape: 'msg' });
}

/** Requires a logged-in user. */
export function requireUser(req: FastifyRequest): CurrentUser {
  if (!req.user) throw unauthenticated(req);
  return req.user;
}

/** preHandler: the request's user (or the Public role when anonymous) must hold [permission, view]. */
export function requirePermission(
  ctx: AppContext,
  permission: string,
  view: string,
): preHandlerAsyncHookHandler {
  return async function checkPermission(req: FastifyRequest, _reply: FastifyReply) {
    const publicPerms = req.user ? [] : await publicPermissions(ctx);
    if (can(req.user, publicPerms, permission, view)) return;
    if (!req.user) throw unauthenticated(req);
    throw new AppError(403, 'Forbidden', { errorType: 'GENERIC_BACKEND_ERROR' });
  };
}

async function publicPermissions(ctx: AppContext) {
  const role = await ctx.roles.findByName('Public');
  if (!role) return [];
  const ids = new Set(await ctx.roles.permissionViewIdsOf(role.id));
  return (await ctx.roles.permissionViews())
    .filter((pv) => ids.has(pv.id))
    .map((pv) => [pv.permission, pv.viewMenu] as [string, string]);
}
