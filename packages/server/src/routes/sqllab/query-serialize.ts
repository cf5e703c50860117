import type { QueryItem, QueryListItem } from '@sightline/core';
import type { QueryRecord } from '../../commands/records.ts';

const userRef = (q: QueryRecord) =>
  q.user ? { first_name: q.user.firstName, id: q.user.id, last_name: q.user.lastName } : null;

/** A row of GET /api/v1/query/ (docs/api.md §2.14 list_columns); times are epoch-ms floats. */
export function queryListItem(q: QueryRecord): QueryListItem {
  return {
    id: q.id,
    changed_on: q.changedOn,
    client_id: q.clientId,
    database: { id: q.databaseId, database_name: q.databaseName },
    executed_sql: q.executedSql,
    error_message: q.errorMessage,
    limit: q.limit,
    limiting_factor: q.limitingFactor,
    progress: q.progress,
    rows: q.rows,
    schema: q.schema,
    select_as_cta: q.selectAsCta,
    sql: q.sql,
    sql_editor_id: q.sqlEditorId,
    sql_tables: [],
    status: q.status,
    tab_name: q.tabName,
    user: userRef(q),
    start_time: q.startTime,
    start_running_time: q.startRunningTime,
    end_time: q.endTime,
    tmp_table_name: q.tmpTableName,
    tracking_url: q.trackingUrl,
    results_key: q.resultsKey,
  };
}

/** GET /api/v1/query/<pk> result (docs/api.md §2.14). */
export function queryItem(q: QueryRecord): QueryItem {
  return {
    id: q.id,
    changed_on: q.changedOn,
    client_id: q.clientId,
    database: { id: q.databaseId },
    end_result_backend_time: q.endResultBackendTime,
    end_time: q.endTime,
    error_message: q.errorMessage,
    executed_sql: q.executedSql,
    limit: q.limit,
    progress: q.progress,
    results_key: q.resultsKey,
    rows: q.rows,
    schema: q.schema,
    select_as_cta: q.selectAsCta,
    select_as_cta_used: q.selectAsCtaUsed,
    select_sql: q.selectSql,
    sql: q.sql,
    sql_editor_id: q.sqlEditorId,
    start_running_time: q.startRunningTime,
    start_time: q.startTime,
    status: q.status,
    tab_name: q.tabName,
    tmp_schema_name: q.tmpSchemaName,
    tmp_table_name: q.tmpTableName,
    tracking_url: q.trackingUrl,
  };
}
