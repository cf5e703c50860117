import { describe, expect, it } from 'vitest';
import { encodeRison } from '@sightline/core';
import { NO_CHART_FILTERS, chartListFilters } from './chart-list-filters.ts';

describe('chart list filters', () => {
  it('searches all chart text and filters by type, owner and favorites', () => {
    const filters = chartListFilters({
      search: 'sales',
      vizType: 'pie',
      ownerId: 3,
      favorite: true,
    });
    expect(encodeRison({ filters })).toBe(
      '(filters:!((col:slice_name,opr:chart_all_text,value:sales),(col:viz_type,opr:eq,value:pie),(col:owners,opr:rel_m_m,value:3),(col:id,opr:chart_is_favorite,value:!t)))',
    );
  });

  it('sends no filters when none is set', () => {
    expect(chartListFilters(NO_CHART_FILTERS)).toEqual([]);
  });
});
