import type { Generated } from 'kysely';
import type { AdminSchema } from './schema-admin.ts';

export type * from './schema-admin.ts';

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
  /** Incremented to revoke the user's tokens and sessions (migration 0005). */
  token_version: Generated<number>;
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
  /** A permalink's random public key (migration 0006); null for other rows. */
  permalink_key: string | null;
}

export interface SlicesTable {
  id: Generated<number>;
  uuid: string;
  slice_name: string;
  datasource_id: number;
  datasource_type: string;
  datasource_name: string | null;
  viz_type: string | null;
  params: string | null;
  query_context: string | null;
  description: string | null;
  cache_timeout: number | null;
  certified_by: string | null;
  certification_details: string | null;
  is_managed_externally: boolean | number;
  external_url: string | null;
  last_saved_at: string | null;
  last_saved_by_fk: number | null;
  created_on: string;
  changed_on: string;
  created_by_fk: number | null;
  changed_by_fk: number | null;
}

export interface SliceOwnersTable {
  slice_id: number;
  user_id: number;
}

export interface DashboardsTable {
  id: Generated<number>;
  uuid: string;
  dashboard_title: string;
  slug: string | null;
  position_json: string | null;
  json_metadata: string | null;
  css: string | null;
  description: string | null;
  theme_id: number | null;
  certified_by: string | null;
  certification_details: string | null;
  published: boolean | number;
  is_managed_externally: boolean | number;
  external_url: string | null;
  created_on: string;
  changed_on: string;
  created_by_fk: number | null;
  changed_by_fk: number | null;
}

export interface DashboardSlicesTable {
  dashboard_id: number;
  slice_id: number;
}

export interface DashboardOwnersTable {
  dashboard_id: number;
  user_id: number;
}

export interface DashboardRolesTable {
  dashboard_id: number;
  role_id: number;
}

/** A user's favorite: class_name 'slice' (charts) or 'Dashboard', as Superset's favstar. */
export interface FavoritesTable {
  id: Generated<number>;
  user_id: number;
  class_name: string;
  obj_id: number;
  changed_on: string;
}

export interface MetaSchema extends AdminSchema {
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
  slices: SlicesTable;
  slice_owners: SliceOwnersTable;
  dashboards: DashboardsTable;
  dashboard_slices: DashboardSlicesTable;
  dashboard_owners: DashboardOwnersTable;
  dashboard_roles: DashboardRolesTable;
  favorites: FavoritesTable;
}

/** Reads a stored boolean on either dialect. */
export function toBool(v: unknown): boolean {
  return v === true || v === 1 || v === '1' || v === 't';
}

/** Current time as stored. */
export function nowIso(): string {
  return new Date().toISOString();
}

// ---- SQL Lab (migration 0003-sqllab) -------------------------------------------------------------

/** One SQL Lab run; `client_id` (≤ 11 chars) is the id the client sees. Times are epoch-ms floats. */
export interface QueriesTable {
  id: Generated<number>;
  client_id: string;
  uuid: string;
  database_id: number;
  user_id: number | null;
  status: string;
  tab_name: string | null;
  sql_editor_id: string | null;
  catalog: string | null;
  schema: string | null;
  sql: string | null;
  select_sql: string | null;
  executed_sql: string | null;
  limit: number | null;
  limiting_factor: string;
  select_as_cta: boolean | number;
  select_as_cta_used: boolean | number;
  ctas_method: string | null;
  tmp_table_name: string | null;
  tmp_schema_name: string | null;
  progress: number;
  rows: number | null;
  error_message: string | null;
  results_key: string | null;
  tracking_url: string | null;
  start_time: number | null;
  start_running_time: number | null;
  end_time: number | null;
  end_result_backend_time: number | null;
  extra_json: string | null;
  changed_on: string;
}

export interface SavedQueryTable {
  id: Generated<number>;
  uuid: string;
  /** The owner: saved queries are only visible to their owner. */
  user_id: number | null;
  db_id: number;
  catalog: string | null;
  schema: string | null;
  label: string;
  description: string | null;
  sql: string | null;
  template_parameters: string | null;
  extra_json: string | null;
  rows: number | null;
  last_run: string | null;
  created_on: string;
  changed_on: string;
  created_by_fk: number | null;
  changed_by_fk: number | null;
}

/** A SQL Lab editor tab persisted on the server (docs/api.md §2.12, §3.5). */
export interface TabStateTable {
  id: Generated<number>;
  user_id: number;
  label: string;
  active: boolean | number;
  database_id: number | null;
  catalog: string | null;
  schema: string | null;
  sql: string | null;
  query_limit: number | null;
  /** The client_id of the tab's latest query. */
  latest_query_id: string | null;
  autorun: boolean | number;
  template_params: string | null;
  hide_left_bar: boolean | number;
  saved_query_id: number | null;
  extra_json: string | null;
  created_on: string;
  changed_on: string;
  created_by_fk: number | null;
  changed_by_fk: number | null;
}

/** A table shown in a tab's left bar (docs/api.md §2.13); `description` holds the client's table object. */
export interface TableSchemaTable {
  id: Generated<number>;
  tab_state_id: number;
  database_id: number;
  catalog: string | null;
  schema: string | null;
  table: string;
  description: string | null;
  expanded: boolean | number;
  created_on: string;
  changed_on: string;
  created_by_fk: number | null;
  changed_by_fk: number | null;
}

// Declaration merging adds the SQL Lab tables to the store's schema without editing the interface above.
export interface MetaSchema {
  queries: QueriesTable;
  saved_query: SavedQueryTable;
  tab_state: TabStateTable;
  table_schema: TableSchemaTable;
}

// ---- Annotation layers (migration 0004-annotations) ----------------------------------------------

/** An annotation layer (Superset's AnnotationLayer); NATIVE chart annotation layers point at one. */
export interface AnnotationLayerTable {
  id: Generated<number>;
  name: string;
  descr: string | null;
  created_on: string;
  changed_on: string;
  created_by_fk: number | null;
  changed_by_fk: number | null;
}

/** One annotation of a layer; the times are naive UTC ISO strings. */
export interface AnnotationTable {
  id: Generated<number>;
  layer_id: number;
  short_descr: string;
  long_descr: string | null;
  start_dttm: string;
  end_dttm: string;
  json_metadata: string | null;
  created_on: string;
  changed_on: string;
  created_by_fk: number | null;
  changed_by_fk: number | null;
}

export interface MetaSchema {
  annotation_layer: AnnotationLayerTable;
  annotation: AnnotationTable;
}
