import type { AppContext } from '../../context.ts';
import { invalidFields } from '../../errors.ts';
import { repos } from '../repos.ts';
import { roleDetail } from './role-detail.ts';

/**
 * Makes `userIds` exactly the users holding the role (404 when the role is missing, 422 when a user
 * is): the role is added to each of them and taken from its other holders, their other roles kept.
 */
export async function setRoleUsers(ctx: AppContext, id: number, userIds: number[]): Promise<void> {
  const { users, roles } = repos(ctx);
  await roleDetail(ctx, id);
  const found = await users.existingIds(userIds);
  if (found.length !== new Set(userIds).size)
    throw invalidFields({ user_ids: ['Some users do not exist'] });
  const current = await roles.userIdsOf(id);
  for (const uid of new Set([...current, ...userIds])) {
    const roleIds = new Set(await users.roleIdsOf(uid));
    if (userIds.includes(uid)) roleIds.add(id);
    else roleIds.delete(id);
    await users.setRoles(uid, [...roleIds]);
  }
}
