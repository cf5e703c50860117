import { describe, expect, it } from 'vitest';
import type { DataMaskMap } from './data-mask-schema.ts';
import { layoutSchema, type Layout } from './layout-schema.ts';
import { nativeFilterConfigurationSchema } from './native-filter-schema.ts';
import {
  chartsInScope,
  crossFilterChartsInScope,
  crossFilterScopeOf,
  extraFormDataForChart,
  scopeFromCheckedCharts,
  scopeTreeOf,
  withComputedScope,
} from './native-filter-scope.ts';

const c = (
  id: string,
  type: string,
  children: string[] = [],
  meta: Record<string, unknown> = {},
) => ({ id, type, children, meta });

/**
 * ROOT > GRID > ROW-1 > CHART-1 (1)
 *             > TABS-1 > TAB-A "Sales" > ROW-2 > CHART-2 (2), CHART-3 (3)
 *                      > TAB-B "Ops"   > ROW-3 > CHART-4 (4)
 *                                      > TABS-2 > TAB-C "Nested" > ROW-4 > CHART-5 (5)
 */
const LAYOUT: Layout = layoutSchema.parse(
  Object.fromEntries(
    [
      c('ROOT_ID', 'ROOT', ['GRID_ID']),
      c('GRID_ID', 'GRID', ['ROW-1', 'TABS-1']),
      c('ROW-1', 'ROW', ['CHART-1']),
      c('CHART-1', 'CHART', [], { chartId: 1, sliceName: 'Revenue' }),
      c('TABS-1', 'TABS', ['TAB-A', 'TAB-B']),
      c('TAB-A', 'TAB', ['ROW-2'], { text: 'Sales' }),
      c('ROW-2', 'ROW', ['CHART-2', 'CHART-3']),
      c('CHART-2', 'CHART', [], { chartId: 2, sliceName: 'By country' }),
      c('CHART-3', 'CHART', [], { chartId: 3, sliceName: 'By city', sliceNameOverride: 'Cities' }),
      c('TAB-B', 'TAB', ['ROW-3', 'TABS-2'], { text: 'Ops' }),
      c('ROW-3', 'ROW', ['CHART-4']),
      c('CHART-4', 'CHART', [], { chartId: 4 }),
      c('TABS-2', 'TABS', ['TAB-C']),
      c('TAB-C', 'TAB', ['ROW-4'], { text: 'Nested' }),
      c('ROW-4', 'ROW', ['CHART-5']),
      c('CHART-5', 'CHART', [], { chartId: 5 }),
    ].map((comp) => [comp.id, comp]),
  ),
);

describe('chartsInScope', () => {
  it('ROOT_ID means every chart of the layout, in layout order, minus excluded', () => {
    expect(chartsInScope({ rootPath: ['ROOT_ID'], excluded: [] }, LAYOUT)).toEqual([1, 2, 3, 4, 5]);
    expect(chartsInScope({ rootPath: ['ROOT_ID'], excluded: [3, 5] }, LAYOUT)).toEqual([1, 2, 4]);
  });

  it('takes the descendant charts of each rootPath component, nested tabs included', () => {
    expect(chartsInScope({ rootPath: ['TAB-A'], excluded: [] }, LAYOUT)).toEqual([2, 3]);
    expect(chartsInScope({ rootPath: ['TAB-B'], excluded: [4] }, LAYOUT)).toEqual([5]);
    expect(chartsInScope({ rootPath: ['TAB-C', 'TAB-A'], excluded: [2] }, LAYOUT)).toEqual([5, 3]);
    expect(chartsInScope({ rootPath: ['TAB-missing'], excluded: [] }, LAYOUT)).toEqual([]);
  });

  it('adds dashboard charts missing from the layout to a ROOT_ID scope only', () => {
    expect(chartsInScope({ rootPath: ['ROOT_ID'], excluded: [8] }, {}, [7, 8])).toEqual([7]);
    expect(chartsInScope({ rootPath: ['TAB-A'], excluded: [] }, LAYOUT, [7])).toEqual([2, 3]);
  });
});

