import { init, type TreeSeriesOption } from 'echarts';
import { describe, expect, it } from 'vitest';
import { chartDataResult } from '../../testing/chart-data-result.ts';
import { treeChartPlugin } from './index.ts';
import { transformTreeChartProps as transformProps } from './transform-props.ts';

const { formDataSchema, buildQuery } = treeChartPlugin;

/** Featured Charts/Tree.yaml (params, verbatim). */
const TREE_EXAMPLE = {
  datasource: '8__table',
  viz_type: 'tree_chart',
  id: 'id',
  parent: 'parent',
  name: 'name',
  root_node_id: '1',
  metric: 'count',
  adhoc_filters: [],
  row_limit: 1000,
  layout: 'radial',
  node_label_position: 'top',
  child_label_position: 'top',
  symbol: 'emptyCircle',
  symbolSize: 7,
  roam: false,
  extra_form_data: {},
  dashboards: [],
};
const parse = (overrides: Record<string, unknown> = {}) =>
  formDataSchema.parse({ ...TREE_EXAMPLE, ...overrides });

describe('tree_chart buildQuery', () => {
  it('Tree.yaml: columns = [id, parent, name] and the metric, no filters', () => {
    const request = buildQuery(parse());
    expect(request.datasource).toEqual({ id: 8, type: 'table' });
    expect(request.queries).toEqual([
      {
        filters: [],
        extras: { having: '', where: '' },
        applied_time_extras: {},
        columns: ['id', 'parent', 'name'],
        metrics: ['count'],
        annotation_layers: [],
        row_limit: 1000,
        series_limit: 0,
        group_others_when_limit_reached: false,
        order_desc: true,
        url_params: {},
        custom_params: {},
        custom_form_data: {},
      },
    ]);
  });

  it('omits the name column when unset', () => {
    expect(buildQuery(parse({ name: null })).queries[0].columns).toEqual(['id', 'parent']);
  });
});

// The rows of the virtual dataset hierarchical_dataset (datasets/examples/hierarchical_dataset.yaml),
// grouped by id, parent, name with count = COUNT(*) = 1 per row.
const HIERARCHY = chartDataResult(
  [
    ['id', 0],
    ['parent', 0],
    ['name', 1],
    ['count', 0],
  ],
  [
    [1, null, 'USA', 1],
    [2, 1, 'CA', 1],
    [3, 1, 'NY', 1],
    [4, 1, 'TX', 1],
    [5, 1, 'FL', 1],
    [6, 2, 'Los Angeles', 1],
    [7, 2, 'San Francisco', 1],
    [8, 3, 'New York City', 1],
    [9, 3, 'Buffalo', 1],
    [10, 4, 'Houston', 1],
    [11, 4, 'Dallas', 1],
    [12, 5, 'Miami', 1],
  ],
);

type Item = { name: string; value?: number; children: Item[] };
const shape = (item: Item): unknown =>
  item.children.length ? { [item.name]: item.children.map(shape) } : item.name;

describe('tree_chart transformProps', () => {
  const transform = (overrides: Record<string, unknown> = {}) =>
    transformProps({
      formData: parse(overrides),
      queriesData: [HIERARCHY],
      width: 600,
      height: 600,
    });
  const seriesOf = (p: ReturnType<typeof transform>) => (p.option.series as TreeSeriesOption[])[0];
  const EXPECTED = {
    USA: [
      { CA: ['Los Angeles', 'San Francisco'] },
      { NY: ['New York City', 'Buffalo'] },
      { TX: ['Houston', 'Dallas'] },
      { FL: ['Miami'] },
    ],
  };

  it('builds the tree under root_node_id with names and metric values, in the saved layout', () => {
    const series = seriesOf(transform());
    expect(series).toMatchObject({
      type: 'tree',
      layout: 'radial',
      orient: 'LR',
      symbol: 'emptyCircle',
      symbolSize: 7,
      roam: false,
      label: { position: 'top' },
      leaves: { label: { position: 'top' } },
      emphasis: { focus: 'descendant' },
    });
    const [root] = series.data as Item[];
    expect(shape(root)).toEqual(EXPECTED);
    expect(root.value).toBe(1);
    expect(root.children[0].children[1]).toEqual({ name: 'San Francisco', value: 1, children: [] });
  });

  it('finds the root automatically: the largest tree under a single child', () => {
    const [root] = seriesOf(transform({ root_node_id: '' })).data as Item[];
    expect(shape(root)).toEqual(EXPECTED);
  });

  it('starts from an inner node, and is empty for an unknown root id', () => {
    expect(shape((seriesOf(transform({ root_node_id: '3' })).data as Item[])[0])).toEqual({
      NY: ['New York City', 'Buffalo'],
    });
    expect((seriesOf(transform({ root_node_id: '99' })).data as Item[])[0]).toEqual({
      name: '',
      children: [],
    });
  });

  it('labels by the id column without a name column and shows the path in the tooltip', () => {
    const [root] = seriesOf(transform({ name: null })).data as Item[];
    expect(root.children.map((c) => c.name)).toEqual(['2', '3', '4', '5']);
    const tooltip = transform().option.tooltip as { formatter: (params: unknown) => string };
    expect(
      tooltip.formatter({
        value: 1,
        treeAncestors: [{ name: '' }, { name: 'USA' }, { name: 'CA' }],
      }),
    ).toBe('<div><b>USA ▸ CA</b></div><div>count: 1</div>');
  });
});

