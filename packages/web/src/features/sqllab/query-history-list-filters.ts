import type { ListFilter } from '@sightline/core';

/** What the Query history list filters by. */
export interface QueryHistoryFilterState {
  search: string;
  databaseId: number | null;
  status: string | null;
}

export const NO_QUERY_HISTORY_FILTERS: QueryHistoryFilterState = {
  search: '',
  databaseId: null,
  status: null,
};

/** The states a query can be in, as the State filter offers them. */
export const QUERY_STATUS_OPTIONS = [
  'success',
  'failed',
  'running',
  'pending',
  'scheduled',
  'fetching',
  'stopped',
  'timed_out',
].map((value) => ({ value, label: value }));

/** The rison filters of GET /api/v1/query/ (docs/api.md §1.7: sql ct, database rel_o_m, status eq). */
export function queryHistoryListFilters(state: QueryHistoryFilterState): ListFilter[] {
  const filters: ListFilter[] = [];
  if (state.search) filters.push({ col: 'sql', opr: 'ct', value: state.search });
  if (state.databaseId !== null)
    filters.push({ col: 'database', opr: 'rel_o_m', value: state.databaseId });
  if (state.status !== null) filters.push({ col: 'status', opr: 'eq', value: state.status });
  return filters;
}

/** The list's sortable columns and the order column each asks the server for. */
export const QUERY_HISTORY_SORT_COLUMNS: Record<string, string> = {
  start_time: 'start_time',
  database: 'database.database_name',
  tab_name: 'tab_name',
  rows: 'rows',
  sql: 'sql',
};

export const QUERY_HISTORY_DEFAULT_SORT = { column: 'changed_on', direction: 'desc' } as const;
