import type { ListFilter } from '@sightline/core';

/** What the Saved queries list filters by. */
export interface SavedQueryFilterState {
  search: string;
  databaseId: number | null;
}

export const NO_SAVED_QUERY_FILTERS: SavedQueryFilterState = { search: '', databaseId: null };

/** The rison filters of GET /api/v1/saved_query/ (docs/api.md §1.7, §2.14: label all_text, database rel_o_m). */
export function savedQueryListFilters(state: SavedQueryFilterState): ListFilter[] {
  const filters: ListFilter[] = [];
  if (state.search) filters.push({ col: 'label', opr: 'all_text', value: state.search });
  if (state.databaseId !== null)
    filters.push({ col: 'database', opr: 'rel_o_m', value: state.databaseId });
  return filters;
}

/** The list's sortable columns and the order column each asks the server for. */
export const SAVED_QUERY_SORT_COLUMNS: Record<string, string> = {
  label: 'label',
  database: 'database.database_name',
  schema: 'schema',
  changed_on_delta_humanized: 'changed_on_delta_humanized',
};

export const SAVED_QUERY_DEFAULT_SORT = {
  column: 'changed_on_delta_humanized',
  direction: 'desc',
} as const;
