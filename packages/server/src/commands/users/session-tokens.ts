import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { assertNotRevoked } from '../../security/session.ts';
import { TokenError } from '../../security/tokens.ts';
import { repos } from '../repos.ts';

/** Logging out revokes every session and token of the user (token version), not just this cookie. */
export async function revokeUserTokens(ctx: AppContext, userId: number): Promise<void> {
  await repos(ctx).users.revokeTokens(userId);
}

/** A new access token for a valid refresh token of an active user whose tokens were not revoked; 401 `{msg}` otherwise. */
export async function refreshAccessToken(ctx: AppContext, refreshToken: string): Promise<string> {
  try {
    const claims = await ctx.tokens.verify(refreshToken, 'refresh');
    const user = await repos(ctx).users.findById(Number(claims.sub));
    if (!user || !user.active) throw new TokenError('User not found or inactive');
    assertNotRevoked(claims, user);
    return await ctx.tokens.sign(
      { sub: claims.sub, type: 'access', fresh: false, tv: user.tokenVersion },
      ctx.config.accessTokenSeconds,
    );
  } catch (e) {
    throw new AppError(401, e instanceof TokenError ? e.message : 'Invalid token', {
      shape: 'msg',
    });
  }
}
