import type { LineSeriesOption, LinesSeriesOption } from 'echarts';
import { describe, expect, it } from 'vitest';
import { chartDataResult, utc } from '../../testing/chart-data-result.ts';
import { timePivotPlugin } from './index.ts';
import {
  periodStart,
  pivotPeriods,
  WIDE_CELLS_MAX,
  transformTimePivotProps as transformProps,
} from './transform-props.ts';

const { formDataSchema, buildQuery, controlPanel } = timePivotPlugin;

/** A legacy `time_pivot` chart on the examples' sales dataset, as Superset saved it (nvd3 keys). */
const TIME_PIVOT_EXAMPLE = {
  datasource: '22__table',
  viz_type: 'time_pivot',
  granularity_sqla: 'order_date',
  time_grain_sqla: 'P1M',
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
  freq: 'AS',
  show_legend: true,
  line_interpolation: 'linear',
  color_picker: { r: 0, g: 122, b: 135, a: 1 },
  x_axis_format: 'SMART_NUMBER',
  y_axis_format: 'SMART_NUMBER',
  y_axis_bounds: [null, null],
  extra_form_data: {},
};
const parse = (overrides: Record<string, unknown> = {}) =>
  formDataSchema.parse({ ...TIME_PIVOT_EXAMPLE, ...overrides });

describe('time_pivot buildQuery', () => {
  it('queries the metric per month on granularity_sqla, pivoted on __timestamp', () => {
    const request = buildQuery(parse());
    expect(request.queries).toEqual([
      {
        filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' }],
        extras: { time_grain_sqla: 'P1M', having: '', where: '' },
        applied_time_extras: {},
        granularity: 'order_date',
        columns: [],
        is_timeseries: true,
        metrics: ['count'],
        orderby: [['count', false]],
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
              index: ['__timestamp'],
              columns: [],
              aggregates: { count: { operator: 'mean' } },
              drop_missing_columns: false,
            },
          },
          { operation: 'flatten' },
        ],
      },
    ]);
    expect(request.form_data).toMatchObject({
      viz_type: 'time_pivot',
      freq: 'AS',
      metric: 'count',
    });
  });
});

describe('time_pivot periods', () => {
  it('rolls timestamps back to the start of their period like pandas', () => {
    const wednesday = utc(2024, 1, 10, 13);
    expect(periodStart(wednesday, 'W-MON')).toBe(utc(2024, 1, 8));
    expect(periodStart(wednesday, '52W-MON')).toBe(utc(2024, 1, 8));
    expect(periodStart(wednesday, 'W-SUN')).toBe(utc(2024, 1, 7));
    expect(periodStart(utc(2024, 1, 8), 'W-MON')).toBe(utc(2024, 1, 8));
    expect(periodStart(wednesday, 'AS')).toBe(utc(2024, 1, 1));
    expect(periodStart(wednesday, 'D')).toBe(utc(2024, 1, 10));
  });

  it('overlays every period on the newest one, ranked newest first', () => {
    const rows = [
      { __timestamp: utc(2003, 1), count: 10 },
      { __timestamp: utc(2003, 2), count: 20 },
      { __timestamp: utc(2004, 1), count: 30 },
      { __timestamp: utc(2004, 2), count: 40 },
      { __timestamp: utc(2005, 1), count: 50 },
    ];
    const { data, periods } = pivotPeriods(rows, '__timestamp', 'count', 'AS');
    expect(periods.map((p) => [p.key, p.rank])).toEqual([
      ['current', 0],
      ['-1', 1],
      ['-2', 2],
    ]);
    expect(periods[1].perc).toBeCloseTo(2 / 3);
    expect(data).toEqual([
      { __timestamp: utc(2005, 1), current: 50, '-1': 30, '-2': 10 },
      { __timestamp: utc(2005, 2), current: null, '-1': 40, '-2': 20 },
    ]);
  });
});

