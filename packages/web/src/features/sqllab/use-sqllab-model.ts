import { useCallback, useMemo, useReducer, useRef } from 'react';
import { useGetSqlLabBootstrapQuery } from '../../api/sqllab-api.ts';
import { useToasts } from '../../components/toasts/toast-context.ts';
import { DEFAULT_QUERY_LIMIT } from './editor-model.ts';
import type { EditorSeed, QueryEditor } from './editor-model.ts';
import { INITIAL_SQLLAB_STATE, sqlLabReducer } from './sqllab-state.ts';
import type { SqlLabApi } from './sqllab-context.ts';
import { nextTabName } from './tab-naming.ts';
import { createTabState, deleteTabState } from './tab-state-client.ts';
import { useQueryRunner } from './use-query-runner.ts';
import { useTabPersistence } from './use-tab-persistence.ts';

let localCounter = 0;

/** The SQL Lab screen model: tabs persisted on the server, queries, results and left-bar tables. */
export function useSqlLabModel(): SqlLabApi & { bootError: unknown; isBootLoading: boolean } {
  const toasts = useToasts();
  // A fresh bootstrap on every mount: a cached one would miss tabs opened since (e.g. by a permalink).
  const boot = useGetSqlLabBootstrapQuery(undefined, { refetchOnMountOrArgChange: true });
  const [state, dispatch] = useReducer(sqlLabReducer, INITIAL_SQLLAB_STATE);
  const stateRef = useRef(state);
  stateRef.current = state;
  const databases = useMemo(() => boot.data?.databases ?? {}, [boot.data]);
  useTabPersistence(boot.isFetching ? undefined : boot.data, state, stateRef, dispatch);
  const { runQuery, stopQuery } = useQueryRunner(stateRef, dispatch, databases);

  const newTab = useCallback(
    async (seed: EditorSeed = {}): Promise<string> => {
      const current = stateRef.current;
      const active = current.editors.find((e) => e.id === current.activeId);
      const firstDb = Object.values(databases)[0]?.id ?? null;
      const now = Date.now();
      const editor: QueryEditor = {
        // Unique across page loads: tabs restored from localStorage keep their local ids.
        id: `local-${Date.now().toString(36)}-${(localCounter += 1)}`,
        name: seed.name || nextTabName(current.editors.map((e) => e.name)),
        dbId: seed.dbId ?? active?.dbId ?? firstDb,
        schema: seed.schema !== undefined ? seed.schema : (active?.schema ?? null),
        sql: seed.sql ?? '',
        queryLimit: active?.queryLimit ?? DEFAULT_QUERY_LIMIT,
        templateParams: seed.templateParams ?? '',
        latestQueryId: null,
        remoteId: seed.remoteId ?? null,
        isLocalOnly: true,
        updatedAt: now,
        syncedAt: 0,
      };
      if (editor.dbId !== null) {
        try {
          const id = await createTabState({
            name: editor.name,
            dbId: editor.dbId,
            schema: editor.schema,
            sql: editor.sql,
            queryLimit: editor.queryLimit,
            templateParams: editor.templateParams || null,
            remoteId: editor.remoteId,
          });
          Object.assign(editor, { id: String(id), isLocalOnly: false, syncedAt: now });
        } catch {
          toasts.addWarningToast('An error occurred while storing your query in the backend...');
        }
      }
      dispatch({ type: 'addEditor', editor });
      return editor.id;
    },
    [databases, toasts],
  );

  const closeTab = useCallback(
    (id: string) => {
      const editor = stateRef.current.editors.find((e) => e.id === id);
      if (!editor) return;
      dispatch({ type: 'removeEditor', id });
      if (!editor.isLocalOnly)
        void deleteTabState(id).catch(() =>
          toasts.addDangerToast('An error occurred while removing tab'),
        );
      if (stateRef.current.editors.length <= 1) void newTab();
    },
    [newTab, toasts],
  );

  const duplicateTab = useCallback(
    (id: string) => {
      const e = stateRef.current.editors.find((x) => x.id === id);
      if (e)
        void newTab({
          name: `${e.name} (copy)`,
          dbId: e.dbId,
          schema: e.schema,
          sql: e.sql,
          templateParams: e.templateParams,
        });
    },
    [newTab],
  );

  const selectTab = useCallback((id: string) => dispatch({ type: 'setActive', id }), []);
  const updateEditor = useCallback(
    (id: string, patch: Partial<QueryEditor>) =>
      dispatch({ type: 'updateEditor', id, patch, now: Date.now() }),
    [],
  );
  const activeEditor = state.editors.find((e) => e.id === state.activeId) ?? null;

  return {
    state,
    dispatch,
    databases,
    activeEditor,
    newTab,
    closeTab,
    duplicateTab,
    selectTab,
    updateEditor,
    runQuery,
    stopQuery,
    bootError: boot.error,
    isBootLoading: boot.isLoading,
  };
}
