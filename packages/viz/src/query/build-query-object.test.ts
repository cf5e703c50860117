import { describe, expect, it } from 'vitest';
import {
  LINE_EXAMPLE,
  PIE_EXAMPLE,
  SUM_SALES_METRIC,
  TABLE_EXAMPLE,
} from '../testing/example-form-data.ts';
import { buildQueryObject } from './build-query-object.ts';

const NO_FILTER = { col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' };

describe('buildQueryObject on saved Superset examples', () => {
  it('Line: groupby becomes columns, grain goes to extras, TEMPORAL_RANGE becomes a filter', () => {
    expect(buildQueryObject(LINE_EXAMPLE)).toEqual({
      filters: [NO_FILTER],
      extras: { time_grain_sqla: 'P1M', having: '', where: '' },
      applied_time_extras: {},
      columns: ['product_line'],
      metrics: ['count'],
      annotation_layers: [],
      row_limit: 10000,
      series_limit: 0,
      group_others_when_limit_reached: false,
      order_desc: true,
      url_params: {},
      custom_params: {},
      custom_form_data: {},
    });
  });

  it('Pie: the singular metric key feeds metrics', () => {
    const query = buildQueryObject(PIE_EXAMPLE);
    expect(query.metrics).toEqual([SUM_SALES_METRIC]);
    expect(query.columns).toEqual(['product_line']);
    expect(query.row_limit).toBe(100);
    expect(query.extras).toEqual({ having: '', where: '' });
  });

  it('Table in raw mode: all_columns feed columns, metrics are undefined, empty order_by_cols give no orderby', () => {
    const query = buildQueryObject(TABLE_EXAMPLE);
    expect(query.columns).toEqual(['order_date', 'product_line', 'status', 'price_each', 'sales']);
    expect(query.metrics).toBeUndefined();
    expect(query.orderby).toBeUndefined();
    expect(query.extras).toEqual({ time_grain_sqla: 'P1D', having: '', where: '' });
  });
});

describe('filters and free-form clauses', () => {
  const base = { datasource: '1__table', viz_type: 'table' };

  it('splits SIMPLE and SQL adhoc filters by clause and drops SIMPLE HAVING filters', () => {
    const query = buildQueryObject({
      ...base,
      where: 'legacy = 1',
      adhoc_filters: [
        {
          expressionType: 'SIMPLE',
          clause: 'WHERE',
          subject: 'country',
          operator: 'IN',
          comparator: ['US', 'FR'],
        },
        { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'state', operator: 'IS NOT NULL' },
        {
          expressionType: 'SIMPLE',
          clause: 'HAVING',
          subject: 'SUM(x)',
          operator: '>',
          comparator: 10,
        },
        { expressionType: 'SQL', clause: 'WHERE', sqlExpression: "name LIKE 'a%'" },
        { expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'x > 1 -- big' },
        { expressionType: 'SQL', clause: 'HAVING', sqlExpression: 'SUM(num) > 5' },
        { expressionType: 'SQL', clause: 'HAVING', sqlExpression: 'COUNT(*) < 9' },
      ],
    });
    expect(query.filters).toEqual([
      { col: 'country', op: 'IN', val: ['US', 'FR'] },
      { col: 'state', op: 'IS NOT NULL' },
    ]);
    expect(query.extras).toEqual({
      where: "(legacy = 1) AND (name LIKE 'a%') AND (x > 1 -- big\n)",
      having: '(SUM(num) > 5) AND (COUNT(*) < 9)',
    });
  });

  it('maps legacy extra_filters: reserved columns set query fields, others are filters', () => {
    const query = buildQueryObject({
      ...base,
      time_range: 'Last week',
      time_grain_sqla: 'P1D',
      extra_filters: [
        { col: '__time_range', op: '==', val: 'Last year' },
        { col: '__time_grain', op: '==', val: 'P1W' },
        { col: '__time_col', op: '==', val: 'ds' },
        { col: 'gender', op: 'IN', val: ['boy'] },
      ],
    });
    expect(query.time_range).toBe('Last year');
    expect(query.granularity).toBe('ds');
    expect(query.extras).toEqual({ time_grain_sqla: 'P1W', having: '', where: '' });
    expect(query.filters).toEqual([{ col: 'gender', op: 'IN', val: ['boy'] }]);
    expect(query.applied_time_extras).toEqual({
      __time_range: 'Last year',
      __time_grain: 'P1W',
      __time_col: 'ds',
    });
  });
});

describe('extra_form_data (native filters and cross-filters)', () => {
  it('appends filters and adhoc filters, overrides time fields and extras', () => {
    const query = buildQueryObject({
      ...LINE_EXAMPLE,
      granularity_sqla: 'order_date',
      extra_form_data: {
        filters: [{ col: 'deal_size', op: 'IN', val: ['Small'] }],
        adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: '1 = 0' }],
        time_range: 'Last quarter',
        granularity_sqla: 'ship_date',
        time_grain_sqla: 'P1W',
        relative_start: 'now',
        time_compare: '1 year ago',
        custom_form_data: { foo: 1 },
      },
    });
    expect(query.filters).toEqual([{ col: 'deal_size', op: 'IN', val: ['Small'] }, NO_FILTER]);
    expect(query.extras).toEqual({
      time_grain_sqla: 'P1W',
      relative_start: 'now',
      having: '',
      where: '(1 = 0)',
    });
    expect(query.time_range).toBe('Last quarter');
    expect(query.granularity).toBe('ship_date');
    expect(query.time_compare).toBe('1 year ago');
    expect(query.custom_form_data).toEqual({ foo: 1 });
  });
});

