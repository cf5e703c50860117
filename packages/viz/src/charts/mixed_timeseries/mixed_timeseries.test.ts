import type { BarSeriesOption, LineSeriesOption } from 'echarts';
import { describe, expect, it, vi } from 'vitest';
import { chartDataResult, utc } from '../../testing/chart-data-result.ts';
import { parse } from '../../testing/mixed_timeseries-fixture.ts';
import { mixedTimeseriesPlugin } from './index.ts';
import { transformMixedTimeseriesProps as transformProps } from './transform-props.ts';

const { buildQuery, controlPanel } = mixedTimeseriesPlugin;

const RESULT_A = chartDataResult(
  [
    ['order_date', 2],
    ['SUM(sales)', 0],
  ],
  [
    [utc(2003, 1), 129753.6],
    [utc(2003, 2), 140836.19],
  ],
);
const RESULT_B = chartDataResult(
  [
    ['order_date', 2],
    ['count', 0],
  ],
  [
    [utc(2003, 1), 39],
    [utc(2003, 2), 41],
  ],
);

describe('mixed_timeseries transformProps', () => {
  const transform = (
    overrides: Record<string, unknown> = {},
    queriesData = [RESULT_A, RESULT_B],
    extra: Partial<Parameters<typeof transformProps>[0]> = {},
  ) =>
    transformProps({ formData: parse(overrides), queriesData, width: 800, height: 400, ...extra });

  it('Mixed.yaml: a SUM(sales) line on the secondary axis and count bars on the primary one', () => {
    const p = transform();
    const [line, bars] = p.option.series as [LineSeriesOption, BarSeriesOption];
    expect(line).toMatchObject({
      type: 'line',
      name: 'SUM(sales) (Query A)',
      yAxisIndex: 1,
      data: [
        [utc(2003, 1), 129753.6],
        [utc(2003, 2), 140836.19],
      ],
    });
    expect(bars).toMatchObject({
      type: 'bar',
      name: 'count (Query B)',
      yAxisIndex: 0,
      data: [
        [utc(2003, 1), 39],
        [utc(2003, 2), 41],
      ],
    });
    expect(line.itemStyle?.color).not.toBe(bars.itemStyle?.color);
    expect(p.option.xAxis).toMatchObject({ type: 'time' });
    const yAxes = p.option.yAxis as { type: string; position?: string; alignTicks: boolean }[];
    expect(yAxes.map((y) => [y.type, y.alignTicks])).toEqual([
      ['value', true],
      ['value', true],
    ]);
    expect(yAxes[1].position).toBe('right');
    expect(p.option.legend).toMatchObject({ data: ['SUM(sales) (Query A)', 'count (Query B)'] });
  });

  it('formats each axis and tooltip row with its own number format', () => {
    const p = transform({
      y_axis_format: ',d',
      y_axis_format_secondary: '$,.2f',
      logAxisSecondary: true,
    });
    const [primary, secondary] = p.option.yAxis as {
      type: string;
      axisLabel: { formatter: (v: number) => string };
    }[];
    expect(primary.axisLabel.formatter(1234)).toBe('1,234');
    expect(secondary.axisLabel.formatter(1234)).toBe('$1,234.00');
    expect(secondary.type).toBe('log');
    const tooltip = p.option.tooltip as { formatter: (params: unknown) => string };
    const html = tooltip.formatter([
      { seriesName: 'SUM(sales) (Query A)', value: [utc(2003, 2), 140836.19] },
      { seriesName: 'count (Query B)', value: [utc(2003, 2), 41] },
    ]);
    expect(html).toContain('<b>2003-02-01</b>');
    expect(html).toContain('SUM(sales) (Query A): $140,836.19');
    expect(html).toContain('count (Query B): 41');
  });

  it('names grouped series by metric, query and dimension values; stacks each query apart', () => {
    const grouped = chartDataResult(
      [
        ['order_date', 2],
        ['Large', 0],
        ['Small', 0],
      ],
      [[utc(2003, 1), 5, 7]],
      { label_map: { Large: ['Large'], Small: ['Small'] } },
    );
    const p = transform({ groupby_b: ['deal_size'], stackB: 'Stack', seriesTypeB: 'bar' }, [
      RESULT_A,
      grouped,
    ]);
    const series = p.option.series as BarSeriesOption[];
    expect(series.map((s) => [s.name, s.stack])).toEqual([
      ['SUM(sales) (Query A)', undefined],
      ['count (Query B), Small', 'obsB'],
      ['count (Query B), Large', 'obsB'],
    ]);
  });

  it("cross-filters and drills by on the clicked query's own groupby", () => {
    const grouped = chartDataResult(
      [
        ['order_date', 2],
        ['Large', 0],
      ],
      [[utc(2003, 1), 5]],
      { label_map: { Large: ['Large'] } },
    );
    const setDataMask = vi.fn();
    const onContextMenu = vi.fn();
    const p = transform({ groupby_b: ['deal_size'] }, [RESULT_A, grouped], {
      hooks: { setDataMask, onContextMenu },
      emitCrossFilters: true,
    });
    p.onSeriesClick?.('count (Query B), Large');
    expect(setDataMask).toHaveBeenCalledWith(
      expect.objectContaining({
        extraFormData: { filters: [{ col: 'deal_size', op: 'IN', val: ['Large'] }] },
      }),
    );
    p.onContextMenu?.(3, 4, 'count (Query B), Large', utc(2003, 1));
    expect(onContextMenu).toHaveBeenCalledWith(
      3,
      4,
      expect.objectContaining({
        drillToDetail: [
          { col: 'order_date', op: '==', val: utc(2003, 1), formattedVal: '2003', grain: 'P1M' },
          { col: 'deal_size', op: '==', val: 'Large', formattedVal: 'Large' },
        ],
        drillBy: {
          filters: [{ col: 'deal_size', op: '==', val: 'Large', formattedVal: 'Large' }],
          groupbyFieldName: 'groupby_b',
        },
      }),
    );
    p.onContextMenu?.(3, 4, 'SUM(sales) (Query A)', utc(2003, 1));
    expect(onContextMenu).toHaveBeenLastCalledWith(3, 4, {
      drillToDetail: [
        { col: 'order_date', op: '==', val: utc(2003, 1), formattedVal: '2003', grain: 'P1M' },
      ],
    });
  });
});

