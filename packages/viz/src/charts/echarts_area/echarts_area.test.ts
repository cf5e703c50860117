import type { LineSeriesOption } from 'echarts';
import { describe, expect, it } from 'vitest';
import { chartDataResult, utc } from '../../testing/chart-data-result.ts';
import { LINE_EXAMPLE, SUM_SALES_METRIC } from '../../testing/example-form-data.ts';
import { echartsAreaPlugin } from './index.ts';
import { transformEchartsAreaProps as transformProps } from './transform-props.ts';

const { formDataSchema, buildQuery, controlPanel } = echartsAreaPlugin;

/** Featured Charts/Area.yaml (the keys it shares with Line.yaml come from LINE_EXAMPLE; values checked equal). */
const SALES = { ...SUM_SALES_METRIC, optionName: 'metric_thuvfstatme_5o1pircsnev' };
const AREA_EXAMPLE = {
  ...LINE_EXAMPLE,
  viz_type: 'echarts_area',
  time_grain_sqla: 'P1W',
  metrics: [SALES],
  groupby: ['deal_size'],
};
const parse = (overrides: Record<string, unknown> = {}) =>
  formDataSchema.parse({ ...AREA_EXAMPLE, ...overrides });

describe('echarts_area buildQuery', () => {
  it('Area.yaml: weekly x-axis + deal_size, orderby on SUM(sales), pivot -> rename -> flatten', () => {
    expect(buildQuery(parse()).queries).toEqual([
      {
        filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' }],
        extras: { time_grain_sqla: 'P1W', having: '', where: '' },
        applied_time_extras: {},
        columns: [
          {
            timeGrain: 'P1W',
            columnType: 'BASE_AXIS',
            sqlExpression: 'order_date',
            label: 'order_date',
            expressionType: 'SQL',
          },
          'deal_size',
        ],
        metrics: [SALES],
        orderby: [[SALES, false]],
        annotation_layers: [],
        row_limit: 10000,
        series_columns: ['deal_size'],
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
              columns: ['deal_size'],
              aggregates: { 'SUM(sales)': { operator: 'mean' } },
              drop_missing_columns: false,
            },
          },
          {
            operation: 'rename',
            options: { columns: { 'SUM(sales)': null }, level: 0, inplace: true },
          },
          { operation: 'flatten' },
        ],
      },
    ]);
  });

  it('adds a row contribution step for contributionMode row', () => {
    const [query] = buildQuery(parse({ contributionMode: 'row' })).queries;
    expect(query.post_processing?.map((s) => s?.operation)).toEqual([
      'pivot',
      'rename',
      'contribution',
      'flatten',
    ]);
  });
});

const RESULT = chartDataResult(
  [
    ['order_date', 2],
    ['Large', 0],
    ['Small', 0],
  ],
  [
    [utc(2003, 1, 6), 100, 300],
    [utc(2003, 1, 13), null, 200],
    [utc(2003, 1, 20), 50, 150],
  ],
  { label_map: { Large: ['Large'], Small: ['Small'] } },
);

describe('echarts_area transformProps', () => {
  const transform = (overrides: Record<string, unknown> = {}) =>
    transformProps({ formData: parse(overrides), queriesData: [RESULT], width: 800, height: 400 });
  const seriesOf = (overrides: Record<string, unknown> = {}) =>
    transform(overrides).option.series as LineSeriesOption[];

  it('draws filled lines with the saved opacity, series ordered by total', () => {
    const series = seriesOf();
    expect(series.map((s) => s.name)).toEqual(['Small', 'Large']);
    expect(series[0]).toMatchObject({
      type: 'line',
      smooth: false,
      areaStyle: { opacity: 0.2 },
      itemStyle: { color: '#1FA8C9' },
    });
    expect(series[1].data).toEqual([
      [utc(2003, 1, 6), 100],
      [utc(2003, 1, 13), null],
      [utc(2003, 1, 20), 50],
    ]);
    expect(seriesOf({ opacity: 0.5 })[0].areaStyle).toEqual({ opacity: 0.5 });
  });

  it('applies the series style: smooth or stepped', () => {
    expect(seriesOf({ seriesType: 'smooth' })[0].smooth).toBe(true);
    expect(seriesOf({ seriesType: 'start' })[0].step).toBe('start');
  });

  it('stacks with zero-filled gaps, or expands to 0-1 with a percent axis', () => {
    const stacked = seriesOf({ stack: 'Stack' });
    expect(stacked.map((s) => s.stack)).toEqual(['obs', 'obs']);
    expect(stacked[1].data?.[1]).toEqual([utc(2003, 1, 13), 0]);
    const expanded = transform({ stack: 'Expand' });
    expect(((expanded.option.series as LineSeriesOption[])[0].data?.[0] as number[])[1]).toBe(0.75);
    expect(expanded.option.yAxis).toMatchObject({ min: 0, max: 1 });
    expect(
      (
        expanded.option.yAxis as { axisLabel: { formatter: (v: number) => string } }
      ).axisLabel.formatter(0.5),
    ).toBe('50%');
  });

  it('samples stacked areas of 10,000 points (LTTB) and keeps every point', () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => [utc(2003, 1, 1 + i), i, i + 1]);
    const big = chartDataResult(
      RESULT.colnames.map((c, i) => [c, RESULT.coltypes[i]!]),
      rows,
    );
    const series = transformProps({
      formData: parse({ stack: 'Stack' }),
      queriesData: [big],
      width: 800,
      height: 400,
    }).option.series as LineSeriesOption[];
    expect(series.map((s) => [s.sampling, s.showSymbol, s.stack, s.data?.length])).toEqual([
      ['lttb', false, 'obs', 10_000],
      ['lttb', false, 'obs', 10_000],
    ]);
    expect(seriesOf({ stack: 'Stack' })[0].sampling).toBeUndefined();
  });

  it('formats the y axis with the saved number format', () => {
    const yAxis = transform({ y_axis_format: ',.0f' }).option.yAxis as {
      axisLabel: { formatter: (v: number) => string };
    };
    expect(yAxis.axisLabel.formatter(12345.6)).toBe('12,346');
  });

  it('offers Expand in the stack control and defaults extra controls off', () => {
    const controls = controlPanel.sections.flatMap((s) => s.controls);
    expect(controls.find((c) => c.name === 'stack')?.choices?.map(([v]) => v)).toEqual([
      null,
      'Stack',
      'Stream',
      'Expand',
    ]);
    expect(controls.find((c) => c.name === 'show_extra_controls')?.default).toBe(false);
  });
});
