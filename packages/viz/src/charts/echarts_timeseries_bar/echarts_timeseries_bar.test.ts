import type { BarSeriesOption } from 'echarts';
import { describe, expect, it } from 'vitest';
import { chartDataResult, utc } from '../../testing/chart-data-result.ts';
import { BAR_EXAMPLE } from '../../testing/example-form-data.ts';
import { echartsTimeseriesBarPlugin } from './index.ts';
import { transformEchartsTimeseriesBarProps as transformProps } from './transform-props.ts';

const { formDataSchema, buildQuery } = echartsTimeseriesBarPlugin;
const parse = (overrides: Record<string, unknown> = {}) =>
  formDataSchema.parse({ ...BAR_EXAMPLE, ...overrides });

describe('echarts_timeseries_bar buildQuery', () => {
  it('Bar.yaml: pivots deal_size into series and drops the metric name', () => {
    const [query] = buildQuery(parse()).queries;
    expect(query.columns).toEqual([
      {
        timeGrain: 'P1M',
        columnType: 'BASE_AXIS',
        sqlExpression: 'order_date',
        label: 'order_date',
        expressionType: 'SQL',
      },
      'deal_size',
    ]);
    expect(query.series_columns).toEqual(['deal_size']);
    expect(query.post_processing).toEqual([
      {
        operation: 'pivot',
        options: {
          index: ['order_date'],
          columns: ['deal_size'],
          aggregates: { count: { operator: 'mean' } },
          drop_missing_columns: false,
        },
      },
      { operation: 'rename', options: { columns: { count: null }, level: 0, inplace: true } },
      { operation: 'flatten' },
    ]);
  });

  it('sorts a single series server-side, adding the sort metric when it is not plotted', () => {
    const [query] = buildQuery(
      parse({
        x_axis: 'status',
        groupby: [],
        x_axis_sort: 'SUM(sales)',
        x_axis_sort_asc: false,
        timeseries_limit_metric: 'SUM(sales)',
      }),
    ).queries;
    expect(query.metrics).toEqual(['count', 'SUM(sales)']);
    expect(query.post_processing).toEqual([
      {
        operation: 'pivot',
        options: {
          index: ['status'],
          columns: [],
          aggregates: { count: { operator: 'mean' }, 'SUM(sales)': { operator: 'mean' } },
          drop_missing_columns: false,
        },
      },
      { operation: 'sort', options: { by: 'SUM(sales)', ascending: false } },
      { operation: 'flatten' },
    ]);
  });
});

describe('echarts_timeseries_bar transformProps', () => {
  const byStatus = chartDataResult(
    [
      ['status', 1],
      ['Large', 0],
      ['Small', 0],
    ],
    [
      ['Shipped', 100, 900],
      ['Cancelled', 50, 10],
      ['On Hold', 400, 20],
    ],
    { label_map: { Large: ['Large'], Small: ['Small'] } },
  );
  const transform = (overrides: Record<string, unknown>, result = byStatus) =>
    transformProps({
      formData: parse({ x_axis: 'status', ...overrides }),
      queriesData: [result],
      width: 600,
      height: 300,
    });

  it('uses a category axis for string x values, ordered by the category name, series by total', () => {
    const p = transform({});
    expect(p.option.xAxis).toMatchObject({ type: 'category' });
    const [small, large] = p.option.series as BarSeriesOption[];
    expect(small).toMatchObject({ type: 'bar', name: 'Small' });
    expect(large.data).toEqual([
      ['Cancelled', 50],
      ['On Hold', 400],
      ['Shipped', 100],
    ]);
  });

  it('orders categories by the sum across series when asked', () => {
    const [, large] = transform({ x_axis_sort_series: 'sum', x_axis_sort_series_ascending: false })
      .option.series as BarSeriesOption[];
    expect((large.data as unknown[][]).map(([x]) => x)).toEqual([
      'Shipped',
      'On Hold',
      'Cancelled',
    ]);
  });

  it('swaps axes and point order for horizontal bars', () => {
    const p = transform({ orientation: 'horizontal' });
    expect(p.option.xAxis).toMatchObject({ type: 'value' });
    expect(p.option.yAxis).toMatchObject({ type: 'category' });
    expect((p.option.series as BarSeriesOption[])[0].data?.[0]).toEqual([10, 'Cancelled']);
    expect(p.isHorizontal).toBe(true);
  });

  it('labels only stack totals with only_total, every segment above the threshold otherwise', () => {
    const totals = transform({ stack: 'Stack', show_value: true }).option
      .series as BarSeriesOption[];
    const label = (s: BarSeriesOption) =>
      s.label as { show: boolean; formatter?: (p: unknown) => string };
    expect(totals.map((s) => label(s).show)).toEqual([false, true]);
    expect(label(totals[1]).formatter?.({ value: ['Cancelled', 10], dataIndex: 0 })).toBe('60');
    const segments = transform({
      stack: 'Stack',
      show_value: true,
      only_total: false,
      percentage_threshold: 20,
    }).option.series as BarSeriesOption[];
    expect(label(segments[0]).formatter?.({ value: ['Cancelled', 10], dataIndex: 0 })).toBe('');
    expect(label(segments[1]).formatter?.({ value: ['Cancelled', 50], dataIndex: 0 })).toBe('50');
  });

  it('stacks per value of the stack dimension', () => {
    const twoDims = chartDataResult(
      [
        ['order_date', 2],
        ['Large, 2003', 0],
        ['Small, 2003', 0],
        ['Large, 2004', 0],
      ],
      [[utc(2003, 1), 1, 2, 3]],
      {
        label_map: {
          'Large, 2003': ['Large', '2003'],
          'Small, 2003': ['Small', '2003'],
          'Large, 2004': ['Large', '2004'],
        },
      },
    );
    const p = transformProps({
      formData: parse({
        groupby: ['deal_size', 'year'],
        stack: 'Stack',
        stackDimension: 'deal_size',
      }),
      queriesData: [twoDims],
      width: 600,
      height: 300,
    });
    const stacks = Object.fromEntries(
      (p.option.series as BarSeriesOption[]).map((s) => [s.name, s.stack]),
    );
    expect(stacks).toEqual({
      'Large, 2003': 'Large',
      'Small, 2003': 'Small',
      'Large, 2004': 'Large',
    });
  });
});
