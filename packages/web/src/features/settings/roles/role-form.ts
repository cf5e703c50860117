import type { PermissionResource } from '@sightline/core';

/** A permission on a view as the role editor offers it. */
export interface PermissionOption {
  value: number;
  label: string;
}

/** "can read Chart": Superset's formatPermissionLabel (underscores read as spaces). */
export function permissionLabel(permission: string, view: string): string {
  return `${permission.replace(/_/g, ' ')} ${view.replace(/_/g, ' ')}`;
}

/** The permission-view pairs as options, sorted by label. */
export function permissionOptions(pairs: PermissionResource[]): PermissionOption[] {
  return pairs
    .map((p) => ({ value: p.id, label: permissionLabel(p.permission.name, p.view_menu.name) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** The values of the role modal (Superset's RoleForm). */
export interface RoleFormValues {
  roleName: string;
  rolePermissions: number[];
  roleUsers: number[];
}

/** The API calls a save makes, in order: only what changed, a new role always gets its name first. */
export function roleSaveSteps(
  before: RoleFormValues | null,
  after: RoleFormValues,
): ('name' | 'permissions' | 'users')[] {
  const same = (a: number[], b: number[]) =>
    a.length === b.length && [...a].sort().join() === [...b].sort().join();
  const steps: ('name' | 'permissions' | 'users')[] = [];
  if (!before || before.roleName !== after.roleName.trim()) steps.push('name');
  if (before ? !same(before.rolePermissions, after.rolePermissions) : after.rolePermissions.length)
    steps.push('permissions');
  if (before ? !same(before.roleUsers, after.roleUsers) : after.roleUsers.length)
    steps.push('users');
  return steps;
}
