import { randomBytes } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import type { UserRecord } from '../meta/repos/users-repo.ts';
import { TokenError, type TokenClaims } from './tokens.ts';

export const SESSION_COOKIE = 'session';

/**
 * Cookie attributes: `Secure` whenever the request came over HTTPS, which behind a TLS proxy is only
 * known from X-Forwarded-Proto of a trusted proxy (SIGHTLINE_TRUSTED_PROXIES -> req.protocol).
 */
export function cookieOptions(req: FastifyRequest, maxAgeSeconds?: number): CookieSerializeOptions {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: req.protocol === 'https',
    ...(maxAgeSeconds ? { maxAge: maxAgeSeconds } : {}),
  };
}

/**
 * Sets a session cookie for the user, bound to their current token version. A new session gets a new
 * id; re-issuing after the user's own password change keeps the id, so their CSRF token stays valid.
 */
export async function startSession(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  user: UserRecord,
  sid = randomBytes(16).toString('base64url'),
): Promise<void> {
  const token = await ctx.tokens.sign(
    { sub: String(user.id), type: 'session', sid, tv: user.tokenVersion },
    ctx.config.sessionSeconds,
  );
  void reply.setCookie(SESSION_COOKIE, token, cookieOptions(req, ctx.config.sessionSeconds));
}

/** Access and (optionally) refresh tokens for the REST login, bound to the user's token version. */
export async function issueTokens(
  ctx: AppContext,
  user: UserRecord,
  withRefresh: boolean,
): Promise<{ access_token: string; refresh_token?: string }> {
  const sub = String(user.id);
  const body: { access_token: string; refresh_token?: string } = {
    access_token: await ctx.tokens.sign(
      { sub, type: 'access', fresh: true, tv: user.tokenVersion },
      ctx.config.accessTokenSeconds,
    ),
  };
  if (withRefresh)
    body.refresh_token = await ctx.tokens.sign(
      { sub, type: 'refresh', tv: user.tokenVersion },
      ctx.config.refreshTokenSeconds,
    );
  return body;
}

/** Throws when the token was issued before the user's last logout, password change or deactivation. */
export function assertNotRevoked(
  claims: TokenClaims,
  user: Pick<UserRecord, 'tokenVersion'>,
): void {
  // Tokens issued before migration 0005 carry no version; they stand for version 0.
  if ((claims.tv ?? 0) !== user.tokenVersion) throw new TokenError('Token has been revoked');
}
