import { describe, expect, it } from 'vitest';
import { NO_DASHBOARD_FILTERS, dashboardListFilters } from './dashboard-list-filters.ts';

describe('dashboardListFilters', () => {
  it('sends nothing without filters', () => {
    expect(dashboardListFilters(NO_DASHBOARD_FILTERS)).toEqual([]);
  });

  it('maps search, owner, published and favorite to the dashboard operators', () => {
    expect(
      dashboardListFilters({ search: 'sales', ownerId: 3, published: false, favorite: true }),
    ).toEqual([
      { col: 'dashboard_title', opr: 'title_or_slug', value: 'sales' },
      { col: 'owners', opr: 'rel_m_m', value: 3 },
      { col: 'published', opr: 'eq', value: false },
      { col: 'id', opr: 'dashboard_is_favorite', value: true },
    ]);
  });
});