describe('cross-filter scoping', () => {
  const chartConfiguration = {
    2: { id: 2, crossFilters: { scope: { rootPath: ['TAB-A'], excluded: [2] } } },
    3: { id: 3, crossFilters: { scope: 'global' as const } },
  };
  const global = { scope: { rootPath: ['ROOT_ID'], excluded: [1] } };

  it("uses the chart's own scope, else the global one ('global' or no entry), else all", () => {
    expect(crossFilterScopeOf(2, chartConfiguration, global)).toEqual({
      rootPath: ['TAB-A'],
      excluded: [2],
    });
    expect(crossFilterScopeOf(3, chartConfiguration, global)).toEqual(global.scope);
    expect(crossFilterScopeOf(4, chartConfiguration, global)).toEqual(global.scope);
    expect(crossFilterScopeOf(4)).toEqual({ rootPath: ['ROOT_ID'], excluded: [] });
  });

  it('never targets the emitting chart', () => {
    expect(crossFilterChartsInScope(2, LAYOUT, chartConfiguration, global)).toEqual([3]);
    expect(crossFilterChartsInScope(3, LAYOUT, chartConfiguration, global)).toEqual([2, 4, 5]);
    expect(crossFilterChartsInScope(1, LAYOUT)).toEqual([2, 3, 4, 5]);
  });
});

describe('extraFormDataForChart', () => {
  const filters = nativeFilterConfigurationSchema.parse([
    {
      id: 'NATIVE_FILTER-country',
      type: 'NATIVE_FILTER',
      name: 'Country',
      filterType: 'filter_select',
      targets: [{ datasetId: 1, column: { name: 'country' } }],
    },
    { id: 'NATIVE_FILTER_DIVIDER-1', type: 'DIVIDER', title: 'Time' },
    {
      id: 'NATIVE_FILTER-time',
      type: 'NATIVE_FILTER',
      name: 'When',
      filterType: 'filter_time',
      targets: [{}],
      scope: { rootPath: ['TAB-A'], excluded: [3] },
    },
    {
      id: 'NATIVE_FILTER-time2',
      type: 'NATIVE_FILTER',
      name: 'When 2',
      filterType: 'filter_time',
      targets: [{}],
      scope: { rootPath: ['TAB-A', 'TAB-C'], excluded: [] },
    },
  ]);
  const masks: DataMaskMap = {
    'NATIVE_FILTER-country': {
      id: 'NATIVE_FILTER-country',
      extraFormData: { filters: [{ col: 'country', op: 'IN', val: ['FR'] }] },
    },
    'NATIVE_FILTER-time': { id: 'NATIVE_FILTER-time', extraFormData: { time_range: 'Last week' } },
    'NATIVE_FILTER-time2': {
      id: 'NATIVE_FILTER-time2',
      extraFormData: { time_range: 'Last year' },
    },
    2: { id: '2', extraFormData: { filters: [{ col: 'city', op: 'IN', val: ['Paris'] }] } },
    4: { id: '4', extraFormData: { filters: [{ col: 'team', op: 'IN', val: ['A'] }] } },
  };
  const chartConfiguration = {
    2: { id: 2, crossFilters: { scope: { rootPath: ['TAB-A'], excluded: [] } } },
  };

  it('folds in-scope native filters in order (later override wins), then in-scope cross-filters', () => {
    expect(extraFormDataForChart(3, filters, masks, LAYOUT, chartConfiguration)).toEqual({
      filters: [
        { col: 'country', op: 'IN', val: ['FR'] },
        { col: 'city', op: 'IN', val: ['Paris'] },
        { col: 'team', op: 'IN', val: ['A'] },
      ],
      time_range: 'Last year',
    });
    expect(extraFormDataForChart(1, filters, masks, LAYOUT, chartConfiguration)).toEqual({
      filters: [
        { col: 'country', op: 'IN', val: ['FR'] },
        { col: 'team', op: 'IN', val: ['A'] },
      ],
    });
  });

  it('skips the chart’s own cross-filter and honours cross_filters_enabled', () => {
    expect(extraFormDataForChart(2, filters, masks, LAYOUT, chartConfiguration)).toEqual({
      filters: [
        { col: 'country', op: 'IN', val: ['FR'] },
        { col: 'team', op: 'IN', val: ['A'] },
      ],
      time_range: 'Last year',
    });
    expect(
      extraFormDataForChart(5, filters, masks, LAYOUT, chartConfiguration, {
        crossFiltersEnabled: false,
      }),
    ).toEqual({
      filters: [{ col: 'country', op: 'IN', val: ['FR'] }],
      time_range: 'Last year',
    });
  });

  it('uses the global cross-filter scope for charts without their own', () => {
    const globalChartConfiguration = { scope: { rootPath: ['TAB-B'], excluded: [] } };
    expect(
      extraFormDataForChart(1, filters, { 4: masks[4]! }, LAYOUT, {}, { globalChartConfiguration }),
    ).toEqual({});
    expect(
      extraFormDataForChart(5, filters, { 4: masks[4]! }, LAYOUT, {}, { globalChartConfiguration }),
    ).toEqual(masks[4]!.extraFormData);
  });
});

