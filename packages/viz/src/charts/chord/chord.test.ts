import { init, type ChordSeriesOption } from 'echarts';
import { describe, expect, it } from 'vitest';
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
