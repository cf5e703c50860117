import type { Generated } from 'kysely';

/**
 * Metadata store tables. Timestamps are ISO-8601 UTC strings on every dialect (ADR 0002);
 * booleans are 0/1 on SQLite and real booleans on PostgreSQL, read back through `toBool`.
 */
export interface UsersTable {
  id: Generated<number>;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  password: string | null;
  active: boolean | number;
  created_on: string;
  changed_on: string;
  last_login: string | null;
  login_count: number;
  fail_login_count: number;
  created_by_fk: number | null;
  changed_by_fk: number | null;
}

export interface RolesTable {
  id: Generated<number>;
  name: string;
}

export interface UserRolesTable {
  user_id: number;
  role_id: number;
}

export interface PermissionViewsTable {
  id: Generated<number>;
  permission: string;
  view_menu: string;
}

export interface RolePermissionsTable {
  role_id: number;
  permission_view_id: number;
}

export interface DatabasesTable {
  id: Generated<number>;
  uuid: string;
  database_name: string;
  /** URI with the password removed; the password is in `password` (encrypted). */
  sqlalchemy_uri: string;
  password: string | null;
  backend: string;
  configuration_method: string;
  cache_timeout: number | null;
  expose_in_sqllab: boolean | number;
  allow_run_async: boolean | number;
  allow_file_upload: boolean | number;
  allow_ctas: boolean | number;
  allow_cvas: boolean | number;
  allow_dml: boolean | number;
  impersonate_user: boolean | number;
  force_ctas_schema: string | null;
  extra: string | null;
  encrypted_extra: string | null;
  server_cert: string | null;
  is_managed_externally: boolean | number;
  external_url: string | null;
  created_on: string;
  changed_on: string;
  created_by_fk: number | null;
  changed_by_fk: number | null;
}

export interface DatasetsTable {
  id: Generated<number>;
  uuid: string;
  database_id: number;
  catalog: string | null;
  schema: string | null;
  table_name: string;
  sql: string | null;
  description: string | null;
  main_dttm_col: string | null;
  default_endpoint: string | null;
  offset: number;
  cache_timeout: number | null;
  is_sqllab_view: boolean | number;
  template_params: string | null;
  extra: string | null;
  filter_select_enabled: boolean | number;
  fetch_values_predicate: string | null;
  normalize_columns: boolean | number;
  always_filter_main_dttm: boolean | number;
  is_managed_externally: boolean | number;
  external_url: string | null;
  created_on: string;
  changed_on: string;
  created_by_fk: number | null;
  changed_by_fk: number | null;
}

export interface DatasetColumnsTable {
  id: Generated<number>;
  uuid: string;
  table_id: number;
  column_name: string;
  verbose_name: string | null;
  is_dttm: boolean | number;
  is_active: boolean | number;
  type: string | null;
  advanced_data_type: string | null;
  groupby: boolean | number;
  filterable: boolean | number;
  description: string | null;
  expression: string | null;
  extra: string | null;
  python_date_format: string | null;
  created_on: string;
  changed_on: string;
}

export interface DatasetMetricsTable {
  id: Generated<number>;
  uuid: string;
  table_id: number;
  metric_name: string;
  verbose_name: string | null;
  metric_type: string | null;
  expression: string;
  description: string | null;
  d3format: string | null;
  currency: string | null;
  extra: string | null;
  warning_text: string | null;
  created_on: string;
  changed_on: string;
}

export interface DatasetOwnersTable {
  table_id: number;
  user_id: number;
}

export interface LogsTable {
  id: Generated<number>;
  action: string;
  user_id: number | null;
  json: string | null;
  dttm: string;
  dashboard_id: number | null;
  slice_id: number | null;
  duration_ms: number | null;
  referrer: string | null;
}

export interface KeyValueTable {
  id: Generated<number>;
  uuid: string;
  resource: string;
  value: string;
  created_on: string;
  created_by_fk: number | null;
  changed_on: string | null;
  changed_by_fk: number | null;
  expires_on: string | null;
}

export interface MetaSchema {
  users: UsersTable;
  roles: RolesTable;
  user_roles: UserRolesTable;
  permission_views: PermissionViewsTable;
  role_permissions: RolePermissionsTable;
  dbs: DatabasesTable;
  datasets: DatasetsTable;
  dataset_columns: DatasetColumnsTable;
  dataset_metrics: DatasetMetricsTable;
  dataset_owners: DatasetOwnersTable;
  logs: LogsTable;
  key_value: KeyValueTable;
}

/** Reads a stored boolean on either dialect. */
export function toBool(v: unknown): boolean {
  return v === true || v === 1 || v === '1' || v === 't';
}

/** Current time as stored. */
export function nowIso(): string {
  return new Date().toISOString();
}