describe('mixed_timeseries annotation layers', () => {
  const formula = {
    name: 'Target',
    annotationType: 'FORMULA',
    sourceType: '',
    value: '2 * x',
    show: true,
    overrides: {},
  };
  it('sends the layers with query A only and draws them after both halves', () => {
    const [a, b] = buildQuery(parse({ annotation_layers: [formula] })).queries;
    expect(a!.annotation_layers).toEqual([formula]);
    expect(b!.annotation_layers).toEqual([]);
    const series = transformProps({
      formData: parse({ annotation_layers: [formula] }),
      queriesData: [RESULT_A, RESULT_B],
      width: 800,
      height: 400,
    }).option.series as LineSeriesOption[];
    expect(series.map((s) => s.name)).toEqual([
      'SUM(sales) (Query A)',
      'count (Query B)',
      'Target',
    ]);
    expect(series[2]!.data).toEqual([
      [utc(2003, 1), 2 * utc(2003, 1)],
      [utc(2003, 2), 2 * utc(2003, 2)],
    ]);
  });
});

describe('mixed_timeseries control panel', () => {
  const controls = controlPanel.sections.flatMap((s) => s.controls);
  const byName = (name: string) => controls.find((c) => c.name === name);

  it('declares query B twins with their own defaults and visibility', () => {
    expect(byName('metrics_b')?.validators?.[0]([], { formData: {} })).toBe('cannot be empty');
    expect(byName('row_limit_b')?.default).toBe(10000);
    expect(byName('seriesTypeB')?.default).toBe('line');
    expect(byName('yAxisIndexB')?.default).toBe(0);
    expect(byName('opacityB')?.visibility?.({ formData: { area: false, areaB: true } })).toBe(true);
    expect(byName('opacity')?.visibility?.({ formData: { area: false, areaB: true } })).toBe(false);
    expect(
      byName('rolling_periods_b')?.visibility?.({
        formData: { rolling_type: null, rolling_type_b: 'sum' },
      }),
    ).toBe(true);
  });
});

describe('mixed_timeseries time comparison', () => {
  it("draws a query's time-shifted series dashed", () => {
    const shifted = chartDataResult(
      [
        ['order_date', 2],
        ['count', 0],
        ['1 year ago', 0],
      ],
      [[utc(2004, 1), 41, 39]],
    );
    const p = transformProps({
      formData: parse({ time_compare_b: ['1 year ago'], seriesTypeB: 'line' }),
      queriesData: [RESULT_A, shifted],
      width: 800,
      height: 400,
    });
    const series = p.option.series as LineSeriesOption[];
    expect(series.map((s) => s.name)).toEqual([
      'SUM(sales) (Query A)',
      'count (Query B)',
      '1 year ago (Query B)',
    ]);
    expect(series[2].lineStyle).toMatchObject({ type: 'dashed', opacity: 0.7 });
    expect(series[1].lineStyle).not.toHaveProperty('type');
  });
});

describe('mixed_timeseries with one empty query', () => {
  it('takes the x-axis type from the other query', () => {
    const empty = chartDataResult([], []);
    const p = transformProps({
      formData: parse(),
      queriesData: [empty, RESULT_B],
      width: 800,
      height: 400,
    });
    expect(p.option.xAxis).toMatchObject({ type: 'time' });
    expect((p.option.series as BarSeriesOption[]).map((s) => s.name)).toEqual(['count (Query B)']);
  });
});
