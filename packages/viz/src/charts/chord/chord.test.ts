import { init, type ChordSeriesOption } from 'echarts';
import { describe, expect, it } from 'vitest';
import { LINES_PER_FRAME } from '../../echarts/large-data.ts';
import { chartDataResult } from '../../testing/chart-data-result.ts';
import { chordPlugin } from './index.ts';
import { chordMatrix, transformChordProps as transformProps } from './transform-props.ts';

const { formDataSchema, buildQuery } = chordPlugin;

// No saved chord chart exists in superset-examples; these are the keys Superset's legacy chord
// control panel saves (docs/chart-types.md §4.G), on the cleaned_sales_data columns.
const CHORD_FORM_DATA = {
  datasource: '22__table',
  viz_type: 'chord',
  groupby: 'deal_size',
  columns: 'product_line',
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
  row_limit: 10000,
  sort_by_metric: true,
  y_axis_format: ',d',
  color_scheme: 'supersetColors',
};
const parse = (overrides: Record<string, unknown> = {}) =>
  formDataSchema.parse({ ...CHORD_FORM_DATA, ...overrides });

describe('chord buildQuery', () => {
  it('ports the legacy query: columns = [source, target], the metric ordered descending', () => {
    expect(buildQuery(parse()).queries).toEqual([
      {
        filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' }],
        extras: { having: '', where: '' },
        applied_time_extras: {},
        columns: ['deal_size', 'product_line'],
        metrics: ['count'],
        orderby: [['count', false]],
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

  it('accepts source and target saved as one-item lists, and leaves the order without sort_by_metric', () => {
    const [query] = buildQuery(
      parse({ groupby: ['a'], columns: ['b'], sort_by_metric: false }),
    ).queries;
    expect(query.columns).toEqual(['a', 'b']);
    expect(query.orderby).toBeUndefined();
  });
});

const RESULT = chartDataResult(
  [
    ['deal_size', 1],
    ['product_line', 1],
    ['count', 0],
  ],
  [
    ['A', 'B', 5],
    ['B', 'A', 2],
    ['A', 'C', 3],
  ],
);

describe('chord transformProps', () => {
  const transform = (overrides: Record<string, unknown> = {}) =>
    transformProps({ formData: parse(overrides), queriesData: [RESULT], width: 500, height: 500 });
  const seriesOf = (p: ReturnType<typeof transform>) => (p.option.series as ChordSeriesOption[])[0];

  it('builds the legacy matrix: matrix[i][j] flows from nodes[j] to nodes[i]', () => {
    expect(chordMatrix(RESULT.data, 'deal_size', 'product_line', 'count')).toEqual({
      nodes: ['A', 'B', 'C'],
      matrix: [
        [0, 2, 0],
        [5, 0, 0],
        [3, 0, 0],
      ],
    });
  });

  it('draws one coloured node per member and one ribbon per non-zero flow', () => {
    const series = seriesOf(transform());
    expect(series.type).toBe('chord');
    expect(series.data).toEqual([
      { name: 'A', itemStyle: { color: '#1FA8C9' } },
      { name: 'B', itemStyle: { color: '#454E7C' } },
      { name: 'C', itemStyle: { color: '#5AC189' } },
    ]);
    expect(series.links).toEqual([
      { source: 'B', target: 'A', value: 2 },
      { source: 'A', target: 'B', value: 5 },
      { source: 'A', target: 'C', value: 3 },
    ]);
  });

  it('shows both directions of a ribbon and a member totals in the tooltip', () => {
    const tooltip = transform().option.tooltip as { formatter: (params: unknown) => string };
    expect(tooltip.formatter({ dataType: 'edge', data: { source: 'A', target: 'B' } })).toBe(
      '<div>A → B: 5</div><div>B → A: 2</div>',
    );
    expect(tooltip.formatter({ dataType: 'edge', data: { source: 'A', target: 'C' } })).toBe(
      '<div>A → C: 3</div>',
    );
    expect(tooltip.formatter({ dataType: 'node', name: 'A' })).toBe(
      '<div><b>A</b></div><div>out: 8</div><div>in: 2</div>',
    );
  });

  it('renders an arc per member and a ribbon per flow with the ECharts chord series (server-side SVG)', () => {
    const chart = init(null, null, { renderer: 'svg', ssr: true, width: 500, height: 500 });
    chart.setOption(transform().option);
    const svg = chart.renderToSVGString();
    chart.dispose();
    expect(svg.match(/<path /g)).toHaveLength(6);
    for (const name of ['A', 'B', 'C']) expect(svg).toContain(`>${name}</text>`);
  });
});

describe('chord transformProps at 10,000 flows', () => {
  // 5,000 members in pairs; member 2k sends 2k + 1 one unit and 2k + 1 sends member 0 a 1,000.
  const rows = Array.from({ length: 5_000 }, (_, k) => [
    [`m${2 * k}`, `m${2 * k + 1}`, 1],
    [`m${2 * k + 1}`, 'm0', 1_000],
  ]).flat();
  const big = chartDataResult(
    [
      ['deal_size', 1],
      ['product_line', 1],
      ['count', 0],
    ],
    rows,
  );
  const p = transformProps({
    formData: parse(),
    queriesData: [big],
    width: 800,
    height: 500,
  });
  type Lines = { type: 'lines'; data: Float64Array; lineStyle: { width: number } };
  type Custom = { type: 'custom'; data: number[] };
  const series = p.option.series as (Lines | Custom)[];
  const tooltip = p.option.tooltip as { formatter: (params: unknown) => string };
  /** Items of a lines series: its flat data is `count, x0, y0, ...` per item. */
  const itemCount = (data: Float64Array) => {
    let n = 0;
    for (let at = 0; at < data.length; at += 1 + 2 * data[at]!) n += 1;
    return n;
  };

  it('draws no chord series: arcs and thin ribbons as large lines, wide ribbons as polygons', () => {
    expect(series.some((s) => (s.type as string) === 'chord')).toBe(false);
    const lines = series.filter((s): s is Lines => s.type === 'lines');
    const custom = series.filter((s): s is Custom => s.type === 'custom');
    // The arcs are stroked as wide as the ring (24 px): one series per colour.
    const arcs = lines.filter((s) => s.lineStyle.width === 24);
    expect(arcs.length).toBeLessThan(30);
    // Every member has an arc, after each series' off-canvas first item.
    expect(arcs.reduce((n, s) => n + itemCount(s.data) - 1, 0)).toBe(10_000);
    // Every flow is drawn once: as a thin line or as a filled ribbon.
    const thin = lines.filter((s) => s.lineStyle.width !== 24);
    const thinCount = thin.reduce((n, s) => n + itemCount(s.data) - 1, 0);
    const wide = custom.reduce((n, s) => n + s.data.length, 0);
    expect(thinCount + wide).toBe(10_000);
    // The 1-unit flows are far under 2 px wide; the 1,000s are about 2 px.
    expect(thinCount).toBeGreaterThanOrEqual(5_000);
    expect(series.length).toBeLessThan(80);
    // Drawn progressively: 1,000 arcs and thin ribbons a frame in all.
    const chunks = lines.map((s) => (s as unknown as { progressive: number }).progressive);
    expect(chunks.every((n) => n >= 1)).toBe(true);
    expect(chunks.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(LINES_PER_FRAME + lines.length);
    expect(chunks.reduce((a, b) => a + b, 0)).toBeGreaterThan(LINES_PER_FRAME / 2);
  });

  it('names every drawn member and flow in the tooltip, and nothing for the off-canvas items', () => {
    const names = new Set<string>();
    const flows = new Set<string>();
    series.forEach((s, seriesIndex) => {
      const count = s.type === 'lines' ? itemCount(s.data) : s.data.length;
      for (let dataIndex = 0; dataIndex < count; dataIndex += 1) {
        const html = tooltip.formatter({ seriesIndex, dataIndex });
        const node = /<b>(m\d+)<\/b>/.exec(html);
        const flow = /<div>(m\d+ → m\d+):/.exec(html);
        if (node) names.add(node[1]!);
        else if (flow) flows.add(flow[1]!);
        else expect([s.type, dataIndex, html]).toEqual(['lines', 0, '']);
      }
    });
    expect(names.size).toBe(10_000);
    expect(flows.size).toBe(10_000);
    expect(tooltip.formatter({ seriesIndex: 0, dataIndex: 1 })).toMatch(
      /^<div><b>m\d+<\/b><\/div><div>out: [\d,]+<\/div><div>in: [\d,]+<\/div>$/,
    );
  });

  it('keeps a small chord on the ECharts chord series', () => {
    const small = transformProps({
      formData: parse(),
      queriesData: [
        chartDataResult(
          big.colnames.map((c) => [c, 1]),
          rows.slice(0, 200),
        ),
      ],
      width: 800,
      height: 500,
    });
    expect((small.option.series as { type: string }[]).map((s) => s.type)).toEqual(['chord']);
  });
});
