import {
  canRedo,
  canUndo,
  clearHistory,
  createHistory,
  hasUnsavedChangesAfterUndo,
  recordHistory,
  redo,
  undo,
  undoLimitJustReached,
} from '@sightline/core';
import type { History, Layout, LayoutResult } from '@sightline/core';

/** The editing state of a dashboard layout (docs/dashboards.md §3 dashboard state, §4 editing). */
export interface EditorState {
  history: History<Layout>;
  editMode: boolean;
  hasUnsavedChanges: boolean;
  /** Set when the last action used up the undo slots (the warning toast is due). */
  didOverflow: boolean;
  /** Warning of the last refused layout action (not enough space, top-level tab). */
  warning: string | null;
}

export type EditorAction =
  | { type: 'load'; layout: Layout; editMode?: boolean }
  | { type: 'apply'; result: LayoutResult }
  | { type: 'update'; layout: Layout }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'setEditMode'; editMode: boolean }
  | { type: 'markChanged' }
  | { type: 'saved'; layout: Layout };

/** A fresh editor holding `layout`. */
export function initialEditorState(layout: Layout, editMode = false): EditorState {
  return {
    history: createHistory(layout),
    editMode,
    hasUnsavedChanges: false,
    didOverflow: false,
    warning: null,
  };
}

/**
 * The editor reducer: layout changes record history and set the unsaved flag; bulk updates
 * (titles, markdown) do not record history; undo clears the unsaved flag once history is empty
 * unless the undo limit was exceeded; saving clears history, the flag and edit mode.
 */
export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  const base = { ...state, didOverflow: false, warning: null };
  switch (action.type) {
    case 'load':
      return initialEditorState(action.layout, action.editMode ?? state.editMode);
    case 'apply': {
      if (!action.result.changed) return { ...base, warning: action.result.warning ?? null };
      const history = recordHistory(state.history, action.result.layout);
      return {
        ...base,
        history,
        hasUnsavedChanges: true,
        didOverflow: undoLimitJustReached(state.history, history),
      };
    }
    case 'update':
      return {
        ...base,
        history: { ...state.history, present: action.layout },
        hasUnsavedChanges: true,
      };
    case 'undo': {
      if (!canUndo(state.history)) return base;
      const history = undo(state.history);
      return { ...base, history, hasUnsavedChanges: hasUnsavedChangesAfterUndo(history) };
    }
    case 'redo':
      return canRedo(state.history)
        ? { ...base, history: redo(state.history), hasUnsavedChanges: true }
        : base;
    case 'setEditMode':
      return { ...base, editMode: action.editMode };
    case 'markChanged':
      return { ...base, hasUnsavedChanges: true };
    case 'saved':
      return {
        ...base,
        history: clearHistory(createHistory(action.layout)),
        editMode: false,
        hasUnsavedChanges: false,
      };
    default:
      return state;
  }
}
