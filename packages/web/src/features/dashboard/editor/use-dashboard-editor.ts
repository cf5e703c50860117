import { useCallback, useEffect, useMemo, useReducer } from 'react';
import { UNDO_LIMIT, deleteComponent, resizeComponent, updateComponents } from '@sightline/core';
import type { Layout, LayoutComponent, LayoutResult, ResizeRequest } from '@sightline/core';
import { useToasts } from '../../../components/toasts/toast-context.ts';
import { editorReducer, initialEditorState } from './dashboard-editor-state.ts';

/** Undo overflow warning (docs/dashboards.md §8). */
export const UNDO_OVERFLOW_MESSAGE = `You have used all ${UNDO_LIMIT} undo slots and will not be able to fully undo subsequent actions. You may save your current state to reset the history.`;

/** The layout editor of a dashboard: history-backed layout actions with their warning toasts. */
export function useDashboardEditor(initialLayout: Layout, startInEditMode: boolean) {
  const toasts = useToasts();
  const [state, dispatch] = useReducer(editorReducer, undefined, () =>
    initialEditorState(initialLayout, startInEditMode),
  );
  const layout = state.history.present;

  useEffect(() => {
    if (state.didOverflow) toasts.addWarningToast(UNDO_OVERFLOW_MESSAGE);
  }, [state.didOverflow, toasts]);
  useEffect(() => {
    if (state.warning) toasts.addWarningToast(state.warning);
  }, [state.warning, toasts]);

  // Ctrl/Cmd+Z undoes and Ctrl/Cmd+Shift+Z (or Ctrl+Y) redoes while editing, outside text fields.
  useEffect(() => {
    if (!state.editMode) return undefined;
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (
        !(event.ctrlKey || event.metaKey) ||
        target?.closest('input, textarea, [contenteditable="true"]')
      )
        return;
      const key = event.key.toLowerCase();
      if (key === 'z') {
        event.preventDefault();
        dispatch({ type: event.shiftKey ? 'redo' : 'undo' });
      } else if (key === 'y') {
        event.preventDefault();
        dispatch({ type: 'redo' });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [state.editMode]);

  const apply = useCallback((result: LayoutResult) => dispatch({ type: 'apply', result }), []);
  const updateComponent = useCallback(
    (component: LayoutComponent) => {
      const result = updateComponents(layout, { [component.id]: component });
      if (result.changed) dispatch({ type: 'update', layout: result.layout });
    },
    [layout],
  );
  const remove = useCallback(
    (id: string) => dispatch({ type: 'apply', result: deleteComponent(layout, id) }),
    [layout],
  );
  const resize = useCallback(
    (id: string, size: ResizeRequest) =>
      dispatch({ type: 'apply', result: resizeComponent(layout, id, size) }),
    [layout],
  );

  return useMemo(
    () => ({
      state,
      layout,
      apply,
      updateComponent,
      remove,
      resize,
      undo: () => dispatch({ type: 'undo' }),
      redo: () => dispatch({ type: 'redo' }),
      setEditMode: (editMode: boolean) => dispatch({ type: 'setEditMode', editMode }),
      markChanged: () => dispatch({ type: 'markChanged' }),
      saved: (saved: Layout) => dispatch({ type: 'saved', layout: saved }),
      reset: (next: Layout, editMode = false) => dispatch({ type: 'load', layout: next, editMode }),
    }),
    [state, layout, apply, updateComponent, remove, resize],
  );
}

export type DashboardEditor = ReturnType<typeof useDashboardEditor>;
