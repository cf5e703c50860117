import { describe, expect, it } from 'vitest';
import type { QueryFormData, QueryObject } from '../types.ts';
import { aggregationOperator } from './aggregation-operator.ts';
import { contributionOperator } from './contribution-operator.ts';
import { flattenOperator } from './flatten-operator.ts';
import { pivotOperator, timeComparePivotOperator } from './pivot-operator.ts';
import { prophetOperator } from './prophet-operator.ts';
import { renameOperator } from './rename-operator.ts';
import { resampleOperator } from './resample-operator.ts';
import { rollingWindowOperator } from './rolling-window-operator.ts';
import { sortOperator } from './sort-operator.ts';
import { timeCompareOperator } from './time-compare-operator.ts';

const formData: QueryFormData = {
  datasource: '1__table',
  viz_type: 'echarts_timeseries_line',
  x_axis: 'ds',
  metrics: ['count', 'SUM(num)'],
  groupby: ['gender'],
};
const query: QueryObject = { metrics: ['count', 'SUM(num)'], columns: ['gender'] };
const comparing: QueryFormData = {
  ...formData,
  time_compare: ['1 year ago', '28 days ago'],
  comparison_type: 'values',
};

describe('pivotOperator', () => {
  it('indexes by the x-axis, pivots the dimensions and aggregates every metric with mean', () => {
    expect(pivotOperator({ ...formData, show_empty_columns: true }, query)).toEqual({
      operation: 'pivot',
      options: {
        index: ['ds'],
        columns: ['gender'],
        aggregates: { count: { operator: 'mean' }, 'SUM(num)': { operator: 'mean' } },
        drop_missing_columns: false,
      },
    });
  });

  it('adds the x-axis sort metric and prefers series_columns', () => {
    const options = pivotOperator(
      { ...formData, timeseries_limit_metric: 'MAX(num)', x_axis_sort: 'MAX(num)' },
      { ...query, series_columns: ['state'] },
    )?.options;
    expect(options).toMatchObject({ columns: ['state'], drop_missing_columns: true });
    expect(Object.keys(options?.aggregates as object)).toEqual(['count', 'SUM(num)', 'MAX(num)']);
  });

  it('needs an x-axis and a metric; legacy charts pivot on __timestamp', () => {
    expect(pivotOperator({ ...formData, x_axis: undefined }, query)).toBeUndefined();
    expect(pivotOperator(formData, { ...query, metrics: [] })).toBeUndefined();
    expect(
      pivotOperator({ ...formData, x_axis: undefined, granularity_sqla: 'ds' }, query)?.options
        ?.index,
    ).toEqual(['__timestamp']);
  });

  it('time-comparison variant pivots the offset columns too', () => {
    expect(timeComparePivotOperator(comparing, query)?.options?.aggregates).toEqual({
      count: { operator: 'mean' },
      'SUM(num)': { operator: 'mean' },
      'count__1 year ago': { operator: 'mean' },
      'count__28 days ago': { operator: 'mean' },
      'SUM(num)__1 year ago': { operator: 'mean' },
      'SUM(num)__28 days ago': { operator: 'mean' },
    });
    expect(timeComparePivotOperator(formData, query)).toBeUndefined();
  });
});

describe('rollingWindowOperator', () => {
  it('cumsum becomes cum sum over the metrics', () => {
    expect(rollingWindowOperator({ ...formData, rolling_type: 'cumsum' }, query)).toEqual({
      operation: 'cum',
      options: { operator: 'sum', columns: { count: 'count', 'SUM(num)': 'SUM(num)' } },
    });
  });

  it('sum/mean/std become rolling with window and min_periods defaults 1 and 0', () => {
    expect(
      rollingWindowOperator(
        { ...formData, rolling_type: 'mean', rolling_periods: '7' },
        { metrics: ['count'] },
      ),
    ).toEqual({
      operation: 'rolling',
      options: { rolling_type: 'mean', window: 7, min_periods: 0, columns: { count: 'count' } },
    });
    expect(
      rollingWindowOperator(
        { ...formData, rolling_type: 'std', min_periods: 2 },
        { metrics: ['count'] },
      )?.options,
    ).toMatchObject({ window: 1, min_periods: 2 });
  });

  it('includes offset columns during a time comparison and is absent for None', () => {
    expect(
      rollingWindowOperator({ ...comparing, rolling_type: 'cumsum' }, { metrics: ['count'] })
        ?.options?.columns,
    ).toEqual({
      count: 'count',
      'count__1 year ago': 'count__1 year ago',
      'count__28 days ago': 'count__28 days ago',
    });
    expect(rollingWindowOperator({ ...formData, rolling_type: 'None' }, query)).toBeUndefined();
  });
});

describe('timeCompareOperator', () => {
  it('compares metrics with their offsets for derived comparison types', () => {
    expect(
      timeCompareOperator({ ...comparing, comparison_type: 'percentage' }, { metrics: ['count'] }),
    ).toEqual({
      operation: 'compare',
      options: {
        source_columns: ['count', 'count'],
        compare_columns: ['count__1 year ago', 'count__28 days ago'],
        compare_type: 'percentage',
        drop_original_columns: true,
      },
    });
  });

  it('emits nothing for actual values or without offsets', () => {
    expect(timeCompareOperator(comparing, query)).toBeUndefined();
    expect(timeCompareOperator({ ...formData, comparison_type: 'ratio' }, query)).toBeUndefined();
  });
});

