import type { ListFilter } from '@sightline/core';

/** What the Databases list filters by. */
export interface DatabaseListFilterState {
  search: string;
  /** Exposed in SQL Lab: true, false or null for either. */
  isExposedInSqlLab: boolean | null;
  /** DML allowed: true, false or null for either. */
  allowsDml: boolean | null;
}

export const NO_DATABASE_FILTERS: DatabaseListFilterState = {
  search: '',
  isExposedInSqlLab: null,
  allowsDml: null,
};

/** The rison filters of GET /api/v1/database/ (docs/api.md §1.7: database_name ct, expose_in_sqllab and allow_dml eq). */
export function databaseListFilters(state: DatabaseListFilterState): ListFilter[] {
  const filters: ListFilter[] = [];
  if (state.search) filters.push({ col: 'database_name', opr: 'ct', value: state.search });
  if (state.isExposedInSqlLab !== null)
    filters.push({ col: 'expose_in_sqllab', opr: 'eq', value: state.isExposedInSqlLab });
  if (state.allowsDml !== null)
    filters.push({ col: 'allow_dml', opr: 'eq', value: state.allowsDml });
  return filters;
}

/** The list's sortable columns and the order column each asks the server for. */
export const DATABASE_SORT_COLUMNS: Record<string, string> = {
  database_name: 'database_name',
  allow_dml: 'allow_dml',
  expose_in_sqllab: 'expose_in_sqllab',
  created_by: 'created_by.first_name',
  changed_on: 'changed_on_delta_humanized',
};

export const DATABASE_DEFAULT_SORT = { column: 'database_name', direction: 'asc' } as const;
