import type { LineSeriesOption } from 'echarts';
import { describe, expect, it, vi } from 'vitest';
import { chartDataResult, utc } from '../../testing/chart-data-result.ts';
import { LINE_EXAMPLE } from '../../testing/example-form-data.ts';
import { echartsTimeseriesLinePlugin } from './index.ts';
import { transformEchartsTimeseriesLineProps as transformProps } from './transform-props.ts';

const { formDataSchema, buildQuery, controlPanel } = echartsTimeseriesLinePlugin;
const parse = (overrides: Record<string, unknown> = {}) =>
  formDataSchema.parse({ ...LINE_EXAMPLE, ...overrides });

const AXIS = {
  timeGrain: 'P1M',
  columnType: 'BASE_AXIS',
  sqlExpression: 'order_date',
  label: 'order_date',
  expressionType: 'SQL',
};
const PIVOT = {
  operation: 'pivot',
  options: {
    index: ['order_date'],
    columns: ['product_line'],
    aggregates: { count: { operator: 'mean' } },
    drop_missing_columns: false,
  },
};

describe('echarts_timeseries_line buildQuery', () => {
  it('Line.yaml: x-axis + groupby, orderby on the first metric, pivot -> rename -> flatten', () => {
    expect(buildQuery(parse()).queries).toEqual([
      {
        filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' }],
        extras: { time_grain_sqla: 'P1M', having: '', where: '' },
        applied_time_extras: {},
        columns: [AXIS, 'product_line'],
        metrics: ['count'],
        orderby: [['count', false]],
        annotation_layers: [],
        row_limit: 10000,
        series_columns: ['product_line'],
        series_limit: 0,
        group_others_when_limit_reached: false,
        order_desc: true,
        url_params: {},
        custom_params: {},
        custom_form_data: {},
        time_offsets: [],
        post_processing: [
          PIVOT,
          { operation: 'rename', options: { columns: { count: null }, level: 0, inplace: true } },
          { operation: 'flatten' },
        ],
      },
    ]);
  });

  it('series limit and sort metric: orderby follows the limit metric', () => {
    const [query] = buildQuery(
      parse({ limit: 5, timeseries_limit_metric: 'SUM(sales)', order_desc: false }),
    ).queries;
    expect(query).toMatchObject({
      series_limit: 5,
      series_limit_metric: 'SUM(sales)',
      orderby: [['SUM(sales)', true]],
      order_desc: false,
    });
  });

  it('time comparison: offsets, time-compare pivot, rename of offset columns', () => {
    const [query] = buildQuery(
      parse({ time_compare: ['1 year ago'], comparison_type: 'values' }),
    ).queries;
    expect(query.time_offsets).toEqual(['1 year ago']);
    expect(query.post_processing).toEqual([
      {
        operation: 'pivot',
        options: {
          index: ['order_date'],
          columns: ['product_line'],
          drop_missing_columns: false,
          aggregates: { count: { operator: 'mean' }, 'count__1 year ago': { operator: 'mean' } },
        },
      },
      {
        operation: 'rename',
        options: { columns: { 'count__1 year ago': '1 year ago' }, level: 0, inplace: true },
      },
      { operation: 'flatten' },
    ]);
  });

  it('the PP-TS order: pivot, rolling, compare, resample, rename, contribution, flatten', () => {
    const [query] = buildQuery(
      parse({
        time_compare: '1 year ago',
        comparison_type: 'difference',
        rolling_type: 'sum',
        rolling_periods: 3,
        resample_rule: '1MS',
        resample_method: 'ffill',
        contributionMode: 'row',
      }),
    ).queries;
    expect(query.post_processing?.map((step) => step?.operation)).toEqual([
      'pivot',
      'rolling',
      'compare',
      'resample',
      'rename',
      'contribution',
      'flatten',
    ]);
    expect(query.post_processing?.[5]).toEqual({
      operation: 'contribution',
      options: { orientation: 'row', time_shifts: ['1 year ago'] },
    });
  });

  it('legacy charts without x_axis are time series on __timestamp', () => {
    const [query] = buildQuery(
      parse({ x_axis: undefined, granularity_sqla: 'order_date' }),
    ).queries;
    expect(query).toMatchObject({
      columns: ['product_line'],
      is_timeseries: true,
      granularity: 'order_date',
    });
    expect(query.post_processing?.[0]?.options?.index).toEqual(['__timestamp']);
  });
});

