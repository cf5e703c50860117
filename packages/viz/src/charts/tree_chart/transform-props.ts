import type { EChartsOption, TreeSeriesOption } from 'echarts';
import type { ChartProps, DataRecord } from '../../contract.ts';
import { tooltipHtml } from '../../echarts/tooltip.ts';
import { getColumnLabel, getMetricLabel } from '../../query/labels.ts';
import type { TreeChartFormData } from './form-data.ts';

/** Props of TreeChart. */
export interface TreeChartProps {
  width: number;
  height: number;
  option: EChartsOption;
}

/** A node of the ECharts tree. */
export interface TreeItem {
  name: string;
  value?: number;
  children: TreeItem[];
}

/** Columns of the adjacency list. */
export interface AdjacencyColumns {
  id: string;
  parent: string;
  /** Display name column (the id column when unset). */
  name: string;
  metric?: string;
}

const keyOf = (value: unknown) => String(value ?? null);

function countNodes(item: TreeItem): number {
  return 1 + item.children.reduce((sum, child) => sum + countNodes(child), 0);
}

/**
 * The tree under `rootId` built from id/parent rows. With no root id, every parent that has
 * exactly one child proposes a tree rooted at that child and the largest one wins (Superset's rule,
 * which finds the top of a single-rooted list whose root has a null parent).
 */
export function buildAdjacencyTree(
  rows: readonly DataRecord[],
  columns: AdjacencyColumns,
  rootId?: string | null,
): TreeItem {
  const childrenOf = new Map<string, DataRecord[]>();
  const byId = new Map<string, DataRecord>();
  for (const row of rows) {
    byId.set(keyOf(row[columns.id]), row);
    const parent = keyOf(row[columns.parent]);
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), row]);
  }
  const valueOf = (row: DataRecord) =>
    columns.metric && row[columns.metric] !== null && row[columns.metric] !== undefined
      ? { value: Number(row[columns.metric]) }
      : {};
  const build = (id: string, seen: Set<string>): TreeItem => {
    const row = byId.get(id);
    const next = new Set(seen).add(id);
    const children = (childrenOf.get(id) ?? []).filter(
      (child) => !next.has(keyOf(child[columns.id])),
    );
    return {
      name: row ? keyOf(row[columns.name]) : '',
      ...(row ? valueOf(row) : {}),
      children: row ? children.map((child) => build(keyOf(child[columns.id]), next)) : [],
    };
  };
  if (rootId) return build(rootId, new Set());
  let best: TreeItem = { name: '', children: [] };
  let bestSize = 0;
  for (const siblings of childrenOf.values()) {
    if (siblings.length !== 1) continue;
    const tree = build(keyOf(siblings[0][columns.id]), new Set());
    const size = countNodes(tree);
    if (size > bestSize) [best, bestSize] = [tree, size];
  }
  return best;
}

/** The labels' font size in px (Superset's DEFAULT_TREE_SERIES_OPTION). */
const LABEL_FONT_SIZE = 15;
/** ECharts' gap between a node's symbol and its label, in px (label.distance). */
const LABEL_DISTANCE = 5;
/** Room kept free at the chart's edges, in px. */
const EDGE_PAD = 2;
/** Superset's radius: ECharts' default 12 % margins on each side leave 38 % of the shorter side. */
const RADIUS_SHARE = 0.38;
/** Below this share of the shorter side the tree stops shrinking (very long labels run out). */
const MIN_RADIUS_SHARE = 0.1;

/** Estimated advance of a character in em of a sans-serif font (no font metrics outside a browser; errs wide). */
function charWidthEm(ch: string): number {
  if (ch === ' ') return 0.28;
  if ("ijlt.,:;'|!()[]fI".includes(ch)) return 0.32;
  if ('mwMW@%'.includes(ch)) return 0.88;
  if (ch >= 'A' && ch <= 'Z') return 0.68;
  return 0.56;
}

/** Estimated width in px of a label. */
export function labelWidth(text: string, fontSize = LABEL_FONT_SIZE): number {
  return [...text].reduce((sum, ch) => sum + charWidthEm(ch), 0) * fontSize;
}

/**
 * How far a node's label reaches from the node's centre, in px, in any direction: a radial tree
 * turns each label along its node's radius, so the farthest corner of the (unturned) label box
 * relative to the node bounds it wherever the node sits.
 */
