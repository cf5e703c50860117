import { useEffect, useRef } from 'react';
import type { Dispatch, RefObject } from 'react';
import { ApiError } from '../../api/http.ts';
import { fetchResults } from '../../api/sqllab-api.ts';
import type { SqlLabBootstrap, TabStateBody } from '../../api/sqllab-api.ts';
import { useToasts } from '../../components/toasts/toast-context.ts';
import {
  editorFromTabState,
  shouldSync,
  SYNC_INTERVAL_MS,
  tabStateFields,
} from './editor-model.ts';
import { migrateLocalTab } from './local-tab-migration.ts';
import { localTabsOf, readLocalTabs, saveLocalTabs } from './local-tab-store.ts';
import { isInProgress } from './query-state.ts';
import { loadStoredResult } from './result-storage.ts';
import {
  activateTabState,
  fetchTabState,
  updateTabState,
  updateTabStateOnUnload,
} from './tab-state-client.ts';
import { tableKey } from './sqllab-state.ts';
import type { LabQuery, LeftBarTable, SqlLabAction, SqlLabState } from './sqllab-state.ts';

async function loadTab(
  id: number,
  boot: SqlLabBootstrap,
  onError: () => void,
): Promise<TabStateBody | null> {
  if (boot.active_tab?.id === id) return boot.active_tab;
  try {
    return await fetchTabState(String(id));
  } catch (err) {
    // A tab fetch answering 404 removes the tab (docs/dashboards.md §4); other failures are reported.
    if (!(err instanceof ApiError && err.info.status === 404)) onError();
    return null;
  }
}

function tablesOf(tab: TabStateBody): LeftBarTable[] {
  return tab.table_schemas.map((t) => ({
    key: tableKey(String(tab.id), t.database_id, t.schema, t.table),
    id: t.id,
    editorId: String(tab.id),
    dbId: t.database_id,
    schema: t.schema,
    name: t.table,
    expanded: t.expanded,
  }));
}

/**
 * Loads the user's tabs from the server once, then keeps them in sync (docs/dashboards.md §4, §9): changed tabs
 * are PUT every 5 s, the active tab is activated when it changes, and dirty tabs are flushed when the
 * page unloads.
 */
export function useTabPersistence(
  boot: SqlLabBootstrap | undefined,
  state: SqlLabState,
  stateRef: RefObject<SqlLabState>,
  dispatch: Dispatch<SqlLabAction>,
): void {
  const toasts = useToasts();
  const isStarted = useRef(false);
  const inFlight = useRef(new Set<string>());

  useEffect(() => {
    if (!boot || isStarted.current) return;
    isStarted.current = true;
    // Read before anything is saved: the save below only starts once the tabs are loaded.
    const localTabs = readLocalTabs();
    void (async () => {
      let hasFailed = false;
      const migrated = await Promise.all(
        localTabs.map((t) => migrateLocalTab(t, toasts.addWarningToast)),
      );
      const tabs = await Promise.all(
        boot.tab_state_ids.map(([id]) => loadTab(id, boot, () => (hasFailed = true))),
      );
      if (hasFailed) toasts.addDangerToast('An error occurred while fetching tab state');
      const present = tabs.filter((t): t is TabStateBody => t !== null);
      const known: LabQuery[] = [...Object.values(boot.queries ?? {})];
      for (const t of present) if (t.latest_query) known.push(t.latest_query);
      // A query still in progress when the page was left is followed by polling again.
      const moved = new Map(migrated.map((m) => [m.oldId, m.editor.id]));
      const queries = known.map((q) => ({
        ...q,
        sqlEditorId: moved.get(q.sqlEditorId ?? '') ?? q.sqlEditorId,
        runAsync: isInProgress(q.state),
      }));
      const activeId =
        boot.active_tab && present.some((t) => t.id === boot.active_tab?.id)
          ? String(boot.active_tab.id)
          : present[0]
            ? String(present[0].id)
            : null;
      const editors = [...present.map(editorFromTabState), ...migrated.map((m) => m.editor)];
      const tables = [...present.flatMap(tablesOf), ...migrated.flatMap((m) => m.tables)];
      dispatch({
        type: 'loaded',
        editors,
        activeId: activeId ?? editors[0]?.id ?? null,
        queries,
        tables,
      });
      for (const t of present) {
        const q = t.latest_query;
        if (!q || q.state !== 'success') continue;
        const stored = loadStoredResult(q.id);
        if (stored) dispatch({ type: 'setResults', clientId: q.id, results: stored });
        else if (q.resultsKey)
          void fetchResults(q.resultsKey)
            .then((results) => dispatch({ type: 'setResults', clientId: q.id, results }))
            .catch(() => undefined);
      }
    })();
  }, [boot, dispatch, toasts]);

  // Local-only tabs are kept in localStorage until a later load migrates them (docs/dashboards.md §4).
  const { isLoaded, editors, tables, queries } = state;
  useEffect(() => {
    if (isLoaded) saveLocalTabs(localTabsOf({ editors, tables, queries }));
  }, [isLoaded, editors, tables, queries]);

  useEffect(() => {
    const timer = setInterval(() => {
      for (const editor of stateRef.current.editors) {
        if (!shouldSync(editor) || inFlight.current.has(editor.id)) continue;
        inFlight.current.add(editor.id);
        const at = editor.updatedAt;
        updateTabState(editor.id, tabStateFields(editor))
          .then(() => dispatch({ type: 'markSynced', id: editor.id, updatedAt: at }))
          .catch(() => console.warn('An error occurred while saving your editor state.'))
          .finally(() => inFlight.current.delete(editor.id));
      }
    }, SYNC_INTERVAL_MS);
    const flush = () => {
      for (const editor of stateRef.current.editors)
        if (shouldSync(editor)) updateTabStateOnUnload(editor.id, tabStateFields(editor));
    };
    window.addEventListener('pagehide', flush);
    return () => {
      clearInterval(timer);
      window.removeEventListener('pagehide', flush);
    };
  }, [dispatch, stateRef]);

  const activeEditor = state.editors.find((e) => e.id === state.activeId);
  const activeRemoteId = activeEditor && !activeEditor.isLocalOnly ? activeEditor.id : null;
  useEffect(() => {
    if (activeRemoteId) void activateTabState(activeRemoteId).catch(() => undefined);
  }, [activeRemoteId]);
}
