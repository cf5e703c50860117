import { describe, expect, it } from 'vitest';
import { HISTORY_LIMIT, UNDO_LIMIT } from './constants.ts';
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
} from './history.ts';

describe('undo/redo history', () => {
  it('undoes and redoes, and a new record clears redo', () => {
    let h = recordHistory(recordHistory(createHistory(0), 1), 2);
    h = undo(h);
    expect([h.present, h.past, h.future]).toEqual([1, [0], [2]]);
    expect(redo(h).present).toBe(2);
    h = recordHistory(h, 5);
    expect([h.present, canRedo(h)]).toEqual([5, false]);
    expect(undo(createHistory(0))).toEqual(createHistory(0));
    expect(redo(createHistory(0))).toEqual(createHistory(0));
  });

  it('keeps 50 plus 2 entries and flags the overflow once the 50 slots are used', () => {
    expect(HISTORY_LIMIT).toBe(52);
    let h = createHistory(0);
    for (let i = 1; i < UNDO_LIMIT; i += 1) h = recordHistory(h, i);
    expect(h.overflowed).toBe(false);
    const before = h;
    h = recordHistory(h, UNDO_LIMIT);
    expect(h.past.length).toBe(UNDO_LIMIT);
    expect(undoLimitJustReached(before, h)).toBe(true);
    for (let i = UNDO_LIMIT + 1; i <= 100; i += 1) h = recordHistory(h, i);
    expect(h.past.length).toBe(52);
    expect(h.past[0]).toBe(100 - 52);
    expect(undoLimitJustReached(h, recordHistory(h, 101))).toBe(false);
    while (canUndo(h)) h = undo(h);
    expect(h.present).toBe(48);
  });

  it('undo clears the unsaved flag when history is empty, unless overflowed or the colour scheme changed', () => {
    const h = undo(recordHistory(createHistory('a'), 'b'));
    expect(hasUnsavedChangesAfterUndo(h)).toBe(false);
    expect(hasUnsavedChangesAfterUndo(h, true)).toBe(true);
    expect(hasUnsavedChangesAfterUndo({ ...h, overflowed: true })).toBe(true);
    expect(hasUnsavedChangesAfterUndo(recordHistory(h, 'c'))).toBe(true);
  });

  it('clearHistory keeps only the present', () => {
    expect(clearHistory(recordHistory(createHistory(1), 2))).toEqual(createHistory(2));
  });
});
