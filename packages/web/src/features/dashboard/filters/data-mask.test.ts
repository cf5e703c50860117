import { describe, expect, it } from 'vitest';
import { emptyLayout, withParents } from '@sightline/core';
import type { Layout } from '@sightline/core';
import {
  chartFormDataWithMasks,
  crossFilterMask,
  dataMaskReducer,
  filterScopeContext,
  movedAcrossFilterScopes,
} from './data-mask.ts';

function twoCharts(): Layout {
  const base = emptyLayout('t');
  return withParents({
    ...base,
    GRID_ID: { ...base.GRID_ID, children: ['ROW-1'] },
    'ROW-1': { id: 'ROW-1', type: 'ROW', children: ['CHART-1', 'CHART-2'], meta: {} },
    'CHART-1': {
      id: 'CHART-1',
      type: 'CHART',
      children: [],
      meta: { width: 4, height: 50, chartId: 11 },
    },
    'CHART-2': {
      id: 'CHART-2',
      type: 'CHART',
      children: [],
      meta: { width: 4, height: 50, chartId: 12 },
    },
  });
}

const regionFilter = {
  extraFormData: { filters: [{ col: 'region', op: 'IN' as const, val: ['EMEA'] }] },
  filterState: { value: ['EMEA'] },
};

describe('dashboard data masks', () => {
  it('applies a cross-filter to the other charts but not to its emitter', () => {
    const mask = crossFilterMask(11, regionFilter);
    expect(mask?.id).toBe('11');
    const masks = dataMaskReducer({}, { type: 'set', mask: mask! });
    const scope = filterScopeContext(twoCharts(), {});
    expect(chartFormDataWithMasks({ viz_type: 'pie' }, 12, masks, scope)).toEqual({
      viz_type: 'pie',
      extra_form_data: { filters: [{ col: 'region', op: 'IN', val: ['EMEA'] }] },
    });
    expect(chartFormDataWithMasks({ viz_type: 'pie' }, 11, masks, scope)).toEqual({
      viz_type: 'pie',
    });
  });

  it('ignores cross-filters when json_metadata turns them off', () => {
    const masks = dataMaskReducer({}, { type: 'set', mask: crossFilterMask(11, regionFilter)! });
    const scope = filterScopeContext(twoCharts(), { cross_filters_enabled: false });
    expect(chartFormDataWithMasks({ viz_type: 'pie' }, 12, masks, scope)).toEqual({
      viz_type: 'pie',
    });
  });

  it('treats an emptied selection as clearing the cross-filter', () => {
    expect(
      crossFilterMask(11, { extraFormData: { filters: [] }, filterState: { value: null } }),
    ).toBeNull();
    expect(dataMaskReducer({ 11: { id: '11' } }, { type: 'clear', id: '11' })).toEqual({});
  });
});

describe('movedAcrossFilterScopes', () => {
  it('is true when a move takes a chart out of a native filter scope', () => {
    const before = twoCharts();
    const after = withParents({
      ...before,
      GRID_ID: { ...before.GRID_ID, children: ['ROW-1', 'ROW-2'] },
      'ROW-1': { ...before['ROW-1'], children: ['CHART-1'] },
      'ROW-2': { id: 'ROW-2', type: 'ROW', children: ['CHART-2'], meta: {} },
    });
    const metadata = {
      native_filter_configuration: [
        {
          id: 'NATIVE_FILTER-1',
          type: 'NATIVE_FILTER',
          name: 'Region',
          filterType: 'filter_select',
          scope: { rootPath: ['ROW-1'], excluded: [] },
        },
      ],
    };
    expect(movedAcrossFilterScopes(before, after, [12], metadata, {})).toBe(true);
    expect(movedAcrossFilterScopes(before, after, [11], metadata, {})).toBe(false);
  });
});
