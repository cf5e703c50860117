import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { CurrentUser } from '../../security/current-user.ts';
import { hashPassword } from '../../security/passwords.ts';
import { repos } from '../repos.ts';
import { validatePasswordStrength } from './password-policy.ts';

/** PUT /api/v1/me/: a user changes their own names or password; at least one is needed, a password must be strong (400). */
export async function updateOwnProfile(
  ctx: AppContext,
  actor: CurrentUser,
  body: { first_name?: string; last_name?: string; password?: string },
): Promise<void> {
  if (
    body.first_name === undefined &&
    body.last_name === undefined &&
    body.password === undefined
  ) {
    throw new AppError(400, 'At least one field must be provided.');
  }
  if (body.password !== undefined) {
    const problem = validatePasswordStrength(body.password);
    if (problem) throw new AppError(400, 'Invalid input', { fields: { password: [problem] } });
  }
  await repos(ctx).users.update(
    actor.id,
    {
      firstName: body.first_name,
      lastName: body.last_name,
      passwordHash: body.password !== undefined ? await hashPassword(body.password) : undefined,
    },
    actor.id,
  );
}
