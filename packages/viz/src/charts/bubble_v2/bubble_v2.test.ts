import type { ScatterSeriesOption } from 'echarts';
import { describe, expect, it } from 'vitest';
import { chartDataResult } from '../../testing/chart-data-result.ts';
import { bubbleSizeScale } from '../_bubble/bubble-option.ts';
import { bubbleV2Plugin } from './index.ts';
import { transformBubbleV2Props as transformProps } from './transform-props.ts';

const { formDataSchema, buildQuery, controlPanel } = bubbleV2Plugin;

const column = (id: number, name: string, type: string, typeGeneric: number) => ({
  advanced_data_type: null,
  certification_details: null,
  certified_by: null,
  column_name: name,
  description: null,
  expression: null,
  filterable: true,
  groupby: true,
  id,
  is_certified: false,
  is_dttm: false,
  python_date_format: null,
  type,
  type_generic: typeGeneric,
  verbose_name: null,
  warning_markdown: null,
});
const X_METRIC = {
  expressionType: 'SIMPLE',
  column: column(739, 'quantity_ordered', 'BIGINT', 0),
  aggregate: 'SUM',
  sqlExpression: null,
  datasourceWarning: false,
  hasCustomLabel: false,
  label: 'SUM(quantity_ordered)',
  optionName: 'metric_ieq28dvzapm_wsnd3sj3trn',
};
const Y_METRIC = {
  expressionType: 'SIMPLE',
  column: column(754, 'country', 'TEXT', 1),
  aggregate: 'COUNT_DISTINCT',
  sqlExpression: null,
  datasourceWarning: false,
  hasCustomLabel: false,
  label: 'COUNT_DISTINCT(country)',
  optionName: 'metric_2pvgxo9w3dc_fazapv2jd65',
};
/** superset-examples/charts/Featured Charts/Bubble.yaml, `params`. */
const BUBBLE_EXAMPLE = {
  datasource: '22__table',
  viz_type: 'bubble_v2',
  series: 'product_line',
  entity: 'deal_size',
  x: X_METRIC,
  y: Y_METRIC,
  adhoc_filters: [
    {
      clause: 'WHERE',
      subject: 'order_date',
      operator: 'TEMPORAL_RANGE',
      comparator: 'No filter',
      expressionType: 'SIMPLE',
    },
  ],
  size: 'count',
  order_desc: true,
  row_limit: 10000,
  color_scheme: 'supersetColors',
  show_legend: true,
  legendType: 'scroll',
  legendOrientation: 'top',
  max_bubble_size: '25',
  tooltipSizeFormat: 'SMART_NUMBER',
  opacity: 0.6,
  x_axis_title_margin: 30,
  xAxisFormat: 'SMART_NUMBER',
  y_axis_title_margin: 30,
  y_axis_format: 'SMART_NUMBER',
  truncateXAxis: true,
  y_axis_bounds: [null, null],
  extra_form_data: {},
  dashboards: [13],
};
const parse = (overrides: Record<string, unknown> = {}) =>
  formDataSchema.parse({ ...BUBBLE_EXAMPLE, ...overrides });

