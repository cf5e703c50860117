import type { ListFilter } from '@sightline/core';

/** What the Datasets list filters by. */
export interface DatasetListFilterState {
  search: string;
  databaseId: number | null;
  /** true: virtual (SQL) datasets only, false: physical only, null: all. */
  isVirtual: boolean | null;
}

export const NO_DATASET_FILTERS: DatasetListFilterState = {
  search: '',
  databaseId: null,
  isVirtual: null,
};

/** The rison filters of GET /api/v1/dataset/ (docs/api.md §1.7: table_name ct, database rel_o_m, sql dataset_is_null_or_empty). */
export function datasetListFilters(state: DatasetListFilterState): ListFilter[] {
  const filters: ListFilter[] = [];
  if (state.search) filters.push({ col: 'table_name', opr: 'ct', value: state.search });
  if (state.databaseId !== null)
    filters.push({ col: 'database', opr: 'rel_o_m', value: state.databaseId });
  // The operator is true for physical datasets (no SQL).
  if (state.isVirtual !== null)
    filters.push({ col: 'sql', opr: 'dataset_is_null_or_empty', value: !state.isVirtual });
  return filters;
}

/** The list's sortable columns and the order column each asks the server for. */
export const DATASET_SORT_COLUMNS: Record<string, string> = {
  table_name: 'table_name',
  database: 'database.database_name',
  schema: 'schema',
  changed_on: 'changed_on_delta_humanized',
};

export const DATASET_DEFAULT_SORT = {
  column: 'changed_on_delta_humanized',
  direction: 'desc',
} as const;
