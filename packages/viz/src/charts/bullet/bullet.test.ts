import type { BarSeriesOption, ScatterSeriesOption } from 'echarts';
import { describe, expect, it } from 'vitest';
import { chartDataResult } from '../../testing/chart-data-result.ts';
import { bulletPlugin } from './index.ts';
import {
  MANY_MEASURES,
  OTHER_MEASURES_ID,
  parseNumbers,
  transformBulletProps as transformProps,
} from './transform-props.ts';

const { formDataSchema, buildQuery, controlPanel } = bulletPlugin;

/** A legacy `bullet` chart on the examples' sales dataset, as Superset saved it (nvd3 keys). */
const BULLET_EXAMPLE = {
  datasource: '22__table',
  viz_type: 'bullet',
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
  ranges: '1000, 2000,3000',
  range_labels: 'Poor,OK,Good',
  markers: '2500',
  marker_labels: 'Target',
  marker_lines: '1800',
  marker_line_labels: 'Last year',
  extra_form_data: {},
};
const parse = (overrides: Record<string, unknown> = {}) =>
  formDataSchema.parse({ ...BULLET_EXAMPLE, ...overrides });
const RESULT = chartDataResult([['count', 0]], [[2823]]);
const transform = (overrides: Record<string, unknown> = {}, result = RESULT) =>
  transformProps({ formData: parse(overrides), queriesData: [result], width: 500, height: 300 });

describe('bullet buildQuery', () => {
  it('queries the metric alone', () => {
    expect(buildQuery(parse()).queries).toEqual([
      {
        filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' }],
        extras: { having: '', where: '' },
        applied_time_extras: {},
        columns: [],
        metrics: ['count'],
        annotation_layers: [],
        series_limit: 0,
        group_others_when_limit_reached: false,
        order_desc: true,
        url_params: {},
        custom_params: {},
        custom_form_data: {},
      },
    ]);
  });
});

describe('bullet transformProps', () => {
  it('overlays the ranges largest first, with their labels, behind the measure bar', () => {
    const p = transform();
    const series = p.option.series as (BarSeriesOption | ScatterSeriesOption)[];
    expect(series.map((s) => [s.type, s.name, s.data, s.yAxisIndex])).toEqual([
      ['bar', 'Poor', [3000], 0],
      ['bar', 'OK', [2000], 0],
      ['bar', 'Good', [1000], 0],
      ['bar', 'count', [2823], 1],
      ['scatter', 'Target', [[2500, 0]], 1],
    ]);
    expect((series[3] as BarSeriesOption).markLine?.data).toEqual([
      { xAxis: 1800, name: 'Last year' },
    ]);
    expect(p.option.xAxis).toMatchObject({ type: 'value', min: 0, max: 3000 });
    expect(p.option.yAxis).toMatchObject([
      { type: 'category', data: ['count'] },
      { type: 'category', show: false },
    ]);
    expect(p.height).toBe(80);
  });

  it('falls back to [0, measure × 1.1] without ranges, with default labels', () => {
    const series = transform({ ranges: '', range_labels: '', markers: '', marker_lines: '' }).option
      .series as BarSeriesOption[];
    expect(series.map((s) => [s.name, s.data])).toEqual([
      ['Maximum', [2823 * 1.1]],
      ['Mean', [0]],
      ['count', [2823]],
    ]);
    expect(series[2].markLine).toBeUndefined();
  });

  it('draws 10,000 measures with two bar series, every measure still drawn and named', () => {
    const values = Array.from({ length: 10_000 }, (_, i) => ((i * 7919) % 10_000) + 1);
    const result = chartDataResult(
      [['count', 0]],
      values.map((v) => [v]),
    );
    const p = transform({ markers: '', marker_lines: '' }, result);
    const series = p.option.series as BarSeriesOption[];
    expect(series.map((s) => [s.id, s.name, s.yAxisIndex])).toEqual([
      [undefined, 'Poor', 0],
      [undefined, 'OK', 0],
      [undefined, 'Good', 0],
      [undefined, 'count 1', 1],
      [OTHER_MEASURES_ID, 'count 2-10000', 1],
    ]);
    expect(series[3].data).toEqual([10_000]);
    const rest = series[4];
    expect(rest).toMatchObject({ type: 'bar', large: true, largeThreshold: MANY_MEASURES });
    // Every other measure is a bar on the bullet's row, largest first (drawn behind the smaller).
    expect(rest.data).toHaveLength(9_999);
    expect((rest.data as number[][])[0]).toEqual([9_999, 0]);
    expect((rest.data as number[][]).at(-1)).toEqual([1, 0]);
    const format = (p.option.tooltip as { formatter: (x: unknown) => string }).formatter;
    expect(
      format({ seriesId: OTHER_MEASURES_ID, seriesName: 'x', dataIndex: 0, value: [9_999, 0] }),
    ).toContain('count 2');
  });

  it('keeps one series per measure up to the threshold', () => {
    const result = chartDataResult(
      [['count', 0]],
      Array.from({ length: MANY_MEASURES }, (_, i) => [i + 1]),
    );
    const series = transform({ markers: '' }, result).option.series as BarSeriesOption[];
    expect(series).toHaveLength(3 + MANY_MEASURES);
    expect(series.some((s) => s.large)).toBe(false);
  });

  it('parses comma-separated numbers leniently', () => {
    expect(parseNumbers(' 1, 2.5,,x, 10 ')).toEqual([1, 2.5, 10]);
    expect(parseNumbers('')).toEqual([]);
  });

  it('keeps the text controls with empty defaults', () => {
    const controls = controlPanel.sections.flatMap((s) => s.controls);
    expect(
      controls
        .map((c) => [c.name, c.default])
        .filter(([name]) => name !== 'metric' && name !== 'adhoc_filters'),
    ).toEqual([
      ['ranges', ''],
      ['range_labels', ''],
      ['markers', ''],
      ['marker_labels', ''],
      ['marker_lines', ''],
      ['marker_line_labels', ''],
    ]);
  });
});
