import type { LineSeriesOption } from 'echarts';
import { describe, expect, it, vi } from 'vitest';
import { chartDataResult, utc } from '../../testing/chart-data-result.ts';
import { LINE_EXAMPLE } from '../../testing/example-form-data.ts';
import { echartsTimeseriesSmoothPlugin } from './index.ts';
import { transformEchartsTimeseriesSmoothProps as transformProps } from './transform-props.ts';

const { formDataSchema, buildQuery, controlPanel } = echartsTimeseriesSmoothPlugin;
// Line.yaml's keys saved as a smooth line (the generic keys seriesType / opacity are not smooth-line controls).
const { seriesType: _seriesType, opacity: _opacity, ...LINE_KEYS } = LINE_EXAMPLE;
const parse = (overrides: Record<string, unknown> = {}) =>
  formDataSchema.parse({ ...LINE_KEYS, viz_type: 'echarts_timeseries_smooth', ...overrides });

const RESULT = chartDataResult(
  [
    ['order_date', 2],
    ['Classic Cars', 0],
    ['Planes', 0],
  ],
  [
    [utc(2003, 1), 58, null],
    [utc(2003, 2), 61, 10],
  ],
  { label_map: { 'Classic Cars': ['Classic Cars'], Planes: ['Planes'] } },
);

describe('echarts_timeseries_smooth buildQuery', () => {
  it('builds the family query: x-axis + groupby, orderby count desc, pivot -> rename -> flatten', () => {
    expect(buildQuery(parse()).queries).toEqual([
      {
        filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' }],
        extras: { time_grain_sqla: 'P1M', having: '', where: '' },
        applied_time_extras: {},
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
        orderby: [['count', false]],
        annotation_layers: [],
        row_limit: 10000,
        series_columns: ['product_line'],
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
              index: ['order_date'],
              columns: ['product_line'],
              aggregates: { count: { operator: 'mean' } },
              drop_missing_columns: false,
            },
          },
          { operation: 'rename', options: { columns: { count: null }, level: 0, inplace: true } },
          { operation: 'flatten' },
        ],
      },
    ]);
  });
});

describe('echarts_timeseries_smooth transformProps', () => {
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

  it('draws smooth lines on a time axis with markers when enabled', () => {
    const p = transform({ markerEnabled: true, markerSize: 9 });
    const series = p.option.series as LineSeriesOption[];
    expect(series.map((s) => [s.name, s.type, s.smooth, s.showSymbol, s.symbolSize])).toEqual([
      ['Classic Cars', 'line', true, true, 9],
      ['Planes', 'line', true, true, 9],
    ]);
    expect(series[1].data).toEqual([
      [utc(2003, 1), null],
      [utc(2003, 2), 10],
    ]);
    expect(p.option.xAxis).toMatchObject({ type: 'time' });
    expect(p.option.yAxis).toMatchObject({ type: 'value' });
  });

  it('cross-filters on the clicked series', () => {
    const setDataMask = vi.fn();
    transform({}, { hooks: { setDataMask }, emitCrossFilters: true }).onSeriesClick?.('Planes');
    expect(setDataMask).toHaveBeenCalledWith(
      expect.objectContaining({
        extraFormData: { filters: [{ col: 'product_line', op: 'IN', val: ['Planes'] }] },
      }),
    );
  });

  it('offers value labels and markers but no stack or series-type control', () => {
    const names = controlPanel.sections.flatMap((s) => s.controls.map((c) => c.name));
    expect(names).toEqual(
      expect.arrayContaining(['show_value', 'only_total', 'markerEnabled', 'markerSize']),
    );
    expect(names).not.toContain('stack');
    expect(names).not.toContain('seriesType');
  });
});
