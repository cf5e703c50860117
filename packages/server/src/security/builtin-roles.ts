import type { PermissionPair } from '@sightline/core';

const rw = (view: string, extra: string[] = []): PermissionPair[] =>
  ['can_read', 'can_write', ...extra].map((p) => [p, view] as PermissionPair);

/** Every permission the application checks, as [permission, view] pairs (docs/api.md §1.4). */
export const ALL_PERMISSIONS: PermissionPair[] = [
  ...rw('Chart', ['can_export']),
  ...rw('Dashboard', ['can_export', 'can_set_embedded']),
  ...rw('Dataset', ['can_export', 'can_duplicate']),
  ...rw('Database', ['can_export', 'can_upload']),
  ['can_read', 'Query'],
  ...rw('SavedQuery', ['can_export']),
  ...rw('ReportSchedule'),
  ...rw('Annotation'),
  ['can_read', 'SQLLab'],
  ['can_execute_sql_query', 'SQLLab'],
  ['can_estimate_query_cost', 'SQLLab'],
  ['can_get_results', 'SQLLab'],
  ['can_export_csv', 'SQLLab'],
  ['can_read', 'Explore'],
  ...rw('ExplorePermalinkRestApi'),
  ...rw('DashboardPermalinkRestApi'),
  ...rw('SqlLabPermalinkRestApi'),
  ['can_read', 'Datasource'],
  ['can_read', 'Security'],
  ['can_grant_guest_token', 'Security'],
  ...rw('User'),
  ...rw('Role'),
  ...rw('Row Level Security'),
  ...rw('CssTemplate'),
  ...rw('Tag'),
  ['can_read', 'Log'],
  ['can_csv', 'Superset'],
  ['can_explore', 'Superset'],
  ['can_explore_json', 'Superset'],
  ['can_share_chart', 'Superset'],
  ['can_share_dashboard', 'Superset'],
  ['can_dashboard', 'Superset'],
  ['can_log', 'Superset'],
  ['can_sqllab', 'Superset'],
  ['all_datasource_access', 'all_datasource_access'],
  ['all_database_access', 'all_database_access'],
  ['all_query_access', 'all_query_access'],
];

const ADMIN_ONLY_VIEWS = new Set(['User', 'Role', 'Log', 'Security', 'Row Level Security']);
const ADMIN_ONLY_PERMISSIONS = new Set([
  'can_grant_guest_token',
  'can_set_embedded',
  'all_query_access',
]);
const SQLLAB_VIEWS = new Set(['SQLLab', 'SqlLabPermalinkRestApi']);

// Creating or changing database connections is Admin-only in Superset (can_write on Database).
const isAdminOnlyPair = ([p, v]: PermissionPair): boolean => p === 'can_write' && v === 'Database';
const isAlpha = ([p, v]: PermissionPair): boolean =>
  (!ADMIN_ONLY_VIEWS.has(v) || (v === 'Security' && p === 'can_read')) &&
  !ADMIN_ONLY_PERMISSIONS.has(p) &&
  !SQLLAB_VIEWS.has(v) &&
  p !== 'can_sqllab' &&
  !isAdminOnlyPair([p, v]);

// Gamma may read annotation layers (charts draw them) but not change them.
const GAMMA_EXCLUDED_VIEWS = new Set(['Database', 'Annotation', 'Tag']);
// Superset's ALPHA_ONLY_VIEW_MENUS: CSS templates and alerts & reports are Alpha's and Admin's only.
const ALPHA_ONLY_VIEWS = new Set(['CssTemplate', 'ReportSchedule']);
// Saved queries and query history are SQL Lab's (Superset's SQLLAB_PERMISSION_VIEWS): Gamma runs no SQL.
const SQLLAB_OBJECT_VIEWS = new Set(['SavedQuery', 'Query']);
const isGamma = (pair: PermissionPair): boolean => {
  const [p, v] = pair;
  if (!isAlpha(pair)) return false;
  if (p.startsWith('all_')) return false;
  if (SQLLAB_OBJECT_VIEWS.has(v)) return false;
  if (ALPHA_ONLY_VIEWS.has(v)) return false;
  if (GAMMA_EXCLUDED_VIEWS.has(v) && p !== 'can_read') return false;
  if (v === 'Dataset' && p !== 'can_read') return false;
  return true;
};

/**
 * Built-in roles, as in Superset: Admin has everything; Alpha everything but user/role management
 * and SQL Lab; Gamma reads and builds charts and dashboards only on data sources granted to it;
 * sql_lab adds SQL Lab; Public (anonymous users) has nothing by default.
 */
export const BUILTIN_ROLES: Record<string, PermissionPair[]> = {
  Admin: ALL_PERMISSIONS,
  Alpha: ALL_PERMISSIONS.filter(isAlpha),
  Gamma: ALL_PERMISSIONS.filter(isGamma),
  sql_lab: ALL_PERMISSIONS.filter(
    ([p, v]) => SQLLAB_VIEWS.has(v) || SQLLAB_OBJECT_VIEWS.has(v) || p === 'can_sqllab',
  ),
  Public: [],
};

/** The view-menu name Superset uses for a database access grant. */
export const databasePerm = (name: string, id: number): string => `[${name}].(id:${id})`;
/** The view-menu name Superset uses for a dataset access grant. */
export const datasetPerm = (dbName: string, table: string, id: number): string =>
  `[${dbName}].[${table}](id:${id})`;
/** Extracts the id from a perm string such as "[examples].[sales](id:3)". */
export const idFromPerm = (perm: string): number | null => {
  const m = /\(id:(\d+)\)$/.exec(perm);
  return m ? Number(m[1]) : null;
};