describe('tree_chart radial layout inside a dashboard cell (issue #14)', () => {
  /** Every node label ECharts draws: its text, its untransformed box and its transform. */
  const drawnLabels = (overrides: Record<string, unknown>, width: number, height: number) => {
    const chart = init(null, null, { renderer: 'svg', ssr: true, width, height });
    const { option } = transformProps({
      formData: parse(overrides),
      queriesData: [HIERARCHY],
      width,
      height,
    });
    chart.setOption({ ...option, animation: false });
    const labels = chart
      .getZr()
      .storage.getDisplayList(true)
      .filter((el) => el.type === 'tspan')
      .map((el) => ({
        text: String((el.style as { text?: string }).text),
        rect: el.getBoundingRect().clone(),
        transform: el.getComputedTransform(),
      }));
    chart.dispose();
    return labels;
  };

  /** Every node label ECharts draws, as boxes in chart pixels (turned labels: their outer box). */
  const labelBoxes = (overrides: Record<string, unknown>, width: number, height: number) =>
    drawnLabels(overrides, width, height).map(({ text, rect, transform }) => {
      if (transform) rect.applyTransform(transform);
      return { text, box: rect };
    });

  const SAVED = {};
  const SUPERSET_DEFAULTS = { node_label_position: 'left', child_label_position: 'bottom' };
  const RIGHT = { node_label_position: 'right', child_label_position: 'right' };
  it.each([
    ['the saved Tree (labels on top)', 396, 300, SAVED],
    ['the saved Tree (labels on top)', 300, 240, SAVED],
    ['Superset defaults (node labels left, leaves below)', 396, 300, SUPERSET_DEFAULTS],
    ['Superset defaults (node labels left, leaves below)', 300, 240, SUPERSET_DEFAULTS],
    ['labels to the right', 396, 300, RIGHT],
  ])('%s at %i x %i: every drawn label inside the box', (_, width, height, overrides) => {
    const boxes = labelBoxes(overrides, width, height);
    // Names that would fall on another are left out (labelLayout.hideOverlap): at these sizes 3
    // (labels right of their nodes, which drew 14 pairs on each other) to 9 of the 12, the root
    // always among them.
    expect(boxes.map((b) => b.text)).toContain('USA');
    expect(boxes.length).toBeGreaterThanOrEqual(3);
    const outside = boxes
      .filter(
        ({ box }) =>
          box.x < 0 || box.y < 0 || box.x + box.width > width || box.y + box.height > height,
      )
      .map(({ text }) => text);
    expect(outside).toEqual([]);
  });

  /** Corners of every drawn label, turned as drawn. */
  const labelCorners = (overrides: Record<string, unknown>, width: number, height: number) =>
    drawnLabels(overrides, width, height).map(({ text, rect: r, transform }) => {
      const m = transform ?? [1, 0, 0, 1, 0, 0];
      const corners = [
        [r.x, r.y],
        [r.x + r.width, r.y],
        [r.x + r.width, r.y + r.height],
        [r.x, r.y + r.height],
      ].map(([x, y]) => [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]]);
      return { text, corners };
    });
  /** How deep two convex polygons overlap (separating axis test); 0 or less when apart. */
  const depth = (a: number[][], b: number[][]) => {
    let least = Infinity;
    for (const poly of [a, b])
      for (let i = 0; i < poly.length; i += 1) {
        const [p, q] = [poly[i], poly[(i + 1) % poly.length]];
        const n = [p[1] - q[1], q[0] - p[0]];
        const len = Math.hypot(n[0], n[1]) || 1;
        const pa = a.map(([x, y]) => (x * n[0] + y * n[1]) / len);
        const pb = b.map(([x, y]) => (x * n[0] + y * n[1]) / len);
        least = Math.min(
          least,
          Math.min(Math.max(...pa), Math.max(...pb)) - Math.max(Math.min(...pa), Math.min(...pb)),
        );
      }
    return least;
  };
  it.each([
    [396, 300],
    [396, 272],
    [360, 260],
    [300, 240],
  ])('the saved Tree at %i x %i: no two labels drawn on each other', (width, height) => {
    const labels = labelCorners(SAVED, width, height);
    const pairs = labels.flatMap((a, i) =>
      labels
        .slice(i + 1)
        .flatMap((b) => (depth(a.corners, b.corners) > 3 ? [`${a.text}/${b.text}`] : [])),
    );
    expect(pairs).toEqual([]);
  });

  it('leaves out only the names that would fall on another: 9 of 12 in a 396 x 300 cell, all 12 at explore size', () => {
    expect(labelCorners(SAVED, 396, 300).map((l) => l.text)).toEqual([
      'USA',
      'CA',
      'NY',
      'Buffalo',
      'TX',
      'Houston',
      'Dallas',
      'FL',
      'Miami',
    ]);
    expect(labelCorners(SAVED, 1000, 800)).toHaveLength(12);
  });

  it("keeps Superset's radius (12 % margins) where the labels have room", () => {
    const series = (
      transformProps({ formData: parse(), queriesData: [HIERARCHY], width: 1000, height: 800 })
        .option.series as TreeSeriesOption[]
    )[0];
    expect(series).toMatchObject({ left: 196, top: 96, width: 608, height: 608 });
  });

  it('shrinks the radius by the outer labels in a small cell', () => {
    const series = (
      transformProps({ formData: parse(), queriesData: [HIERARCHY], width: 396, height: 300 })
        .option.series as TreeSeriesOption[]
    )[0];
    // Superset's radius would be 114 px; "New York City" on top of its leaf needs room.
    expect(series.width).toBeLessThan(2 * 114);
    expect(series.width).toBeGreaterThan(2 * 60);
    expect(series.left).toBeCloseTo(198 - (series.width as number) / 2);
  });
});
