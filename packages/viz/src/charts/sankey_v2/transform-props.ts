import type { EChartsOption, SankeySeriesOption } from 'echarts';
import { DEFAULT_NUMBER_FORMAT, getNumberFormatter } from '@sightline/core';
import type { ChartProps } from '../../contract.ts';
import { createColorScale } from '../../echarts/colors.ts';
import { MANY_ITEMS } from '../../echarts/large-data.ts';
import { tooltipHtml } from '../../echarts/tooltip.ts';
import { getColumnLabel, getMetricLabel } from '../../query/labels.ts';
import type { SankeyV2FormData } from './form-data.ts';
import { combineThinNodes } from '../../echarts/sankey-thin-nodes.ts';

/** Props of SankeyChart. */
export interface SankeyChartProps {
  width: number;
  height: number;
  option: EChartsOption;
}

/** One flow: a result row. */
export interface SankeyLink {
  source: string;
  target: string;
  value: number;
}

const percent = getNumberFormatter(',.2%');

/** Members of a combined node named in its tooltip, largest first. */
const TOOLTIP_MEMBERS = 5;

/** ECharts' default relaxation passes of the sankey layout. */
const LAYOUT_ITERATIONS = 32;
/** Nodes plus links up to which the layout gets all its passes; above, fewer (each pass visits every one). */
const LAYOUT_BUDGET = 1000;

/**
 * Relaxation passes for a sankey of `size` nodes plus links: ECharts' 32 up to LAYOUT_BUDGET, then
 * fewer in proportion (0 keeps the columns' first-appearance order), so big flows lay out in time.
 */
export function sankeyLayoutIterations(size: number): number {
  return size <= LAYOUT_BUDGET
    ? LAYOUT_ITERATIONS
    : Math.floor((LAYOUT_ITERATIONS * LAYOUT_BUDGET) / size);
}

/** A node's value: the larger of its total inflow and total outflow. */
export function sankeyNodeValues(links: readonly SankeyLink[]): Map<string, number> {
  const inflow = new Map<string, number>();
  const outflow = new Map<string, number>();
  const names: string[] = [];
  const add = (map: Map<string, number>, name: string, value: number) => {
    if (!inflow.has(name) && !outflow.has(name)) names.push(name);
    map.set(name, (map.get(name) ?? 0) + value);
  };
  for (const link of links) {
    add(outflow, link.source, link.value);
    add(inflow, link.target, link.value);
  }
  return new Map(
    names.map((name) => [name, Math.max(inflow.get(name) ?? 0, outflow.get(name) ?? 0)]),
  );
}

/**
 * Rows of the sankey query -> one `sankey` series: nodes in order of first appearance, one link per
 * row. Above MANY_ITEMS nodes, node labels show on hover only, hovering highlights the item alone
 * (not its neighbours) and the layout takes fewer passes; when a column holds more nodes than its
 * height fits, its thin nodes are drawn as runs and their links summed (combineThinNodes: tooltips
 * give each run's and each summed link's totals and name the largest members).
 */
export function transformSankeyV2Props(chartProps: ChartProps<SankeyV2FormData>): SankeyChartProps {
  const { formData: fd, queriesData, width, height, theme } = chartProps;
  const result = queriesData[0];
  const metric = fd.metric ? getMetricLabel(fd.metric) : '';
  const source = fd.source ? getColumnLabel(fd.source) : '';
  const target = fd.target ? getColumnLabel(fd.target) : '';
  const links: SankeyLink[] = (result?.data ?? []).map((row) => ({
    source: String(row[source]),
    target: String(row[target]),
    value: Number(row[metric] ?? 0) || 0,
  }));
  const nodeValues = sankeyNodeValues(links);
  const colorOf = createColorScale(fd.color_scheme, {
    labelColors: fd.label_colors,
    palette: theme?.colors,
  });
  const formatValue = getNumberFormatter(DEFAULT_NUMBER_FORMAT);
  const share = (value: number, of: string) => {
    const total = drawnValues.get(of) ?? 0;
    return percent(total ? value / total : 0);
  };
  const isMany = nodeValues.size > MANY_ITEMS;
  // Colours in order of first appearance, whether nodes are drawn alone or in runs.
  const colorByName = new Map([...nodeValues.keys()].map((name) => [name, colorOf(name)]));
  const combined = isMany ? combineThinNodes(nodeValues, links, height) : undefined;
  const drawnValues = combined
    ? new Map(combined.nodes.map((node) => [node.name, node.value]))
    : nodeValues;
  const runs = new Map(
    (combined?.nodes ?? []).filter((n) => n.members.length > 1).map((n) => [n.name, n.members]),
  );
  const drawnLinks = combined?.links ?? links;
  const series: SankeySeriesOption = {
    type: 'sankey',
    animation: false,
    // ECharts lists every node's and link's neighbours up front for 'adjacency' (per item, per draw).
    emphasis: isMany ? { label: { show: true } } : { focus: 'adjacency' },
    lineStyle: { color: 'source', opacity: 0.4 },
    label: { color: theme?.textColor, ...(isMany ? { show: false } : {}) },
    layoutIterations: sankeyLayoutIterations(drawnValues.size + drawnLinks.length),
    data: combined
      ? combined.nodes.map((node) => ({
          name: node.name,
          itemStyle: { color: colorByName.get(node.members[0]!) },
        }))
      : [...nodeValues.keys()].map((name) => ({
          name,
          itemStyle: { color: colorByName.get(name) },
        })),
    links: drawnLinks,
  };
  const option: EChartsOption = {
    tooltip: {
      trigger: 'item',
      appendToBody: true,
      formatter: (params: unknown) => {
        const {
          dataType,
          data,
          name = '',
        } = params as { dataType?: string; name?: string; data?: SankeyLink & { count?: number } };
        if (dataType === 'edge' && data) {
          return tooltipHtml(`${data.source} → ${data.target}`, [
            { label: metric, value: formatValue(data.value) },
            { label: `% of ${data.source}`, value: share(data.value, data.source) },
            { label: `% of ${data.target}`, value: share(data.value, data.target) },
            ...((data.count ?? 1) > 1 ? [{ label: 'flows', value: String(data.count) }] : []),
          ]);
        }
        const members = [...(runs.get(name) ?? [])]
          .sort((a, b) => (nodeValues.get(b) ?? 0) - (nodeValues.get(a) ?? 0))
          .slice(0, TOOLTIP_MEMBERS);
        return tooltipHtml(name, [
          { label: metric, value: formatValue(drawnValues.get(name) ?? 0) },
          ...members.map((member) => ({
            label: member,
            value: formatValue(nodeValues.get(member) ?? 0),
          })),
          ...((runs.get(name)?.length ?? 0) > TOOLTIP_MEMBERS
            ? [{ label: 'and', value: `${runs.get(name)!.length - TOOLTIP_MEMBERS} more` }]
            : []),
        ]);
      },
    },
    series: [series],
  };
  return { width, height, option };
}
