/** A permission held by a role: [permission, view], e.g. ['can_write', 'Chart']. */
export type PermissionPair = [permission: string, view: string];

/** A role is admin when its name is "admin" in any case (docs/dashboards.md §6). */
export function isAdminRoleName(name: string): boolean {
  return name.toLowerCase() === 'admin';
}

/** Whether a set of roles (name -> pairs) grants the pair; admin grants everything. */
export function rolesGrant(
  roles: Record<string, PermissionPair[]>,
  permission: string,
  view: string,
): boolean {
  for (const [name, pairs] of Object.entries(roles)) {
    if (isAdminRoleName(name)) return true;
    if (pairs.some(([p, v]) => p === permission && v === view)) return true;
  }
  return false;
}