describe('scoping tree', () => {
  it('keeps only tabs and charts, named by override, chart list name, slice name', () => {
    const tree = scopeTreeOf(LAYOUT, { 4: 'Tickets' });
    expect(tree.key).toBe('ROOT_ID');
    expect(tree.children.map((n) => [n.key, n.title])).toEqual([
      ['CHART-1', 'Revenue'],
      ['TAB-A', 'Sales'],
      ['TAB-B', 'Ops'],
    ]);
    expect(tree.children[1]!.children.map((n) => n.title)).toEqual(['By country', 'Cities']);
    expect(tree.children[2]!.children.map((n) => [n.type, n.title])).toEqual([
      ['CHART', 'Tickets'],
      ['TAB', 'Nested'],
    ]);
  });

  it('turns checked charts into rootPath/excluded and back', () => {
    const cases: [number[], { rootPath: string[]; excluded: number[] }][] = [
      [[1, 2, 3, 4, 5], { rootPath: ['ROOT_ID'], excluded: [] }],
      [[2, 3], { rootPath: ['TAB-A'], excluded: [] }],
      [[2, 3, 5], { rootPath: ['TAB-A', 'TAB-C'], excluded: [] }],
      [[2], { rootPath: ['TAB-A'], excluded: [3] }],
      [[5, 4], { rootPath: ['TAB-B'], excluded: [] }],
      [[1, 5], { rootPath: ['ROOT_ID'], excluded: [2, 3, 4] }],
      [[], { rootPath: [], excluded: [] }],
    ];
    for (const [checked, scope] of cases) {
      expect(scopeFromCheckedCharts(LAYOUT, checked)).toEqual(scope);
      expect(chartsInScope(scope, LAYOUT).sort()).toEqual([...checked].sort());
    }
  });

  it('gives an all-panels scope for a layout without charts', () => {
    expect(scopeFromCheckedCharts({}, [])).toEqual({ rootPath: ['ROOT_ID'], excluded: [] });
  });

  it('computes chartsInScope and tabsInScope for saving; dividers pass unchanged', () => {
    const [filter, divider] = nativeFilterConfigurationSchema.parse([
      {
        id: 'F',
        type: 'NATIVE_FILTER',
        name: 'x',
        filterType: 'filter_time',
        targets: [{}],
        scope: { rootPath: ['TAB-B'], excluded: [4] },
      },
      { id: 'D', type: 'DIVIDER', title: 'd' },
    ]);
    expect(withComputedScope(filter!, LAYOUT)).toMatchObject({
      chartsInScope: [5],
      tabsInScope: ['TAB-B', 'TAB-C'],
    });
    expect(withComputedScope(divider!, LAYOUT)).toBe(divider);
  });
});
