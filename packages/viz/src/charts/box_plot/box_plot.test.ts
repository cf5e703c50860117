import type { BoxplotSeriesOption, ScatterSeriesOption } from 'echarts';
import { describe, expect, it, vi } from 'vitest';
import { chartDataResult } from '../../testing/chart-data-result.ts';
import { boxPlotPlugin } from './index.ts';
import { transformBoxPlotProps as transformProps } from './transform-props.ts';

const { formDataSchema, buildQuery } = boxPlotPlugin;

/** Featured Charts/Box_Plot.yaml (params, verbatim). */
const BOX_PLOT_EXAMPLE = {
  datasource: '22__table',
  viz_type: 'box_plot',
  columns: ['order_date'],
  time_grain_sqla: 'P1D',
  temporal_columns_lookup: { order_date: true },
  groupby: ['product_line'],
  metrics: ['count'],
  adhoc_filters: [
    {
      clause: 'WHERE',
      subject: 'order_date',
      operator: 'TEMPORAL_RANGE',
      comparator: 'No filter',
      expressionType: 'SIMPLE',
    },
  ],
  whiskerOptions: 'Tukey',
  x_axis_title_margin: 15,
  y_axis_title_margin: 15,
  y_axis_title_position: 'Left',
  color_scheme: 'supersetColors',
  x_ticks_layout: 'auto',
  number_format: 'SMART_NUMBER',
  date_format: 'smart_date',
  extra_form_data: {},
  dashboards: [13],
};
const parse = (overrides: Record<string, unknown> = {}) =>
  formDataSchema.parse({ ...BOX_PLOT_EXAMPLE, ...overrides });

describe('box_plot buildQuery', () => {
  it('Box_Plot.yaml: daily order_date (BASE_AXIS) + product_line, series by product_line, tukey boxplot', () => {
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
          'product_line',
        ],
        metrics: ['count'],
        annotation_layers: [],
        row_limit: 10000,
        series_columns: ['product_line'],
        series_limit: 0,
        group_others_when_limit_reached: false,
        order_desc: true,
        url_params: {},
        custom_params: {},
        custom_form_data: {},
        post_processing: [
          {
            operation: 'boxplot',
            options: { whisker_type: 'tukey', groupby: ['product_line'], metrics: ['count'] },
          },
        ],
      },
    ]);
  });

  it('maps whisker options to min/max and percentile whiskers, rejecting unknown ones', () => {
    expect(
      buildQuery(parse({ whiskerOptions: 'Min/max (no outliers)' })).queries[0].post_processing?.[0]
        ?.options,
    ).toMatchObject({ whisker_type: 'min/max' });
    expect(
      buildQuery(parse({ whiskerOptions: '5/95 percentiles' })).queries[0].post_processing?.[0]
        ?.options,
    ).toMatchObject({ whisker_type: 'percentile', percentiles: [5, 95] });
    expect(() => buildQuery(parse({ whiskerOptions: 'bogus' }))).toThrow(
      'Unsupported whisker type: bogus',
    );
  });

  it('falls back to __timestamp for legacy charts and passes the series limit', () => {
    const [query] = buildQuery(
      parse({
        columns: [],
        granularity_sqla: 'order_date',
        series_limit: 5,
        series_limit_metric: 'count',
      }),
    ).queries;
    expect(query).toMatchObject({
      columns: ['__timestamp', 'product_line'],
      series_limit: 5,
      series_limit_metric: 'count',
    });
  });
});

const stats = (metric: string) =>
  ['min', 'q1', 'median', 'q3', 'max', 'mean', 'count', 'outliers'].map(
    (s) => [`${metric}__${s}`, 0] as [string, 0],
  );
const RESULT = chartDataResult(
  [['product_line', 1], ...stats('count')],
  [
    ['Classic Cars', 1, 3, 5, 8, 12, 5.5, 200, [30, 25] as never],
    ['Ships', 1, 2, 2, 3, 4, 2.4, 80, [] as never],
  ],
);

