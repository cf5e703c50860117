import { describe, expect, it } from 'vitest';
import { nativeFilterSchema, type NativeFilter } from './native-filter-schema.ts';
import {
  cascadeExtraFormData,
  clearedDataMasks,
  dataMaskForValue,
  defaultDataMaskOf,
  firstValueDataMask,
  initialDataMasks,
  missingRequiredFilterIds,
  rangeExtraFormData,
  selectExtraFormData,
  timeColumnExtraFormData,
  timeGrainExtraFormData,
  timeRangeExtraFormData,
} from './native-filter-values.ts';

const filter = (over: Record<string, unknown>): NativeFilter =>
  nativeFilterSchema.parse({
    id: 'NATIVE_FILTER-x',
    type: 'NATIVE_FILTER',
    name: 'x',
    filterType: 'filter_select',
    targets: [{ datasetId: 1, column: { name: 'country' } }],
    ...over,
  });

describe('value → extra_form_data', () => {
  it('select: IN the values, NOT IN when inverted, nothing when empty', () => {
    expect(selectExtraFormData('country', ['FR', 'DE'])).toEqual({
      filters: [{ col: 'country', op: 'IN', val: ['FR', 'DE'] }],
    });
    expect(selectExtraFormData('country', ['FR'], { inverseSelection: true })).toEqual({
      filters: [{ col: 'country', op: 'NOT IN', val: ['FR'] }],
    });
    expect(selectExtraFormData('country', [])).toEqual({});
    expect(
      selectExtraFormData('country', null, { inverseSelection: true, enableEmptyFilter: true }),
    ).toEqual({});
  });

  it('select: a required filter without value matches no row (1 = 0)', () => {
    expect(selectExtraFormData('country', [], { enableEmptyFilter: true })).toEqual({
      adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: '1 = 0' }],
    });
  });

  it('range: >= lower and <= upper, each bound optional', () => {
    expect(rangeExtraFormData('amount', 10, 100)).toEqual({
      filters: [
        { col: 'amount', op: '>=', val: 10 },
        { col: 'amount', op: '<=', val: 100 },
      ],
    });
    expect(rangeExtraFormData('amount', null, 5)).toEqual({
      filters: [{ col: 'amount', op: '<=', val: 5 }],
    });
    expect(rangeExtraFormData('amount', 0, undefined)).toEqual({
      filters: [{ col: 'amount', op: '>=', val: 0 }],
    });
    expect(rangeExtraFormData('amount', null, null)).toEqual({});
  });

  it('time range, time grain and time column set their override keys', () => {
    expect(timeRangeExtraFormData('Last week')).toEqual({ time_range: 'Last week' });
    expect(timeRangeExtraFormData('No filter')).toEqual({});
    expect(timeGrainExtraFormData('P1M')).toEqual({ time_grain_sqla: 'P1M' });
    expect(timeGrainExtraFormData(null)).toEqual({});
    expect(timeColumnExtraFormData('order_date')).toEqual({ granularity_sqla: 'order_date' });
    expect(timeColumnExtraFormData('')).toEqual({});
  });
});

describe('dataMaskForValue', () => {
  it('wraps a single select value into a list and labels it', () => {
    expect(dataMaskForValue(filter({}), 'FR')).toEqual({
      id: 'NATIVE_FILTER-x',
      extraFormData: { filters: [{ col: 'country', op: 'IN', val: ['FR'] }] },
      filterState: { value: ['FR'], label: 'FR' },
      ownState: {},
    });
    const inverse = filter({ controlValues: { inverseSelection: true } });
    expect(dataMaskForValue(inverse, ['FR', 'DE']).extraFormData).toEqual({
      filters: [{ col: 'country', op: 'NOT IN', val: ['FR', 'DE'] }],
    });
  });

  it('range values are [lower, upper] numbers', () => {
    const range = filter({
      filterType: 'filter_range',
      targets: [{ datasetId: 1, column: { name: 'amount' } }],
    });
    const mask = dataMaskForValue(range, ['5', 20]);
    expect(mask.extraFormData).toEqual({
      filters: [
        { col: 'amount', op: '>=', val: 5 },
        { col: 'amount', op: '<=', val: 20 },
      ],
    });
    expect(mask.filterState).toEqual({ value: [5, 20], label: '5 ≤ x ≤ 20' });
    expect(dataMaskForValue(range, [null, null]).filterState?.value).toBeUndefined();
  });

  it('time, grain and column filters', () => {
    expect(
      dataMaskForValue(filter({ filterType: 'filter_time', targets: [{}] }), 'Last month')
        .extraFormData,
    ).toEqual({ time_range: 'Last month' });
    expect(
      dataMaskForValue(filter({ filterType: 'filter_time', targets: [{}] }), 'No filter')
        .filterState?.value,
    ).toBeUndefined();
    expect(
      dataMaskForValue(filter({ filterType: 'filter_timegrain', targets: [{ datasetId: 1 }] }), [
        'P1W',
      ]).extraFormData,
    ).toEqual({ time_grain_sqla: 'P1W' });
    expect(
      dataMaskForValue(
        filter({ filterType: 'filter_timecolumn', targets: [{ datasetId: 1 }] }),
        'ds',
      ),
    ).toMatchObject({
      extraFormData: { granularity_sqla: 'ds' },
      filterState: { value: ['ds'] },
    });
  });

  it('flags a required filter without value', () => {
    const required = filter({ controlValues: { enableEmptyFilter: true } });
    expect(dataMaskForValue(required, []).filterState).toMatchObject({
      validateStatus: 'error',
      validateMessage: 'Value is required',
    });
    expect(dataMaskForValue(required, ['FR']).filterState?.validateStatus).toBeUndefined();
  });
});

