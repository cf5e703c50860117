import { describe, expect, it } from 'vitest';
import { nativeFilterSchema } from '@sightline/core';
import {
  datasetMetaQuery,
  rangeBoundsOf,
  rangeBoundsQuery,
  selectOptionsOf,
  selectOptionsQuery,
  timeColumnOptionsOf,
  timeGrainOptionsOf,
} from './filter-queries.ts';

const filter = (over: Record<string, unknown> = {}) =>
  nativeFilterSchema.parse({
    id: 'NATIVE_FILTER-city',
    type: 'NATIVE_FILTER',
    name: 'City',
    filterType: 'filter_select',
    targets: [{ datasetId: 3, column: { name: 'city' } }],
    ...over,
  });

describe('filter option queries', () => {
  it("a child's options query carries its parents' extra_form_data (cascading)", () => {
    const child = filter({ cascadeParentIds: ['NATIVE_FILTER-country'] });
    const masks = {
      'NATIVE_FILTER-country': {
        id: 'NATIVE_FILTER-country',
        extraFormData: {
          filters: [{ col: 'country', op: 'IN', val: ['FR'] }],
          time_range: 'Last year',
        },
      },
      'NATIVE_FILTER-other': {
        id: 'NATIVE_FILTER-other',
        extraFormData: { filters: [{ col: 'other', op: 'IN', val: ['x'] }] },
      },
    };
    const [query] = selectOptionsQuery(child, masks).queries;
    expect(query?.filters).toEqual([{ col: 'country', op: 'IN', val: ['FR'] }]);
    expect(query?.time_range).toBe('Last year');
    expect(selectOptionsQuery(filter(), masks).queries[0]?.filters).toEqual([]);
  });

  it('sorts by the column, descending when asked, or by the sort metric', () => {
    expect(
      selectOptionsQuery(filter({ controlValues: { sortAscending: false } }), {}).queries[0],
    ).toMatchObject({ columns: ['city'], metrics: [], orderby: [['city', false]] });
    expect(selectOptionsQuery(filter({ sortMetric: 'count' }), {}).queries[0]).toMatchObject({
      metrics: ['count'],
      orderby: [['count', true]],
    });
  });

  it('searches all options on the server with ILIKE', () => {
    expect(selectOptionsQuery(filter(), {}, 'par').queries[0]?.filters).toEqual([
      { col: 'city', op: 'ILIKE', val: '%par%' },
    ]);
  });

  it('applies pre-filter time range and adhoc filters', () => {
    const pre = filter({
      time_range: 'Last week',
      adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'x > 1' }],
    });
    expect(selectOptionsQuery(pre, {}).queries[0]).toMatchObject({
      time_range: 'Last week',
      extras: { where: '(x > 1)' },
    });
  });

  it('range bounds are MIN and MAX labelled min and max', () => {
    const [query] = rangeBoundsQuery(
      filter({
        filterType: 'filter_range',
        targets: [{ datasetId: 3, column: { name: 'amount' } }],
      }),
      {},
    ).queries;
    expect(query?.columns).toEqual([]);
    expect(query?.metrics).toEqual([
      {
        aggregate: 'MIN',
        column: { column_name: 'amount' },
        expressionType: 'SIMPLE',
        label: 'min',
      },
      {
        aggregate: 'MAX',
        column: { column_name: 'amount' },
        expressionType: 'SIMPLE',
        label: 'max',
      },
    ]);
    expect(rangeBoundsOf([{ min: 2, max: '40.5' }])).toEqual([2, 40.5]);
    expect(rangeBoundsOf([])).toEqual([null, null]);
  });

  it('time grains and time columns come from the timegrains and columns result types', () => {
    const grain = datasetMetaQuery(
      filter({ filterType: 'filter_timegrain', targets: [{ datasetId: 3 }] }),
      'timegrains',
    );
    expect(grain).toMatchObject({
      datasource: { id: 3, type: 'table' },
      result_type: 'timegrains',
      queries: [{ result_type: 'timegrains' }],
    });
    expect(timeGrainOptionsOf([{ name: 'Day', duration: 'P1D' }])).toEqual([
      { value: 'P1D', label: 'Day' },
    ]);
    expect(
      timeColumnOptionsOf([
        { column_name: 'ds', verbose_name: null, dtype: 2 },
        { column_name: 'name', dtype: 1 },
      ]),
    ).toEqual([{ value: 'ds', label: 'ds' }]);
    expect(selectOptionsOf([{ city: 'Paris' }, { city: null }], 'city')).toEqual([
      { value: 'Paris', label: 'Paris' },
      { value: null, label: '<NULL>' },
    ]);
  });
});
