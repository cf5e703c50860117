import type { AppContext } from '../../context.ts';
import { repos } from '../repos.ts';
import { roleDetail } from './role-detail.ts';

/** Deletes a role (404 when missing). */
export async function deleteRole(ctx: AppContext, id: number): Promise<void> {
  await roleDetail(ctx, id);
  await repos(ctx).roles.delete(id);
}
