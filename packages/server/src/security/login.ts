import { randomBytes } from 'node:crypto';
import { loginRequestSchema } from '@sightline/core';
import type { AppContext } from '../context.ts';
import type { UserRecord } from '../meta/repos/users-repo.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

// The login body lives in core (api/requests/security.ts).
export { loginRequestSchema };

export type LoginResult =
  | { ok: true; user: UserRecord }
  | { ok: false; status: 401 | 429; message: string; headers?: Record<string, string> };

let dummyHash: Promise<string> | null = null;

/**
 * Checks a password against a user's hash, or against a dummy hash when there is no usable one
 * (unknown, inactive or password-less user), so that the answer takes as long either way and does
 * not tell which usernames exist.
 */
async function checkPassword(
  user: { active: boolean; passwordHash: string | null } | null,
  password: string,
): Promise<boolean> {
  const hash =
    user?.passwordHash ??
    (await (dummyHash ??= hashPassword(randomBytes(16).toString('base64url'))));
  const matches = await verifyPassword(hash, password);
  return matches && user !== null && user.active && user.passwordHash !== null;
}

/** Checks credentials with throttling of repeated failures (per username and per address). */
export async function login(
  ctx: AppContext,
  username: string,
  password: string,
  ip: string,
): Promise<LoginResult> {
  const wait = await ctx.loginThrottle.retryAfter(username, ip);
  if (wait > 0) {
    return {
      ok: false,
      status: 429,
      message: `Too many failed login attempts. Try again in ${wait} seconds.`,
      headers: { 'retry-after': String(wait) },
    };
  }
  const user = await ctx.users.findForLogin(username);
  const valid = await checkPassword(user, password);
  if (!user || !valid) {
    await ctx.loginThrottle.recordFailure(username, ip);
    if (user) await ctx.users.recordLogin(user.id, false);
    return { ok: false, status: 401, message: 'Not authorized' };
  }
  await ctx.loginThrottle.recordSuccess(username);
  await ctx.users.recordLogin(user.id, true);
  return { ok: true, user };
}
