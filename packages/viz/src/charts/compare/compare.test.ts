import type { LineSeriesOption } from 'echarts';
import { describe, expect, it, vi } from 'vitest';
import { chartDataResult, utc } from '../../testing/chart-data-result.ts';
import { toTimeOffset } from '../_nvd3/legacy-timeseries.ts';
import { comparePlugin } from './index.ts';
import { rebaseToIndex, transformCompareProps as transformProps } from './transform-props.ts';

const { formDataSchema, buildQuery, controlPanel } = comparePlugin;

/** A legacy `compare` chart on the examples' sales dataset, as Superset saved it (nvd3 keys). */
const COMPARE_EXAMPLE = {
  datasource: '22__table',
  viz_type: 'compare',
  granularity_sqla: 'order_date',
  time_grain_sqla: 'P1M',
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
  groupby: ['product_line'],
  order_desc: true,
  contribution: false,
  row_limit: 10000,
  color_scheme: 'supersetColors',
  x_axis_label: 'Month',
  bottom_margin: 'auto',
  x_ticks_layout: 'auto',
  x_axis_format: 'smart_date',
  y_axis_label: '',
  left_margin: 'auto',
  y_log_scale: false,
  y_axis_format: 'SMART_NUMBER',
  y_axis_bounds: [null, null],
  rolling_type: 'None',
  comparison_type: 'values',
  annotation_layers: [],
  extra_form_data: {},
};
const parse = (overrides: Record<string, unknown> = {}) =>
  formDataSchema.parse({ ...COMPARE_EXAMPLE, ...overrides });

describe('compare buildQuery', () => {
  it('builds a __timestamp time series on granularity_sqla, pivoted by the groupby', () => {
    const request = buildQuery(parse());
    expect(request.queries).toEqual([
      {
        filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' }],
        extras: { time_grain_sqla: 'P1M', having: '', where: '' },
        applied_time_extras: {},
        granularity: 'order_date',
        columns: ['product_line'],
        is_timeseries: true,
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
              index: ['__timestamp'],
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
    expect(request.form_data).toMatchObject({
      viz_type: 'compare',
      rolling_type: 'None',
      x_axis_label: 'Month',
    });
  });

  it('maps the legacy analytics onto the modern steps', () => {
    const [query] = buildQuery(
      parse({
        rolling_type: 'mean',
        rolling_periods: 3,
        time_compare: ['1 year'],
        comparison_type: 'absolute',
        contribution: true,
      }),
    ).queries;
    expect(query.time_offsets).toEqual(['1 year ago']);
    expect(query.post_processing?.map((s) => s?.operation)).toEqual([
      'pivot',
      'rolling',
      'compare',
      'rename',
      'contribution',
      'flatten',
    ]);
    expect(query.post_processing?.[2]).toEqual({
      operation: 'compare',
      options: {
        source_columns: ['count'],
        compare_columns: ['count__1 year ago'],
        compare_type: 'difference',
        drop_original_columns: true,
      },
    });
    expect([toTimeOffset('52 weeks'), toTimeOffset('1 year ago')]).toEqual([
      '52 weeks ago',
      '1 year ago',
    ]);
  });
});

const RESULT = chartDataResult(
  [
    ['__timestamp', 2],
    ['Classic Cars', 0],
    ['Planes', 0],
  ],
  [
    [utc(2003, 1), 50, null],
    [utc(2003, 2), 75, 20],
    [utc(2003, 3), 25, 30],
  ],
  { label_map: { 'Classic Cars': ['Classic Cars'], Planes: ['Planes'] } },
);

describe('compare transformProps', () => {
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

  it('re-bases every series to its first value and draws percent-change lines on a time axis', () => {
    const p = transform();
    const series = p.option.series as LineSeriesOption[];
    const byName = Object.fromEntries(series.map((s) => [s.name, s.data]));
    expect(byName['Classic Cars']).toEqual([
      [utc(2003, 1), 0],
      [utc(2003, 2), 0.5],
      [utc(2003, 3), -0.5],
    ]);
    expect(byName.Planes).toEqual([
      [utc(2003, 1), null],
      [utc(2003, 2), 0],
      [utc(2003, 3), 0.5],
    ]);
    expect(series.every((s) => s.type === 'line')).toBe(true);
    expect(p.option.xAxis).toMatchObject({ type: 'time', name: 'Month' });
    expect(
      (p.option.yAxis as { axisLabel: { formatter: (v: number) => string } }).axisLabel.formatter(
        0.5,
      ),
    ).toBe('50.0%');
  });

  it('hides series whose index value is zero', () => {
    expect(rebaseToIndex([{ a: 0 }, { a: 5 }], ['a'])).toEqual([{ a: null }, { a: null }]);
  });

  it('registers no cross-filter or drill (legacy chart), but reports the legend', () => {
    const onLegendStateChanged = vi.fn();
    const p = transform(
      {},
      {
        hooks: { setDataMask: vi.fn(), onContextMenu: vi.fn(), onLegendStateChanged },
        emitCrossFilters: true,
      },
    );
    expect(p.onSeriesClick).toBeUndefined();
    expect(p.onContextMenu).toBeUndefined();
    expect(p.onLegendStateChanged).toBe(onLegendStateChanged);
  });

  it('keeps the legacy control names and defaults', () => {
    const controls = controlPanel.sections.flatMap((s) => s.controls);
    expect(controls.find((c) => c.name === 'rolling_type')?.default).toBe('None');
    expect(controls.find((c) => c.name === 'x_axis_format')?.default).toBe('smart_date');
    expect(controls.find((c) => c.name === 'contribution')?.default).toBe(false);
  });
});
