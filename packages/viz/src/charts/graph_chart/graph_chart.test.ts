import type { GraphSeriesOption, LinesSeriesOption, ScatterSeriesOption } from 'echarts';
import { describe, expect, it, vi } from 'vitest';
import { chartDataResult } from '../../testing/chart-data-result.ts';
import { graphChartPlugin } from './index.ts';
import { transformGraphChartProps as transformProps } from './transform-props.ts';

const { formDataSchema, buildQuery } = graphChartPlugin;

/** Featured Charts/Graph.yaml (params, verbatim). */
const GRAPH_EXAMPLE = {
  datasource: '22__table',
  viz_type: 'graph_chart',
  source: 'deal_size',
  target: 'product_line',
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
  color_scheme: 'supersetColors',
  show_legend: true,
  legendType: 'scroll',
  legendOrientation: 'top',
  layout: 'circular',
  edgeSymbol: 'none,arrow',
  roam: true,
  selectedMode: 'single',
  baseNodeSize: 20,
  baseEdgeWidth: 3,
  edgeLength: 400,
  gravity: 0.3,
  repulsion: 1000,
  friction: 0.2,
  extra_form_data: {},
  dashboards: [],
};
const parse = (overrides: Record<string, unknown> = {}) =>
  formDataSchema.parse({ ...GRAPH_EXAMPLE, ...overrides });

