import { describe, expect, it } from 'vitest';
import { NEW_COMPONENTS_SOURCE_ID as NEW } from './constants.ts';
import type { DataMaskMap } from './data-mask-schema.ts';
import { extraFormDataOf, isChartInScope, mergeExtraFormData } from './extra-form-data.ts';
import { handleDrop } from './layout-actions.ts';
import type { Layout } from './layout-schema.ts';
import { counterIdGenerator, emptyLayout } from './new-component.ts';
import { nativeFilterConfigurationSchema } from './native-filter-schema.ts';

/** GRID > ROW-2 > CHART-1 (chart 1); GRID > TABS-3 > TAB-4 > ROW-6 > CHART-5 (chart 2). */
const layout = ((): Layout => {
  const ids = counterIdGenerator();
  const drop = (l: Layout, type: 'CHART' | 'TABS', dest: string, chartId?: number): Layout =>
    handleDrop(
      l,
      {
        source: { id: NEW, index: 0 },
        destination: { id: dest, index: 0 },
        dragging: { type, meta: chartId ? { chartId } : {} },
      },
      ids,
    ).layout;
  let l = drop(emptyLayout(), 'CHART', 'GRID_ID', 1);
  l = drop(l, 'TABS', 'GRID_ID');
  return drop(l, 'CHART', 'TAB-4', 2);
})();

const filters = nativeFilterConfigurationSchema.parse([
  {
    id: 'F1',
    type: 'NATIVE_FILTER',
    name: 'country',
    filterType: 'filter_select',
    targets: [{ datasetId: 1, column: { name: 'country' } }],
  },
  { id: 'D1', type: 'DIVIDER', title: 'Divider' },
  {
    id: 'F2',
    type: 'NATIVE_FILTER',
    name: 'time',
    filterType: 'filter_time',
    targets: [{}],
    scope: { rootPath: ['TAB-4'], excluded: [] },
  },
  {
    id: 'F3',
    type: 'NATIVE_FILTER',
    name: 'time 2',
    filterType: 'filter_time',
    targets: [{}],
    scope: { rootPath: ['ROOT_ID'], excluded: [1] },
  },
]);

const masks: DataMaskMap = {
  F1: {
    id: 'F1',
    extraFormData: { filters: [{ col: 'country', op: 'IN', val: ['FR'] }] },
    filterState: { value: ['FR'] },
  },
  F2: { id: 'F2', extraFormData: { time_range: 'Last week' } },
  F3: { id: 'F3', extraFormData: { time_range: 'Last year', time_grain_sqla: 'P1D' } },
  1: { id: '1', extraFormData: { filters: [{ col: 'gender', op: 'IN', val: ['girl'] }] } },
  2: { id: '2', extraFormData: { filters: [{ col: 'state', op: 'IN', val: ['CA'] }] } },
};

describe('mergeExtraFormData', () => {
  it('appends list keys and lets later override keys win', () => {
    expect(
      mergeExtraFormData(
        {
          filters: [{ col: 'a', op: '==', val: 1 }],
          time_range: 'Last day',
          adhoc_filters: [{ sqlExpression: 'x' }],
        },
        {
          filters: [{ col: 'b', op: '==', val: 2 }],
          time_range: 'Last week',
          relative_end: 'today',
        },
      ),
    ).toEqual({
      filters: [
        { col: 'a', op: '==', val: 1 },
        { col: 'b', op: '==', val: 2 },
      ],
      adhoc_filters: [{ sqlExpression: 'x' }],
      time_range: 'Last week',
      relative_end: 'today',
    });
    expect(mergeExtraFormData({ time_range: 'Last day' }, {})).toEqual({ time_range: 'Last day' });
  });
});

describe('extraFormDataOf', () => {
  const ctx = { layout, nativeFilters: filters };

  it('folds native filters in configuration order, then cross-filters, honouring rootPath and excluded', () => {
    expect(extraFormDataOf(masks, 1, ctx)).toEqual({
      filters: [
        { col: 'country', op: 'IN', val: ['FR'] },
        { col: 'state', op: 'IN', val: ['CA'] },
      ],
    });
    expect(extraFormDataOf(masks, 2, ctx)).toEqual({
      filters: [
        { col: 'country', op: 'IN', val: ['FR'] },
        { col: 'gender', op: 'IN', val: ['girl'] },
      ],
      time_range: 'Last year',
      time_grain_sqla: 'P1D',
    });
  });

  it('uses chartsInScope when present, and per-chart or global cross-filter scopes', () => {
    const scoped = filters.map((f) => (f.id === 'F1' ? { ...f, chartsInScope: [2] } : f));
    expect(extraFormDataOf({ F1: masks.F1 }, 1, { layout, nativeFilters: scoped })).toEqual({});
    const chartConfiguration = {
      1: { id: 1, crossFilters: { scope: { rootPath: ['ROOT_ID'], excluded: [2] } } },
    };
    expect(extraFormDataOf({ 1: masks[1] }, 2, { layout, chartConfiguration })).toEqual({});
    const globalChartConfiguration = { scope: { rootPath: ['TAB-4'], excluded: [] } };
    expect(extraFormDataOf({ 2: masks[2] }, 1, { layout, globalChartConfiguration })).toEqual({});
    expect(extraFormDataOf({ 1: masks[1] }, 2, { layout, globalChartConfiguration })).toEqual(
      masks[1].extraFormData,
    );
  });

  it('ignores cross-filters when disabled, and a chart never filters itself', () => {
    expect(extraFormDataOf({ 1: masks[1] }, 2, { layout, crossFiltersEnabled: false })).toEqual({});
    expect(extraFormDataOf({ 1: masks[1] }, 1, { layout })).toEqual({});
  });

  it('resolves scopes through the layout', () => {
    expect(isChartInScope(layout, 2, { rootPath: ['TAB-4'], excluded: [] })).toBe(true);
    expect(isChartInScope(layout, 1, { rootPath: ['TAB-4'], excluded: [] })).toBe(false);
    expect(isChartInScope(layout, 99, { rootPath: ['ROOT_ID'], excluded: [] })).toBe(false);
  });
});
