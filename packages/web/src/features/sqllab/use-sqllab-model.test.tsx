import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';
import type { QueryEditor } from './editor-model.ts';
import { EDITOR_MIGRATION_WARNING } from './local-tab-migration.ts';
import { LOCAL_TABS_KEY, readLocalTabs } from './local-tab-store.ts';
import type { LocalTab } from './local-tab-store.ts';
import { useSqlLabModel } from './use-sqllab-model.ts';

type Lab = ReturnType<typeof useSqlLabModel>;
interface Sent {
  url: string;
  method: string;
  fields: Record<string, unknown>;
}

const LOCAL_EDITOR: QueryEditor = {
  id: 'local-old-1',
  name: 'Offline tab',
  dbId: 1,
  schema: 'main',
  sql: 'SELECT 42',
  queryLimit: 100,
  templateParams: '',
  latestQueryId: 'q1',
  remoteId: null,
  isLocalOnly: true,
  updatedAt: 10,
  syncedAt: 0,
};
const LOCAL_TAB: LocalTab = {
  editor: LOCAL_EDITOR,
  tables: [{ dbId: 1, schema: 'main', name: 'birth_names', expanded: true }],
  queryIds: ['q1'],
};
const BOOT = {
  tab_state_ids: [],
  active_tab: null,
  databases: { 1: { id: 1, database_name: 'examples' } },
  queries: {
    q1: { id: 'q1', sqlEditorId: 'local-old-1', state: 'success', sql: 'SELECT 42', dbId: 1 },
  },
};

function fieldsOf(body: unknown): Record<string, unknown> {
  if (!(body instanceof FormData)) return {};
  return Object.fromEntries(
    [...body.entries()].map(([k, v]) => [k, JSON.parse(String(v)) as unknown]),
  );
}

describe('local-only tabs', () => {
  let sent: Sent[];
  let tabStatus: number;
  let lab: Lab | undefined;
  function Probe() {
    lab = useSqlLabModel();
    return null;
  }
  const current = (): Lab => {
    if (!lab) throw new Error('not rendered');
    return lab;
  };

  beforeEach(() => {
    localStorage.clear();
    sent = [];
    tabStatus = 200;
    lab = undefined;
    mockFetch((url, init) => {
      const method = init?.method ?? 'GET';
      if (method !== 'GET') sent.push({ url, method, fields: fieldsOf(init?.body) });
      if (url === '/api/v1/sqllab/') return jsonResponse(200, { result: BOOT });
      if (url === '/tabstateview/' && method === 'POST')
        return tabStatus === 200
          ? jsonResponse(200, { id: 7 })
          : jsonResponse(tabStatus, { error: 'down' });
      if (url === '/tableschemaview/' && method === 'POST') return jsonResponse(200, { id: 3 });
      if (url === '/tabstateview/7/migrate_query') return jsonResponse(200, 7);
      if (url === '/tabstateview/7/activate') return jsonResponse(200, 7);
      return jsonResponse(404, { error: 'Not found' });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('migrates a stored local-only tab, its table and its query, then forgets it', async () => {
    localStorage.setItem(LOCAL_TABS_KEY, JSON.stringify([LOCAL_TAB]));
    renderWithApp(<Probe />, '/sqllab/');
    await waitFor(() => expect(current().state.isLoaded).toBe(true));
    expect(sent.slice(0, 3).map((s) => `${s.method} ${s.url}`)).toEqual([
      'POST /tabstateview/',
      'POST /tableschemaview/',
      'POST /tabstateview/7/migrate_query',
    ]);
    expect(sent[0].fields.queryEditor).toMatchObject({
      name: 'Offline tab',
      dbId: 1,
      schema: 'main',
      sql: 'SELECT 42',
      queryLimit: 100,
    });
    expect(sent[1].fields.table).toEqual({
      queryEditorId: '7',
      dbId: 1,
      schema: 'main',
      name: 'birth_names',
    });
    expect(sent[2].fields).toEqual({ queryId: 'q1' });
    const { editors, tables, queries, activeId } = current().state;
    expect(editors.map((e) => [e.id, e.sql, e.isLocalOnly])).toEqual([['7', 'SELECT 42', false]]);
    expect(activeId).toBe('7');
    expect(tables.map((t) => [t.editorId, t.name, t.id])).toEqual([['7', 'birth_names', 3]]);
    expect(queries.q1.sqlEditorId).toBe('7');
    expect(localStorage.getItem(LOCAL_TABS_KEY)).toBeNull();
  }, 20_000);

  it('keeps a tab local and stored when its migration is refused', async () => {
    tabStatus = 503;
    localStorage.setItem(LOCAL_TABS_KEY, JSON.stringify([LOCAL_TAB]));
    renderWithApp(<Probe />, '/sqllab/');
    await waitFor(() => expect(current().state.isLoaded).toBe(true));
    expect(await screen.findByText(EDITOR_MIGRATION_WARNING)).toBeTruthy();
    expect(sent.map((s) => s.url)).toEqual(['/tabstateview/']);
    expect(current().state.editors.map((e) => [e.id, e.isLocalOnly])).toEqual([
      ['local-old-1', true],
    ]);
    expect(current().state.tables.map((t) => [t.name, t.id])).toEqual([['birth_names', null]]);
    expect(readLocalTabs()).toEqual([LOCAL_TAB]);
  }, 20_000);

  it('keeps a tab usable and stored locally when the server cannot create it', async () => {
    tabStatus = 500;
    renderWithApp(<Probe />, '/sqllab/');
    await waitFor(() => expect(current().state.isLoaded).toBe(true));
    let id = '';
    await act(async () => {
      id = await current().newTab({ sql: 'SELECT 1' });
    });
    expect(
      await screen.findByText('An error occurred while storing your query in the backend...'),
    ).toBeTruthy();
    expect(current().state.editors.find((e) => e.id === id)).toMatchObject({
      isLocalOnly: true,
      sql: 'SELECT 1',
      dbId: 1,
    });
    act(() => current().updateEditor(id, { sql: 'SELECT 2' }));
    act(() =>
      current().dispatch({
        type: 'addTable',
        table: {
          key: 'k',
          id: null,
          editorId: id,
          dbId: 1,
          schema: 'main',
          name: 'flights',
          expanded: false,
        },
      }),
    );
    expect(current().state.activeId).toBe(id);
    const stored = readLocalTabs();
    expect(stored.map((t) => [t.editor.id, t.editor.sql, t.editor.isLocalOnly])).toEqual([
      [id, 'SELECT 2', true],
    ]);
    expect(stored[0].tables).toEqual([
      { dbId: 1, schema: 'main', name: 'flights', expanded: false },
    ]);
  }, 20_000);
});
