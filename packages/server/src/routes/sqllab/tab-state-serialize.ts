import { parseJson, type TableSchemaItem, type TabStateItem } from '@sightline/core';
import type { TableSchemaRecord } from '../../commands/records.ts';
import type { TabStateDetail } from '../../commands/sqllab/tab-state-detail.ts';
import { queryDict } from '../../sqllab/query-dict.ts';

/** A table of a tab's left bar (docs/api.md §2.13 TableSchema); `description` is the client's table object. */
export function tableSchemaItem(t: TableSchemaRecord): TableSchemaItem {
  let description: unknown;
  try {
    description = t.description ? parseJson(t.description) : null;
  } catch {
    description = null;
  }
  return {
    id: t.id,
    tab_state_id: t.tabStateId,
    database_id: t.databaseId,
    catalog: t.catalog,
    schema: t.schema,
    table: t.table,
    description,
    expanded: t.expanded,
  };
}

/** A tab as GET /tabstateview/<id> answers it (docs/api.md §2.12 TabState), with its latest query and tables. */
export function tabStateItem({ tab, latestQuery, tables }: TabStateDetail): TabStateItem {
  return {
    id: tab.id,
    user_id: tab.userId,
    label: tab.label,
    active: tab.active,
    database_id: tab.databaseId,
    catalog: tab.catalog,
    schema: tab.schema,
    sql: tab.sql,
    query_limit: tab.queryLimit,
    latest_query: latestQuery ? queryDict(latestQuery) : null,
    autorun: tab.autorun,
    template_params: tab.templateParams,
    hide_left_bar: tab.hideLeftBar,
    saved_query: tab.savedQueryId === null ? null : { id: tab.savedQueryId },
    table_schemas: tables.map(tableSchemaItem),
    extra_json: tab.extraJson,
  };
}
