import type { Generated } from 'kysely';

/**
 * Metadata store tables of the admin surface (embedding, row level security, CSS templates and tags,
 * alerts and reports), merged into MetaSchema by schema.ts; same conventions (ADR 0002).
 */

// ---- Embedded dashboards (migration 0008-embedded-dashboards) ------------------------------------

/** A dashboard's embedding: its own uuid and the referrer domains allowed (JSON list, empty = any). */
export interface EmbeddedDashboardsTable {
  uuid: string;
  dashboard_id: number;
  allow_domain_list: string | null;
  created_on: string;
  changed_on: string;
  created_by_fk: number | null;
  changed_by_fk: number | null;
}

export interface AdminSchema {
  embedded_dashboards: EmbeddedDashboardsTable;
}

/** A row level security filter (Superset's RowLevelSecurityFilter); `filter_type` is Regular or Base. */
export interface RowLevelSecurityFiltersTable {
  id: Generated<number>;
  name: string;
  description: string | null;
  filter_type: string;
  group_key: string | null;
  clause: string;
  created_on: string;
  changed_on: string;
  created_by_fk: number | null;
  changed_by_fk: number | null;
}

/** The datasets a filter applies to. */
export interface RlsFilterTablesTable {
  rls_filter_id: number;
  table_id: number;
}

/** The roles of a filter: those it applies to (Regular) or exempts (Base). */
export interface RlsFilterRolesTable {
  rls_filter_id: number;
  role_id: number;
}

export interface AdminSchema {
  row_level_security_filters: RowLevelSecurityFiltersTable;
  rls_filter_tables: RlsFilterTablesTable;
  rls_filter_roles: RlsFilterRolesTable;
}

// ---- CSS templates and tags (migration 0009-css-templates-and-tags) -------------------------------

/** A named piece of CSS for dashboards (Superset's CssTemplate). */
export interface CssTemplatesTable {
  id: Generated<number>;
  template_name: string;
  css: string;
  created_on: string;
  changed_on: string;
  created_by_fk: number | null;
  changed_by_fk: number | null;
}

/** A tag (Superset's Tag); `type` is custom, owner, type or favorited_by. */
export interface TagTable {
  id: Generated<number>;
  name: string;
  type: string;
  description: string | null;
  created_on: string;
  changed_on: string;
  created_by_fk: number | null;
  changed_by_fk: number | null;
}

/** A tag on an object; `object_type` is query, chart or dashboard (Superset's ObjectType). */
export interface TaggedObjectTable {
  id: Generated<number>;
  tag_id: number;
  object_id: number;
  object_type: string;
  created_on: string;
  changed_on: string;
  created_by_fk: number | null;
  changed_by_fk: number | null;
}

export interface AdminSchema {
  css_templates: CssTemplatesTable;
  tag: TagTable;
  tagged_object: TaggedObjectTable;
}

// ---- Alerts and reports (migration 0010-reports) ---------------------------------------------------

/** An alert or a report (Superset's ReportSchedule). */
export interface ReportScheduleTable {
  id: Generated<number>;
  type: string;
  name: string;
  description: string | null;
  active: boolean | number;
  crontab: string;
  timezone: string;
  creation_method: string;
  sql: string | null;
  chart_id: number | null;
  dashboard_id: number | null;
  database_id: number | null;
  report_format: string;
  force_screenshot: boolean | number;
  custom_width: number | null;
  validator_type: string | null;
  validator_config_json: string | null;
  log_retention: number;
  working_timeout: number;
  grace_period: number;
  extra_json: string;
  email_subject: string | null;
  last_state: Generated<string>;
  last_eval_dttm: string | null;
  last_value: number | null;
  last_value_row_json: Generated<string | null>;
  created_on: string;
  changed_on: string;
  created_by_fk: number | null;
  changed_by_fk: number | null;
}

/** Where a schedule is delivered (Superset's ReportRecipients): Email or Webhook with its JSON. */
export interface ReportRecipientTable {
  id: Generated<number>;
  type: string;
  recipient_config_json: string;
  report_schedule_id: number;
}

/** The owners of a schedule. */
export interface ReportScheduleUserTable {
  report_schedule_id: number;
  user_id: number;
}

/** One run of a schedule (Superset's ReportExecutionLog). */
export interface ReportExecutionLogTable {
  id: Generated<number>;
  uuid: string;
  report_schedule_id: number;
  scheduled_dttm: string;
  start_dttm: string | null;
  end_dttm: string | null;
  value: number | null;
  value_row_json: string | null;
  state: string;
  error_message: string | null;
}

export interface AdminSchema {
  report_schedule: ReportScheduleTable;
  report_recipient: ReportRecipientTable;
  report_schedule_user: ReportScheduleUserTable;
  report_execution_log: ReportExecutionLogTable;
}
