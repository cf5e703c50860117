import { describe, expect, it } from 'vitest';
import { chartDataResult } from '../../testing/chart-data-result.ts';
import { popKpiPlugin } from './index.ts';
import { popPercentChange, transformPopKpiProps as transformProps } from './transform-props.ts';

const { formDataSchema, buildQuery, controlPanel } = popKpiPlugin;

/** A `pop_kpi` chart on the examples' sales dataset: SUM(sales) in 2004 against one year earlier. */
const POP_KPI_EXAMPLE = {
  datasource: '22__table',
  viz_type: 'pop_kpi',
  metric: 'count',
  adhoc_filters: [
    {
      clause: 'WHERE',
      subject: 'order_date',
      operator: 'TEMPORAL_RANGE',
      comparator: '2004-01-01 : 2005-01-01',
      expressionType: 'SIMPLE',
    },
  ],
  row_limit: 10000,
  y_axis_format: ',d',
  percentDifferenceFormat: '.1%',
  header_font_size: 0.2,
  subheader_font_size: 0.125,
  comparison_color_enabled: true,
  comparison_color_scheme: 'Green',
  time_compare: ['1 year ago'],
  comparison_type: 'values',
  extra_form_data: {},
};
const parse = (overrides: Record<string, unknown> = {}) =>
  formDataSchema.parse({ ...POP_KPI_EXAMPLE, ...overrides });

describe('pop_kpi buildQuery', () => {
  it('asks for the metric and its value one year earlier', () => {
    expect(buildQuery(parse()).queries).toEqual([
      {
        filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: '2004-01-01 : 2005-01-01' }],
        extras: { having: '', where: '' },
        applied_time_extras: {},
        columns: [],
        metrics: ['count'],
        annotation_layers: [],
        row_limit: 10000,
        series_limit: 0,
        group_others_when_limit_reached: false,
        order_desc: true,
        url_params: {},
        custom_params: {},
        custom_form_data: {},
        post_processing: [],
        time_offsets: ['1 year ago'],
      },
    ]);
  });

  it('sends the custom start date or `inherit`, and compares when the type asks', () => {
    expect(
      buildQuery(parse({ time_compare: 'custom', start_date_offset: '2003-01-01' })).queries[0]
        .time_offsets,
    ).toEqual(['2003-01-01']);
    expect(buildQuery(parse({ time_compare: 'inherit' })).queries[0].time_offsets).toEqual([
      'inherit',
    ]);
    expect(buildQuery(parse({ time_compare: null })).queries[0].time_offsets).toEqual([]);
    expect(buildQuery(parse({ comparison_type: 'difference' })).queries[0].post_processing).toEqual(
      [
        {
          operation: 'compare',
          options: {
            source_columns: ['count'],
            compare_columns: ['count__1 year ago'],
            compare_type: 'difference',
            drop_original_columns: true,
          },
        },
      ],
    );
  });
});

describe('pop_kpi transformProps', () => {
  const RESULT = chartDataResult(
    [
      ['count', 0],
      ['count__1 year ago', 0],
    ],
    [[1200, 1000]],
  );
  const transform = (overrides: Record<string, unknown> = {}, result = RESULT) =>
    transformProps({ formData: parse(overrides), queriesData: [result], width: 400, height: 200 });

  it('shows the current value with previous value, delta and percent change', () => {
    const p = transform();
    expect(p.bigNumber).toBe('1,200');
    expect(p.percentChange).toBeCloseTo(0.2);
    expect(p.comparisons).toEqual([
      { key: 'Previous value', label: 'Previous value', value: '1,000' },
      { key: 'Delta', label: 'Delta', value: '200', arrow: '▲' },
      { key: 'Percent change', label: 'Percent change', value: '20.0%', arrow: '▲' },
    ]);
    expect(p.comparisonColor).toBe('#5AC189');
    expect(p.headerFontSize).toBe(40);
    expect(p.comparisonFontSize).toBe(25);
    expect(p.comparisonDescription).toBe('Compared with 1 year ago');
  });

  it('colours a decrease red, or green with the Red scheme; no colour when disabled', () => {
    const down = chartDataResult(
      [
        ['count', 0],
        ['count__1 year ago', 0],
      ],
      [[800, 1000]],
    );
    expect(transform({}, down).comparisonColor).toBe('#E04355');
    expect(transform({ comparison_color_scheme: 'Red' }, down).comparisonColor).toBe('#5AC189');
    expect(transform({ comparison_color_enabled: false }, down).comparisonColor).toBeUndefined();
    expect(transform({}, down).comparisons[1]).toMatchObject({ value: '-200', arrow: '▼' });
  });

  it('renames and hides figures through column_config', () => {
    const p = transform({
      column_config: {
        'Previous value': { customColumnName: 'Last year' },
        Delta: { visible: false },
      },
    });
    expect(p.comparisons.map((c) => c.label)).toEqual(['Last year', 'Percent change']);
  });

  it('computes the percent change with the zero rules', () => {
    expect(popPercentChange(0, 0)).toBe(0);
    expect(popPercentChange(5, 0)).toBe(1);
    expect(popPercentChange(0, 5)).toBe(-1);
    expect(popPercentChange(-50, -100)).toBe(0.5);
  });

  it('defaults the header to 0.2 and the comparison size to 0.125 of the height', () => {
    const controls = controlPanel.sections.flatMap((s) => s.controls);
    expect(controls.find((c) => c.name === 'header_font_size')?.default).toBe(0.2);
    expect(controls.find((c) => c.name === 'subheader_font_size')?.default).toBe(0.125);
    expect(controls.find((c) => c.name === 'comparison_color_scheme')?.default).toBe('Green');
  });
});