describe('graph_chart buildQuery', () => {
  it('Graph.yaml: columns = [source, target], metric count', () => {
    expect(buildQuery(parse()).queries).toEqual([
      {
        filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' }],
        extras: { having: '', where: '' },
        applied_time_extras: {},
        columns: ['deal_size', 'product_line'],
        metrics: ['count'],
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

  it('appends the category columns after source and target', () => {
    expect(
      buildQuery(parse({ source_category: 'status', target_category: 'country' })).queries[0]
        .columns,
    ).toEqual(['deal_size', 'product_line', 'status', 'country']);
  });

  it('reads roam and selectedMode as saved by either select spelling', () => {
    expect(parse({ roam: 'false', selectedMode: 'false' })).toMatchObject({
      roam: false,
      selectedMode: false,
    });
    expect(parse({ roam: 'scale', selectedMode: undefined })).toMatchObject({
      roam: 'scale',
      selectedMode: 'single',
    });
  });
});

const RESULT = chartDataResult(
  [
    ['deal_size', 1],
    ['product_line', 1],
    ['count', 0],
  ],
  [
    ['Medium', 'Classic Cars', 500],
    ['Small', 'Classic Cars', 300],
    ['Medium', 'Ships', 100],
  ],
);

describe('graph_chart transformProps', () => {
  const transform = (
    overrides: Record<string, unknown> = {},
    extra: Partial<Parameters<typeof transformProps>[0]> = {},
  ) =>
    transformProps({
      formData: parse(overrides),
      queriesData: [RESULT],
      width: 800,
      height: 600,
      ...extra,
    });
  const seriesOf = (p: ReturnType<typeof transform>) => (p.option.series as GraphSeriesOption[])[0];
  type Node = {
    name: string;
    value: number;
    symbolSize: number;
    itemStyle: { color?: string; opacity: number };
    category?: number;
    label: { show: boolean };
  };

  it('sums each node over its edges and scales sizes into [0.5, 2.5] × baseNodeSize', () => {
    const series = seriesOf(transform());
    expect(series).toMatchObject({
      type: 'graph',
      layout: 'circular',
      circular: { rotateLabel: true },
      roam: true,
      selectedMode: 'single',
      edgeSymbol: ['none', 'arrow'],
    });
    const nodes = series.data as Node[];
    // Values: Medium 600, Classic Cars 800, Small 300, Ships 100 (min 100, max 800).
    expect(nodes.map((n) => [n.name, n.value, n.symbolSize])).toEqual([
      ['Medium', 600, 20 * (0.5 + (2 * 500) / 700)],
      ['Classic Cars', 800, 50],
      ['Small', 300, 20 * (0.5 + (2 * 200) / 700)],
      ['Ships', 100, 10],
    ]);
    expect(nodes[0].itemStyle).toEqual({ color: '#1FA8C9', opacity: 1 });
  });

  it('scales edge widths from the edge metric and keeps the force parameters', () => {
    const series = seriesOf(transform({ layout: 'force', edgeSymbol: 'circle,circle' }));
    expect(series.links).toEqual([
      { source: 'Medium', target: 'Classic Cars', value: 500, lineStyle: { width: 7.5 } },
      {
        source: 'Small',
        target: 'Classic Cars',
        value: 300,
        lineStyle: { width: 3 * (0.5 + (2 * 200) / 400) },
      },
      { source: 'Medium', target: 'Ships', value: 100, lineStyle: { width: 1.5 } },
    ]);
    expect(series).toMatchObject({
      force: { edgeLength: 400, gravity: 0.3, repulsion: 1000, friction: 0.2 },
      edgeSymbol: ['circle', 'circle'],
    });
  });

  it('draws 10,000 edges on a circle as large scatters and lines, every node and edge kept', () => {
    // 10,000 edges between 5,000 nodes: node i -> node (i + 1) mod 5,000, and i -> i + 2.
    const rows = Array.from({ length: 10_000 }, (_, i) => {
      const from = i % 5_000;
      return [`N${from}`, `N${(from + 1 + Math.floor(i / 5_000)) % 5_000}`, i + 1];
    });
    const big = chartDataResult(
      RESULT.colnames.map((c, i) => [c, RESULT.coltypes[i]!]),
      rows,
    );
    const p = transform({ layout: 'force' }, { queriesData: [big] });
    const all = p.option.series as (ScatterSeriesOption | LinesSeriesOption)[];
    expect(all.some((s) => s.type !== 'scatter' && s.type !== 'lines')).toBe(false);
    const scatters = all.filter((s): s is ScatterSeriesOption => s.type === 'scatter');
    const lines = all.filter((s): s is LinesSeriesOption => s.type === 'lines');
    // One path per colour and size level: every node drawn once, biggest first.
    expect(scatters.every((s) => s.large && s.animation === false)).toBe(true);
    expect(scatters.reduce((n, s) => n + (s.data as unknown[]).length, 0)).toBe(5_000);
    const sizes = scatters.map((s) => s.symbolSize as number);
    expect(new Set(sizes).size).toBeLessThanOrEqual(5);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect(Math.max(...sizes)).toBe(50);
    expect(Math.min(...sizes)).toBe(10);
    // Edges: one large lines series per colour, a 9-point curve (2 + 18 numbers) per edge.
    expect(lines.every((s) => s.large && s.polyline)).toBe(true);
    const counts = lines.map((s) => (s.data as unknown as Float64Array).length / 19);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(10_000);
    // The nodes sit on the circle and the edges start at their source node.
    const [x0, y0] = (scatters[0].data as number[][])[0]!;
    expect(Math.hypot(x0 - 400, y0 - 300)).toBeCloseTo(210, 0);
    // Tooltips and clicks name every node and edge through itemAt.
    const tooltip = p.option.tooltip as { formatter: (params: unknown) => string };
    const lastEdge = scatters.length + lines.length - 1;
    const item = p.itemAt?.(lastEdge, counts[counts.length - 1]! - 1);
    expect(item).toMatchObject({ dataType: 'edge' });
    expect(tooltip.formatter({ seriesType: 'lines', seriesIndex: lastEdge, dataIndex: 0 })).toMatch(
      /<b>N\d+ → N\d+<\/b>.*count: /,
    );
    const node = p.itemAt?.(0, 0);
    expect(node).toMatchObject({ dataType: 'node' });
    expect(tooltip.formatter({ seriesType: 'scatter', seriesIndex: 0, dataIndex: 0 })).toContain(
      `<b>${node?.dataType === 'node' ? node.name : ''}</b>`,
    );
    const edgeOf = rows.find((r) => r[0] === 'N4999' && r[1] === 'N1')!;
    const found = lines.flatMap((_, k) =>
      Array.from({ length: counts[k]! }, (__, d) => p.itemAt?.(scatters.length + k, d)),
    );
    expect(found).toContainEqual({
      dataType: 'edge',
      source: 'N4999',
      target: 'N1',
      value: edgeOf[2],
    });
    // 200 nodes keep the force layout, the graph series and their labels.
    const few = chartDataResult(
      RESULT.colnames.map((c, i) => [c, RESULT.coltypes[i]!]),
      rows.slice(0, 199),
    );
    const small = seriesOf(transform({ layout: 'force' }, { queriesData: [few] }));
    expect(small.layout).toBe('force');
    expect(small).toMatchObject({ emphasis: { focus: 'adjacency' }, animation: true });
    expect((small.data as Node[]).every((n) => n.label.show)).toBe(true);
    // 1,500 nodes: circular, hover labels, no neighbour lists, not animated, still a graph series.
    const mid = chartDataResult(
      RESULT.colnames.map((c, i) => [c, RESULT.coltypes[i]!]),
      rows.slice(0, 999),
    );
    const midSeries = seriesOf(transform({ layout: 'circular' }, { queriesData: [mid] }));
    expect(midSeries).toMatchObject({ type: 'graph', layout: 'circular', animation: false });
    expect(midSeries.emphasis?.focus).toBeUndefined();
    expect((midSeries.data as Node[]).every((n) => !n.label.show)).toBe(true);
    expect(midSeries.links).toHaveLength(999);
  });

  it('hides labels of nodes not above the threshold', () => {
    const nodes = seriesOf(transform({ showSymbolThreshold: 300 })).data as Node[];
    expect(nodes.map((n) => n.label.show)).toEqual([true, true, false, false]);
  });

  it('turns category columns into categories and the legend', () => {
    const withCategories = chartDataResult(
      [
        ['a', 1],
        ['b', 1],
        ['ca', 1],
        ['cb', 1],
        ['count', 0],
      ],
      [
        ['x', 'y', 'left', 'right', 1],
        ['y', 'z', 'right', 'right', 2],
      ],
    );
    const p = transformProps({
      formData: parse({ source: 'a', target: 'b', source_category: 'ca', target_category: 'cb' }),
      queriesData: [withCategories],
      width: 800,
      height: 600,
    });
    const series = (p.option.series as GraphSeriesOption[])[0];
    expect(series.categories).toEqual([
      { name: 'left', itemStyle: { color: '#1FA8C9' } },
      { name: 'right', itemStyle: { color: '#454E7C' } },
    ]);
    expect((series.data as Node[]).map((n) => [n.name, n.category])).toEqual([
      ['x', 0],
      ['y', 1],
      ['z', 1],
    ]);
    expect(p.option.legend).toMatchObject({ show: true, data: ['left', 'right'] });
  });

  it('cross-filters on the column a clicked node came from and dims the others while selected', () => {
    const setDataMask = vi.fn();
    const p = transform({}, { hooks: { setDataMask }, emitCrossFilters: true });
    p.onNodeClick?.('Ships');
    expect(setDataMask).toHaveBeenLastCalledWith({
      extraFormData: { filters: [{ col: 'product_line', op: 'IN', val: ['Ships'] }] },
      filterState: { label: ['Ships'], value: [['Ships']], selectedValues: ['Ships'] },
    });
    p.onNodeClick?.('Small');
    expect(setDataMask).toHaveBeenLastCalledWith(
      expect.objectContaining({
        extraFormData: { filters: [{ col: 'deal_size', op: 'IN', val: ['Small'] }] },
      }),
    );
    const dimmed = seriesOf(transform({}, { filterState: { selectedValues: ['Ships'] } }))
      .data as Node[];
    expect(dimmed.map((n) => n.itemStyle.opacity)).toEqual([0.3, 0.3, 0.3, 1]);
    expect(transform().onNodeClick).toBeUndefined();
    const onLegendStateChanged = vi.fn();
    expect(transform({}, { hooks: { onLegendStateChanged } }).onLegendStateChanged).toBe(
      onLegendStateChanged,
    );
  });

  it('drills to detail on a node column, or on both ends of an edge', () => {
    const onContextMenu = vi.fn();
    const p = transform({}, { hooks: { onContextMenu } });
    p.onContextMenu?.(1, 2, { dataType: 'node', name: 'Classic Cars' });
    const filters = [
      { col: 'product_line', op: '==', val: 'Classic Cars', formattedVal: 'Classic Cars' },
    ];
    expect(onContextMenu).toHaveBeenLastCalledWith(1, 2, {
      drillToDetail: filters,
      drillBy: { filters, groupbyFieldName: 'target' },
    });
    p.onContextMenu?.(3, 4, { dataType: 'edge', source: 'Medium', target: 'Ships' });
    expect(onContextMenu).toHaveBeenLastCalledWith(3, 4, {
      drillToDetail: [
        { col: 'deal_size', op: '==', val: 'Medium', formattedVal: 'Medium' },
        { col: 'product_line', op: '==', val: 'Ships', formattedVal: 'Ships' },
      ],
    });
  });
});
