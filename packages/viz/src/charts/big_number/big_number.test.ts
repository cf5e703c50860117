import { describe, expect, it, vi } from 'vitest';
import type { LineSeriesOption } from 'echarts';
import { chartDataResult, utc } from '../../testing/chart-data-result.ts';
import { BIG_NUMBER_EXAMPLE } from '../../testing/example-form-data.ts';
import { bigNumberPlugin } from './index.ts';
import { transformBigNumberProps as transformProps } from './transform-props.ts';

const { formDataSchema, buildQuery } = bigNumberPlugin;
const parse = (overrides: Record<string, unknown> = {}) =>
  formDataSchema.parse({ ...BIG_NUMBER_EXAMPLE, ...overrides });

const BASE = {
  filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' }],
  extras: { time_grain_sqla: 'P1M', having: '', where: '' },
  applied_time_extras: {},
  metrics: ['count'],
  annotation_layers: [],
  series_limit: 0,
  group_others_when_limit_reached: false,
  order_desc: true,
  url_params: {},
  custom_params: {},
  custom_form_data: {},
};
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
    columns: [],
    aggregates: { count: { operator: 'mean' } },
    drop_missing_columns: true,
  },
};

describe('big_number buildQuery', () => {
  it('Big_Number_with_Trendline.yaml: a trend query and a LAST_VALUE aggregate query', () => {
    expect(buildQuery(parse()).queries).toEqual([
      { ...BASE, columns: [AXIS], post_processing: [PIVOT, { operation: 'flatten' }] },
      { ...BASE, columns: [AXIS], post_processing: [PIVOT] },
    ]);
  });

  it('raw aggregation asks the database for one value without columns', () => {
    expect(buildQuery(parse({ aggregation: 'raw' })).queries[1]).toEqual({
      ...BASE,
      columns: [],
      is_timeseries: false,
      post_processing: [],
    });
  });

  it('other aggregations pivot and aggregate; rolling and resample join the trend', () => {
    const { queries } = buildQuery(
      parse({
        aggregation: 'sum',
        rolling_type: 'cumsum',
        resample_rule: '1MS',
        resample_method: 'zerofill',
      }),
    );
    expect(queries[0].post_processing).toEqual([
      PIVOT,
      { operation: 'cum', options: { operator: 'sum', columns: { count: 'count' } } },
      { operation: 'resample', options: { method: 'asfreq', rule: '1MS', fill_value: 0 } },
      { operation: 'flatten' },
    ]);
    expect(queries[1].post_processing).toEqual([
      PIVOT,
      {
        operation: 'aggregate',
        options: { groupby: [], aggregates: { count: { operator: 'sum', column: 'count' } } },
      },
    ]);
  });
});