const RESULT = chartDataResult(
  [
    ['order_date', 2],
    ['Classic Cars', 0],
    ['Motorcycles', 0],
    ['Planes', 0],
  ],
  [
    [utc(2003, 1), 58, 24, null],
    [utc(2003, 2), 61, 17, 10],
    [utc(2003, 3), 1234567, 30, 12],
  ],
  {
    label_map: {
      'Classic Cars': ['Classic Cars'],
      Motorcycles: ['Motorcycles'],
      Planes: ['Planes'],
      order_date: ['order_date'],
    },
  },
);

describe('echarts_timeseries_line transformProps', () => {
  const transform = (
    overrides: Record<string, unknown> = {},
    extra: Partial<Parameters<typeof transformProps>[0]> = {},
  ) =>
    transformProps({
      formData: parse(overrides),
      queriesData: [RESULT],
      width: 800,
      height: 400,
      ...extra,
    });
  const seriesOf = (p: ReturnType<typeof transform>) => p.option.series as LineSeriesOption[];

  it('draws one line per flattened column, sorted by total, on a UTC time axis', () => {
    const p = transform();
    const series = seriesOf(p);
    expect(series.map((s) => s.name)).toEqual(['Classic Cars', 'Motorcycles', 'Planes']);
    expect(series[0]).toMatchObject({
      type: 'line',
      smooth: false,
      showSymbol: false,
      itemStyle: { color: '#1FA8C9', opacity: 1 },
    });
    expect(series[2].data).toEqual([
      [utc(2003, 1), null],
      [utc(2003, 2), 10],
      [utc(2003, 3), 12],
    ]);
    expect(p.option.useUTC).toBe(true);
    expect(p.option.xAxis).toMatchObject({ type: 'time', minInterval: 31 * 24 * 3600 * 1000 });
    expect(p.option.yAxis).toMatchObject({ type: 'value', scale: false });
  });

  it('formats axis labels adaptively', () => {
    const p = transform();
    const xFormatter = (p.option.xAxis as { axisLabel: { formatter: (v: number) => string } })
      .axisLabel.formatter;
    const yFormatter = (p.option.yAxis as { axisLabel: { formatter: (v: number) => string } })
      .axisLabel.formatter;
    expect([
      xFormatter(utc(2003, 1)),
      xFormatter(utc(2003, 2)),
      xFormatter(utc(2003, 2, 12)),
    ]).toEqual(['2003', 'February', 'Wed 12']);
    expect([yFormatter(1234567), yFormatter(0.5), yFormatter(2000)]).toEqual([
      '1.23M',
      '0.5',
      '2k',
    ]);
  });

  it('builds an axis tooltip with a detailed date, one row per series and a total', () => {
    const tooltip = transform().option.tooltip as {
      trigger: string;
      formatter: (params: unknown) => string;
    };
    expect(tooltip.trigger).toBe('axis');
    const html = tooltip.formatter([
      { seriesName: 'Classic Cars', value: [utc(2003, 2), 61], color: '#1FA8C9' },
      { seriesName: 'Motorcycles', value: [utc(2003, 2), 17], color: '#454E7C' },
      { seriesName: 'Planes', value: [utc(2003, 2), null], color: '#5AC189' },
    ]);
    expect(html).toContain('<b>2003-02-01</b>');
    expect(html).toContain('Classic Cars: 61');
    expect(html).toContain('Motorcycles: 17');
    expect(html).not.toContain('Planes');
    expect(html).toContain('<b>Total: 78</b>');
  });

  it('places the legend from the saved options', () => {
    expect(transform().option.legend).toMatchObject({
      show: true,
      type: 'scroll',
      orient: 'horizontal',
      top: 0,
      data: ['Classic Cars', 'Motorcycles', 'Planes'],
    });
    expect(transform({ legendOrientation: 'left' }).option.legend).toMatchObject({
      orient: 'vertical',
      left: 0,
    });
    expect(transform({ legendOrientation: 'left' }).option.grid).toMatchObject({ left: 190 });
  });

  it('stacks with zero-filled gaps, or expands to shares with a percent axis', () => {
    const stacked = seriesOf(transform({ stack: 'Stack', area: true }));
    expect(stacked.map((s) => s.stack)).toEqual(['obs', 'obs', 'obs']);
    expect(stacked[0].areaStyle).toEqual({ opacity: 0.2 });
    expect(stacked[2].data?.[0]).toEqual([utc(2003, 1), 0]);
    const expanded = transform({ stack: 'Expand' });
    expect((seriesOf(expanded)[1].data?.[0] as number[])[1]).toBeCloseTo(24 / 82);
    expect(expanded.option.yAxis).toMatchObject({ min: 0, max: 1 });
    expect(
      (
        expanded.option.yAxis as { axisLabel: { formatter: (v: number) => string } }
      ).axisLabel.formatter(0.25),
    ).toBe('25%');
  });

  it('draws time-shifted series dashed in the colour of their source', () => {
    const shifted = chartDataResult(
      [
        ['order_date', 2],
        ['Classic Cars', 0],
        ['1 year ago, Classic Cars', 0],
      ],
      [[utc(2004, 1), 70, 58]],
    );
    const p = transformProps({
      formData: parse({ time_compare: ['1 year ago'] }),
      queriesData: [shifted],
      width: 800,
      height: 400,
    });
    const [current, previous] = p.option.series as LineSeriesOption[];
    expect(previous.lineStyle).toMatchObject({ type: 'dashed', opacity: 0.7 });
    expect(previous.itemStyle?.color).toBe(current.itemStyle?.color);
  });

  it('emits and clears cross-filters on the clicked series, dimming the others', () => {
    const setDataMask = vi.fn();
    transform({}, { hooks: { setDataMask }, emitCrossFilters: true }).onSeriesClick?.(
      'Motorcycles',
    );
    expect(setDataMask).toHaveBeenCalledWith({
      extraFormData: { filters: [{ col: 'product_line', op: 'IN', val: ['Motorcycles'] }] },
      filterState: {
        label: ['Motorcycles'],
        value: [['Motorcycles']],
        selectedValues: ['Motorcycles'],
      },
    });
    const selected = transform(
      {},
      {
        hooks: { setDataMask },
        emitCrossFilters: true,
        filterState: { selectedValues: ['Motorcycles'] },
      },
    );
    expect(seriesOf(selected).map((s) => s.itemStyle?.opacity)).toEqual([0.3, 1, 0.3]);
    selected.onSeriesClick?.('Motorcycles');
    expect(setDataMask).toHaveBeenLastCalledWith({
      extraFormData: { filters: [] },
      filterState: { label: undefined, value: null, selectedValues: null },
    });
    expect(transform({}, { hooks: { setDataMask } }).onSeriesClick).toBeUndefined();
  });

  it('offers drill to detail on the x value with the grain and the dimension value', () => {
    const onContextMenu = vi.fn();
    transform({}, { hooks: { onContextMenu } }).onContextMenu?.(5, 6, 'Planes', utc(2003, 2));
    expect(onContextMenu).toHaveBeenCalledWith(5, 6, {
      drillToDetail: [
        {
          col: 'order_date',
          op: '==',
          val: utc(2003, 2),
          formattedVal: 'February 2003',
          grain: 'P1M',
        },
        { col: 'product_line', op: '==', val: 'Planes', formattedVal: 'Planes' },
      ],
      drillBy: {
        filters: [{ col: 'product_line', op: '==', val: 'Planes', formattedVal: 'Planes' }],
        groupbyFieldName: 'groupby',
      },
    });
  });
});

