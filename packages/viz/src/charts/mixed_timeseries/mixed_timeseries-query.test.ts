import { describe, expect, it } from 'vitest';
import { MIXED_EXAMPLE, parse } from '../../testing/mixed_timeseries-fixture.ts';
import { mixedTimeseriesPlugin } from './index.ts';

const { buildQuery } = mixedTimeseriesPlugin;

const AXIS = {
  timeGrain: 'P1M',
  columnType: 'BASE_AXIS',
  sqlExpression: 'order_date',
  label: 'order_date',
  expressionType: 'SQL',
};
const halfQuery = (metric: unknown, label: string) => ({
  filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' }],
  extras: { time_grain_sqla: 'P1M', having: '', where: '' },
  applied_time_extras: {},
  columns: [AXIS],
  metrics: [metric],
  orderby: [[metric, false]],
  annotation_layers: [],
  row_limit: 10000,
  series_columns: [],
  series_limit: 0,
  group_others_when_limit_reached: false,
  order_desc: true,
  url_params: {},
  custom_params: {},
  custom_form_data: {},
  time_offsets: [],
  post_processing: [
    {
      operation: 'pivot',
      options: {
        index: ['order_date'],
        columns: [],
        aggregates: { [label]: { operator: 'mean' } },
        drop_missing_columns: false,
      },
    },
    { operation: 'flatten' },
  ],
});

describe('mixed_timeseries buildQuery', () => {
  it('Mixed.yaml: query A plots SUM(sales), query B count, both on the monthly order_date axis', () => {
    const request = buildQuery(parse());
    expect(request.datasource).toEqual({ id: 22, type: 'table' });
    expect(request.queries).toEqual([
      halfQuery(MIXED_EXAMPLE.metrics[0], 'SUM(sales)'),
      halfQuery('count', 'count'),
    ]);
  });

  it('feeds each query its own groupby, filters, limits and advanced analytics', () => {
    const [a, b] = buildQuery(
      parse({
        groupby: ['product_line'],
        groupby_b: ['deal_size'],
        adhoc_filters_b: [
          {
            clause: 'WHERE',
            subject: 'status',
            operator: '==',
            comparator: 'Shipped',
            expressionType: 'SIMPLE',
          },
        ],
        limit_b: 5,
        row_limit_b: 500,
        rolling_type_b: 'cumsum',
        time_compare_b: ['1 year ago'],
      }),
    ).queries;
    expect(a).toMatchObject({
      columns: [AXIS, 'product_line'],
      series_columns: ['product_line'],
      series_limit: 0,
      row_limit: 10000,
      time_offsets: [],
    });
    expect(a.post_processing?.map((s) => s?.operation)).toEqual(['pivot', 'rename', 'flatten']);
    expect(b).toMatchObject({
      columns: [AXIS, 'deal_size'],
      series_columns: ['deal_size'],
      series_limit: 5,
      row_limit: 500,
      time_offsets: ['1 year ago'],
    });
    expect(b.filters).toEqual([{ col: 'status', op: '==', val: 'Shipped' }]);
    expect(b.post_processing).toEqual([
      {
        operation: 'pivot',
        options: {
          index: ['order_date'],
          columns: ['deal_size'],
          drop_missing_columns: false,
          aggregates: { count: { operator: 'mean' }, 'count__1 year ago': { operator: 'mean' } },
        },
      },
      {
        operation: 'cum',
        options: {
          operator: 'sum',
          columns: { count: 'count', 'count__1 year ago': 'count__1 year ago' },
        },
      },
      {
        operation: 'rename',
        options: { columns: { 'count__1 year ago': '1 year ago' }, level: 0, inplace: true },
      },
      { operation: 'flatten' },
    ]);
  });
});
