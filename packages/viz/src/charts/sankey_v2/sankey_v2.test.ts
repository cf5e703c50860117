import type { SankeySeriesOption } from 'echarts';
import { describe, expect, it } from 'vitest';
import { chartDataResult } from '../../testing/chart-data-result.ts';
import { sankeyV2Plugin } from './index.ts';
import {
  sankeyLayoutIterations,
  transformSankeyV2Props as transformProps,
} from './transform-props.ts';
import { sankeyColumns } from '../../echarts/sankey-thin-nodes.ts';

const { formDataSchema, buildQuery } = sankeyV2Plugin;

/** Featured Charts/Sankey.yaml (params, verbatim). */
const SANKEY_EXAMPLE = {
  datasource: '22__table',
  viz_type: 'sankey_v2',
  source: 'product_line',
  target: 'deal_size',
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
  extra_form_data: {},
  dashboards: [],
};
const parse = (overrides: Record<string, unknown> = {}) =>
  formDataSchema.parse({ ...SANKEY_EXAMPLE, ...overrides });

describe('sankey_v2 buildQuery', () => {
  it('Sankey.yaml: columns = [source, target], metric count, unordered', () => {
    const request = buildQuery(parse());
    expect(request.datasource).toEqual({ id: 22, type: 'table' });
    expect(request.queries).toEqual([
      {
        filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' }],
        extras: { having: '', where: '' },
        applied_time_extras: {},
        columns: ['product_line', 'deal_size'],
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

  it('orders by the metric descending with sort_by_metric', () => {
    expect(buildQuery(parse({ sort_by_metric: true })).queries[0].orderby).toEqual([
      ['count', false],
    ]);
  });
});

const RESULT = chartDataResult(
  [
    ['product_line', 1],
    ['deal_size', 1],
    ['count', 0],
  ],
  [
    ['Classic Cars', 'Medium', 600],
    ['Classic Cars', 'Small', 300],
    ['Ships', 'Medium', 100],
  ],
);

describe('sankey_v2 transformProps', () => {
  const transform = (overrides: Record<string, unknown> = {}) =>
    transformProps({ formData: parse(overrides), queriesData: [RESULT], width: 800, height: 600 });
  const seriesOf = (p: ReturnType<typeof transform>) =>
    (p.option.series as SankeySeriesOption[])[0];

  it('draws one node per distinct name in scheme colours and one link per row', () => {
    const series = seriesOf(transform());
    expect(series).toMatchObject({
      type: 'sankey',
      animation: false,
      lineStyle: { color: 'source' },
    });
    expect(series.data).toEqual([
      { name: 'Classic Cars', itemStyle: { color: '#1FA8C9' } },
      { name: 'Medium', itemStyle: { color: '#454E7C' } },
      { name: 'Small', itemStyle: { color: '#5AC189' } },
      { name: 'Ships', itemStyle: { color: '#FF7F44' } },
    ]);
    expect(series.links).toEqual([
      { source: 'Classic Cars', target: 'Medium', value: 600 },
      { source: 'Classic Cars', target: 'Small', value: 300 },
      { source: 'Ships', target: 'Medium', value: 100 },
    ]);
  });

  it('draws the thin nodes of 10,000 links as runs with summed links, every value kept', () => {
    // 500 copies of a 20-link flow: 10,000 links from 5,000 sources to 10,000 targets.
    const rows = Array.from({ length: 10_000 }, (_, i) => {
      const [copy, k] = [Math.floor(i / 20), i % 20];
      return [`S${k % 10} ${copy}`, `T${k} ${copy}`, i + 1];
    });
    const big = chartDataResult(
      RESULT.colnames.map((c, i) => [c, RESULT.coltypes[i]!]),
      rows,
    );
    const p = transformProps({ formData: parse(), queriesData: [big], width: 800, height: 600 });
    const series = seriesOf(p);
    const total = (10_000 * 10_001) / 2;
    type Drawn = { name: string };
    const names = (series.data as Drawn[]).map((d) => d.name);
    const sources = names.filter((n) => n.includes('S'));
    const targets = names.filter((n) => n.includes('T'));
    // 600 px fit 49 nodes of 8 px gap and 4 px: each column is drawn as at most 50 nodes.
    expect(sources.length).toBeLessThanOrEqual(50);
    expect(targets.length).toBeLessThanOrEqual(50);
    expect(sources.length + targets.length).toBe(names.length);
    expect(sources[0]).toMatch(/^\d+ × S0 0 …$/);
    const links = series.links as {
      source: string;
      target: string;
      value: number;
      count: number;
    }[];
    expect(links.length).toBeLessThan(200);
    expect(links.reduce((sum, l) => sum + l.value, 0)).toBe(total);
    expect(links.reduce((sum, l) => sum + l.count, 0)).toBe(10_000);
    expect(series).toMatchObject({
      label: { show: false },
      emphasis: { label: { show: true } },
      layoutIterations: 32,
    });
    // No neighbour lists per item: hovering highlights the item alone.
    expect(series.emphasis?.focus).toBeUndefined();
    // Tooltips: a run's sum and largest members, a summed link's rows.
    const tooltip = p.option.tooltip as { formatter: (params: unknown) => string };
    const first = sources[0]!;
    const count = Number(first.split(' ')[0]);
    const html = tooltip.formatter({ dataType: 'node', name: first });
    // 715 sources: copies 0 to 70 and S0-S4 71, the largest S4 71 = 1,425 + 1,435.
    expect(count).toBe(715);
    expect(html).toMatch(
      /^<div><b>715 × S0 0 …<\/b><\/div><div>count: 1.02M<\/div><div>S4 71: 2.86k<\/div>/,
    );
    expect(html).toContain(`<div>and: ${count - 5} more</div>`);
    const link = links[0]!;
    expect(tooltip.formatter({ dataType: 'edge', data: link })).toContain(
      `<div>flows: ${link.count}</div>`,
    );
    // 180 nodes (not above 200) draw every node and link.
    const few = chartDataResult(
      RESULT.colnames.map((c, i) => [c, RESULT.coltypes[i]!]),
      rows.slice(0, 120),
    );
    const fewSeries = seriesOf(
      transformProps({ formData: parse(), queriesData: [few], width: 800, height: 600 }),
    );
    expect(fewSeries.links).toHaveLength(120);
    expect(fewSeries.links?.[119]).toEqual({ source: 'S9 5', target: 'T19 5', value: 120 });
    expect(sankeyLayoutIterations(25_000)).toBe(1);
    // An ordinary sankey keeps its labels and ECharts' 32 passes.
    expect(seriesOf(transform()).label).toEqual({ color: undefined });
    expect(seriesOf(transform()).layoutIterations).toBe(32);
    expect(seriesOf(transform()).emphasis).toEqual({ focus: 'adjacency' });
  });

  it('places nodes in ECharts columns: longest path from a source, sinks in the last column', () => {
    const links = [
      { source: 'a', target: 'b', value: 1 },
      { source: 'b', target: 'c', value: 1 },
      { source: 'a', target: 'd', value: 1 },
      { source: 'e', target: 'c', value: 1 },
    ];
    expect([...(sankeyColumns(['a', 'b', 'c', 'd', 'e'], links) ?? [])]).toEqual([
      ['a', 0],
      ['e', 0],
      ['b', 1],
      ['d', 2],
      ['c', 2],
    ]);
    expect(sankeyColumns(['a', 'b'], [...links, { source: 'b', target: 'a', value: 1 }])).toBe(
      undefined,
    );
  });

  it('shows a link with its share of the source and target nodes, and a node with max(inflow, outflow)', () => {
    const tooltip = transform().option.tooltip as { formatter: (params: unknown) => string };
    expect(
      tooltip.formatter({
        dataType: 'edge',
        data: { source: 'Ships', target: 'Medium', value: 100 },
      }),
    ).toBe(
      '<div><b>Ships → Medium</b></div><div>count: 100</div><div>% of Ships: 100.00%</div><div>% of Medium: 14.29%</div>',
    );
    expect(tooltip.formatter({ dataType: 'node', name: 'Classic Cars' })).toBe(
      '<div><b>Classic Cars</b></div><div>count: 900</div>',
    );
    expect(tooltip.formatter({ dataType: 'node', name: 'Medium' })).toBe(
      '<div><b>Medium</b></div><div>count: 700</div>',
    );
  });
});
