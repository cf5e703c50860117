import type { ListFilter } from '@sightline/core';

/** What the Charts list filters by. */
export interface ChartListFilterState {
  search: string;
  vizType: string | null;
  ownerId: number | null;
  /** true: favorites only, false: non-favorites only, null: all. */
  favorite: boolean | null;
}

export const NO_CHART_FILTERS: ChartListFilterState = {
  search: '',
  vizType: null,
  ownerId: null,
  favorite: null,
};

/** The rison filters of GET /api/v1/chart/ (docs/api.md §1.7: chart_all_text, viz_type, owners, chart_is_favorite). */
export function chartListFilters(state: ChartListFilterState): ListFilter[] {
  const filters: ListFilter[] = [];
  if (state.search) filters.push({ col: 'slice_name', opr: 'chart_all_text', value: state.search });
  if (state.vizType) filters.push({ col: 'viz_type', opr: 'eq', value: state.vizType });
  if (state.ownerId !== null) filters.push({ col: 'owners', opr: 'rel_m_m', value: state.ownerId });
  if (state.favorite !== null)
    filters.push({ col: 'id', opr: 'chart_is_favorite', value: state.favorite });
  return filters;
}

/** The list's sortable columns and the order column each asks the server for. */
export const SORT_COLUMNS: Record<string, string> = {
  slice_name: 'slice_name',
  viz_type: 'viz_type',
  datasource_name_text: 'datasource_name',
  changed_on_delta_humanized: 'changed_on_delta_humanized',
};
