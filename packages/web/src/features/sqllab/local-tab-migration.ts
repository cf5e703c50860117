import type { QueryEditor } from './editor-model.ts';
import { removeLocalTab } from './local-tab-store.ts';
import type { LocalTab } from './local-tab-store.ts';
import { tableKey } from './sqllab-state.ts';
import type { LeftBarTable } from './sqllab-state.ts';
import { addTableSchema, createTabState, migrateQuery } from './tab-state-client.ts';

// The spec names these warnings without their texts; these are Superset's.
export const EDITOR_MIGRATION_WARNING =
  'Unable to migrate query editor state to backend. Superset will retry later. Please contact your administrator if this problem persists.';
export const TABLE_MIGRATION_WARNING =
  'Unable to migrate table schema state to backend. Superset will retry later. Please contact your administrator if this problem persists.';
export const QUERY_MIGRATION_WARNING =
  'Unable to migrate query state to backend. Superset will retry later. Please contact your administrator if this problem persists.';

/** A stored local-only tab after a migration attempt; `editor.id` differs from `oldId` once the server stored it. */
export interface MigratedTab {
  oldId: string;
  editor: QueryEditor;
  tables: LeftBarTable[];
}

function leftBarTables(tab: LocalTab, editorId: string): LeftBarTable[] {
  return tab.tables.map((t) => ({
    key: tableKey(editorId, t.dbId, t.schema, t.name),
    id: null,
    editorId,
    dbId: t.dbId,
    schema: t.schema,
    name: t.name,
    expanded: t.expanded,
  }));
}

/**
 * Moves one local-only tab to the server (spec: "tabs, tables and queries migrate from local storage to
 * the backend"): creates the tab, then its tables, then re-points its queries. A refused tab stays
 * local-only and stored for a later retry; refused tables stay in the left bar without a server id.
 */
export async function migrateLocalTab(
  tab: LocalTab,
  warn: (text: string) => void,
): Promise<MigratedTab> {
  const old = tab.editor;
  let newId: number;
  try {
    if (old.dbId === null) throw new Error('A tab without a database cannot be stored');
    newId = await createTabState({
      name: old.name,
      dbId: old.dbId,
      schema: old.schema,
      sql: old.sql,
      queryLimit: old.queryLimit,
      templateParams: old.templateParams || null,
      remoteId: old.remoteId,
    });
  } catch {
    warn(EDITOR_MIGRATION_WARNING);
    return {
      oldId: old.id,
      editor: { ...old, isLocalOnly: true },
      tables: leftBarTables(tab, old.id),
    };
  }
  removeLocalTab(old.id);
  const editorId = String(newId);
  // syncedAt 0: the next sync PUTs what the create does not carry (latest query, extra_json).
  const editor: QueryEditor = {
    ...old,
    id: editorId,
    isLocalOnly: false,
    syncedAt: 0,
    updatedAt: Math.max(old.updatedAt, 1),
  };
  let hasTableFailed = false;
  const tables = await Promise.all(
    leftBarTables(tab, editorId).map((t) =>
      addTableSchema({ queryEditorId: editorId, dbId: t.dbId, schema: t.schema, name: t.name })
        .then((id) => ({ ...t, id }))
        .catch(() => {
          hasTableFailed = true;
          return t;
        }),
    ),
  );
  let hasQueryFailed = false;
  await Promise.all(
    tab.queryIds.map((q) => migrateQuery(editorId, q).catch(() => (hasQueryFailed = true))),
  );
  if (hasTableFailed) warn(TABLE_MIGRATION_WARNING);
  if (hasQueryFailed) warn(QUERY_MIGRATION_WARNING);
  return { oldId: old.id, editor, tables };
}