describe('bubble_v2 buildQuery', () => {
  it('Bubble.yaml: one row per deal size and product line with the x, y and size metrics', () => {
    expect(buildQuery(parse()).queries).toEqual([
      {
        filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' }],
        extras: { having: '', where: '' },
        applied_time_extras: {},
        columns: ['deal_size', 'product_line'],
        metrics: [X_METRIC, Y_METRIC, 'count'],
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

  it('orders by the sort metric, ascending unless order_desc', () => {
    expect(buildQuery(parse({ orderby: ['count'] })).queries[0].orderby).toEqual([
      ['count', false],
    ]);
    expect(buildQuery(parse({ orderby: 'count', order_desc: false })).queries[0].orderby).toEqual([
      ['count', true],
    ]);
    expect(buildQuery(parse({ orderby: ['count'] })).form_data).toMatchObject({
      orderby: ['count'],
    });
  });
});

const RESULT = chartDataResult(
  [
    ['deal_size', 1],
    ['product_line', 1],
    ['SUM(quantity_ordered)', 0],
    ['COUNT_DISTINCT(country)', 0],
    ['count', 0],
  ],
  [
    ['Small', 'Classic Cars', 12000, 18, 100],
    ['Large', 'Classic Cars', 3000, 9, 50],
    ['Small', 'Planes', 4000, 12, 200],
  ],
);

describe('bubble_v2 transformProps', () => {
  const transform = (overrides: Record<string, unknown> = {}) =>
    transformProps({ formData: parse(overrides), queriesData: [RESULT], width: 600, height: 400 });

  it('groups bubbles by series value with [x, y, size, entity, series] points sized 5..55 px', () => {
    const p = transform();
    const series = p.option.series as ScatterSeriesOption[];
    expect(series.map((s) => s.name)).toEqual(['Classic Cars', 'Planes']);
    expect(series[0].data).toEqual([
      { value: [12000, 18, 100, 'Small', 'Classic Cars'], symbolSize: 5 + (50 / 150) * 50 },
      { value: [3000, 9, 50, 'Large', 'Classic Cars'], symbolSize: 5 },
    ]);
    expect(series[1].data).toEqual([{ value: [4000, 12, 200, 'Small', 'Planes'], symbolSize: 55 }]);
    expect(series[0].itemStyle).toEqual({ color: '#1FA8C9', opacity: 0.6 });
    expect(p.option.legend).toMatchObject({ data: ['Classic Cars', 'Planes'] });
  });

  it('colours by entity without a series column', () => {
    const series = transform({ series: null }).option.series as ScatterSeriesOption[];
    expect(series.map((s) => s.name)).toEqual(['Small', 'Large']);
  });

  it('draws value axes (log when asked) with titles, formats and bounds', () => {
    const p = transform({
      x_axis_label: 'Quantity',
      logYAxis: true,
      truncateYAxis: true,
      y_axis_bounds: [1, 100],
      xAxisFormat: ',d',
    });
    expect(p.option.xAxis).toMatchObject({
      type: 'value',
      name: 'Quantity',
      nameGap: 30,
      nameLocation: 'middle',
      splitLine: { lineStyle: { type: 'dashed' } },
    });
    expect(p.option.yAxis).toMatchObject({ type: 'log', min: 1, max: 100 });
    expect(
      (p.option.xAxis as { axisLabel: { formatter: (v: number) => string } }).axisLabel.formatter(
        12000,
      ),
    ).toBe('12,000');
    expect(p.option.xAxis).not.toHaveProperty('min');
  });

  it('names the entity and every measure in the tooltip', () => {
    const tooltip = transform().option.tooltip as { formatter: (params: unknown) => string };
    const html = tooltip.formatter({ data: { value: [12000, 18, 100, 'Small', 'Classic Cars'] } });
    expect(html).toContain('<b>Classic Cars - Small</b>');
    expect(html).toContain('SUM(quantity_ordered): 12k');
    expect(html).toContain('COUNT_DISTINCT(country): 18');
    expect(html).toContain('count: 100');
  });

  it('scales sizes linearly, or by area for nvd3 sizing', () => {
    expect(bubbleSizeScale([0, 10], [5, 55])(5)).toBe(30);
    expect(bubbleSizeScale([0, 10], [3, 4], true)(5)).toBeCloseTo(Math.sqrt(12.5));
  });
});

describe('bubble_v2 control panel', () => {
  it('requires entity and the three metrics; max bubble size defaults to 25', () => {
    const controls = controlPanel.sections.flatMap((s) => s.controls);
    for (const name of ['entity', 'x', 'y', 'size'])
      expect(controls.find((c) => c.name === name)?.validators?.[0](null, { formData: {} })).toBe(
        'cannot be empty',
      );
    expect(controls.find((c) => c.name === 'max_bubble_size')?.default).toBe('25');
    expect(controls.find((c) => c.name === 'opacity')?.default).toBe(0.6);
  });
});
