import { describe, expect, it } from 'vitest';
import { emptyLayout, withParents } from '@sightline/core';
import type { Layout } from '@sightline/core';
import { crossFilterScopingOf, scopingMetadata } from './cross-filter-scoping.ts';
import { chartFormDataWithMasks, crossFilterMask, filterScopeContext } from './data-mask.ts';

/** Charts 11 and 12 on tab A, chart 13 on tab B. */
function tabbed(): Layout {
  const base = emptyLayout('t');
  return withParents({
    ...base,
    GRID_ID: { ...base.GRID_ID, children: ['TABS-1'] },
    'TABS-1': { id: 'TABS-1', type: 'TABS', children: ['TAB-A', 'TAB-B'], meta: {} },
    'TAB-A': { id: 'TAB-A', type: 'TAB', children: ['ROW-1'], meta: { text: 'A' } },
    'TAB-B': { id: 'TAB-B', type: 'TAB', children: ['ROW-2'], meta: { text: 'B' } },
    'ROW-1': { id: 'ROW-1', type: 'ROW', children: ['CHART-11', 'CHART-12'], meta: {} },
    'ROW-2': { id: 'ROW-2', type: 'ROW', children: ['CHART-13'], meta: {} },
    'CHART-11': {
      id: 'CHART-11',
      type: 'CHART',
      children: [],
      meta: { chartId: 11, width: 4, height: 50 },
    },
    'CHART-12': {
      id: 'CHART-12',
      type: 'CHART',
      children: [],
      meta: { chartId: 12, width: 4, height: 50 },
    },
    'CHART-13': {
      id: 'CHART-13',
      type: 'CHART',
      children: [],
      meta: { chartId: 13, width: 4, height: 50 },
    },
  });
}

const region = {
  extraFormData: { filters: [{ col: 'region', op: 'IN' as const, val: ['EMEA'] }] },
  filterState: { value: ['EMEA'] },
};

describe('cross-filter scoping', () => {
  it('reads the stored scoping, defaulting the global scope to the whole dashboard', () => {
    expect(crossFilterScopingOf({})).toEqual({
      global: { rootPath: ['ROOT_ID'], excluded: [] },
      charts: {},
    });
    const stored = crossFilterScopingOf({
      global_chart_configuration: {
        scope: { rootPath: ['TAB-A'], excluded: [] },
        chartsInScope: [11, 12],
      },
      chart_configuration: {
        13: { id: 13, crossFilters: { scope: { rootPath: ['ROOT_ID'], excluded: [12, 13] } } },
        11: { id: 11, crossFilters: { scope: 'global' } },
      },
    });
    expect(stored).toEqual({
      global: { rootPath: ['TAB-A'], excluded: [] },
      charts: { 11: 'global', 13: { rootPath: ['ROOT_ID'], excluded: [12, 13] } },
    });
  });

  it('writes every chart of the layout with the charts its cross-filters reach, never itself', () => {
    const keys = scopingMetadata(
      {
        global: { rootPath: ['TAB-A'], excluded: [] },
        charts: { 13: { rootPath: ['ROOT_ID'], excluded: [12] } },
      },
      tabbed(),
    );
    expect(keys).toEqual({
      global_chart_configuration: {
        scope: { rootPath: ['TAB-A'], excluded: [] },
        chartsInScope: [11, 12],
      },
      chart_configuration: {
        11: { id: 11, crossFilters: { scope: 'global', chartsInScope: [12] } },
        12: { id: 12, crossFilters: { scope: 'global', chartsInScope: [11] } },
        13: {
          id: 13,
          crossFilters: { scope: { rootPath: ['ROOT_ID'], excluded: [12] }, chartsInScope: [11] },
        },
      },
    });
  });

  it('is honoured by the data mask fold: a cross-filter reaches only the charts in its scope', () => {
    const layout = tabbed();
    const metadata = scopingMetadata(
      {
        global: { rootPath: ['TAB-A'], excluded: [] },
        charts: { 13: { rootPath: ['ROOT_ID'], excluded: [12] } },
      },
      layout,
    );
    const scope = filterScopeContext(layout, metadata);
    const masks = { 11: crossFilterMask(11, region)!, 13: crossFilterMask(13, region)! };
    const filtered = (chartId: number) =>
      'extra_form_data' in chartFormDataWithMasks({ viz_type: 'pie' }, chartId, masks, scope);
    // 11 (global: tab A) reaches 12, not 13 on tab B; 13's own scope reaches 11 but excludes 12.
    expect([filtered(11), filtered(12), filtered(13)]).toEqual([true, true, false]);
    const only13 = { 13: crossFilterMask(13, region)! };
    expect(
      [11, 12].map((id) => 'extra_form_data' in chartFormDataWithMasks({}, id, only13, scope)),
    ).toEqual([true, false]);
    // Without the scoping every other chart is reached.
    expect(
      [11, 12].map(
        (id) =>
          'extra_form_data' in
          chartFormDataWithMasks({}, id, only13, filterScopeContext(layout, {})),
      ),
    ).toEqual([true, true]);
  });
});
