import type { ScatterSeriesOption } from 'echarts';
import { describe, expect, it, vi } from 'vitest';
import { chartDataResult, utc } from '../../testing/chart-data-result.ts';
import { LINE_EXAMPLE } from '../../testing/example-form-data.ts';
import { echartsTimeseriesScatterPlugin } from './index.ts';
import { transformEchartsTimeseriesScatterProps as transformProps } from './transform-props.ts';

const { formDataSchema, buildQuery } = echartsTimeseriesScatterPlugin;

/** Featured Charts/Scatter_Plot.yaml: Line.yaml's keys without seriesType / opacity, daily grain, by deal_size. */
const { seriesType: _seriesType, opacity: _opacity, ...LINE_KEYS } = LINE_EXAMPLE;
const SCATTER_EXAMPLE = {
  ...LINE_KEYS,
  viz_type: 'echarts_timeseries_scatter',
  time_grain_sqla: 'P1D',
  groupby: ['deal_size'],
};
const parse = (overrides: Record<string, unknown> = {}) =>
  formDataSchema.parse({ ...SCATTER_EXAMPLE, ...overrides });

describe('echarts_timeseries_scatter buildQuery', () => {
  it('Scatter_Plot.yaml: daily x-axis + deal_size, orderby count desc, pivot -> rename -> flatten', () => {
    expect(buildQuery(parse()).queries).toEqual([
      {
        filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' }],
        extras: { time_grain_sqla: 'P1D', having: '', where: '' },
        applied_time_extras: {},
        columns: [
          {
            timeGrain: 'P1D',
            columnType: 'BASE_AXIS',
            sqlExpression: 'order_date',
            label: 'order_date',
            expressionType: 'SQL',
          },
          'deal_size',
        ],
        metrics: ['count'],
        orderby: [['count', false]],
        annotation_layers: [],
        row_limit: 10000,
        series_columns: ['deal_size'],
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
              columns: ['deal_size'],
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

const RESULT = chartDataResult(
  [
    ['order_date', 2],
    ['Medium', 0],
    ['Small', 0],
  ],
  [
    [utc(2003, 1, 6), 3, 1],
    [utc(2003, 1, 7), null, 2500],
  ],
  { label_map: { Medium: ['Medium'], Small: ['Small'] } },
);

describe('echarts_timeseries_scatter transformProps', () => {
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

  it('draws one scatter series per column with the marker size, on a time axis', () => {
    const p = transform({ markerSize: 9 });
    const series = p.option.series as ScatterSeriesOption[];
    expect(series.map((s) => [s.type, s.name])).toEqual([
      ['scatter', 'Small'],
      ['scatter', 'Medium'],
    ]);
    expect(series[0]).toMatchObject({ symbolSize: 9, itemStyle: { color: '#1FA8C9', opacity: 1 } });
    expect(series[1].data).toEqual([
      [utc(2003, 1, 6), 3],
      [utc(2003, 1, 7), null],
    ]);
    expect(p.option.xAxis).toMatchObject({ type: 'time', minInterval: 24 * 3600 * 1000 });
  });

  it('formats the axes and value labels', () => {
    const p = transform({ show_value: true, y_axis_format: ',d' });
    const xAxis = p.option.xAxis as { axisLabel: { formatter: (v: number) => string } };
    const yAxis = p.option.yAxis as { axisLabel: { formatter: (v: number) => string } };
    expect(xAxis.axisLabel.formatter(utc(2003, 1, 7))).toBe('Tue 07');
    expect(yAxis.axisLabel.formatter(2500)).toBe('2,500');
    const label = (p.option.series as ScatterSeriesOption[])[0].label as {
      show: boolean;
      formatter: (params: unknown) => string;
    };
    expect(label.show).toBe(true);
    expect(label.formatter({ value: [utc(2003, 1, 7), 2500], dataIndex: 1 })).toBe('2,500');
  });

  it('cross-filters on the clicked series', () => {
    const setDataMask = vi.fn();
    transform({}, { hooks: { setDataMask }, emitCrossFilters: true }).onSeriesClick?.('Small');
    expect(setDataMask).toHaveBeenCalledWith(
      expect.objectContaining({
        extraFormData: { filters: [{ col: 'deal_size', op: 'IN', val: ['Small'] }] },
      }),
    );
  });
});
