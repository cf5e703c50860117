import { HISTORY_LIMIT, UNDO_LIMIT } from './constants.ts';

/** Undo/redo history of a value (the dashboard layout). */
export interface History<T> {
  /** Earlier values, oldest first; at most {@link HISTORY_LIMIT} (50 plus 2). */
  past: T[];
  present: T;
  /** Undone values, next redo first. */
  future: T[];
  /**
   * True once the {@link UNDO_LIMIT} slots are used up (the warning toast is due when this turns
   * true); from then on undoing to the start no longer means "no unsaved changes".
   */
  overflowed: boolean;
}

/** A history holding only `present`. */
export function createHistory<T>(present: T): History<T> {
  return { past: [], present, future: [], overflowed: false };
}

/** Records `next` as the new present; drops the oldest entries beyond the limit and clears redo. */
export function recordHistory<T>(history: History<T>, next: T): History<T> {
  const past = [...history.past, history.present];
  while (past.length > HISTORY_LIMIT) past.shift();
  return {
    past,
    present: next,
    future: [],
    overflowed: history.overflowed || past.length >= UNDO_LIMIT,
  };
}

/** Whether the warning toast must be shown after going from `before` to `after`. */
export function undoLimitJustReached<T>(before: History<T>, after: History<T>): boolean {
  return !before.overflowed && after.overflowed;
}

/** Whether there is something to undo. */
export function canUndo<T>(history: History<T>): boolean {
  return history.past.length > 0;
}

/** Whether there is something to redo. */
export function canRedo<T>(history: History<T>): boolean {
  return history.future.length > 0;
}

/** Steps back once (no-op without history). */
export function undo<T>(history: History<T>): History<T> {
  if (!canUndo(history)) return history;
  const past = history.past.slice(0, -1);
  return {
    ...history,
    past,
    present: history.past[history.past.length - 1],
    future: [history.present, ...history.future],
  };
}

/** Steps forward once (no-op without redo entries). */
export function redo<T>(history: History<T>): History<T> {
  if (!canRedo(history)) return history;
  const [present, ...future] = history.future;
  return { ...history, past: [...history.past, history.present], present, future };
}

/** Forgets past and future, keeping the present (after save or on leaving edit mode). */
export function clearHistory<T>(history: History<T>): History<T> {
  return createHistory(history.present);
}

/**
 * Unsaved-changes flag after an undo: cleared when the history became empty, unless the undo
 * limit was exceeded or the colour scheme was updated (docs/dashboards.md §4).
 */
export function hasUnsavedChangesAfterUndo<T>(
  history: History<T>,
  colorSchemeUpdated = false,
): boolean {
  return canUndo(history) || history.overflowed || colorSchemeUpdated;
}
