import type { ListFilter } from '@sightline/core';

/** What the Dashboards list filters by. */
export interface DashboardListFilterState {
  search: string;
  ownerId: number | null;
  /** true: published only, false: drafts only, null: all. */
  published: boolean | null;
  /** true: favorites only, false: non-favorites only, null: all. */
  favorite: boolean | null;
}

export const NO_DASHBOARD_FILTERS: DashboardListFilterState = {
  search: '',
  ownerId: null,
  published: null,
  favorite: null,
};

/** The rison filters of GET /api/v1/dashboard/ (docs/api.md §1.7: title_or_slug, owners, published, dashboard_is_favorite). */
export function dashboardListFilters(state: DashboardListFilterState): ListFilter[] {
  const filters: ListFilter[] = [];
  if (state.search)
    filters.push({ col: 'dashboard_title', opr: 'title_or_slug', value: state.search });
  if (state.ownerId !== null) filters.push({ col: 'owners', opr: 'rel_m_m', value: state.ownerId });
  if (state.published !== null)
    filters.push({ col: 'published', opr: 'eq', value: state.published });
  if (state.favorite !== null)
    filters.push({ col: 'id', opr: 'dashboard_is_favorite', value: state.favorite });
  return filters;
}

/** The list's sortable columns and the order column each asks the server for. */
export const DASHBOARD_SORT_COLUMNS: Record<string, string> = {
  dashboard_title: 'dashboard_title',
  published: 'published',
  changed_on_delta_humanized: 'changed_on_delta_humanized',
};
