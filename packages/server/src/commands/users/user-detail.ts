import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { RoleRecord } from '../../meta/repos/roles-repo.ts';
import type { UserRecord } from '../../meta/repos/users-repo.ts';
import { repos } from '../repos.ts';

/** A user with the roles it holds. */
export interface UserDetail {
  user: UserRecord;
  roles: RoleRecord[];
}

/** A user and its roles (in role-name order); 404 when there is no such user. */
export async function userDetail(ctx: AppContext, id: number): Promise<UserDetail> {
  const { users, roles } = repos(ctx);
  const user = await users.findById(id);
  if (!user) throw new AppError(404, 'Not found');
  const roleIds = await users.roleIdsOf(id);
  return { user, roles: (await roles.list()).filter((r) => roleIds.includes(r.id)) };
}
