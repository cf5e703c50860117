import type { EChartsOption, SankeySeriesOption } from 'echarts';
import { DEFAULT_NUMBER_FORMAT, getNumberFormatter } from '@sightline/core';
import type { ChartProps } from '../../contract.ts';
import { createColorScale } from '../../echarts/colors.ts';
import { MANY_ITEMS } from '../../echarts/large-data.ts';
import { tooltipHtml } from '../../echarts/tooltip.ts';
import { getColumnLabel, getMetricLabel } from '../../query/labels.ts';
import type { SankeyV2FormData } from './form-data.ts';

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
 * (not its neighbours) and the layout takes fewer passes.
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
    const total = nodeValues.get(of) ?? 0;
    return percent(total ? value / total : 0);
  };
  const isMany = nodeValues.size > MANY_ITEMS;
  const series: SankeySeriesOption = {
    type: 'sankey',
    animation: false,
    // ECharts lists every node's and link's neighbours up front for 'adjacency' (per item, per draw).
    emphasis: isMany ? { label: { show: true } } : { focus: 'adjacency' },
    lineStyle: { color: 'source', opacity: 0.4 },
    label: { color: theme?.textColor, ...(isMany ? { show: false } : {}) },
    layoutIterations: sankeyLayoutIterations(nodeValues.size + links.length),
    data: [...nodeValues.keys()].map((name) => ({ name, itemStyle: { color: colorOf(name) } })),
    links,
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
        } = params as { dataType?: string; name?: string; data?: SankeyLink };
        if (dataType === 'edge' && data) {
          return tooltipHtml(`${data.source} → ${data.target}`, [
            { label: metric, value: formatValue(data.value) },
            { label: `% of ${data.source}`, value: share(data.value, data.source) },
            { label: `% of ${data.target}`, value: share(data.value, data.target) },
          ]);
        }
        return tooltipHtml(name, [
          { label: metric, value: formatValue(nodeValues.get(name) ?? 0) },
        ]);
      },
    },
    series: [series],
  };
  return { width, height, option };
}
