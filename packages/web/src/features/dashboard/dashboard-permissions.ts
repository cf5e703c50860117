import { isAdminRoleName, rolesGrant } from '@sightline/core';
import { useGetCurrentUserQuery } from '../../api/auth-api.ts';
import type { CurrentUser } from '../../api/auth-api.ts';

/** What the current user may do with dashboards (docs/dashboards.md §6). */
export interface DashboardPermissions {
  isAdmin: boolean;
  userId: number | null;
  /** can_write on Dashboard: create, save, copy. */
  canWrite: boolean;
  /** can_share_dashboard on Superset: permalinks. */
  canShare: boolean;
}

/** The dashboard permissions of a user; admins (any role named admin, any case) may do everything. */
export function dashboardPermissions(
  user: Pick<CurrentUser, 'roles' | 'userId'> | undefined,
): DashboardPermissions {
  if (!user) return { isAdmin: false, userId: null, canWrite: false, canShare: false };
  const roles = user.roles ?? {};
  return {
    isAdmin: Object.keys(roles).some(isAdminRoleName),
    userId: user.userId,
    canWrite: rolesGrant(roles, 'can_write', 'Dashboard'),
    canShare: rolesGrant(roles, 'can_share_dashboard', 'Superset'),
  };
}

/** Dashboard edit needs can_write on Dashboard and being an admin or an owner (docs/dashboards.md §6). */
export function canEditDashboard(
  permissions: DashboardPermissions,
  ownerIds: readonly number[],
): boolean {
  if (!permissions.canWrite) return false;
  return (
    permissions.isAdmin || (permissions.userId !== null && ownerIds.includes(permissions.userId))
  );
}

/** The current user's dashboard permissions (none while the user loads). */
export function useDashboardPermissions(): DashboardPermissions {
  const { data } = useGetCurrentUserQuery();
  return dashboardPermissions(data);
}
