import type { BarSeriesOption, ScatterSeriesOption } from 'echarts';
import { describe, expect, it } from 'vitest';
import { chartDataResult } from '../../testing/chart-data-result.ts';
import { bulletPlugin } from './index.ts';
import { parseNumbers, transformBulletProps as transformProps } from './transform-props.ts';

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