describe('defaults and initial masks', () => {
  const withDefault = filter({
    id: 'A',
    defaultDataMask: {
      filterState: { value: ['FR'] },
      extraFormData: { filters: [{ col: 'stale', op: 'IN', val: ['x'] }] },
    },
  });
  const time = filter({
    id: 'B',
    filterType: 'filter_time',
    targets: [{}],
    defaultDataMask: { filterState: { value: 'Last year' } },
  });
  const plain = filter({ id: 'C' });

  it('recomputes the default value with the current settings', () => {
    expect(defaultDataMaskOf(withDefault).extraFormData).toEqual({
      filters: [{ col: 'country', op: 'IN', val: ['FR'] }],
    });
    expect(defaultDataMaskOf(time).extraFormData).toEqual({ time_range: 'Last year' });
    expect(defaultDataMaskOf(plain)).toMatchObject({
      id: 'C',
      extraFormData: {},
      filterState: { value: undefined },
    });
    const onlyExtra = filter({
      id: 'E',
      defaultDataMask: { extraFormData: { time_range: 'Last day' } },
    });
    expect(defaultDataMaskOf(onlyExtra).extraFormData).toEqual({ time_range: 'Last day' });
  });

  it('keeps masks already known (URL, cache) and cross-filters; skips dividers', () => {
    const known = {
      id: 'A',
      extraFormData: { filters: [{ col: 'country', op: 'IN', val: ['DE'] }] },
      filterState: { value: ['DE'] },
    };
    const cross = {
      id: '7',
      extraFormData: { filters: [{ col: 'city', op: 'IN', val: ['Paris'] }] },
    };
    const masks = initialDataMasks(
      [withDefault, { id: 'D', type: 'DIVIDER', title: 't', description: '' }, time],
      { A: known, 7: cross, stale: known },
    );
    expect(Object.keys(masks).sort()).toEqual(['7', 'A', 'B']);
    expect(masks.A).toBe(known);
    expect(masks.B?.extraFormData).toEqual({ time_range: 'Last year' });
  });

  it('clear all empties every filter', () => {
    const masks = clearedDataMasks([withDefault, time]);
    expect(masks.A).toMatchObject({ extraFormData: {}, filterState: { value: undefined } });
    expect(masks.B).toMatchObject({ extraFormData: {}, filterState: { value: undefined } });
  });

  it('select-first-value takes the first option once options are loaded', () => {
    const first = filter({ id: 'F', controlValues: { defaultToFirstItem: true } });
    expect(firstValueDataMask(first, ['BE', 'FR']).extraFormData).toEqual({
      filters: [{ col: 'country', op: 'IN', val: ['BE'] }],
    });
    expect(firstValueDataMask(first, []).filterState?.value).toBeUndefined();
  });

  it('lists required filters that lack a value', () => {
    const required = filter({ id: 'R', controlValues: { enableEmptyFilter: true } });
    expect(missingRequiredFilterIds([required, plain], {})).toEqual(['R']);
    expect(missingRequiredFilterIds([required], { R: dataMaskForValue(required, ['x']) })).toEqual(
      [],
    );
  });
});

describe('cascading', () => {
  it("passes the parents' extra_form_data, in cascadeParentIds order, to the child's options query", () => {
    const child = filter({ id: 'city', cascadeParentIds: ['country', 'region', 'unset'] });
    const masks = {
      country: {
        id: 'country',
        extraFormData: { filters: [{ col: 'country', op: 'IN', val: ['FR'] }] },
      },
      region: {
        id: 'region',
        extraFormData: {
          filters: [{ col: 'region', op: 'NOT IN', val: ['North'] }],
          time_range: 'Last year',
        },
      },
      other: { id: 'other', extraFormData: { filters: [{ col: 'other', op: 'IN', val: [1] }] } },
    };
    expect(cascadeExtraFormData(child, masks)).toEqual({
      filters: [
        { col: 'country', op: 'IN', val: ['FR'] },
        { col: 'region', op: 'NOT IN', val: ['North'] },
      ],
      time_range: 'Last year',
    });
    expect(cascadeExtraFormData(filter({}), masks)).toEqual({});
  });
});