describe('box_plot transformProps', () => {
  const transform = (
    overrides: Record<string, unknown> = {},
    extra: Partial<Parameters<typeof transformProps>[0]> = {},
  ) =>
    transformProps({
      formData: parse(overrides),
      queriesData: [RESULT],
      width: 500,
      height: 400,
      ...extra,
    });

  it('draws one box per dimension value and the outliers as a scatter series', () => {
    const p = transform();
    const [boxes, outliers] = p.option.series as [BoxplotSeriesOption, ScatterSeriesOption];
    expect(boxes).toMatchObject({ type: 'boxplot', name: 'boxplot' });
    expect(boxes.data).toEqual([
      {
        name: 'Classic Cars',
        value: [1, 3, 5, 8, 12],
        itemStyle: { color: '#1FA8C9', opacity: 1, borderColor: '#1FA8C9' },
      },
      {
        name: 'Ships',
        value: [1, 2, 2, 3, 4],
        itemStyle: { color: '#454E7C', opacity: 1, borderColor: '#454E7C' },
      },
    ]);
    expect(outliers).toMatchObject({ type: 'scatter', name: 'outlier' });
    expect((outliers.data as { value: unknown[] }[]).map((d) => d.value)).toEqual([
      ['Classic Cars', 30],
      ['Classic Cars', 25],
    ]);
    expect(p.option.xAxis).toMatchObject({ type: 'category', data: ['Classic Cars', 'Ships'] });
  });

  it('names boxes "value, metric" with several metrics', () => {
    const two = chartDataResult(
      [['product_line', 1], ...stats('count'), ...stats('SUM(sales)')],
      [['Ships', 1, 2, 2, 3, 4, 2.4, 80, [] as never, 10, 20, 30, 40, 50, 30, 80, [] as never]],
    );
    const p = transformProps({
      formData: parse({ metrics: ['count', 'SUM(sales)'] }),
      queriesData: [two],
      width: 500,
      height: 400,
    });
    expect(
      (
        (p.option.series as BoxplotSeriesOption[])[0].data as { name: string; value: number[] }[]
      ).map((d) => [d.name, d.value[2]]),
    ).toEqual([
      ['Ships, count', 2],
      ['Ships, SUM(sales)', 30],
    ]);
  });

  it('formats the y axis, the tick layout and the tooltip statistics', () => {
    const p = transform({ number_format: ',.1f', x_ticks_layout: '45°' });
    expect(
      (p.option.yAxis as { axisLabel: { formatter: (v: number) => string } }).axisLabel.formatter(
        1234,
      ),
    ).toBe('1,234.0');
    expect((p.option.xAxis as { axisLabel: unknown }).axisLabel).toEqual({
      rotate: 45,
      interval: 0,
    });
    const tooltip = p.option.tooltip as { formatter: (params: unknown) => string };
    expect(tooltip.formatter({ seriesName: 'boxplot', name: 'Classic Cars' })).toBe(
      '<div><b>Classic Cars</b></div><div>Count: 200</div><div>Min: 1.0</div><div>25th percentile: 3.0</div><div>Median: 5.0</div><div>Mean: 5.5</div><div>75th percentile: 8.0</div><div>Max: 12.0</div><div># Outliers: 2</div>',
    );
    expect(
      tooltip.formatter({
        seriesName: 'outlier',
        name: 'Classic Cars',
        value: ['Classic Cars', 30],
      }),
    ).toBe('<div><b>Classic Cars</b></div><div>Outlier: 30.0</div>');
  });

  it('cross-filters on the clicked box', () => {
    const setDataMask = vi.fn();
    transform({}, { hooks: { setDataMask }, emitCrossFilters: true }).onItemClick?.('Ships');
    expect(setDataMask).toHaveBeenCalledWith(
      expect.objectContaining({
        extraFormData: { filters: [{ col: 'product_line', op: 'IN', val: ['Ships'] }] },
      }),
    );
  });
});
