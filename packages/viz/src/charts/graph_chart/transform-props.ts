import type { EChartsOption, GraphSeriesOption } from 'echarts';
import { DEFAULT_NUMBER_FORMAT, getNumberFormatter } from '@sightline/core';
import type { ChartProps, DataRecord, DataRecordValue, DrillFilter } from '../../contract.ts';
import { createColorScale } from '../../echarts/colors.ts';
import { getCrossFilterDataMask, selectedNames } from '../../echarts/cross-filter.ts';
import { MANY_ITEMS, MANY_POINTS } from '../../echarts/large-data.ts';
import { getLegendOption, legendMargin } from '../../echarts/legend.ts';
import { tooltipHtml } from '../../echarts/tooltip.ts';
import { getColumnLabel, getMetricLabel } from '../../query/labels.ts';
import type { GraphChartFormData } from './form-data.ts';
import { CURVENESS, type GraphItem, largeGraph } from '../../echarts/large-graph.ts';

/** What a right-click hit: a node (by name) or an edge (by its end names). */
export type GraphElement =
  { dataType: 'node'; name: string } | { dataType: 'edge'; source: string; target: string };

/** Props of GraphChart. */
export interface GraphChartProps {
  width: number;
  height: number;
  option: EChartsOption;
  /** Click on a node: toggle the cross-filter on the node's column. */
  onNodeClick?: (name: string) => void;
  /** Right-click on a node or an edge: drill to detail / drill by / cross-filter menu. */
  onContextMenu?: (clientX: number, clientY: number, element: GraphElement) => void;
  /** Category legend changes: `{category: isShown}`. */
  onLegendStateChanged?: (state: Record<string, boolean>) => void;
  /** The node or edge drawn as item `dataIndex` of series `seriesIndex` (a big circular graph). */
  itemAt?: (seriesIndex: number, dataIndex: number) => GraphItem | undefined;
}

/** A node folded from the rows. */
export interface GraphNode {
  name: string;
  /** Label of the column the node first appeared in (source or target). */
  column: string;
  raw: DataRecordValue;
  category?: string;
  /** Sum of the metric over the node's edges. */
  value: number;
}

/** Linear scale of `value` from [min, max] into [0.5, 2.5] × base (base itself when every value is equal). */
export function scaleToBase(value: number, min: number, max: number, base: number): number {
  if (max === min) return base;
  return base * (0.5 + (2 * (value - min)) / (max - min));
}

const formatValue = getNumberFormatter(DEFAULT_NUMBER_FORMAT);

/**
 * Above this many nodes a 'force' graph is laid out on the circle instead: ECharts' force layout
 * compares every pair of nodes on every step (n² work per frame), which freezes the page for
 * seconds per frame with thousands of nodes. Every node and edge is still drawn.
 */
export const FORCE_MAX_NODES = 1000;

/** Label font size of the nodes (ECharts' default) and the gap between a node and its label. */
const LABEL_FONT_SIZE = 12;
const LABEL_DISTANCE = 5;
/** Room kept free along the chart's edges, in px. */
const EDGE_PAD = 8;
/** Superset draws the circle at 70 % of the chart (the series' zoom); never larger here. */
const CIRCLE_SHARE = 0.7;
/** Below this share of the chart the circle stops shrinking and the labels are cut short instead. */
const MIN_CIRCLE_SHARE = 0.35;

/** Estimated width in px of a node label (no font metrics outside a browser; errs wide). */
export function labelWidth(text: string): number {
  return text.length * LABEL_FONT_SIZE * 0.62;
}

/** One node of the circle: its symbol size and, when shown, its label. */
export interface CircleNode {
  size: number;
  label?: string;
}

/**
 * The circle of a circular graph, fitted to a `width` × `height` area: ECharts places node i at
 * the angle its 'symbolSize' layout gives and turns its label outwards along the radius, so node i
 * reaches r + size/2 + 5 + label width from the centre in that direction. The radius is the largest
 * at which every node and label stays inside (at most Superset's 70 %); when that falls below 35 %
 * of the area, the radius stays there and `labelWidths` gives each label the room it has left.
 */
