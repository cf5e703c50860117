import { rolesGrant } from '@sightline/core';
import { useGetCurrentUserQuery } from '../../api/auth-api.ts';
import type { BundleResource } from './import-errors.ts';

const VIEWS: Record<BundleResource, string> = {
  dashboard: 'Dashboard',
  chart: 'Chart',
  dataset: 'Dataset',
  database: 'Database',
  saved_query: 'SavedQuery',
};

/** Import needs `can_write`, export `can_export` on the resource's view (docs/api.md §1.4). */
export function useBundlePermissions(resource: BundleResource) {
  const { data: user } = useGetCurrentUserQuery();
  const roles = user?.roles ?? {};
  return {
    canImport: rolesGrant(roles, 'can_write', VIEWS[resource]),
    canExport: rolesGrant(roles, 'can_export', VIEWS[resource]),
  };
}