export function labelReach(
  text: string,
  position: TreeChartFormData['child_label_position'],
  symbolSize: number,
): number {
  const [width, height] = [labelWidth(text), LABEL_FONT_SIZE * 1.2];
  const gap = symbolSize / 2 + LABEL_DISTANCE;
  return position === 'left' || position === 'right'
    ? Math.hypot(gap + width, height / 2)
    : Math.hypot(width / 2, gap + height);
}

/**
 * The box of a radial tree in a `width` × `height` chart. ECharts puts the root in the box's centre
 * and the deepest nodes on a circle of half its shorter side, so labels of the outer nodes run past
 * the chart in a small cell. Superset's radius (12 % margins) is kept while every label fits;
 * otherwise the radius shrinks until the farthest label corner of each depth stays inside.
 */
export function radialTreeBox(
  tree: TreeItem,
  fd: Pick<TreeChartFormData, 'node_label_position' | 'child_label_position' | 'symbolSize'>,
  width: number,
  height: number,
): { left: number; top: number; width: number; height: number } {
  const half = Math.min(width, height) / 2;
  // The farthest label reach at each depth (0 = the root).
  const reachAt: number[] = [];
  const visit = (item: TreeItem, depth: number) => {
    const position = item.children.length ? fd.node_label_position : fd.child_label_position;
    const reach = labelReach(item.name, position, fd.symbolSize);
    reachAt[depth] = Math.max(reachAt[depth] ?? 0, reach);
    for (const child of item.children) visit(child, depth + 1);
  };
  visit(tree, 0);
  const deepest = reachAt.length - 1;
  let radius = half * 2 * RADIUS_SHARE;
  // Depth d sits at d / deepest of the radius (ECharts' radial layout).
  for (let depth = 1; depth <= deepest; depth += 1)
    radius = Math.min(radius, ((half - EDGE_PAD - reachAt[depth]) * deepest) / depth);
  radius = Math.max(radius, half * 2 * MIN_RADIUS_SHARE);
  return {
    left: width / 2 - radius,
    top: height / 2 - radius,
    width: 2 * radius,
    height: 2 * radius,
  };
}

/** Rows of the tree query -> one ECharts `tree` series over the adjacency list. */
export function transformTreeChartProps(chartProps: ChartProps<TreeChartFormData>): TreeChartProps {
  const { formData: fd, queriesData, width, height, theme } = chartProps;
  const id = fd.id ? getColumnLabel(fd.id) : '';
  const metric = fd.metric ? getMetricLabel(fd.metric) : undefined;
  const columns: AdjacencyColumns = {
    id,
    parent: fd.parent ? getColumnLabel(fd.parent) : '',
    name: fd.name ? getColumnLabel(fd.name) : id,
    metric,
  };
  const tree = buildAdjacencyTree(queriesData[0]?.data ?? [], columns, fd.root_node_id);
  const series: TreeSeriesOption = {
    type: 'tree',
    data: [tree],
    layout: fd.layout,
    // A radial tree keeps its outer labels inside the chart (see radialTreeBox).
    ...(fd.layout === 'radial' ? radialTreeBox(tree, fd, width, height) : {}),
    orient: fd.orient,
    symbol: fd.symbol,
    symbolSize: fd.symbolSize,
    roam: fd.roam,
    animation: true,
    // A line as tall as its font whatever fonts the browser has (zrender measures it on '国').
    label: {
      position: fd.node_label_position,
      fontSize: LABEL_FONT_SIZE,
      lineHeight: LABEL_FONT_SIZE,
      color: theme?.textColor,
    },
    // In a small cell a radial tree's long leaf names reach over their parent's: a label that
    // would fall on another is left out (as Superset's chord does), the node keeps its tooltip.
    labelLayout: { hideOverlap: true },
    leaves: { label: { position: fd.child_label_position } },
    emphasis: { focus: fd.emphasis },
    lineStyle: { width: 1.5, ...(theme?.textColor ? { color: theme.textColor } : {}) },
    select: { itemStyle: { borderColor: 'black' } },
  };
  const option: EChartsOption = {
    animationDuration: 500,
    animationEasing: 'cubicOut',
    tooltip: {
      trigger: 'item',
      triggerOn: 'mousemove',
      appendToBody: true,
      formatter: (params: unknown) => {
        const { value, treeAncestors = [] } = params as {
          value?: unknown;
          treeAncestors?: { name?: string }[];
        };
        const path = treeAncestors.map((a) => a.name ?? '').filter((name) => name !== '');
        return tooltipHtml(
          path.join(' ▸ '),
          value !== undefined && value !== null && value !== '' && metric
            ? [{ label: metric, value: String(value) }]
            : [],
        );
      },
    },
    series: [series],
  };
  return { width, height, option };
}
