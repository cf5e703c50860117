import { userCreateSchema, userUpdateSchema } from '@sightline/core';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError, invalidFields } from '../../errors.ts';
import type { CurrentUser } from '../../security/current-user.ts';
import { hashPassword } from '../../security/passwords.ts';
import { validatePasswordStrength } from './password-policy.ts';

// The request bodies live in core (api/requests/security.ts).
export { userCreateSchema, userUpdateSchema };

/** Creates a user with roles; usernames and emails are unique (case-insensitive). */
export async function createUser(
  ctx: AppContext,
  body: z.infer<typeof userCreateSchema>,
  actor: CurrentUser | null,
): Promise<number> {
  const clash = await ctx.users.findByUsernameOrEmail(body.username, body.email);
  if (clash)
    throw invalidFields(
      clash.username.toLowerCase() === body.username.toLowerCase()
        ? { username: ['Username already exists'] }
        : { email: ['Email already exists'] },
    );
  const weak = validatePasswordStrength(body.password);
  if (weak) throw invalidFields({ password: [weak] });
  const roles = body.roles ?? [];
  await assertRolesExist(ctx, roles);
  const id = await ctx.users.create({
    username: body.username,
    firstName: body.first_name,
    lastName: body.last_name,
    email: body.email,
    passwordHash: await hashPassword(body.password),
    active: body.active ?? true,
    createdBy: actor?.id ?? null,
  });
  await ctx.users.setRoles(id, roles);
  return id;
}

/** Updates a user; roles present replace the user's roles. */
export async function updateUser(
  ctx: AppContext,
  id: number,
  body: z.infer<typeof userUpdateSchema>,
  actor: CurrentUser,
): Promise<void> {
  const user = await ctx.users.findById(id);
  if (!user) throw new AppError(404, 'Not found');
  if (body.username || body.email) {
    const clash = await ctx.users.findByUsernameOrEmail(
      body.username ?? '\u0000',
      body.email ?? '\u0000',
    );
    if (clash && clash.id !== id)
      throw invalidFields(
        body.username && clash.username.toLowerCase() === body.username.toLowerCase()
          ? { username: ['Username already exists'] }
          : { email: ['Email already exists'] },
      );
  }
  if (body.password !== undefined) {
    const weak = validatePasswordStrength(body.password);
    if (weak) throw invalidFields({ password: [weak] });
  }
  if (body.roles) await assertRolesExist(ctx, body.roles);
  await ctx.users.update(
    id,
    {
      firstName: body.first_name,
      lastName: body.last_name,
      username: body.username,
      email: body.email,
      active: body.active,
      passwordHash: body.password !== undefined ? await hashPassword(body.password) : undefined,
    },
    actor.id,
  );
  if (body.roles) await ctx.users.setRoles(id, body.roles);
}

async function assertRolesExist(ctx: AppContext, roles: number[]): Promise<void> {
  const found = await ctx.roles.existingIds(roles);
  if (found.length !== new Set(roles).size)
    throw invalidFields({ roles: ['Some roles do not exist'] });
}
