import type { ScatterSeriesOption } from 'echarts';
import { edgeLines, type EdgeLinesOption, type EdgeLinesSeries } from './graph-edge-lines.ts';
import type { GraphNode } from '../charts/graph_chart/transform-props.ts';

/** Sizes a big graph's nodes are drawn at (evenly between the smallest and the largest). */
export const NODE_SIZE_LEVELS = 5;
/** ECharts' edge opacity in a graph series (its lineStyle default). */
export const EDGE_OPACITY = 0.5;
/** The edges' curveness; ECharts' circular layout pulls a curve's control point 3 × this towards the centre. */
export const CURVENESS = 0.1;

/** A node or an edge of a big circular graph, drawn as a scatter or a lines item. */
export type GraphItem =
  | { dataType: 'node'; name: string; value: number }
  | { dataType: 'edge'; source: string; target: string; value: number };

/** Input of largeGraph: the graph folded from the rows and where its circle is. */
export interface LargeGraphInput {
  nodes: readonly GraphNode[];
  edges: readonly { source: string; target: string; value: number }[];
  symbolSizes: readonly number[];
  /** Per node, its colour when it has no category. */
  nodeColors: readonly (string | undefined)[];
  categories: readonly string[];
  categoryColors: readonly string[];
  /** Cross-filtered node names (the others are dimmed). */
  selected: readonly string[];
  center: readonly [number, number];
  radius: number;
  /** Per node, its angle on the circle (ECharts' 'symbolSize' circular placement). */
  angles: readonly number[];
  edgeWidth: (value: number) => number;
  width: number;
  height: number;
}

/** The option parts of a big circular graph and the item behind each drawn item. */
export interface LargeGraph {
  grid: EdgeLinesOption['grid'];
  xAxis: EdgeLinesOption['xAxis'];
  yAxis: EdgeLinesOption['yAxis'];
  /** Node scatters first, then edge lines. */
  series: (ScatterSeriesOption | EdgeLinesSeries)[];
  itemAt: (seriesIndex: number, dataIndex: number) => GraphItem | undefined;
}

/**
 * A big circular graph without a graph series (ECharts gives every node a symbol, a label and
 * their states, and every edge a line, a label and two symbols): nodes at ECharts' circular
 * places as large scatter series, one path per category or colour, size level and opacity
 * (filling thousands of overlapping circles one by one took longer than the rest of the chart),
 * biggest first; edges as edgeLines along the curves ECharts' circular layout draws.
 */
export function largeGraph(input: LargeGraphInput): LargeGraph {
  const { nodes: nodeList, edges, symbolSizes, nodeColors, categories, categoryColors } = input;
  const { selected, width, height } = input;
  const [cx, cy] = input.center;
  const positions = input.angles.map((angle): [number, number] => [
    cx + input.radius * Math.cos(angle),
    cy + input.radius * Math.sin(angle),
  ]);
  const indexOf = new Map(nodeList.map((node, i) => [node.name, i]));
  const pull = 3 * CURVENESS;
  const lines = edgeLines(
    edges.map((edge) => {
      const [i, j] = [indexOf.get(edge.source)!, indexOf.get(edge.target)!];
      const [from, to] = [positions[i]!, positions[j]!];
      const source = nodeList[i]!;
      return {
        from,
        to,
        control: [
          cx * pull + ((from[0] + to[0]) / 2) * (1 - pull),
          cy * pull + ((from[1] + to[1]) / 2) * (1 - pull),
        ] as const,
        color:
          source.category === undefined
            ? (nodeColors[i] ?? '')
            : (categoryColors[categories.indexOf(source.category)] ?? ''),
        width: input.edgeWidth(edge.value),
      };
    }),
    width,
    height,
    EDGE_OPACITY,
  );
  const nodeGroups = new Map<
    string,
    { name?: string; color: string; size: number; opacity: number; indices: number[] }
  >();
  const [sizeMin, sizeMax] = [Math.min(...symbolSizes), Math.max(...symbolSizes)];
  const step = (sizeMax - sizeMin) / (NODE_SIZE_LEVELS - 1);
  nodeList.forEach((node, i) => {
    const k = node.category === undefined ? -1 : categories.indexOf(node.category);
    const size =
      step > 0 ? sizeMin + Math.round((symbolSizes[i]! - sizeMin) / step) * step : sizeMin;
    const opacity = selected.length > 0 && !selected.includes(node.name) ? 0.3 : 1;
    const color = (k >= 0 ? categoryColors[k] : nodeColors[i]) ?? '';
    const key = `${k}|${color}|${size}|${opacity}`;
    const group = nodeGroups.get(key) ?? {
      ...(k >= 0 ? { name: categories[k] } : {}),
      color,
      size,
      opacity,
      indices: [],
    };
    group.indices.push(i);
    nodeGroups.set(key, group);
  });
  // Bigger nodes first, so that smaller ones are drawn over them.
  const groupList = [...nodeGroups.values()].sort((a, b) => b.size - a.size);
  const nodeSeries: ScatterSeriesOption[] = groupList.map((group) => ({
    type: 'scatter',
    ...(group.name !== undefined ? { name: group.name } : {}),
    coordinateSystem: 'cartesian2d',
    large: true,
    largeThreshold: 0,
    animation: false,
    z: 2,
    symbolSize: group.size,
    itemStyle: { color: group.color, opacity: group.opacity },
    data: group.indices.map((i) => positions[i]!),
  }));
  const groupIndices = groupList.map((group) => group.indices);
  const itemAt = (seriesIndex: number, dataIndex: number): GraphItem | undefined => {
    if (seriesIndex < groupIndices.length) {
      const node = nodeList[groupIndices[seriesIndex]?.[dataIndex] ?? -1];
      return node && { dataType: 'node', name: node.name, value: node.value };
    }
    const edge = edges[lines.sources[seriesIndex - groupIndices.length]?.[dataIndex] ?? -1];
    return edge && { dataType: 'edge', ...edge };
  };
  return {
    grid: lines.grid,
    xAxis: lines.xAxis,
    yAxis: lines.yAxis,
    series: [...nodeSeries, ...lines.series],
    itemAt,
  };
}
