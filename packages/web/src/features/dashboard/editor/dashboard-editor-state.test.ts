import { describe, expect, it } from 'vitest';
import { UNDO_LIMIT, changed, emptyLayout, refused } from '@sightline/core';
import type { Layout } from '@sightline/core';
import { editorReducer, initialEditorState } from './dashboard-editor-state.ts';

const titled = (text: string): Layout => {
  const layout = emptyLayout();
  return { ...layout, HEADER_ID: { ...layout.HEADER_ID, meta: { text } } };
};

describe('editorReducer', () => {
  it('records history on a change and clears the unsaved flag when undone to the start', () => {
    let state = initialEditorState(titled('a'), true);
    state = editorReducer(state, { type: 'apply', result: changed(titled('b')) });
    expect(state.hasUnsavedChanges).toBe(true);
    expect(state.history.present.HEADER_ID.meta.text).toBe('b');
    state = editorReducer(state, { type: 'undo' });
    expect(state.history.present.HEADER_ID.meta.text).toBe('a');
    expect(state.hasUnsavedChanges).toBe(false);
    state = editorReducer(state, { type: 'redo' });
    expect(state.history.present.HEADER_ID.meta.text).toBe('b');
    expect(state.hasUnsavedChanges).toBe(true);
  });

  it('keeps the refusal warning and does not record a refused action', () => {
    const state = editorReducer(initialEditorState(titled('a')), {
      type: 'apply',
      result: refused(titled('a'), 'space', 'no room'),
    });
    expect(state.warning).toBe('no room');
    expect(state.history.past).toHaveLength(0);
    expect(state.hasUnsavedChanges).toBe(false);
  });

  it('flags the overflow once when the undo slots run out, and stays unsaved after undoing all', () => {
    let state = initialEditorState(titled('0'), true);
    const overflows: number[] = [];
    for (let i = 1; i <= UNDO_LIMIT + 3; i += 1) {
      state = editorReducer(state, { type: 'apply', result: changed(titled(String(i))) });
      if (state.didOverflow) overflows.push(i);
    }
    expect(overflows).toEqual([UNDO_LIMIT]);
    while (state.history.past.length > 0) state = editorReducer(state, { type: 'undo' });
    expect(state.hasUnsavedChanges).toBe(true);
  });

  it('clears history, the flag and edit mode after a save', () => {
    let state = editorReducer(initialEditorState(titled('a'), true), {
      type: 'apply',
      result: changed(titled('b')),
    });
    state = editorReducer(state, { type: 'saved', layout: state.history.present });
    expect(state).toMatchObject({ editMode: false, hasUnsavedChanges: false });
    expect(state.history.past).toHaveLength(0);
  });
});
