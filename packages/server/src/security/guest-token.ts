import { createHash } from 'node:crypto';
import {
  guestTokenRequestSchema,
  type GuestTokenRequest,
  type PermissionPair,
} from '@sightline/core';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import type { GuestScope } from '../meta/repos/embedded-repo.ts';
import type { CurrentUser } from './current-user.ts';
import { TokenError } from './tokens.ts';

/** The request header carrying a guest token (Superset's GUEST_TOKEN_HEADER_NAME). */
export const GUEST_TOKEN_HEADER = 'x-guesttoken';
/** How guest tokens are signed: lifetime and `aud` (config: SIGHTLINE_GUEST_TOKEN_SECONDS, _AUDIENCE). */
export interface GuestTokenOptions {
  ttlSeconds: number;
  audience: string;
}
/** The role name a guest acts under (Superset's GUEST_ROLE_NAME). */
export const GUEST_ROLE = 'Guest';

// The guest token request lives in core (api/requests/security.ts).
export { guestTokenRequestSchema, type GuestTokenRequest };

/** The claims of a guest token. */
export interface GuestClaims {
  user: GuestTokenRequest['user'];
  resources: { type: string; id: string }[];
  rls_rules: { dataset?: number; clause: string }[];
}

const claimsSchema = z.object({
  type: z.literal('guest'),
  user: guestTokenRequestSchema.shape.user,
  resources: z.array(z.object({ type: z.string(), id: z.string() })),
  rls_rules: guestTokenRequestSchema.shape.rls,
});

// A key of its own, derived from the secret key, so a guest token is never a session or API token.
const guestKey = (secretKey: string): Uint8Array =>
  createHash('sha256').update(`sightline:guest:${secretKey}`).digest();

/** Signs a guest token (HS256, `aud`, `exp` = now + ttl; a negative ttl makes an expired one). */
export async function signGuestToken(
  secretKey: string,
  claims: GuestClaims,
  { ttlSeconds, audience }: GuestTokenOptions,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...claims, type: 'guest' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + ttlSeconds)
    .setAudience(audience)
    .sign(guestKey(secretKey));
}

/** Verifies a guest token; throws TokenError when forged, expired, for another audience or malformed. */
export async function verifyGuestToken(
  secretKey: string,
  token: string,
  audience: string,
): Promise<GuestClaims> {
  try {
    const { payload } = await jwtVerify(token, guestKey(secretKey), {
      algorithms: ['HS256'],
      audience,
    });
    const parsed = claimsSchema.safeParse(payload);
    if (!parsed.success) throw new TokenError('Invalid guest token');
    return parsed.data;
  } catch (e) {
    if (e instanceof TokenError) throw e;
    if (e instanceof joseErrors.JWTExpired) throw new TokenError('Guest token has expired');
    throw new TokenError('Invalid guest token');
  }
}

// A guest reads dashboards and their charts' data; its datasets come from its scope.
const GUEST_PERMISSIONS: PermissionPair[] = [
  ['can_read', 'Dashboard'],
  ['can_read', 'Chart'],
];

const scopes = new WeakMap<CurrentUser, GuestScope>();

/** The guest user of a verified token: no id of a stored user, the Guest role, its scope's datasets. */
export function guestUser(claims: GuestClaims, scope: GuestScope): CurrentUser {
  const now = new Date().toISOString();
  const user: CurrentUser = {
    id: 0,
    username: claims.user.username ?? 'guest_user',
    firstName: claims.user.first_name ?? 'Guest',
    lastName: claims.user.last_name ?? 'User',
    email: '',
    active: true,
    createdOn: now,
    changedOn: now,
    lastLogin: null,
    loginCount: 0,
    failLoginCount: 0,
    tokenVersion: 0,
    isAdmin: false,
    roles: {
      [GUEST_ROLE]: [
        ...GUEST_PERMISSIONS,
        ...scope.datasetIds.map((id): PermissionPair => ['datasource_access', `(id:${id})`]),
      ],
    },
    guest: { resources: claims.resources, rls: claims.rls_rules },
  };
  scopes.set(user, scope);
  return user;
}

/**
 * What a guest may read; null for a user who is not a guest. A guest whose scope is unknown (a copy
 * of the user object) gets an empty one, so it reads nothing.
 */
export function guestScopeOf(user: CurrentUser | null | undefined): GuestScope | null {
  if (!user?.guest) return null;
  return (
    scopes.get(user) ?? {
      dashboardIds: [],
      charts: new Map(),
      datasetIds: [],
      filterColumns: new Map(),
    }
  );
}

/**
 * The routes a guest may call (method and registered URL pattern); anything else answers 403, so a
 * guest writes nothing but chart-data queries, which commands/embedded/guest-chart-data.ts checks.
 */
const GUEST_ROUTES = new Set([
  'GET /api/v1/dashboard/:pk',
  'GET /api/v1/dashboard/:pk/charts',
  'GET /api/v1/dashboard/:pk/datasets',
  'GET /api/v1/dashboard/:pk/tabs',
  'GET /api/v1/embedded_dashboard/:uuid',
  'POST /api/v1/chart/data',
]);

/** Whether a guest may call the route at all (its objects are checked by the route's commands). */
export function isGuestRoute(method: string, routeUrl: string | undefined): boolean {
  const m = method === 'HEAD' ? 'GET' : method;
  return routeUrl !== undefined && GUEST_ROUTES.has(`${m} ${routeUrl.replace(/\/$/, '')}`);
}
