import type { AppContext } from '../../context.ts';
import { invalidFields } from '../../errors.ts';
import type { PermissionViewRecord } from '../../meta/repos/roles-repo.ts';
import { repos } from '../repos.ts';
import { roleDetail } from './role-detail.ts';

/** Every [permission, view] pair the server knows. */
export function permissionViews(ctx: AppContext): Promise<PermissionViewRecord[]> {
  return repos(ctx).roles.permissionViews();
}

/** The [permission, view] pairs a role holds (404 when the role is missing). */
export async function rolePermissions(
  ctx: AppContext,
  id: number,
): Promise<PermissionViewRecord[]> {
  const role = await roleDetail(ctx, id);
  return (await repos(ctx).roles.permissionViews()).filter((pv) =>
    role.permissionIds.includes(pv.id),
  );
}

/** Replaces a role's permissions (404 when the role is missing); every id must exist (422). */
export async function setRolePermissions(
  ctx: AppContext,
  id: number,
  permissionViewIds: number[],
): Promise<void> {
  const { roles } = repos(ctx);
  await roleDetail(ctx, id);
  const found = await roles.existingPermissionViewIds(permissionViewIds);
  if (found.length !== new Set(permissionViewIds).size)
    throw invalidFields({ permission_view_menu_ids: ['Some permissions do not exist'] });
  await roles.setPermissionViews(id, permissionViewIds);
}