describe('echarts_timeseries_line control panel', () => {
  const controls = controlPanel.sections.flatMap((s) => s.controls);
  const byName = (name: string) => controls.find((c) => c.name === name);

  it('takes defaults from the schema and validates with the spec messages', () => {
    expect(byName('row_limit')?.default).toBe(10000);
    expect(byName('time_grain_sqla')?.default).toBe('P1D');
    expect(byName('sort_series_type')?.default).toBe('sum');
    expect(byName('legendType')?.default).toBe('scroll');
    expect(byName('y_axis_title_margin')?.default).toBe(30);
    const context = { formData: {} };
    expect(byName('row_limit')?.validators?.[0]('12.5', context)).toBe(
      'is expected to be an integer',
    );
    expect(byName('row_limit')?.validators?.[0](200000, context)).toBe(
      'Value cannot exceed 100000',
    );
    expect(
      byName('row_limit')?.validators?.[0](200000, { ...context, config: { sqlMaxRow: 500000 } }),
    ).toBe(false);
    expect(byName('metrics')?.validators?.[0]([], context)).toBe('cannot be empty');
  });

  it('hides advanced analytics for non-temporal x-axes', () => {
    const rolling = byName('rolling_type');
    const datasource = {
      columns: [{ column_name: 'order_date', is_dttm: true }, { column_name: 'status' }],
    };
    expect(rolling?.visibility?.({ formData: { x_axis: 'order_date' }, datasource })).toBe(true);
    expect(rolling?.visibility?.({ formData: { x_axis: 'status' }, datasource })).toBe(false);
  });
});
