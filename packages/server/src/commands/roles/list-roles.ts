import type { AppContext } from '../../context.ts';
import type { RoleRecord } from '../../meta/repos/roles-repo.ts';
import { repos } from '../repos.ts';

/** Every role, in name order. */
export function listRoles(ctx: AppContext): Promise<RoleRecord[]> {
  return repos(ctx).roles.list();
}
