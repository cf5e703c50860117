import { isAdminRoleName, rolesGrant } from '@sightline/core';
import { useGetCurrentUserQuery } from '../../api/auth-api.ts';
import type { CurrentUser } from '../../api/auth-api.ts';

/** What the current user may do with charts (docs/charts.md §6). */
export interface ChartPermissions {
  isAdmin: boolean;
  /** can_csv on Superset: CSV and XLSX exports. */
  canCsv: boolean;
  /** can_share_chart on Superset: permalinks and email. */
  canShare: boolean;
  /** can_explore on Superset: view query, view results, drill to detail. */
  canExplore: boolean;
  /** can_write on Chart: save charts. */
  canWriteChart: boolean;
}

const NONE: ChartPermissions = {
  isAdmin: false,
  canCsv: false,
  canShare: false,
  canExplore: false,
  canWriteChart: false,
};

/** The chart permissions of a user; admins (any role named admin, any case) may do everything. */
export function chartPermissions(user: Pick<CurrentUser, 'roles'> | undefined): ChartPermissions {
  if (!user) return NONE;
  const roles = user.roles ?? {};
  return {
    isAdmin: Object.keys(roles).some(isAdminRoleName),
    canCsv: rolesGrant(roles, 'can_csv', 'Superset'),
    canShare: rolesGrant(roles, 'can_share_chart', 'Superset'),
    canExplore: rolesGrant(roles, 'can_explore', 'Superset'),
    canWriteChart: rolesGrant(roles, 'can_write', 'Chart'),
  };
}

/** Whether the user may overwrite a chart: an owner, or an admin (docs/charts.md §6). */
export function canOverwriteChart(
  user: Pick<CurrentUser, 'roles' | 'userId'> | undefined,
  owners: readonly number[],
): boolean {
  if (!user) return false;
  return chartPermissions(user).isAdmin || owners.includes(user.userId);
}

/** The current user's chart permissions (none while the user loads). */
export function useChartPermissions(): ChartPermissions {
  const { data } = useGetCurrentUserQuery();
  return chartPermissions(data);
}
