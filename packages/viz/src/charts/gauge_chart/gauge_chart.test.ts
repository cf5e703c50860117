import type { GaugeSeriesOption } from 'echarts';
import { describe, expect, it, vi } from 'vitest';
import { chartDataResult } from '../../testing/chart-data-result.ts';
import { gaugeChartPlugin } from './index.ts';
import {
  titleOffsets,
  transformGaugeChartProps as transformProps,
  visibleTitleCount,
} from './transform-props.ts';

const { formDataSchema, buildQuery } = gaugeChartPlugin;

/** Featured Charts/Gauge.yaml (params, verbatim). */
const GAUGE_EXAMPLE = {
  datasource: '22__table',
  viz_type: 'gauge_chart',
  groupby: ['deal_size'],
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
  row_limit: 10,
  start_angle: 225,
  end_angle: -45,
  color_scheme: 'supersetColors',
  font_size: 13,
  number_format: 'SMART_NUMBER',
  value_formatter: '{value}',
  show_pointer: true,
  animation: true,
  show_axis_tick: false,
  show_split_line: false,
  split_number: 10,
  show_progress: true,
  overlap: true,
  round_cap: false,
  extra_form_data: {},
  dashboards: [],
};
const parse = (overrides: Record<string, unknown> = {}) =>
  formDataSchema.parse({ ...GAUGE_EXAMPLE, ...overrides });

describe('gauge_chart buildQuery', () => {
  it('Gauge.yaml: one pointer per deal_size, count sorted descending (sort_by_metric defaults on), 10 rows', () => {
    expect(buildQuery(parse()).queries).toEqual([
      {
        filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' }],
        extras: { having: '', where: '' },
        applied_time_extras: {},
        columns: ['deal_size'],
        metrics: ['count'],
        orderby: [['count', false]],
        annotation_layers: [],
        row_limit: 10,
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

const RESULT = chartDataResult(
  [
    ['deal_size', 1],
    ['count', 0],
  ],
  [
    ['Medium', 1384],
    ['Small', 1282],
    ['Large', 157],
  ],
);

describe('gauge_chart transformProps', () => {
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
  const seriesOf = (p: ReturnType<typeof transform>) => (p.option.series as GaugeSeriesOption[])[0];

  it('lays out only the titles inside the box for 10,000 groups, every pointer kept', () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => [`Size ${i}`, i]);
    const big = chartDataResult(
      RESULT.colnames.map((c, i) => [c, RESULT.coltypes[i]!]),
      rows,
    );
    const series = seriesOf(transform({}, { queriesData: [big] }));
    const data = series.data as {
      name: string;
      value: number;
      title: { show?: boolean };
      detail: { show?: boolean };
    }[];
    expect(data).toHaveLength(10_000);
    expect(data[9_999]).toMatchObject({ name: 'Size 9999', value: 9_999 });
    const titled = data.filter((d) => d.title.show !== false);
    const radius = series.radius as number;
    // Titles step 26 % of the radius down from 20 % below the centre (55 % of the 400 px box).
    expect(titleOffsets(radius, 13)).toMatchObject({ first: 20, step: 26 });
    expect(titled.length).toBe(visibleTitleCount(400, radius, titleOffsets(radius, 13), 13));
    expect(titled.length).toBeGreaterThan(0);
    expect(titled.length).toBeLessThan(10);
    expect(data.filter((d) => d.detail.show !== false)).toHaveLength(titled.length);
    expect(series.animation).toBe(false);
    expect(series.detail).toMatchObject({ valueAnimation: false });
    // An ordinary gauge shows every title.
    const small = seriesOf(transform()).data as { title: { show?: boolean } }[];
    expect(small.every((d) => d.title.show === undefined)).toBe(true);
    expect(seriesOf(transform()).animation).toBe(true);
  });

  it('draws one gauge with automatic bounds 0 .. 2 × max and one item per group', () => {
    const series = seriesOf(transform());
    expect(series).toMatchObject({
      type: 'gauge',
      startAngle: 225,
      endAngle: -45,
      min: 0,
      max: 2768,
      splitNumber: 10,
    });
    expect(series.progress).toEqual({ show: true, overlap: true, roundCap: false, width: 13 });
    const data = series.data as {
      name: string;
      value: number;
      itemStyle: { color: string };
      title: { offsetCenter: string[] };
      detail: { offsetCenter: string[] };
    }[];
    expect(data.map((d) => [d.name, d.value, d.itemStyle.color])).toEqual([
      ['Medium', 1384, '#1FA8C9'],
      ['Small', 1282, '#454E7C'],
      ['Large', 157, '#5AC189'],
    ]);
    expect(data.map((d) => d.title.offsetCenter[1])).toEqual(['20%', '46%', '72%']);
    // The value a line under its title: Superset's 0.9 × 13 % of the radius (143 px) is 16.7 px,
    // less than half the title's and the value's lines (7.5 + 9 px) and a 2 px gap.
    const radius = series.radius as number;
    expect(data[0].detail.offsetCenter[1]).toBe(`${20 + ((7.475 + 8.97 + 2) / radius) * 100}%`);
  });

  it('uses saved bounds, wider axis lines without overlap, and coloured intervals', () => {
    const series = seriesOf(
      transform({
        min_val: 0,
        max_val: 2000,
        overlap: false,
        intervals: '500,1500,2000',
        interval_color_indices: '6,,3',
      }),
    );
    // Three bands of one font size each on a three-font-size axis line (Superset's widths).
    expect(series).toMatchObject({
      min: 0,
      max: 2000,
      progress: { width: 13 },
      axisLine: { lineStyle: { width: 39 } },
    });
    expect((series.axisLine as { lineStyle: { color: unknown } }).lineStyle.color).toEqual([
      [0.25, '#E04355'],
      [0.75, '#454E7C'],
      [1, '#5AC189'],
      [1, '#E6EBF8'],
    ]);
  });

  it('formats axis labels, the detail template and the tooltip', () => {
    const p = transform({ value_formatter: '{value} orders', number_format: ',d' });
    const series = seriesOf(p);
    expect((series.axisLabel as { formatter: (v: number) => string }).formatter(2768)).toBe(
      '2,768',
    );
    expect((series.detail as { formatter: (v: number) => string }).formatter(1384)).toBe(
      '1,384 orders',
    );
    const tooltip = p.option.tooltip as { formatter: (params: unknown) => string };
    expect(tooltip.formatter({ name: 'Small', value: 1282 })).toBe(
      '<div><b>Small</b></div><div>count: 1,282</div>',
    );
  });

  it('cross-filters on the clicked pointer', () => {
    const setDataMask = vi.fn();
    transform({}, { hooks: { setDataMask }, emitCrossFilters: true }).onItemClick?.('Large');
    expect(setDataMask).toHaveBeenCalledWith(
      expect.objectContaining({
        extraFormData: { filters: [{ col: 'deal_size', op: 'IN', val: ['Large'] }] },
      }),
    );
  });
});