describe('time_pivot transformProps', () => {
  const RESULT = chartDataResult(
    [
      ['__timestamp', 2],
      ['count', 0],
    ],
    [
      [utc(2003, 1), 10],
      [utc(2004, 1), 30],
      [utc(2005, 1), 50],
    ],
  );

  it('draws one line per period in the picked colour, older periods fainter', () => {
    const p = transformProps({ formData: parse(), queriesData: [RESULT], width: 600, height: 300 });
    const series = p.option.series as LineSeriesOption[];
    expect(series.map((s) => s.name)).toEqual(['current', '-1', '-2']);
    expect(series.map((s) => s.itemStyle?.color)).toEqual([
      'rgba(0,122,135,1)',
      'rgba(0,122,135,1)',
      'rgba(0,122,135,1)',
    ]);
    const [current, previous, oldest] = series.map((s) => s.lineStyle?.opacity as number);
    expect(current).toBe(1);
    expect(previous).toBeCloseTo(1 / 3);
    expect(oldest).toBeCloseTo(1 / 6);
    expect(series[2].itemStyle?.opacity).toBeCloseTo(1 / 6);
    expect(series[1].data).toEqual([[utc(2005, 1), 30]]);
    expect(p.option.xAxis).toMatchObject({ type: 'time' });
    // SMART_NUMBER is not a date format: the time axis keeps the adaptive date format.
    expect(
      (p.option.xAxis as { axisLabel: { formatter: (v: number) => string } }).axisLabel.formatter(
        utc(2005, 1),
      ),
    ).toBe('2005');
    expect(p.option.legend).toMatchObject({ data: ['current', '-1', '-2'] });
    expect(p.onSeriesClick).toBeUndefined();
  });

  it('draws 10,000 points on 1,000 yearly periods from each period’s own points', () => {
    // Each period's 10 days fall on other minutes than every other period's: the wide table
    // would be 10,000 timestamps × 1,000 periods.
    const rows = Array.from({ length: 10_000 }, (_, i) => {
      const year = 1100 + Math.floor(i / 10);
      return [Date.UTC(year, 0, 1 + (i % 10), 0, year % 1000), i];
    });
    const big = chartDataResult(
      [
        ['__timestamp', 2],
        ['count', 0],
      ],
      rows,
    );
    const { points, isWide } = pivotPeriods(big.data, '__timestamp', 'count', 'AS', WIDE_CELLS_MAX);
    expect(isWide).toBe(false);
    const p = transformProps({ formData: parse(), queriesData: [big], width: 600, height: 300 });
    const all = p.option.series as (LineSeriesOption | LinesSeriesOption)[];
    // The legend's 100 newest periods are line series; the 900 older ones large lines, one path
    // per opacity level.
    const series = all.filter((s): s is LineSeriesOption => s.type === 'line');
    const faded = all.filter((s): s is LinesSeriesOption => s.type === 'lines');
    expect(series).toHaveLength(100);
    expect(faded.length).toBeLessThanOrEqual(10);
    expect(faded.every((s) => s.large && s.polyline && s.silent)).toBe(true);
    const flat = faded.map((s) => s.data as unknown as Float64Array);
    // Per period: a count and its points; 900 periods of 10 points.
    expect(flat.reduce((n, d) => n + d.length, 0)).toBe(900 * 21);
    expect(series.reduce((n, s) => n + (s.data as unknown[]).length, 0)).toBe(1000);
    expect(series[0]).toMatchObject({ name: 'current', showSymbol: false, animation: false });
    expect(series[99]!.name).toBe('-99');
    // The oldest period (1100): its own 10 points, moved onto January 2099, in the faintest path.
    const oldest = points.get('-999')!;
    expect(oldest).toEqual(
      Array.from({ length: 10 }, (_, d) => [Date.UTC(2099, 0, 1 + d, 0, 100), d]),
    );
    const faintest = flat[0]!;
    const at = faintest.length - 21;
    expect(faintest[at]).toBe(10);
    expect(Array.from(faintest.slice(at + 1))).toEqual(oldest.flat());
    expect(faded[0]!.lineStyle?.opacity).toBeCloseTo((0.5 * 900) / 1000 / 10);
    expect(p.option.legend).toMatchObject({ data: series.map((s) => s.name) });
    // An ordinary chart keeps the wide rows, symbols and animation as before.
    const small = transformProps({
      formData: parse(),
      queriesData: [RESULT],
      width: 600,
      height: 300,
    });
    expect((small.option.series as LineSeriesOption[])[0]!.animation).toBeUndefined();
  });

  it('overlays two years of monthly data on the same 12 months (2024 is a leap year)', () => {
    const months = [2023, 2024].flatMap((year) =>
      Array.from({ length: 12 }, (_, m) => [utc(year, m + 1), year * 100 + m + 1]),
    );
    const monthly = chartDataResult(
      [
        ['__timestamp', 2],
        ['count', 0],
      ],
      months,
    );
    const p = transformProps({
      formData: parse({ freq: 'AS' }),
      queriesData: [monthly],
      width: 600,
      height: 300,
    });
    const series = p.option.series as LineSeriesOption[];
    expect(series.map((s) => s.name)).toEqual(['current', '-1']);
    const expectedX = Array.from({ length: 12 }, (_, m) => utc(2024, m + 1));
    for (const [i, year] of [2024, 2023].entries()) {
      const points = series[i].data as [number, number][];
      expect(points.map(([x]) => x)).toEqual(expectedX);
      expect(points.map(([, y]) => y)).toEqual(
        Array.from({ length: 12 }, (_, m) => year * 100 + m + 1),
      );
      expect(series[i].connectNulls).toBe(true);
    }
  });

  it('draws smooth lines for a curved interpolation', () => {
    const p = transformProps({
      formData: parse({ line_interpolation: 'monotone' }),
      queriesData: [RESULT],
      width: 600,
      height: 300,
    });
    expect((p.option.series as LineSeriesOption[])[0].smooth).toBe(true);
  });

  it('offers the pandas frequencies with W-MON as default', () => {
    const freq = controlPanel.sections.flatMap((s) => s.controls).find((c) => c.name === 'freq');
    expect(freq?.default).toBe('W-MON');
    expect(freq?.choices?.map(([v]) => v)).toEqual([
      'AS',
      '52W-MON',
      'W-SUN',
      'W-MON',
      'D',
      '4W-MON',
    ]);
  });
});
