import type { BarSeriesOption } from 'echarts';
import { describe, expect, it } from 'vitest';
import { chartDataResult, utc } from '../../testing/chart-data-result.ts';
import { SUM_SALES_METRIC } from '../../testing/example-form-data.ts';
import { waterfallPlugin } from './index.ts';
import { transformWaterfallProps as transformProps } from './transform-props.ts';

const { formDataSchema, buildQuery } = waterfallPlugin;

const SALES = { ...SUM_SALES_METRIC, optionName: 'metric_uufmfvmm7_zhsh1h4vbh' };
/** Featured Charts/Waterfall.yaml (params, verbatim). */
const WATERFALL_EXAMPLE = {
  datasource: '22__table',
  viz_type: 'waterfall',
  x_axis: 'order_date',
  time_grain_sqla: 'P3M',
  groupby: [],
  metric: SALES,
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
  show_value: true,
  increase_color: { r: 90, g: 193, b: 137, a: 1 },
  decrease_color: { r: 224, g: 67, b: 85, a: 1 },
  total_color: { r: 102, g: 102, b: 102, a: 1 },
  x_axis_time_format: 'smart_date',
  x_ticks_layout: 'auto',
  y_axis_format: 'SMART_NUMBER',
  extra_form_data: {},
  dashboards: [13],
};
const parse = (overrides: Record<string, unknown> = {}) =>
  formDataSchema.parse({ ...WATERFALL_EXAMPLE, ...overrides });

describe('waterfall buildQuery', () => {
  it('Waterfall.yaml: quarterly order_date (BASE_AXIS), SUM(sales), ordered by the x column ascending', () => {
    expect(buildQuery(parse()).queries).toEqual([
      {
        filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' }],
        extras: { time_grain_sqla: 'P3M', having: '', where: '' },
        applied_time_extras: {},
        columns: [
          {
            timeGrain: 'P3M',
            columnType: 'BASE_AXIS',
            sqlExpression: 'order_date',
            label: 'order_date',
            expressionType: 'SQL',
          },
        ],
        metrics: [SALES],
        orderby: [['order_date', true]],
        annotation_layers: [],
        row_limit: 10000,
        series_limit: 0,
        group_others_when_limit_reached: false,
        order_desc: true,
        url_params: {},
        custom_params: {},
        custom_form_data: {},
      },
    ]);
  });

  it('adds the breakdown column, also ordered ascending', () => {
    const [query] = buildQuery(parse({ groupby: 'deal_size' })).queries;
    expect(query.columns?.[1]).toBe('deal_size');
    expect(query.orderby).toEqual([
      ['order_date', true],
      ['deal_size', true],
    ]);
  });
});

const RESULT = chartDataResult(
  [
    ['order_date', 2],
    ['SUM(sales)', 0],
  ],
  [
    [utc(2003, 1), 100],
    [utc(2003, 4), -30],
    [utc(2003, 7), 50],
  ],
);

