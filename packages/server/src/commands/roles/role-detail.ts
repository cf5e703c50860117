import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { repos } from '../repos.ts';

/** A role with the users holding it and its permission-view ids. */
export interface RoleDetail {
  id: number;
  name: string;
  userIds: number[];
  permissionIds: number[];
}

/** A role with its users and permissions; 404 when there is no such role. */
export async function roleDetail(ctx: AppContext, id: number): Promise<RoleDetail> {
  const { roles } = repos(ctx);
  const r = await roles.findById(id);
  if (!r) throw new AppError(404, 'Not found');
  return {
    id: r.id,
    name: r.name,
    userIds: await roles.userIdsOf(id),
    permissionIds: await roles.permissionViewIdsOf(id),
  };
}