export function fitCircle(
  nodes: readonly CircleNode[],
  width: number,
  height: number,
): { radius: number; labelWidths: number[] } {
  const half = Math.min(width, height) / 2;
  const [hw, hh] = [Math.max(width / 2 - EDGE_PAD, 1), Math.max(height / 2 - EDGE_PAD, 1)];
  const reach = (node: CircleNode) =>
    node.size / 2 + (node.label ? LABEL_DISTANCE + labelWidth(node.label) : 0);
  // Room from the centre to the edge of the area in the direction of each node.
  const roomAt = (angle: number) =>
    Math.min(
      hw / Math.max(Math.abs(Math.cos(angle)), 1e-9),
      hh / Math.max(Math.abs(Math.sin(angle)), 1e-9),
    );
  let radius = half * CIRCLE_SHARE;
  for (let i = 0; i < 4; i += 1) {
    const angles = circularAngles(
      nodes.map((n) => n.size),
      radius,
    );
    radius = Math.min(
      half * CIRCLE_SHARE,
      ...nodes.map((node, k) => roomAt(angles[k]) - reach(node)),
    );
    radius = Math.max(radius, half * MIN_CIRCLE_SHARE);
  }
  const angles = circularAngles(
    nodes.map((n) => n.size),
    radius,
  );
  return {
    radius,
    labelWidths: nodes.map((node, k) =>
      Math.max(0, Math.floor(roomAt(angles[k]) - radius - node.size / 2 - LABEL_DISTANCE)),
    ),
  };
}

/** The angles ECharts' circular layout ('symbolSize' based) gives nodes of these sizes on a circle of radius r. */
export function circularAngles(sizes: readonly number[], r: number): number[] {
  const halves = sizes.map((size) => {
    const half = Math.asin(Math.max(size, 0) / 2 / r);
    return Number.isNaN(half) ? Math.PI / 2 : half;
  });
  const sum = halves.reduce((a, b) => a + 2 * b, 0);
  const remainHalf = (2 * Math.PI - sum) / (sizes.length || 1) / 2;
  let angle = 0;
  return halves.map((half) => {
    angle += remainHalf + half;
    const at = angle;
    angle += remainHalf + half;
    return at;
  });
}

/**
 * Rows of the graph query -> one `graph` series (nodes sized by their edge totals, edges by their
 * metric), with categories as the legend. Above MANY_ITEMS nodes, node labels show on hover,
 * hovering highlights the item alone (not its neighbours) and nothing is animated; above
 * FORCE_MAX_NODES, the layout is circular. A circular graph of more than FORCE_MAX_NODES nodes or
 * MANY_POINTS edges is laid out here (ECharts' circular placement) and drawn without a graph
 * series: nodes as large scatter series (one per colour and one of NODE_SIZE_LEVELS sizes), edges
 * as large `lines` series (edgeLines:
 * one path per colour, the same curves, no edge symbols), neither roamed nor dragged; tooltips,
 * clicks and right-clicks still name every node and edge.
 */
