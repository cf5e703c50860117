import { useCallback } from 'react';
import { useToasts } from '../../components/toasts/toast-context.ts';
import type { QueryEditor } from './editor-model.ts';
import { useSqlLab } from './sqllab-context.ts';
import { tableKey } from './sqllab-state.ts';
import type { LeftBarTable } from './sqllab-state.ts';
import { addTableSchema, deleteTableSchema, setTableSchemaExpanded } from './tab-state-client.ts';

/** Adds, expands, collapses and removes the left-bar tables of a tab, kept on the server (docs/api.md §2.13). */
export function useLeftBar(editor: QueryEditor) {
  const { state, dispatch } = useSqlLab();
  const toasts = useToasts();
  const tables = state.tables.filter((t) => t.editorId === editor.id);

  const addTable = useCallback(
    (schema: string | null, name: string) => {
      if (editor.dbId === null) return;
      const key = tableKey(editor.id, editor.dbId, schema, name);
      dispatch({
        type: 'addTable',
        table: {
          key,
          id: null,
          editorId: editor.id,
          dbId: editor.dbId,
          schema,
          name,
          expanded: true,
        },
      });
      if (editor.isLocalOnly) return;
      addTableSchema({ queryEditorId: editor.id, dbId: editor.dbId, schema, name })
        .then((id) => dispatch({ type: 'updateTable', key, patch: { id } }))
        .catch(() => toasts.addDangerToast('An error occurred while fetching table metadata'));
    },
    [dispatch, editor.dbId, editor.id, editor.isLocalOnly, toasts],
  );

  const setExpanded = useCallback(
    (table: LeftBarTable, expanded: boolean) => {
      dispatch({ type: 'updateTable', key: table.key, patch: { expanded } });
      if (table.id !== null) {
        setTableSchemaExpanded(table.id, expanded).catch(() =>
          toasts.addDangerToast(
            expanded
              ? 'An error occurred while expanding the table schema'
              : 'An error occurred while collapsing the table schema',
          ),
        );
      }
    },
    [dispatch, toasts],
  );

  const removeTable = useCallback(
    (table: LeftBarTable) => {
      dispatch({ type: 'removeTable', key: table.key });
      if (table.id !== null)
        deleteTableSchema(table.id).catch(() =>
          toasts.addDangerToast('An error occurred while removing the table schema'),
        );
    },
    [dispatch, toasts],
  );

  return { tables, addTable, setExpanded, removeTable };
}
