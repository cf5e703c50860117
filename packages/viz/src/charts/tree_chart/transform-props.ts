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
    orient: fd.orient,
    symbol: fd.symbol,
    symbolSize: fd.symbolSize,
    roam: fd.roam,
    animation: true,
    label: { position: fd.node_label_position, fontSize: 15, color: theme?.textColor },
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