export function transformGraphChartProps(
  chartProps: ChartProps<GraphChartFormData>,
): GraphChartProps {
  const { formData: fd, queriesData, width, height, hooks, theme } = chartProps;
  const rows = queriesData[0]?.data ?? [];
  const metric = fd.metric ? getMetricLabel(fd.metric) : '';
  const source = fd.source ? getColumnLabel(fd.source) : '';
  const target = fd.target ? getColumnLabel(fd.target) : '';
  const sourceCategory = fd.source_category ? getColumnLabel(fd.source_category) : undefined;
  const targetCategory = fd.target_category ? getColumnLabel(fd.target_category) : undefined;
  const nodes = new Map<string, GraphNode>();
  const categories: string[] = [];
  const addNode = (
    row: DataRecord,
    column: string,
    categoryColumn: string | undefined,
    value: number,
  ): string => {
    const raw = row[column] ?? null;
    const name = String(raw);
    const category = categoryColumn !== undefined ? String(row[categoryColumn] ?? null) : undefined;
    if (category !== undefined && !categories.includes(category)) categories.push(category);
    const node = nodes.get(name) ?? {
      name,
      column,
      raw,
      value: 0,
      ...(category !== undefined ? { category } : {}),
    };
    node.value += value;
    nodes.set(name, node);
    return name;
  };
  const edges = rows.map((row) => {
    const value = Number(row[metric] ?? 0) || 0;
    return {
      source: addNode(row, source, sourceCategory, value),
      target: addNode(row, target, targetCategory, value),
      value,
    };
  });
  const nodeList = [...nodes.values()];
  const nodeValues = nodeList.map((n) => n.value);
  const edgeValues = edges.map((e) => e.value);
  const colorOf = createColorScale(fd.color_scheme, {
    labelColors: fd.label_colors,
    palette: theme?.colors,
  });
  const selected = selectedNames(chartProps.filterState);
  const [startSymbol, endSymbol] = fd.edgeSymbol.split(',');
  // Bounds once, not once per node or edge (n² with thousands of rows).
  const [nodeMin, nodeMax] = [Math.min(...nodeValues), Math.max(...nodeValues)];
  const [edgeMin, edgeMax] = [Math.min(...edgeValues), Math.max(...edgeValues)];
  const symbolSizes = nodeList.map((node) =>
    scaleToBase(node.value, nodeMin, nodeMax, fd.baseNodeSize),
  );
  const isMany = nodeList.length > MANY_ITEMS;
  const layout =
    fd.layout === 'force' && nodeList.length > FORCE_MAX_NODES ? 'circular' : fd.layout;
  const hasLabel = (node: GraphNode) => !isMany && node.value > fd.showSymbolThreshold;
  const showLegend = fd.show_legend && categories.length > 0;
  const margins = legendMargin(showLegend, fd.legendOrientation, fd.legendMargin);
  const area = {
    width: Math.max(width - margins.left - margins.right, 1),
    height: Math.max(height - margins.top - margins.bottom, 1),
  };
  // A circular layout is drawn in a square fitted so that nodes and labels stay in the chart.
  const circle =
    layout === 'circular'
      ? fitCircle(
          nodeList.map((node, i) => ({
            size: symbolSizes[i],
            ...(hasLabel(node) ? { label: node.name } : {}),
          })),
          area.width,
          area.height,
        )
      : undefined;
  const box = circle
    ? {
        left: margins.left + area.width / 2 - circle.radius,
        top: margins.top + area.height / 2 - circle.radius,
        width: 2 * circle.radius,
        height: 2 * circle.radius,
      }
    : margins;
  const categoryColors = categories.map((name) => colorOf(name));
  const nodeColors = nodeList.map((node) =>
    node.category === undefined ? colorOf(node.name) : undefined,
  );
  const isLarge =
    layout === 'circular' &&
    (nodeList.length > FORCE_MAX_NODES || edges.length > MANY_POINTS) &&
    circle !== undefined;
  // A big circular graph: ECharts' circular placement computed here, drawn without a graph series.
  const large = isLarge
    ? largeGraph({
        nodes: nodeList,
        edges,
        symbolSizes,
        nodeColors,
        categories,
        categoryColors,
        selected,
        center: [margins.left + area.width / 2, margins.top + area.height / 2],
        radius: circle.radius,
        angles: circularAngles(symbolSizes, circle.radius),
        edgeWidth: (value) => scaleToBase(value, edgeMin, edgeMax, fd.baseEdgeWidth),
        width,
        height,
      })
    : undefined;
  const series: GraphSeriesOption = {
    type: 'graph',
    layout,
    ...(layout === 'force'
      ? {
          force: {
            edgeLength: fd.edgeLength,
            gravity: fd.gravity,
            repulsion: fd.repulsion,
            friction: fd.friction,
            layoutAnimation: true,
          },
        }
      : { circular: { rotateLabel: true } }),
    roam: fd.roam,
    draggable: fd.draggable,
    selectedMode: fd.selectedMode,
    edgeSymbol: [startSymbol ?? 'none', endSymbol ?? 'none'],
    edgeSymbolSize: fd.baseEdgeWidth * 2,
    // ECharts lists every node's and edge's neighbours up front for 'adjacency' (per item, per draw).
    emphasis: isMany ? { label: { show: true } } : { focus: 'adjacency' },
    animation: !isMany,
    label: { show: true, position: 'right', color: theme?.textColor },
    lineStyle: { color: 'source', curveness: CURVENESS },
    ...(categories.length
      ? {
          categories: categories.map((name, k) => ({
            name,
            itemStyle: { color: categoryColors[k] },
          })),
        }
      : {}),
    data: nodeList.map((node, i) => ({
      id: node.name,
      name: node.name,
      value: node.value,
      symbolSize: symbolSizes[i],
      ...(node.category !== undefined ? { category: categories.indexOf(node.category) } : {}),
      itemStyle: {
        ...(node.category === undefined ? { color: nodeColors[i] } : {}),
        opacity: selected.length > 0 && !selected.includes(node.name) ? 0.3 : 1,
      },
      label: {
        show: hasLabel(node),
        ...(circle && circle.labelWidths[i] < labelWidth(node.name)
          ? { width: circle.labelWidths[i], overflow: 'truncate' as const }
          : {}),
      },
    })),
    links: edges.map((edge) => ({
      source: edge.source,
      target: edge.target,
      value: edge.value,
      lineStyle: {
        width: scaleToBase(edge.value, edgeMin, edgeMax, fd.baseEdgeWidth),
      },
    })),
  };
  const option: EChartsOption = {
    animationDuration: 500,
    tooltip: {
      trigger: 'item',
      appendToBody: true,
      formatter: (params: unknown) => {
        const p = params as {
          dataType?: string;
          seriesType?: string;
          seriesIndex?: number;
          dataIndex?: number;
          data?: { name?: string; source?: string; target?: string; value?: number };
        };
        const item = large?.itemAt(p.seriesIndex ?? -1, p.dataIndex ?? -1);
        if (large && !item) return '';
        const dataType = item?.dataType ?? p.dataType;
        const data: typeof p.data = item ?? p.data;
        if (dataType === 'edge')
          return tooltipHtml(`${data?.source} → ${data?.target}`, [
            { label: metric, value: formatValue(Number(data?.value)) },
          ]);
        return tooltipHtml(data?.name, [
          { label: metric, value: formatValue(Number(data?.value)) },
        ]);
      },
    },
    legend: getLegendOption({
      show: showLegend,
      type: fd.legendType,
      orientation: fd.legendOrientation,
      data: categories,
      textColor: theme?.textColor,
    }),
    ...(large
      ? { grid: large.grid, xAxis: large.xAxis, yAxis: large.yAxis, series: large.series }
      : { series: [{ ...series, ...box }] }),
  };

  const filterOf = (name: string): DrillFilter[] => {
    const node = nodes.get(name);
    return node ? [{ col: node.column, op: '==', val: node.raw, formattedVal: node.name }] : [];
  };
  const crossFilter = (name: string) => {
    const node = nodes.get(name) as GraphNode;
    return getCrossFilterDataMask({
      groupby: [node.column],
      labelMap: { [name]: [node.raw] },
      selectedValues: selected,
      value: name,
    }).dataMask;
  };
  const canCrossFilter = Boolean(chartProps.emitCrossFilters);
  const { setDataMask, onContextMenu } = hooks ?? {};
  return {
    width,
    height,
    option,
    onLegendStateChanged: hooks?.onLegendStateChanged,
    ...(large ? { itemAt: large.itemAt } : {}),
    onNodeClick:
      setDataMask && canCrossFilter
        ? (name) => nodes.has(name) && setDataMask(crossFilter(name))
        : undefined,
    onContextMenu: onContextMenu
      ? (x, y, element) => {
          if (element.dataType === 'edge') {
            onContextMenu(x, y, {
              drillToDetail: [...filterOf(element.source), ...filterOf(element.target)],
            });
            return;
          }
          const node = nodes.get(element.name);
          if (!node) return;
          onContextMenu(x, y, {
            drillToDetail: filterOf(node.name),
            ...(canCrossFilter ? { crossFilter: crossFilter(node.name) } : {}),
            drillBy: {
              filters: filterOf(node.name),
              groupbyFieldName: node.column === source ? 'source' : 'target',
            },
          });
        }
      : undefined,
  };
}