describe('resampleOperator', () => {
  it('needs both method and rule; zerofill is asfreq with fill_value 0', () => {
    expect(
      resampleOperator({ ...formData, resample_method: 'zerofill', resample_rule: '1D' }, query),
    ).toEqual({
      operation: 'resample',
      options: { method: 'asfreq', rule: '1D', fill_value: 0 },
    });
    expect(
      resampleOperator({ ...formData, resample_method: 'ffill', resample_rule: '7D' }, query)
        ?.options,
    ).toEqual({ method: 'ffill', rule: '7D', fill_value: null });
    expect(resampleOperator({ ...formData, resample_method: 'ffill' }, query)).toBeUndefined();
  });
});

describe('renameOperator', () => {
  it('blanks the single metric name when there are dimensions and truncate_metric is on', () => {
    expect(
      renameOperator(
        { ...formData, truncate_metric: true },
        { metrics: ['count'], columns: ['gender'] },
      ),
    ).toEqual({
      operation: 'rename',
      options: { columns: { count: null }, level: 0, inplace: true },
    });
  });

  it('keeps metric names with several metrics, without dimensions or without truncate_metric', () => {
    expect(renameOperator({ ...formData, truncate_metric: true }, query)).toBeUndefined();
    expect(
      renameOperator({ ...formData, truncate_metric: true }, { metrics: ['count'], columns: [] }),
    ).toBeUndefined();
    expect(
      renameOperator(
        { ...formData, truncate_metric: false },
        { metrics: ['count'], columns: ['gender'] },
      ),
    ).toBeUndefined();
  });

  it('renames offset columns to the offset during a time comparison', () => {
    expect(
      renameOperator(comparing, { metrics: ['count'], columns: [] })?.options?.columns,
    ).toEqual({
      'count__1 year ago': '1 year ago',
      'count__28 days ago': '28 days ago',
    });
    expect(
      renameOperator({ ...comparing, comparison_type: 'difference' }, query)?.options?.columns,
    ).toEqual({
      'difference__count__count__1 year ago': 'count, 1 year ago',
      'difference__count__count__28 days ago': 'count, 28 days ago',
      'difference__SUM(num)__SUM(num)__1 year ago': 'SUM(num), 1 year ago',
      'difference__SUM(num)__SUM(num)__28 days ago': 'SUM(num), 28 days ago',
    });
  });
});

describe('contribution, sort, flatten, prophet and aggregation', () => {
  it('contribution follows contributionMode', () => {
    expect(
      contributionOperator({ ...formData, contributionMode: 'row' }, query, ['1 year ago']),
    ).toEqual({
      operation: 'contribution',
      options: { orientation: 'row', time_shifts: ['1 year ago'] },
    });
    expect(contributionOperator(formData, query)).toBeUndefined();
  });

  it('sort by the x-axis index or by a metric, only without dimensions', () => {
    const single = { ...formData, groupby: [], x_axis_sort_asc: false };
    expect(sortOperator({ ...single, x_axis_sort: 'ds' }, query)).toEqual({
      operation: 'sort',
      options: { is_sort_index: true, ascending: false },
    });
    expect(sortOperator({ ...single, x_axis_sort: 'count' }, query)).toEqual({
      operation: 'sort',
      options: { by: 'count', ascending: false },
    });
    expect(sortOperator({ ...single, x_axis_sort: 'unknown' }, query)).toBeUndefined();
    expect(
      sortOperator({ ...formData, x_axis_sort: 'count', x_axis_sort_asc: true }, query),
    ).toBeUndefined();
  });

  it('flatten is unconditional', () => {
    expect(flattenOperator(formData, query)).toEqual({ operation: 'flatten' });
  });

  it('prophet only when forecasting', () => {
    expect(
      prophetOperator(
        {
          ...formData,
          forecastEnabled: true,
          forecastPeriods: '10',
          forecastInterval: '0.8',
          time_grain_sqla: 'P1D',
        },
        query,
      ),
    ).toEqual({
      operation: 'prophet',
      options: {
        time_grain: 'P1D',
        periods: 10,
        confidence_interval: 0.8,
        yearly_seasonality: undefined,
        weekly_seasonality: undefined,
        daily_seasonality: undefined,
        index: 'ds',
      },
    });
    expect(prophetOperator(formData, query)).toBeUndefined();
  });

  it('aggregation over every metric, none for LAST_VALUE', () => {
    expect(
      aggregationOperator({ ...formData, aggregation: 'sum' }, { metrics: ['count'] }),
    ).toEqual({
      operation: 'aggregate',
      options: { groupby: [], aggregates: { count: { operator: 'sum', column: 'count' } } },
    });
    expect(aggregationOperator(formData, query)).toBeUndefined();
  });
});
