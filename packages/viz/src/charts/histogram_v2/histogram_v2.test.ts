import type { BarSeriesOption } from 'echarts';
import { describe, expect, it } from 'vitest';
import { GenericDataType } from '@sightline/core';
import { chartDataResult } from '../../testing/chart-data-result.ts';
import { histogramV2Plugin } from './index.ts';
import { MAX_ANIMATED_BARS, MAX_LEGEND_SERIES, transformHistogramV2Props as transformProps } from './transform-props.ts';

const { formDataSchema, buildQuery } = histogramV2Plugin;

/** Featured Charts/Histogram.yaml (params, verbatim). */
const HISTOGRAM_EXAMPLE = {
  datasource: '22__table',
  viz_type: 'histogram_v2',
  slice_id: 130,
  column: 'quantity_ordered',
  groupby: ['deal_size'],
  adhoc_filters: [{ clause: 'WHERE', comparator: 'No filter', expressionType: 'SIMPLE', operator: 'TEMPORAL_RANGE', subject: 'order_date' }],
  row_limit: 10000,
  bins: 10,
  normalize: false,
  color_scheme: 'supersetAndPresetColors',
  show_value: false,
  show_legend: true,
  extra_form_data: {},
  dashboards: [],
};
const parse = (overrides: Record<string, unknown> = {}) => formDataSchema.parse({ ...HISTOGRAM_EXAMPLE, ...overrides });

describe('histogram_v2 buildQuery', () => {
  it('Histogram.yaml: raw deal_size + quantity_ordered rows, no metrics, 10 bins', () => {
    expect(buildQuery(parse()).queries).toEqual([
      {
        filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' }],
        extras: { having: '', where: '' },
        applied_time_extras: {},
        columns: ['deal_size', 'quantity_ordered'],
        annotation_layers: [],
        row_limit: 10000,
        series_limit: 0,
        group_others_when_limit_reached: false,
        order_desc: true,
        url_params: {},
        custom_params: {},
        custom_form_data: {},
        post_processing: [{ operation: 'histogram', options: { column: 'quantity_ordered', groupby: ['deal_size'], bins: 10, cumulative: false, normalize: false } }],
      },
    ]);
  });

  it('passes cumulative and normalize, and bins saved as text', () => {
    const [query] = buildQuery(parse({ bins: '20', cumulative: true, normalize: true, groupby: [] })).queries;
    expect(query.columns).toEqual(['quantity_ordered']);
    expect(query.post_processing?.[0]?.options).toEqual({ column: 'quantity_ordered', groupby: [], bins: 20, cumulative: true, normalize: true });
  });
});

const RESULT = chartDataResult(
  [
    ['deal_size', 1],
    ['6.0 - 10.5', 0],
    ['10.5 - 15.0', 0],
  ],
  [
    ['Small', 40, 1200],
    ['Large', 0, 3],
  ],
);

describe('histogram_v2 transformProps', () => {
  const transform = (overrides: Record<string, unknown> = {}) => transformProps({ formData: parse(overrides), queriesData: [RESULT], width: 500, height: 400 });

  it('draws one bar series per group over the bin categories', () => {
    const p = transform();
    const series = p.option.series as BarSeriesOption[];
    expect(series.map((s) => [s.type, s.name, s.data])).toEqual([
      ['bar', 'Small', [40, 1200]],
      ['bar', 'Large', [0, 3]],
    ]);
    // The first colour of the saved scheme, supersetAndPresetColors.
    expect(series[0].itemStyle).toEqual({ color: '#004960' });
    expect(p.option.xAxis).toMatchObject({ type: 'category', data: ['6.0 - 10.5', '10.5 - 15.0'] });
    expect(p.option.legend).toMatchObject({ show: true, data: ['Small', 'Large'] });
  });

  it('formats bin edges with the x format and counts or shares with the y format', () => {
    const xAxis = transform({ x_axis_format: ',.0f' }).option.xAxis as { axisLabel: { formatter: (v: string) => string } };
    expect(xAxis.axisLabel.formatter('6.0 - 10.5')).toBe('6 - 11');
    const yAxis = transform().option.yAxis as { axisLabel: { formatter: (v: number) => string } };
    expect(yAxis.axisLabel.formatter(1200)).toBe('1.2k');
    const normalized = transform({ normalize: true, show_value: true });
    expect((normalized.option.yAxis as { axisLabel: { formatter: (v: number) => string } }).axisLabel.formatter(0.25)).toBe('25.00%');
    const label = (normalized.option.series as BarSeriesOption[])[0].label as { show: boolean; formatter: (p: unknown) => string };
    expect(label.show).toBe(true);
    expect(label.formatter({ value: 0.5 })).toBe('50.00%');
  });

  it('stays linear for 10,000 bins and drops labels and animation past MAX_ANIMATED_BARS bars', () => {
    const small = (transform({ show_value: true }).option.series as BarSeriesOption[])[0];
    expect(small).toMatchObject({ animation: true, label: { show: true }, emphasis: { focus: 'series' } });
    const edges = Array.from({ length: 10_001 }, (_, i) => i / 10);
    const columns: [string, GenericDataType][] = [['deal_size', GenericDataType.STRING], ...edges.slice(1).map((hi, i): [string, GenericDataType] => [`${edges[i]} - ${hi}`, GenericDataType.NUMERIC])];
    const wide = chartDataResult(columns, [['Small', ...edges.slice(1).map((_, i) => i % 7)], ['Large', ...edges.slice(1).map((_, i) => i % 3)]]);
    const started = Date.now();
    const p = transformProps({ formData: parse({ show_value: true }), queriesData: [wide], width: 500, height: 400 });
    expect(Date.now() - started).toBeLessThan(1000);
    const series = p.option.series as BarSeriesOption[];
    expect(series.map((s) => (s.data as number[]).length)).toEqual([10_000, 10_000]);
    expect(2 * 10_000).toBeGreaterThan(MAX_ANIMATED_BARS);
    expect(series[0]).toMatchObject({ animation: false, label: { show: false }, emphasis: { focus: 'none' } });
    const sameName = chartDataResult([['0 - 5', 0]], Array.from({ length: 3 }, () => [7]));
    expect(transformProps({ formData: parse({ groupby: [] }), queriesData: [sameName], width: 500, height: 400 }).option.legend).toMatchObject({ data: ['quantity_ordered'] });
    const groups = chartDataResult([['deal_size', GenericDataType.STRING], ['0 - 5', GenericDataType.NUMERIC]], Array.from({ length: 10_000 }, (_, i) => [`g${i}`, i]));
    const legend = transformProps({ formData: parse(), queriesData: [groups], width: 500, height: 400 }).option.legend as { data: string[] };
    expect(legend.data).toHaveLength(MAX_LEGEND_SERIES);
    expect(legend.data[0]).toBe('g0');
  });

  it('names the single series after the column without groupby', () => {
    const flat = chartDataResult([['0 - 5', 0]], [[7]]);
    const p = transformProps({ formData: parse({ groupby: [] }), queriesData: [flat], width: 500, height: 400 });
    expect((p.option.series as BarSeriesOption[]).map((s) => [s.name, s.data])).toEqual([['quantity_ordered', [7]]]);
  });
});
