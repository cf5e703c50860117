import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import type { UserRecord } from '../meta/repos/users-repo.ts';
import { verifyPassword } from './passwords.ts';

/** Login body shared by the REST and web login routes. */
export const loginRequestSchema = z.object({
  username: z.string().min(1, 'Shorter than minimum length 1.'),
  password: z
    .string()
    .min(1, 'Shorter than minimum length 1.')
    .refine((p) => !/^\0+$/.test(p), 'Invalid password.'),
  provider: z.string().optional(),
  refresh: z.boolean().optional(),
});

export type LoginResult =
  | { ok: true; user: UserRecord; sessionId: string }
  | { ok: false; status: 401 | 429; message: string; headers?: Record<string, string> };

/** Checks credentials with throttling of repeated failures (per username+address and per address). */
export async function login(ctx: AppContext, username: string, password: string, ip: string): Promise<LoginResult> {
  const wait = ctx.loginThrottle.retryAfter(username, ip);
  if (wait > 0) {
    return {
      ok: false,
      status: 429,
      message: `Too many failed login attempts. Try again in ${wait} seconds.`,
      headers: { 'retry-after': String(wait) },
    };
  }
  const user = await ctx.users.findForLogin(username);
  const valid = user !== null && user.active && (await verifyPassword(user.passwordHash, password));
  if (!valid) {
    ctx.loginThrottle.recordFailure(username, ip);
    if (user) await ctx.users.recordLogin(user.id, false);
    return { ok: false, status: 401, message: 'Not authorized' };
  }
  ctx.loginThrottle.recordSuccess(username, ip);
  await ctx.users.recordLogin(user.id, true);
  return { ok: true, user, sessionId: randomBytes(16).toString('base64url') };
}
