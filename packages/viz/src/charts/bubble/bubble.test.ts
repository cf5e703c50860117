import type { ScatterSeriesOption } from 'echarts';
import { describe, expect, it } from 'vitest';
import { chartDataResult } from '../../testing/chart-data-result.ts';
import { bubblePlugin } from './index.ts';
import { transformBubbleProps as transformProps } from './transform-props.ts';

const { formDataSchema, buildQuery, controlPanel } = bubblePlugin;

const QUANTITY = {
  expressionType: 'SQL',
  sqlExpression: 'SUM(quantity_ordered)',
  label: 'SUM(quantity_ordered)',
};
const COUNTRIES = {
  expressionType: 'SQL',
  sqlExpression: 'COUNT(DISTINCT country)',
  label: 'COUNT_DISTINCT(country)',
};
/** A legacy nvd3 `bubble` chart on the examples' sales dataset (Bubble.yaml's choices under the legacy keys). */
const BUBBLE_LEGACY_EXAMPLE = {
  datasource: '22__table',
  viz_type: 'bubble',
  series: 'product_line',
  entity: 'deal_size',
  x: QUANTITY,
  y: COUNTRIES,
  size: 'count',
  adhoc_filters: [
    {
      clause: 'WHERE',
      subject: 'order_date',
      operator: 'TEMPORAL_RANGE',
      comparator: 'No filter',
      expressionType: 'SIMPLE',
    },
  ],
  max_bubble_size: '25',
  limit: 50,
  color_scheme: 'supersetColors',
  show_legend: true,
  x_axis_label: 'Quantity',
  x_axis_format: 'SMART_NUMBER',
  y_axis_label: 'Countries',
  y_axis_format: 'SMART_NUMBER',
  y_log_scale: false,
  y_axis_bounds: [null, null],
  extra_form_data: {},
};
const parse = (overrides: Record<string, unknown> = {}) =>
  formDataSchema.parse({ ...BUBBLE_LEGACY_EXAMPLE, ...overrides });

describe('bubble buildQuery', () => {
  it('groups by entity and series, with [size, x, y] ordered by size and `limit` rows', () => {
    expect(buildQuery(parse()).queries).toEqual([
      {
        filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' }],
        extras: { having: '', where: '' },
        applied_time_extras: {},
        columns: ['deal_size', 'product_line'],
        metrics: ['count', QUANTITY, COUNTRIES],
        orderby: [['count', false]],
        annotation_layers: [],
        row_limit: 50,
        series_limit: 0,
        group_others_when_limit_reached: false,
        order_desc: true,
        url_params: {},
        custom_params: {},
        custom_form_data: {},
      },
    ]);
  });

  it('does not group twice when the series is the entity', () => {
    expect(buildQuery(parse({ series: 'deal_size' })).queries[0].columns).toEqual(['deal_size']);
  });
});

describe('bubble transformProps', () => {
  const RESULT = chartDataResult(
    [
      ['deal_size', 1],
      ['product_line', 1],
      ['count', 0],
      ['SUM(quantity_ordered)', 0],
      ['COUNT_DISTINCT(country)', 0],
    ],
    [
      ['Small', 'Planes', 5, 4000, 12],
      ['Large', 'Planes', 105, 9000, 3],
      ['Small', 'Ships', 55, 2500, 7],
    ],
  );
  const transform = (overrides: Record<string, unknown> = {}) =>
    transformProps({ formData: parse(overrides), queriesData: [RESULT], width: 600, height: 400 });

  it('draws one colour group per series with nvd3 area-scaled bubbles', () => {
    const p = transform();
    const series = p.option.series as ScatterSeriesOption[];
    expect(series.map((s) => s.name)).toEqual(['Planes', 'Ships']);
    const sizes = (series[0].data as { value: unknown[]; symbolSize: number }[]).map(
      (d) => d.symbolSize,
    );
    expect(sizes[0]).toBeCloseTo(Math.sqrt(5));
    expect(sizes[1]).toBeCloseTo(25);
    // Half way in size is half way in area between 5 and 625 px².
    expect((series[1].data as { symbolSize: number }[])[0].symbolSize).toBeCloseTo(Math.sqrt(315));
    expect((series[1].data as { value: unknown[] }[])[0].value).toEqual([
      2500,
      7,
      55,
      'Small',
      'Ships',
    ]);
    expect(p.option.xAxis).toMatchObject({ type: 'value', name: 'Quantity' });
    expect(p.option.yAxis).toMatchObject({ type: 'value', name: 'Countries' });
  });

  it('uses log axes and y bounds when asked', () => {
    const p = transform({ x_log_scale: true, y_log_scale: true, y_axis_bounds: [1, 20] });
    expect(p.option.xAxis).toMatchObject({ type: 'log' });
    expect(p.option.yAxis).toMatchObject({ type: 'log', min: 1, max: 20 });
  });

  it('colours by entity without a series', () => {
    const series = transform({ series: null }).option.series as ScatterSeriesOption[];
    expect(series.map((s) => s.name)).toEqual(['Small', 'Large']);
  });

  it('requires entity and the three metrics', () => {
    const controls = controlPanel.sections.flatMap((s) => s.controls);
    for (const name of ['entity', 'x', 'y', 'size'])
      expect(controls.find((c) => c.name === name)?.validators?.[0]('', { formData: {} })).toBe(
        'cannot be empty',
      );
    expect(controls.find((c) => c.name === 'x_axis_format')?.default).toBe('SMART_NUMBER');
  });
});