describe('columns, metrics and orderby', () => {
  const base = { datasource: '1__table', viz_type: 'x' };

  it('concatenates the column and metric keys and de-duplicates by label', () => {
    const sumNum = {
      expressionType: 'SIMPLE' as const,
      aggregate: 'SUM',
      column: { column_name: 'num' },
    };
    const query = buildQueryObject({
      ...base,
      columns: ['a', ''],
      groupby: ['b', 'a'],
      all_columns: [{ label: 'c', sqlExpression: 'UPPER(c)' }],
      series: 'd',
      metrics: ['count', sumNum],
      metric: { ...sumNum, label: 'SUM(num)' },
      secondary_metric: 'avg_x',
      size: 'count',
    });
    expect(query.columns).toEqual(['a', 'b', { label: 'c', sqlExpression: 'UPPER(c)' }, 'd']);
    expect(query.metrics).toEqual(['count', sumNum, 'avg_x']);
  });

  it('ignores column keys in aggregate mode and groupby / metric keys in raw mode', () => {
    const formData = {
      ...base,
      groupby: ['g'],
      columns: ['c'],
      all_columns: ['r'],
      metrics: ['m'],
    };
    expect(buildQueryObject({ ...formData, query_mode: 'aggregate' })).toMatchObject({
      columns: ['g'],
      metrics: ['m'],
    });
    const raw = buildQueryObject({ ...formData, query_mode: 'raw' });
    expect(raw.columns).toEqual(['c', 'r']);
    expect(raw.metrics).toBeUndefined();
  });

  it('parses order_by_cols JSON strings and rejects bad ones', () => {
    expect(
      buildQueryObject({ ...base, order_by_cols: ['["name", true]', '["num", false]'] }).orderby,
    ).toEqual([
      ['name', true],
      ['num', false],
    ]);
    expect(() => buildQueryObject({ ...base, order_by_cols: ['["name", tru'] })).toThrow(
      'Found invalid orderby options',
    );
  });
});

describe('limits', () => {
  const base = { datasource: '1__table', viz_type: 'x' };

  it('coerces numeric row limits and omits non-numeric ones', () => {
    expect(buildQueryObject({ ...base, row_limit: '500', row_offset: 20 })).toMatchObject({
      row_limit: 500,
      row_offset: 20,
    });
    expect(buildQueryObject({ ...base, row_limit: 'abc' }).row_limit).toBeUndefined();
  });

  it('takes series_limit, else the numeric limit, else 0', () => {
    expect(buildQueryObject({ ...base, series_limit: 7, limit: 10 }).series_limit).toBe(7);
    expect(buildQueryObject({ ...base, limit: '10' }).series_limit).toBe(10);
    expect(buildQueryObject({ ...base, limit: null }).series_limit).toBe(0);
  });

  it('prefers a valid series_limit_metric over timeseries_limit_metric', () => {
    expect(
      buildQueryObject({ ...base, series_limit_metric: 'a', timeseries_limit_metric: 'b' })
        .series_limit_metric,
    ).toBe('a');
    expect(
      buildQueryObject({ ...base, series_limit_metric: '', timeseries_limit_metric: 'b' })
        .series_limit_metric,
    ).toBe('b');
  });

  it('defaults order_desc to true and keeps false', () => {
    expect(buildQueryObject(base).order_desc).toBe(true);
    expect(buildQueryObject({ ...base, order_desc: false }).order_desc).toBe(false);
  });
});
