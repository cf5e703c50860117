import type { QueryEditor } from './editor-model.ts';
import type { SqlLabState } from './sqllab-state.ts';

/** The localStorage key of the tabs the server has not stored yet (Superset's `inLocalStorage` tabs). */
export const LOCAL_TABS_KEY = 'sqllab.localTabs';

/** A left-bar table of a local-only tab. */
export interface LocalTable {
  dbId: number;
  schema: string | null;
  name: string;
  expanded: boolean;
}

/** A local-only tab as stored in localStorage: the editor, its left-bar tables and its queries' client ids. */
export interface LocalTab {
  editor: QueryEditor;
  tables: LocalTable[];
  queryIds: string[];
}

function isLocalTab(value: unknown): value is LocalTab {
  if (!value || typeof value !== 'object') return false;
  const tab = value as Partial<LocalTab>;
  return (
    !!tab.editor &&
    typeof tab.editor.id === 'string' &&
    Array.isArray(tab.tables) &&
    Array.isArray(tab.queryIds)
  );
}

/** The local-only tabs of the screen state: those the server refused (a tab without a database cannot be stored). */
export function localTabsOf(
  state: Pick<SqlLabState, 'editors' | 'tables' | 'queries'>,
): LocalTab[] {
  return state.editors
    .filter((e) => e.isLocalOnly && e.dbId !== null)
    .map((editor) => ({
      editor,
      tables: state.tables
        .filter((t) => t.editorId === editor.id)
        .map(({ dbId, schema, name, expanded }) => ({ dbId, schema, name, expanded })),
      queryIds: Object.values(state.queries)
        .filter((q) => q.sqlEditorId === editor.id)
        .map((q) => q.id),
    }));
}

/** The stored local-only tabs; unreadable storage or entries count as none. */
export function readLocalTabs(storage: Storage = localStorage): LocalTab[] {
  try {
    const parsed = JSON.parse(storage.getItem(LOCAL_TABS_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter(isLocalTab) : [];
  } catch {
    return [];
  }
}

/** Stores the local-only tabs, replacing what was stored; no tabs removes the key. */
export function saveLocalTabs(tabs: LocalTab[], storage: Storage = localStorage): void {
  try {
    if (tabs.length === 0) storage.removeItem(LOCAL_TABS_KEY);
    else storage.setItem(LOCAL_TABS_KEY, JSON.stringify(tabs));
  } catch {
    // A full or blocked storage loses the local copy only; the tab still works in this page.
  }
}

/** Removes one stored tab, e.g. once the server has stored it. */
export function removeLocalTab(editorId: string, storage: Storage = localStorage): void {
  saveLocalTabs(
    readLocalTabs(storage).filter((t) => t.editor.id !== editorId),
    storage,
  );
}
