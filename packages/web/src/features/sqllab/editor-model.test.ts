import { describe, expect, it } from 'vitest';
import { editorFromTabState, shouldSync, tabStateFields } from './editor-model.ts';
import type { QueryEditor } from './editor-model.ts';
import { mergeQueryUpdate, needsResultsFetch } from './query-state.ts';
import { testQueryDict } from './sqllab-test-fixtures.ts';

const editor: QueryEditor = {
  id: '7',
  name: 'Sales',
  dbId: 1,
  schema: 'main',
  sql: 'SELECT 1',
  queryLimit: 100,
  templateParams: '',
  latestQueryId: null,
  remoteId: null,
  isLocalOnly: false,
  updatedAt: 2000,
  syncedAt: 1000,
};

describe('tab sync decision', () => {
  it('syncs a tab changed after its last sync', () => {
    expect(shouldSync(editor)).toBe(true);
    expect(shouldSync({ ...editor, syncedAt: 2000 })).toBe(false);
  });

  it('never syncs a local-only tab', () => {
    expect(shouldSync({ ...editor, isLocalOnly: true })).toBe(false);
  });

  it('sends the TabState columns and omits undefined fields', () => {
    const fields = tabStateFields(editor);
    expect(fields).toEqual({
      database_id: 1,
      schema: 'main',
      sql: 'SELECT 1',
      label: 'Sales',
      query_limit: 100,
      hide_left_bar: false,
      autorun: false,
      extra_json: '{"updatedAt":2000,"version":1}',
    });
  });

  it('reads a tab back from the server', () => {
    const back = editorFromTabState({
      id: 7,
      user_id: 1,
      label: 'Sales',
      active: true,
      database_id: 1,
      catalog: null,
      schema: 'main',
      sql: 'SELECT 2',
      query_limit: null,
      latest_query: testQueryDict({ id: 'abc', dbId: 1, sql: 'SELECT 2', state: 'success' }),
      template_params: null,
      hide_left_bar: false,
      autorun: false,
      saved_query: { id: 4 },
      table_schemas: [],
      extra_json: '{"updatedAt":5,"version":1}',
    });
    expect(back).toMatchObject({
      id: '7',
      sql: 'SELECT 2',
      queryLimit: 1000,
      latestQueryId: 'abc',
      remoteId: 4,
      updatedAt: 5,
      syncedAt: 5,
    });
    expect(shouldSync(back)).toBe(false);
  });
});

describe('query state merge', () => {
  const q = (state: string, resultsKey?: string) => ({
    id: 'c1',
    dbId: 1,
    sql: 'SELECT 1',
    state,
    resultsKey,
  });

  it('ignores success and failure after a stop', () => {
    expect(mergeQueryUpdate(q('stopped'), q('success', 'k')).state).toBe('stopped');
    expect(mergeQueryUpdate(q('stopped'), q('failed')).state).toBe('stopped');
  });

  it('keeps a fetching state when a success arrives, and asks for results once', () => {
    expect(mergeQueryUpdate(q('fetching'), q('success', 'k')).state).toBe('fetching');
    expect(needsResultsFetch(q('pending'), q('success', 'k'))).toBe(true);
    expect(needsResultsFetch(q('fetching'), q('success', 'k'))).toBe(false);
    expect(mergeQueryUpdate(q('pending'), q('running')).state).toBe('running');
  });
});
