import { beforeEach, describe, expect, it } from 'vitest';
import type { QueryEditor } from './editor-model.ts';
import {
  LOCAL_TABS_KEY,
  localTabsOf,
  readLocalTabs,
  removeLocalTab,
  saveLocalTabs,
} from './local-tab-store.ts';
import type { LocalTab } from './local-tab-store.ts';
import type { LabQuery, LeftBarTable } from './sqllab-state.ts';

const editor = (id: string, isLocalOnly: boolean, dbId: number | null = 1): QueryEditor => ({
  id,
  name: `Tab ${id}`,
  dbId,
  schema: 'main',
  sql: `SELECT '${id}'`,
  queryLimit: 1000,
  templateParams: '',
  latestQueryId: null,
  remoteId: null,
  isLocalOnly,
  updatedAt: 5,
  syncedAt: 0,
});
const table = (editorId: string, name: string): LeftBarTable => ({
  key: `${editorId}:${name}`,
  id: null,
  editorId,
  dbId: 1,
  schema: 'main',
  name,
  expanded: true,
});
const query = (id: string, sqlEditorId: string) => ({ id, sqlEditorId }) as LabQuery;

describe('local tab store', () => {
  beforeEach(() => localStorage.clear());

  it('keeps only local-only tabs with a database, with their tables and query client ids', () => {
    const tabs = localTabsOf({
      editors: [editor('local-a', true), editor('7', false), editor('local-b', true, null)],
      tables: [table('local-a', 'birth_names'), table('7', 'flights')],
      queries: { q1: query('q1', 'local-a'), q2: query('q2', '7') },
    });
    expect(tabs).toEqual([
      {
        editor: editor('local-a', true),
        tables: [{ dbId: 1, schema: 'main', name: 'birth_names', expanded: true }],
        queryIds: ['q1'],
      },
    ]);
  });

  it('saves, reads and removes tabs under one key', () => {
    const a: LocalTab = { editor: editor('local-a', true), tables: [], queryIds: ['q1'] };
    const b: LocalTab = { editor: editor('local-b', true), tables: [], queryIds: [] };
    saveLocalTabs([a, b]);
    expect(JSON.parse(localStorage.getItem(LOCAL_TABS_KEY) ?? 'null')).toHaveLength(2);
    expect(readLocalTabs()).toEqual([a, b]);
    removeLocalTab('local-a');
    expect(readLocalTabs()).toEqual([b]);
    removeLocalTab('local-b');
    expect(localStorage.getItem(LOCAL_TABS_KEY)).toBeNull();
  });

  it('reads unreadable storage and malformed entries as no tabs', () => {
    localStorage.setItem(LOCAL_TABS_KEY, '{not json');
    expect(readLocalTabs()).toEqual([]);
    localStorage.setItem(
      LOCAL_TABS_KEY,
      JSON.stringify([{ editor: { id: 'x' }, tables: [], queryIds: [] }, { nope: true }, 3]),
    );
    expect(readLocalTabs().map((t) => t.editor.id)).toEqual(['x']);
  });
});
