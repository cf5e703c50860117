import { createContext, useContext } from 'react';
import type { Dispatch } from 'react';
import type { SqlLabDatabase } from '../../api/sqllab-api.ts';
import type { EditorSeed, QueryEditor } from './editor-model.ts';
import type { SqlLabAction, SqlLabState } from './sqllab-state.ts';

/** What the SQL Lab components share: state, databases and the actions that talk to the server. */
export interface SqlLabApi {
  state: SqlLabState;
  dispatch: Dispatch<SqlLabAction>;
  databases: Record<string, SqlLabDatabase>;
  activeEditor: QueryEditor | null;
  newTab(seed?: EditorSeed): Promise<string>;
  closeTab(id: string): void;
  duplicateTab(id: string): void;
  selectTab(id: string): void;
  updateEditor(id: string, patch: Partial<QueryEditor>): void;
  runQuery(editor: QueryEditor, sql?: string): void;
  stopQuery(clientId: string): void;
}

export const SqlLabContext = createContext<SqlLabApi | null>(null);

export function useSqlLab(): SqlLabApi {
  const api = useContext(SqlLabContext);
  if (!api) throw new Error('useSqlLab() needs the SQL Lab provider');
  return api;
}