describe('waterfall transformProps', () => {
  const transform = (overrides: Record<string, unknown> = {}, result = RESULT) =>
    transformProps({ formData: parse(overrides), queriesData: [result], width: 600, height: 400 });
  const seriesOf = (p: ReturnType<typeof transform>) => p.option.series as BarSeriesOption[];

  it('floats increases and decreases on an invisible assist series and ends with a Total bar', () => {
    const p = transform({ x_axis_time_format: '%Y-%m' });
    expect(p.option.xAxis).toMatchObject({
      type: 'category',
      data: ['2003-01', '2003-04', '2003-07', 'Total'],
    });
    const series = seriesOf(p);
    expect(series.map((s) => [s.name, s.stack, s.data])).toEqual([
      ['assist', 'waterfall', [0, 70, 70, 0]],
      ['Increase', 'waterfall', [100, null, 50, null]],
      ['Decrease', 'waterfall', [null, 30, null, null]],
      ['Total', 'waterfall', [null, null, null, 120]],
    ]);
    expect(series[0].itemStyle).toMatchObject({ color: 'transparent' });
    expect(series.slice(1).map((s) => s.itemStyle?.color)).toEqual([
      'rgba(90,193,137,1)',
      'rgba(224,67,85,1)',
      'rgba(102,102,102,1)',
    ]);
  });

  it('draws 10,000 periods as large-mode bars without labels, every bar kept', () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => [utc(2003, 1, 1 + i), i % 2 ? -1 : 2]);
    const series = seriesOf(
      transform(
        { show_value: true },
        chartDataResult(
          RESULT.colnames.map((c, i) => [c, RESULT.coltypes[i]!]),
          rows,
        ),
      ),
    );
    expect(series.map((s) => [s.name, s.large, s.label?.show, s.data?.length])).toEqual([
      ['assist', true, false, 10_001],
      ['Increase', true, false, 10_001],
      ['Decrease', true, false, 10_001],
      ['Total', true, false, 10_001],
    ]);
    // The running total of 5,000 × (+2 − 1) closes the chart.
    expect(series[3].data?.[10_000]).toBe(5_000);
    expect(seriesOf(transform({ show_value: true })).some((s) => s.large)).toBe(false);
  });

  it('keeps periods with the same label apart: smart_date quarters of three years make 10 bars and a Total', () => {
    const quarters = [2003, 2004, 2005]
      .flatMap((y) => [1, 4, 7, 10].map((m) => utc(y, m)))
      .slice(0, 10);
    const result = chartDataResult(
      [
        ['order_date', 2],
        ['SUM(sales)', 0],
      ],
      quarters.map((q, i) => [q, (i + 1) * 10]),
    );
    const p = transform({}, result);
    expect((p.option.xAxis as { data: string[] }).data).toEqual([
      '2003',
      'April',
      'July',
      'October',
      '2004',
      'April',
      'July',
      'October',
      '2005',
      'April',
      'Total',
    ]);
    expect(seriesOf(p).find((s) => s.name === 'Increase')?.data).toEqual([
      10,
      20,
      30,
      40,
      50,
      60,
      70,
      80,
      90,
      100,
      null,
    ]);
    expect(seriesOf(p).find((s) => s.name === 'Total')?.data).toEqual([
      ...Array(10).fill(null),
      550,
    ]);
  });

  it('splits bars that cross zero into a part above and below the axis', () => {
    const crossing = chartDataResult(
      [
        ['order_date', 2],
        ['SUM(sales)', 0],
      ],
      [
        [utc(2003, 1), 20],
        [utc(2003, 4), -50],
      ],
    );
    const series = seriesOf(transform({}, crossing));
    expect(series.map((s) => [s.id ?? s.name, s.data])).toEqual([
      ['assist', [0, 0, 0]],
      ['increase', [20, null, null]],
      ['decrease', [null, 20, null]],
      ['decrease__negative', [null, -30, null]],
      ['total', [null, null, null]],
      ['total__negative', [null, null, -30]],
    ]);
  });

  it('breaks each period down and closes it with its running total', () => {
    const byDeal = chartDataResult(
      [
        ['order_date', 2],
        ['deal_size', 1],
        ['SUM(sales)', 0],
      ],
      [
        [utc(2003, 1), 'Large', 10],
        [utc(2003, 1), 'Small', 5],
        [utc(2003, 4), 'Large', -3],
      ],
    );
    const p = transform({ groupby: ['deal_size'], x_axis_time_format: '%Y-%m' }, byDeal);
    expect((p.option.xAxis as { data: string[] }).data).toEqual([
      'Large',
      'Small',
      '2003-01',
      'Large',
      '2003-04',
    ]);
    expect(seriesOf(p).find((s) => s.name === 'Total')?.data).toEqual([null, null, 15, null, 12]);
  });

  it('formats labels, the y axis and the tooltip with the running total', () => {
    const p = transform({ y_axis_format: ',d' });
    const label = seriesOf(p)[1].label as { show: boolean; formatter: (params: unknown) => string };
    expect(label.show).toBe(true);
    expect(label.formatter({ dataIndex: 1 })).toBe('-30');
    expect(label.formatter({ dataIndex: 3 })).toBe('120');
    expect(
      (p.option.yAxis as { axisLabel: { formatter: (v: number) => string } }).axisLabel.formatter(
        1500,
      ),
    ).toBe('1,500');
    const tooltip = p.option.tooltip as { formatter: (params: unknown) => string };
    expect(tooltip.formatter([{ dataIndex: 1 }])).toContain('Decrease: -30</div>');
    expect(tooltip.formatter([{ dataIndex: 1 }])).toContain('Total: 70</div>');
    expect(p.option.legend).toMatchObject({ show: false, data: ['Increase', 'Decrease', 'Total'] });
  });
});
