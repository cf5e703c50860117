import type { HeatmapSeriesOption } from 'echarts';
import { describe, expect, it } from 'vitest';
import { chartDataResult, utc } from '../../testing/chart-data-result.ts';
import { heatmapV2Plugin } from './index.ts';
import { transformHeatmapV2Props as transformProps } from './transform-props.ts';

const { formDataSchema, buildQuery } = heatmapV2Plugin;

/** Featured Charts/Heatmap.yaml (params, verbatim). */
const HEATMAP_EXAMPLE = {
  datasource: '22__table',
  viz_type: 'heatmap_v2',
  x_axis: 'product_line',
  time_grain_sqla: 'P1D',
  groupby: 'deal_size',
  metric: 'count',
  adhoc_filters: [
    {
      clause: 'WHERE',
      subject: 'order_date',
      operator: 'TEMPORAL_RANGE',
      comparator: 'No filter',
      expressionType: 'SIMPLE',
    },
  ],
  row_limit: 10000,
  sort_x_axis: 'alpha_asc',
  sort_y_axis: 'alpha_asc',
  normalize_across: 'heatmap',
  legend_type: 'continuous',
  linear_color_scheme: 'superset_seq_1',
  xscale_interval: -1,
  yscale_interval: -1,
  left_margin: 'auto',
  bottom_margin: 'auto',
  value_bounds: [null, null],
  y_axis_format: 'SMART_NUMBER',
  x_axis_time_format: 'smart_date',
  show_legend: true,
  show_percentage: true,
  show_values: true,
  extra_form_data: {},
  dashboards: [13],
};
const parse = (overrides: Record<string, unknown> = {}) =>
  formDataSchema.parse({ ...HEATMAP_EXAMPLE, ...overrides });

describe('heatmap_v2 buildQuery', () => {
  it('Heatmap.yaml: product_line (BASE_AXIS) x deal_size, both axes sorted ascending, rank across the heatmap', () => {
    expect(buildQuery(parse()).queries).toEqual([
      {
        filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' }],
        extras: { time_grain_sqla: 'P1D', having: '', where: '' },
        applied_time_extras: {},
        columns: [
          {
            timeGrain: 'P1D',
            columnType: 'BASE_AXIS',
            sqlExpression: 'product_line',
            label: 'product_line',
            expressionType: 'SQL',
          },
          'deal_size',
        ],
        metrics: ['count'],
        orderby: [
          ['product_line', true],
          ['deal_size', true],
        ],
        annotation_layers: [],
        row_limit: 10000,
        series_limit: 0,
        group_others_when_limit_reached: false,
        order_desc: true,
        url_params: {},
        custom_params: {},
        custom_form_data: {},
        post_processing: [{ operation: 'rank', options: { metric: 'count' } }],
      },
    ]);
  });

  it('orders by the metric for value sorts and ranks within x or y', () => {
    const [byX] = buildQuery(
      parse({ sort_x_axis: 'value_desc', sort_y_axis: null, normalize_across: 'x' }),
    ).queries;
    expect(byX.orderby).toEqual([['count', false]]);
    expect(byX.post_processing).toEqual([
      { operation: 'rank', options: { metric: 'count', group_by: 'product_line' } },
    ]);
    const [byY] = buildQuery(parse({ groupby: ['deal_size'], normalize_across: 'y' })).queries;
    expect(byY.post_processing).toEqual([
      { operation: 'rank', options: { metric: 'count', group_by: 'deal_size' } },
    ]);
  });
});

const RESULT = chartDataResult(
  [
    ['product_line', 1],
    ['deal_size', 1],
    ['count', 0],
    ['rank', 0],
  ],
  [
    ['Classic Cars', 'Large', 100, 0.75],
    ['Classic Cars', 'Small', 300, 1],
    ['Ships', 'Large', 50, 0.5],
    ['Ships', 'Small', 10, 0.25],
  ],
);

describe('heatmap_v2 transformProps', () => {
  const transform = (overrides: Record<string, unknown> = {}, result = RESULT) =>
    transformProps({ formData: parse(overrides), queriesData: [result], width: 500, height: 400 });
  const seriesOf = (p: ReturnType<typeof transform>) =>
    (p.option.series as HeatmapSeriesOption[])[0];

  it('draws one heatmap series on two category axes in query order', () => {
    const p = transform();
    expect(p.option.xAxis).toMatchObject({
      type: 'category',
      data: ['Classic Cars', 'Ships'],
      // The default interval (-1) with room for both labels: both named.
      axisLabel: { interval: 0 },
    });
    expect(p.option.yAxis).toMatchObject({ type: 'category', data: ['Large', 'Small'] });
    expect(seriesOf(p)).toMatchObject({
      type: 'heatmap',
      label: { show: true },
      itemStyle: { borderColor: 'rgba(0,0,0,1)', borderWidth: 0 },
    });
    expect(seriesOf(p).data).toEqual([
      ['Classic Cars', 'Large', 100, 0.75],
      ['Classic Cars', 'Small', 300, 1],
      ['Ships', 'Large', 50, 0.5],
      ['Ships', 'Small', 10, 0.25],
    ]);
  });

  it('binds the visual map to the value range, the saved bounds, or the rank', () => {
    expect(transform().option.visualMap).toMatchObject({
      type: 'continuous',
      min: 10,
      max: 300,
      dimension: 2,
      inRange: {
        // Every stop of superset_seq_1 (the default), not only its two ends.
        color: [
          '#F4FAD4',
          '#D7F1AC',
          '#A9E3AF',
          '#82CDBB',
          '#63C1BF',
          '#1FA8C9',
          '#2367AC',
          '#2A2D84',
          '#251354',
          '#050415',
        ],
      },
    });
    expect(
      transform({ value_bounds: [0, 1000], legend_type: 'piecewise' }).option.visualMap,
    ).toMatchObject({ type: 'piecewise', min: 0, max: 1000 });
    const normalized = transform({ normalized: true }).option.visualMap as {
      min: number;
      max: number;
      dimension: number;
      formatter: (v: number) => string;
    };
    expect(normalized).toMatchObject({ min: 0, max: 1, dimension: 3 });
    expect(normalized.formatter(0.5)).toBe('50.00%');
  });

  it('formats cell labels and the tooltip with value and share of total', () => {
    const p = transform({ y_axis_format: ',d' });
    expect(
      (seriesOf(p).label as { formatter: (params: unknown) => string }).formatter({
        value: ['Ships', 'Small', 1000],
      }),
    ).toBe('1,000');
    const tooltip = p.option.tooltip as { formatter: (params: unknown) => string };
    expect(tooltip.formatter({ value: ['Ships', 'Large', 50, 0.5] })).toBe(
      '<div>product_line: Ships</div><div>deal_size: Large</div><div>count: 50</div><div>% of total: 10.87%</div>',
    );
  });

  it('formats temporal x values with the time format and steps labels by the scale interval', () => {
    const byMonth = chartDataResult(
      [
        ['order_date', 2],
        ['deal_size', 1],
        ['count', 0],
      ],
      [[utc(2003, 2), 'Small', 5]],
    );
    const p = transform(
      { x_axis: 'order_date', x_axis_time_format: '%Y-%m', xscale_interval: 2 },
      byMonth,
    );
    const xAxis = p.option.xAxis as {
      data: string[];
      axisLabel: { formatter: (v: unknown) => string; interval: number };
    };
    expect(xAxis.axisLabel.formatter(xAxis.data[0])).toBe('2003-02');
    expect(xAxis.axisLabel.interval).toBe(1);
  });
});
