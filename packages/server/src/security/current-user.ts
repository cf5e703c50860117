import { isAdminRoleName, rolesGrant, type PermissionPair } from '@sightline/core';
import type { AppContext } from '../context.ts';
import type { DataAccess } from '../meta/repos/access.ts';
import type { UserRecord } from '../meta/repos/users-repo.ts';
import { idFromPerm } from './builtin-roles.ts';

/** The authenticated user of a request with the roles and permissions they hold. */
export interface CurrentUser extends UserRecord {
  roles: Record<string, PermissionPair[]>;
  isAdmin: boolean;
  /**
   * Set for a guest of an embedded dashboard (X-GuestToken, security/guest-token.ts): the embedded
   * dashboards its token names (by embedded uuid) and the row-level-security clauses it carries.
   */
  guest?: {
    resources: { type: string; id: string }[];
    rls: { dataset?: number; clause: string }[];
  };
}

/** Loads a user with roles; null when missing or inactive. */
export async function loadCurrentUser(
  ctx: AppContext,
  userId: number,
): Promise<CurrentUser | null> {
  const user = await ctx.users.findById(userId);
  if (!user || !user.active) return null;
  const roles = await ctx.users.rolesOf(userId);
  return { ...user, roles, isAdmin: Object.keys(roles).some(isAdminRoleName) };
}

/** Whether the user (or, when anonymous, the Public role) holds the permission. */
export function can(
  user: CurrentUser | null,
  publicRole: PermissionPair[],
  permission: string,
  view: string,
): boolean {
  if (user) return rolesGrant(user.roles, permission, view);
  return rolesGrant({ Public: publicRole }, permission, view);
}

/** Databases and datasets the user may see. */
export function dataAccessOf(user: CurrentUser | null): DataAccess {
  if (!user) return { all: false, databaseIds: [], datasetIds: [] };
  if (
    user.isAdmin ||
    rolesGrant(user.roles, 'all_datasource_access', 'all_datasource_access') ||
    rolesGrant(user.roles, 'all_database_access', 'all_database_access')
  ) {
    return { all: true };
  }
  const databaseIds: number[] = [];
  const datasetIds: number[] = [];
  for (const pairs of Object.values(user.roles)) {
    for (const [p, v] of pairs) {
      const id = idFromPerm(v);
      if (id === null) continue;
      if (p === 'database_access') databaseIds.push(id);
      if (p === 'datasource_access') datasetIds.push(id);
    }
  }
  return { all: false, databaseIds, datasetIds };
}

/** Whether the user can access a dataset of a database. */
export function canAccessDataset(
  access: DataAccess,
  databaseId: number,
  datasetId: number,
): boolean {
  return (
    access.all || access.databaseIds.includes(databaseId) || access.datasetIds.includes(datasetId)
  );
}

/** Whether the user may change an owned object: admin or one of its owners. */
export function isOwnerOrAdmin(user: CurrentUser, ownerIds: number[]): boolean {
  return user.isAdmin || ownerIds.includes(user.id);
}
