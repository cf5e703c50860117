import { init, type BarSeriesOption, type EChartsOption } from 'echarts';
import { describe, expect, it } from 'vitest';
import { GenericDataType } from '@sightline/core';
import { chartDataResult } from '../../testing/chart-data-result.ts';
import { barSlot, crowdedBarSeries } from '../../echarts/crowded-bars.ts';
import { histogramV2Plugin } from './index.ts';
import {
  MAX_ANIMATED_BARS,
  MAX_LEGEND_SERIES,
  transformHistogramV2Props as transformProps,
} from './transform-props.ts';

const { formDataSchema, buildQuery } = histogramV2Plugin;

/** Featured Charts/Histogram.yaml (params, verbatim). */
const HISTOGRAM_EXAMPLE = {
  datasource: '22__table',
  viz_type: 'histogram_v2',
  slice_id: 130,
  column: 'quantity_ordered',
  groupby: ['deal_size'],
  adhoc_filters: [
    {
      clause: 'WHERE',
      comparator: 'No filter',
      expressionType: 'SIMPLE',
      operator: 'TEMPORAL_RANGE',
      subject: 'order_date',
    },
  ],
  row_limit: 10000,
  bins: 10,
  normalize: false,
  color_scheme: 'supersetAndPresetColors',
  show_value: false,
  show_legend: true,
  extra_form_data: {},
  dashboards: [],
};
const parse = (overrides: Record<string, unknown> = {}) =>
  formDataSchema.parse({ ...HISTOGRAM_EXAMPLE, ...overrides });

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
        post_processing: [
          {
            operation: 'histogram',
            options: {
              column: 'quantity_ordered',
              groupby: ['deal_size'],
              bins: 10,
              cumulative: false,
              normalize: false,
            },
          },
        ],
      },
    ]);
  });

  it('passes cumulative and normalize, and bins saved as text', () => {
    const [query] = buildQuery(
      parse({ bins: '20', cumulative: true, normalize: true, groupby: [] }),
    ).queries;
    expect(query.columns).toEqual(['quantity_ordered']);
    expect(query.post_processing?.[0]?.options).toEqual({
      column: 'quantity_ordered',
      groupby: [],
      bins: 20,
      cumulative: true,
      normalize: true,
    });
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
  const transform = (overrides: Record<string, unknown> = {}) =>
    transformProps({ formData: parse(overrides), queriesData: [RESULT], width: 500, height: 400 });

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
    const xAxis = transform({ x_axis_format: ',.0f' }).option.xAxis as {
      axisLabel: { formatter: (v: string) => string };
    };
    expect(xAxis.axisLabel.formatter('6.0 - 10.5')).toBe('6 - 11');
    const yAxis = transform().option.yAxis as { axisLabel: { formatter: (v: number) => string } };
    expect(yAxis.axisLabel.formatter(1200)).toBe('1.2k');
    const normalized = transform({ normalize: true, show_value: true });
    expect(
      (
        normalized.option.yAxis as { axisLabel: { formatter: (v: number) => string } }
      ).axisLabel.formatter(0.25),
    ).toBe('25.00%');
    const label = (normalized.option.series as BarSeriesOption[])[0].label as {
      show: boolean;
      formatter: (p: unknown) => string;
    };
    expect(label.show).toBe(true);
    expect(label.formatter({ value: 0.5 })).toBe('50.00%');
  });

  it('stays linear for 10,000 bins and drops labels and animation past MAX_ANIMATED_BARS bars', () => {
    const small = (transform({ show_value: true }).option.series as BarSeriesOption[])[0];
    expect(small).toMatchObject({
      animation: true,
      label: { show: true },
      emphasis: { focus: 'series' },
    });
    const edges = Array.from({ length: 10_001 }, (_, i) => i / 10);
    const columns: [string, GenericDataType][] = [
      ['deal_size', GenericDataType.STRING],
      ...edges
        .slice(1)
        .map((hi, i): [string, GenericDataType] => [
          `${edges[i]} - ${hi}`,
          GenericDataType.NUMERIC,
        ]),
    ];
    const wide = chartDataResult(columns, [
      ['Small', ...edges.slice(1).map((_, i) => i % 7)],
      ['Large', ...edges.slice(1).map((_, i) => i % 3)],
    ]);
    const started = Date.now();
    const p = transformProps({
      formData: parse({ show_value: true }),
      queriesData: [wide],
      width: 500,
      height: 400,
    });
    expect(Date.now() - started).toBeLessThan(1000);
    const series = p.option.series as BarSeriesOption[];
    expect(series.map((s) => (s.data as number[]).length)).toEqual([10_000, 10_000]);
    expect(2 * 10_000).toBeGreaterThan(MAX_ANIMATED_BARS);
    expect(series[0]).toMatchObject({
      animation: false,
      label: { show: false },
      emphasis: { focus: 'none' },
    });
    const sameName = chartDataResult(
      [['0 - 5', 0]],
      Array.from({ length: 3 }, () => [7]),
    );
    expect(
      transformProps({
        formData: parse({ groupby: [] }),
        queriesData: [sameName],
        width: 500,
        height: 400,
      }).option.legend,
    ).toMatchObject({ data: ['quantity_ordered'] });
    const groups = chartDataResult(
      [
        ['deal_size', GenericDataType.STRING],
        ['0 - 5', GenericDataType.NUMERIC],
      ],
      Array.from({ length: 10_000 }, (_, i) => [`g${i}`, i]),
    );
    const legend = transformProps({
      formData: parse(),
      queriesData: [groups],
      width: 500,
      height: 400,
    }).option.legend as { data: string[] };
    expect(legend.data).toHaveLength(MAX_LEGEND_SERIES);
    expect(legend.data[0]).toBe('g0');
  });

  it('names the single series after the column without groupby', () => {
    const flat = chartDataResult([['0 - 5', 0]], [[7]]);
    const p = transformProps({
      formData: parse({ groupby: [] }),
      queriesData: [flat],
      width: 500,
      height: 400,
    });
    expect((p.option.series as BarSeriesOption[]).map((s) => [s.name, s.data])).toEqual([
      ['quantity_ordered', [7]],
    ]);
  });

  const renderSvg = (option: EChartsOption, width = 600, height = 400) => {
    const chart = init(null, null, { renderer: 'svg', ssr: true, width, height });
    chart.setOption(option);
    const svg = chart.renderToSVGString();
    chart.dispose();
    return svg;
  };

  it('puts each bar where the bar series would, also when the bars are custom series', () => {
    const groups = Array.from({ length: 150 }, (_, g) => ({
      name: `g${g}`,
      color: ['#111111', '#222222', '#333333'][g % 3],
      values: [g + 1, 2 * g + 1],
    }));
    const bare: EChartsOption = {
      animation: false,
      grid: { left: 0, right: 0, top: 0, bottom: 0 },
      xAxis: { type: 'category', data: ['a', 'b'], show: false },
      yAxis: { type: 'value', max: 400, show: false },
    };
    // 600px over 2 bins: bands of 300px; group 120's bar in bin 0 starts at 150 + its offset.
    const slot = barSlot(150, 300, 120);
    const [x, w, x1] = [
      (150 + slot.offset).toFixed(1),
      slot.width.toFixed(1),
      (150 + slot.offset + slot.width).toFixed(1),
    ];
    const bars = renderSvg({
      ...bare,
      series: groups.map((g) => ({
        type: 'bar',
        name: g.name,
        data: g.values,
        itemStyle: { color: g.color },
      })),
    });
    expect(bars).toContain(`<path d="M${x} 400l${w} 0l0 -121l-${w} 0Z"`);
    const custom = renderSvg({ ...bare, series: crowdedBarSeries(groups, 2, 100).series });
    // Group 120 is past the legend: one path of the merged series holds its bar among others.
    expect(custom).toContain(`M${x} 279L${x1} 279L${x1} 400L${x} 400Z`);
    const named = barSlot(150, 300, 7);
    expect(custom).toContain(
      `<path d="M${(150 + named.offset).toFixed(1)} 392l${named.width.toFixed(1)} 0l0 8l`,
    );
  });

  it("draws 10,000 groups as the legend's series plus one merged series, in about a second", () => {
    const bins = Array.from({ length: 12 }, (_, i) => `${i * 10} - ${(i + 1) * 10}`);
    const columns: [string, GenericDataType][] = [
      ['deal_size', GenericDataType.STRING],
      ...bins.map((b): [string, GenericDataType] => [b, GenericDataType.NUMERIC]),
    ];
    const many = chartDataResult(
      columns,
      Array.from({ length: 10_000 }, (_, g) => [
        `g${g}`,
        ...bins.map((_, i) => (g * 7 + i * 13) % 50),
      ]),
    );
    const started = Date.now();
    const p = transformProps({ formData: parse(), queriesData: [many], width: 800, height: 600 });
    const svg = renderSvg(p.option, 800, 600);
    // One bar series per group took over 6 s in ECharts' setOption alone on the same machine.
    expect(Date.now() - started).toBeLessThan(4000);
    const series = p.option.series as { type: string; name?: string }[];
    expect(series).toHaveLength(MAX_LEGEND_SERIES + 1);
    expect(series.every((s) => s.type === 'custom')).toBe(true);
    expect(series.slice(0, MAX_LEGEND_SERIES).map((s) => s.name)).toEqual(
      (p.option.legend as { data: string[] }).data,
    );
    expect(svg.length).toBeGreaterThan(100_000);
    const tooltip = p.option.tooltip as { formatter: (params: unknown) => string };
    // Hovering bin 0 over group 3 (named) and the first merged item (bin 0, g100's colour): a row for
    // every group the items stand for, in group order.
    const html = tooltip.formatter([
      { seriesIndex: 3, dataIndex: 0, axisValue: bins[0] },
      { seriesIndex: MAX_LEGEND_SERIES, dataIndex: 0, axisValue: bins[0] },
    ]);
    expect(html).toContain('g3: 21</div>');
    expect(html).toContain('g100: 0</div>');
    expect(html.indexOf('g3:')).toBeLessThan(html.indexOf('g100:'));
  });
});
