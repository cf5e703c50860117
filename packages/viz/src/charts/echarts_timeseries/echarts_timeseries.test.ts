import type { BarSeriesOption, LineSeriesOption, ScatterSeriesOption } from 'echarts';
import { describe, expect, it, vi } from 'vitest';
import { chartDataResult, utc } from '../../testing/chart-data-result.ts';
import { LINE_EXAMPLE } from '../../testing/example-form-data.ts';
import { seriesStyleOf } from '../_timeseries/series-type.ts';
import { echartsTimeseriesPlugin } from './index.ts';
import { transformEchartsTimeseriesProps as transformProps } from './transform-props.ts';

const { formDataSchema, buildQuery } = echartsTimeseriesPlugin;
const parse = (overrides: Record<string, unknown> = {}) =>
  formDataSchema.parse({ ...LINE_EXAMPLE, viz_type: 'echarts_timeseries', ...overrides });

const RESULT = chartDataResult(
  [
    ['order_date', 2],
    ['Classic Cars', 0],
    ['Planes', 0],
  ],
  [
    [utc(2003, 1), 58, 4],
    [utc(2003, 2), 61, 10],
  ],
  { label_map: { 'Classic Cars': ['Classic Cars'], Planes: ['Planes'] } },
);

describe('echarts_timeseries buildQuery', () => {
  it('builds the family query with a series limit ranked by the sort metric', () => {
    const [query] = buildQuery(parse({ limit: 5, timeseries_limit_metric: 'SUM(sales)' })).queries;
    expect(query).toMatchObject({
      columns: [
        {
          timeGrain: 'P1M',
          columnType: 'BASE_AXIS',
          sqlExpression: 'order_date',
          label: 'order_date',
          expressionType: 'SQL',
        },
        'product_line',
      ],
      metrics: ['count'],
      series_columns: ['product_line'],
      series_limit: 5,
      orderby: [['SUM(sales)', false]],
    });
    expect(query.post_processing?.map((s) => s?.operation)).toEqual(['pivot', 'rename', 'flatten']);
  });
});

describe('echarts_timeseries transformProps', () => {
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

  it('draws the saved series type', () => {
    const types = (seriesType: string) =>
      (
        transform({ seriesType }).option.series as (
          LineSeriesOption | BarSeriesOption | ScatterSeriesOption
        )[]
      ).map((s) => s.type);
    expect(types('bar')).toEqual(['bar', 'bar']);
    expect(types('scatter')).toEqual(['scatter', 'scatter']);
    expect(types('line')).toEqual(['line', 'line']);
    const smooth = (
      transform({ seriesType: 'smooth', area: true }).option.series as LineSeriesOption[]
    )[0];
    expect(smooth).toMatchObject({
      smooth: true,
      areaStyle: { opacity: 0.2 },
      data: [
        [utc(2003, 1), 58],
        [utc(2003, 2), 61],
      ],
    });
    expect((transform({ seriesType: 'end' }).option.series as LineSeriesOption[])[0].step).toBe(
      'end',
    );
  });

  it('draws 10,000 points per series cheaply and keeps every point', () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => [utc(2003, 1, 1 + i), i, 2 * i]);
    const big = chartDataResult(
      RESULT.colnames.map((c, i) => [c, RESULT.coltypes[i]!]),
      rows,
    );
    const seriesOf = (overrides: Record<string, unknown>) =>
      transform(overrides, { queriesData: [big] }).option.series as (
        LineSeriesOption | BarSeriesOption | ScatterSeriesOption
      )[];
    const lines = seriesOf({ seriesType: 'line', markerEnabled: true, show_value: true });
    expect(lines[0]).toMatchObject({ sampling: 'lttb', showSymbol: false, label: { show: false } });
    expect(lines.map((s) => s.data?.length)).toEqual([10_000, 10_000]);
    expect(lines[0].data?.[9_999]).toEqual([utc(2003, 1, 10_000), 19_998]);
    for (const seriesType of ['bar', 'scatter']) {
      const drawn = seriesOf({ seriesType });
      expect(drawn[0]).toMatchObject({ large: true, largeThreshold: 2000 });
      expect(drawn[1].data).toHaveLength(10_000);
    }
    // Ordinary charts keep their symbols and per-item drawing.
    const small = transform({ seriesType: 'line', markerEnabled: true }).option
      .series as LineSeriesOption[];
    expect(small[0]).toMatchObject({ showSymbol: true });
    expect(small[0].sampling).toBeUndefined();
  });

  it('lists the first 100 of 150 series in the legend and draws all 150', () => {
    const names = Array.from({ length: 150 }, (_, i) => `S${String(i).padStart(3, '0')}`);
    const wide = chartDataResult(
      [['order_date', 2], ...names.map((n) => [n, 0] as [string, 0])],
      [[utc(2003, 1), ...names.map((_, i) => i)]],
    );
    const p = transform(
      { sort_series_type: 'name', sort_series_ascending: true },
      { queriesData: [wide] },
    );
    expect(p.option.series as LineSeriesOption[]).toHaveLength(150);
    expect((p.option.legend as { data: string[] }).data).toEqual(names.slice(0, 100));
    expect((transform().option.legend as { data: string[] }).data).toHaveLength(2);
  });

  it('reads viz-type spellings of the series type and falls back to a line', () => {
    expect(seriesStyleOf('echarts_timeseries_bar')).toEqual({ type: 'bar' });
    expect(seriesStyleOf('echarts_timeseries_line', true)).toEqual({ type: 'line', area: true });
    expect(seriesStyleOf('unknown')).toEqual({ type: 'line', area: false });
  });

  it('stacks bars per x value', () => {
    const series = transform({ seriesType: 'bar', stack: 'Stack' }).option
      .series as BarSeriesOption[];
    expect(series.map((s) => [s.name, s.stack])).toEqual([
      ['Classic Cars', 'obs'],
      ['Planes', 'obs'],
    ]);
  });

  it('names the clicked bucket by its grain in drill filters, not by the axis label', () => {
    const onContextMenu = vi.fn();
    const drilled = (grain: string) => {
      transform({ time_grain_sqla: grain }, { hooks: { onContextMenu } }).onContextMenu?.(
        1,
        2,
        'Planes',
        utc(2004, 1),
      );
      return onContextMenu.mock.lastCall?.[2].drillToDetail[0].formattedVal;
    };
    // A monthly axis labels January "2004"; the drill names the month.
    expect(drilled('P1M')).toBe('January 2004');
    expect(drilled('P3M')).toBe('2004 Q1');
    expect(drilled('P1D')).toBe('2004-01-01');
    expect(drilled('P1Y')).toBe('2004');
  });

  it('drills to detail on the x value and the series dimension', () => {
    const onContextMenu = vi.fn();
    transform({}, { hooks: { onContextMenu } }).onContextMenu?.(1, 2, 'Planes', utc(2003, 2));
    expect(onContextMenu).toHaveBeenCalledWith(1, 2, {
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