describe('big_number transformProps', () => {
  const trend = chartDataResult(
    [
      ['order_date', 2],
      ['count', 0],
    ],
    [
      [utc(2005, 2), 97],
      [utc(2005, 3), 132],
      [utc(2005, 4), 120],
      [utc(2005, 5), 150],
      [utc(2005, 6), null],
    ],
  );
  const props = (overrides: Record<string, unknown> = {}, queriesData = [trend, trend]) =>
    transformProps({ formData: parse(overrides), queriesData, width: 300, height: 200 });

  it('shows the newest non-null value and its month', () => {
    const p = props({ show_timestamp: true });
    expect(p.bigNumber).toBe(150);
    expect(p.formattedBigNumber).toBe('150');
    expect(p.timestamp).toBe(utc(2005, 5));
    expect(p.formattedTimestamp).toBe('May 2005');
    expect(p.subheader).toBeUndefined();
  });

  it('fits the header font to the width: a fraction of the height, capped by width / text length', () => {
    expect(props().headerFontSize).toBeCloseTo(0.4 * 200);
    const narrow = transformProps({
      formData: parse({ y_axis_format: ',.2f' }),
      queriesData: [trend, trend],
      width: 120,
      height: 200,
    });
    expect(narrow.formattedBigNumber).toBe('150.00');
    // "150.00" is ~3.3 em: (120 - 2 × 8) / 3.3 ≈ 31.5 px instead of 80 px.
    expect(narrow.headerFontSize).toBeCloseTo(104 / 3.3, 1);
  });

  it('computes the percent change against compare_lag periods before the shown value', () => {
    const p = props({ compare_lag: 1, compare_suffix: 'MoM' });
    expect(p.percentChange).toBeCloseTo((150 - 120) / 120);
    expect(p.subheader).toBe('+25.0% MoM');
    expect(p.subheaderTrend).toBe('positive');
    expect(props({ compare_lag: 2 }).subheader).toBe('+13.6%');
    expect(props({ compare_lag: 4 }).percentChange).toBeNull();
  });

  it('uses the aggregate query for other aggregations, or aggregates the trend itself', () => {
    const aggregated = chartDataResult([['count', 0]], [[499]]);
    expect(props({ aggregation: 'sum' }, [trend, aggregated]).formattedBigNumber).toBe('499');
    expect(props({ aggregation: 'max' }, [trend]).bigNumber).toBe(150);
    expect(props({ aggregation: 'median' }, [trend]).bigNumber).toBe(126);
  });

  it('draws the trend as one smooth line over epoch ms with a gradient area', () => {
    const p = props({});
    const series = (p.trendlineOption?.series as LineSeriesOption[])[0];
    expect(series).toMatchObject({
      type: 'line',
      smooth: true,
      showSymbol: false,
      color: 'rgba(0,122,135,1)',
    });
    expect(series.data).toEqual([
      [utc(2005, 2), 97],
      [utc(2005, 3), 132],
      [utc(2005, 4), 120],
      [utc(2005, 5), 150],
      [utc(2005, 6), null],
    ]);
    expect(p.trendlineOption?.xAxis).toMatchObject({
      type: 'value',
      show: false,
      min: utc(2005, 2),
      max: utc(2005, 6),
    });
    expect(p.trendlineOption?.yAxis).toMatchObject({ scale: false });
    expect(p.trendlineHeight).toBe(60);
    const tooltip = p.trendlineOption?.tooltip as { formatter: (params: unknown) => string };
    expect(tooltip.formatter([{ data: [utc(2005, 3), 1234] }])).toBe('Mar 2005<br/><b>1.23k</b>');
    expect(props({ show_trend_line: false }).trendlineOption).toBeUndefined();
  });

  it('offers drill to detail on a trend point with the grain', () => {
    const onContextMenu = vi.fn();
    const p = transformProps({
      formData: parse(),
      queriesData: [trend],
      width: 300,
      height: 200,
      hooks: { onContextMenu },
    });
    p.onTrendContextMenu?.(10, 20, utc(2005, 3));
    expect(onContextMenu).toHaveBeenCalledWith(10, 20, {
      drillToDetail: [
        { col: 'order_date', op: '==', val: utc(2005, 3), formattedVal: 'Mar 2005', grain: 'P1M' },
      ],
    });
  });
});

describe('big_number in a small dashboard cell', () => {
  const trend = chartDataResult(
    [
      ['order_date', 2],
      ['count', 0],
    ],
    [
      [utc(2005, 4), 120],
      [utc(2005, 5), 150],
    ],
  );
  const cell = (width: number, height: number) =>
    transformProps({
      formData: parse({ compare_lag: 1, compare_suffix: 'month over month', subtitle: 'Orders' }),
      queriesData: [trend, trend],
      width,
      height,
    });

  it('shrinks the change line to the width instead of cutting it', () => {
    const p = cell(160, 300);
    expect(p.subheader).toBe('+25.0% month over month');
    // ~22 characters at ~0.6 em: the nominal 0.15 × 300 = 45 px would need ~600 px.
    expect(p.subheaderFontSize).toBeLessThan(45);
    expect(p.subheaderFontSize * 0.6 * p.subheader!.length).toBeLessThanOrEqual(160);
  });

  it('shrinks every text together so that, stacked over the trend line, they fit the height', () => {
    const p = cell(400, 120);
    const stacked = p.headerFontSize + 1.2 * (p.subheaderFontSize + p.subtitleFontSize);
    expect(stacked + p.trendlineHeight).toBeLessThanOrEqual(120);
    expect(p.subheaderFontSize).toBeGreaterThan(4);
  });
});
