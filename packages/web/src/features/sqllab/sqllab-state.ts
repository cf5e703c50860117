import type { ApiErrorItem } from '../../api/http.ts';
import type { QueryDict, SqlResults } from '../../api/sqllab-api.ts';
import type { QueryEditor } from './editor-model.ts';
import { mergeQueryUpdate } from './query-state.ts';

/** A table of the left bar (TableSchema, docs/api.md §2.13); `id` is null until the server stored it. */
export interface LeftBarTable {
  key: string;
  id: number | null;
  editorId: string;
  dbId: number;
  schema: string | null;
  name: string;
  expanded: boolean;
}

/**
 * A query as the editor keeps it: the server's QueryDict once the server described it; before that
 * (a run just started, a failure only the client saw) the fields the client knows. Errors are kept
 * as the client received them; `runAsync` is whether the run is followed by polling.
 */
export type LabQuery = Pick<QueryDict, 'id' | 'dbId' | 'sql' | 'state'> &
  Partial<Omit<QueryDict, 'id' | 'dbId' | 'sql' | 'state' | 'extra'>> & {
    extra?: { errors?: ApiErrorItem[] };
    runAsync?: boolean;
  };

export interface SqlLabState {
  isLoaded: boolean;
  editors: QueryEditor[];
  activeId: string | null;
  queries: Record<string, LabQuery>;
  results: Record<string, SqlResults>;
  tables: LeftBarTable[];
}

export const INITIAL_SQLLAB_STATE: SqlLabState = {
  isLoaded: false,
  editors: [],
  activeId: null,
  queries: {},
  results: {},
  tables: [],
};

export type SqlLabAction =
  | {
      type: 'loaded';
      editors: QueryEditor[];
      activeId: string | null;
      queries: LabQuery[];
      tables: LeftBarTable[];
    }
  | { type: 'addEditor'; editor: QueryEditor }
  | { type: 'updateEditor'; id: string; patch: Partial<QueryEditor>; now: number }
  | { type: 'markSynced'; id: string; updatedAt: number }
  | { type: 'removeEditor'; id: string }
  | { type: 'setActive'; id: string }
  | { type: 'upsertQuery'; query: LabQuery; force?: boolean }
  | { type: 'setResults'; clientId: string; results: SqlResults }
  | { type: 'addTable'; table: LeftBarTable }
  | { type: 'updateTable'; key: string; patch: Partial<LeftBarTable> }
  | { type: 'removeTable'; key: string };

function updateEditors(
  state: SqlLabState,
  id: string,
  update: (e: QueryEditor) => QueryEditor,
): QueryEditor[] {
  return state.editors.map((e) => (e.id === id ? update(e) : e));
}

/** The SQL Lab screen state: tabs, their queries and results, and the left-bar tables. */
export function sqlLabReducer(state: SqlLabState, action: SqlLabAction): SqlLabState {
  switch (action.type) {
    case 'loaded':
      return {
        ...state,
        isLoaded: true,
        editors: action.editors,
        activeId: action.activeId,
        queries: Object.fromEntries(action.queries.map((q) => [q.id, q])),
        tables: action.tables,
      };
    case 'addEditor':
      return { ...state, editors: [...state.editors, action.editor], activeId: action.editor.id };
    case 'updateEditor':
      return {
        ...state,
        editors: updateEditors(state, action.id, (e) => ({
          ...e,
          ...action.patch,
          updatedAt: Math.max(action.now, e.updatedAt + 1),
        })),
      };
    case 'markSynced':
      return {
        ...state,
        editors: updateEditors(state, action.id, (e) => ({
          ...e,
          syncedAt: Math.max(e.syncedAt, action.updatedAt),
        })),
      };
    case 'removeEditor': {
      // Removing a tab removes its tables and queries (docs/dashboards.md §4).
      const index = state.editors.findIndex((e) => e.id === action.id);
      const editors = state.editors.filter((e) => e.id !== action.id);
      const activeId =
        state.activeId === action.id
          ? (editors[Math.min(index, editors.length - 1)]?.id ?? null)
          : state.activeId;
      const queries = Object.fromEntries(
        Object.entries(state.queries).filter(([, q]) => q.sqlEditorId !== action.id),
      );
      return {
        ...state,
        editors,
        activeId,
        queries,
        tables: state.tables.filter((t) => t.editorId !== action.id),
      };
    }
    case 'setActive':
      return { ...state, activeId: action.id };
    case 'upsertQuery': {
      const local = state.queries[action.query.id];
      const query =
        action.force || !local
          ? { ...local, ...action.query }
          : { ...mergeQueryUpdate(local, action.query), runAsync: local.runAsync };
      return { ...state, queries: { ...state.queries, [query.id]: query } };
    }
    case 'setResults':
      return { ...state, results: { ...state.results, [action.clientId]: action.results } };
    case 'addTable':
      return {
        ...state,
        tables: [...state.tables.filter((t) => t.key !== action.table.key), action.table],
      };
    case 'updateTable':
      return {
        ...state,
        tables: state.tables.map((t) => (t.key === action.key ? { ...t, ...action.patch } : t)),
      };
    case 'removeTable':
      return { ...state, tables: state.tables.filter((t) => t.key !== action.key) };
  }
}

/** The left-bar key of a table: one entry per tab, database, schema and name. */
export function tableKey(
  editorId: string,
  dbId: number,
  schema: string | null,
  name: string,
): string {
  return `${editorId}:${dbId}:${schema ?? ''}:${name}`;
}
