import { hierarchy, partition, type HierarchyRectangularNode } from 'd3-hierarchy';
import type { CustomSeriesOption, CustomSeriesRenderItem, EChartsOption } from 'echarts';
import { getNumberFormatter, getTimeFormatter } from '@sightline/core';
import type { ChartProps, DataRecord } from '../../contract.ts';
import { createColorScale } from '../../echarts/colors.ts';
import { tooltipHtml } from '../../echarts/tooltip.ts';
import { getColumnLabel, getMetricLabel } from '../../query/labels.ts';
import { DTTM_ALIAS } from '../../query/x-axis.ts';
import { keepChildren, nestAnalytics, type PartitionNode } from '../_nvd3/nest-analytics.ts';
import type { PartitionFormData, TimeSeriesOption } from './form-data.ts';

export type { PartitionNode };

/** Props of PartitionChart. */
export interface PartitionChartProps {
  width: number;
  height: number;
  /** The option zoomed out (the whole icicle). */
  option: EChartsOption;
  /** The option zoomed to a node (undefined = the whole icicle). */
  optionFor: (focusId: string | undefined) => EChartsOption;
  /** The focus after clicking a node: the node, its parent for leaves and for the focused node. */
  nextFocus: (focusId: string | undefined, clickedId: string) => string | undefined;
}

/** A node of the legacy partition payload. */

type Reduce = (rows: readonly DataRecord[], metric: string) => number;

const sum = (rows: readonly DataRecord[], metric: string) =>
  rows.reduce((total, row) => total + (Number(row[metric]) || 0), 0);

/** The value of a group of rows per `time_series_option`: sums, means, or last bucket vs first bucket. */
function reducerOf(option: TimeSeriesOption, rows: readonly DataRecord[]): Reduce {
  if (option === 'agg_mean')
    return (group, metric) => (group.length ? sum(group, metric) / group.length : 0);
  if (option !== 'point_diff' && option !== 'point_factor' && option !== 'point_percent')
    return sum;
  const times = rows.map((row) => Number(row[DTTM_ALIAS]));
  const [first, last] = [Math.min(...times), Math.max(...times)];
  return (group, metric) => {
    const until = sum(
      group.filter((row) => Number(row[DTTM_ALIAS]) === last),
      metric,
    );
    const since = sum(
      group.filter((row) => Number(row[DTTM_ALIAS]) === first),
      metric,
    );
    if (option === 'point_diff') return until - since;
    const factor = since ? until / since : 0;
    return option === 'point_factor' ? factor : factor - 1;
  };
}

/**
 * The legacy nesting: one top node per metric, then one level per groupby column (time first for
 * `time_series` and `adv_anal`), each node valued over its rows; children largest first (time in
 * order), then those below `threshold` of their parent dropped and at most `limit` kept.
 */
export function nestPartition(
  rows: readonly DataRecord[],
  options: {
    metrics: string[];
    groupby: string[];
    option: TimeSeriesOption;
    formatTime: (t: number) => string;
    limit: number;
    threshold: number;
    contribution: boolean;
  },
): PartitionNode[] {
  const reduce = reducerOf(options.option, rows);
  const withTime = options.option === 'time_series' || options.option === 'adv_anal';
  const levels = [...(withTime ? [DTTM_ALIAS] : []), ...options.groupby];
  const nest = (
    group: readonly DataRecord[],
    metric: string,
    depth: number,
    path: string,
  ): PartitionNode[] => {
    if (depth >= levels.length) return [];
    const column = levels[depth];
    const keys = [...new Set(group.map((row) => row[column] ?? null))];
    const isTime = column === DTTM_ALIAS;
    const children = keys.map((key) => {
      const members = group.filter((row) => (row[column] ?? null) === key);
      const name = isTime ? options.formatTime(Number(key)) : String(key);
      const id = `${path} / ${name}`;
      return {
        id,
        name,
        val: reduce(members, metric),
        ...(isTime ? { isTime, key: Number(key) } : {}),
        children: nest(members, metric, depth + 1, id),
      };
    });
    if (isTime) children.sort((a, b) => (a.key ?? 0) - (b.key ?? 0));
    else children.sort((a, b) => b.val - a.val);
    return keepChildren(children, reduce(group, metric), options.limit, options.threshold).map(
      ({ key: _key, ...node }) => node,
    );
  };
  return options.metrics.map((metric) => {
    const total = sum(rows, metric);
    const scoped =
      options.contribution && total
        ? rows.map((row) => ({ ...row, [metric]: (Number(row[metric]) || 0) / total }))
        : rows;
    return {
      id: metric,
      name: metric,
      val: reduce(scoped, metric),
      children: nest(scoped, metric, 0, metric),
    };
  });
}

type LaidOut = HierarchyRectangularNode<PartitionNode>;

/** Leaf weights: |value| (or log(|value| + 1)); with equal date sizes every time node weighs the same. */
function layout(nodes: PartitionNode[], isLog: boolean, isEqualDates: boolean): LaidOut {
  const weight = (node: PartitionNode) =>
    isLog ? Math.log(Math.abs(node.val) + 1) : Math.abs(node.val);
  const leafSum = (node: PartitionNode): number =>
    node.children.length ? node.children.reduce((total, c) => total + leafSum(c), 0) : weight(node);
  const weights = new Map<PartitionNode, number>();
  const assign = (node: PartitionNode, scale: number) => {
    const total = isEqualDates && node.isTime ? leafSum(node) : 0;
    const next = total ? 1 / total : scale;
    if (!node.children.length) weights.set(node, weight(node) * next);
    for (const child of node.children) assign(child, next);
  };
  for (const node of nodes) assign(node, 1);
  const root = hierarchy<PartitionNode>(
    { id: '', name: '', val: 0, children: nodes },
    (d) => d.children,
  );
  return partition<PartitionNode>().size([1, 1])(root.sum((d) => weights.get(d) ?? 0));
}

/** Rows of the legacy partition query -> an icicle (depth left to right) drawn by a custom series, zoomable by click. */
export function transformPartitionProps(
  chartProps: ChartProps<PartitionFormData>,
): PartitionChartProps {
  const { formData: fd, queriesData, width, height, theme } = chartProps;
  const metrics = fd.metrics.map(getMetricLabel);
  const formatTime = getTimeFormatter(fd.date_time_format);
  const pruning = {
    metrics,
    formatTime,
    limit: fd.partition_limit,
    threshold: fd.partition_threshold,
  };
  // `adv_anal` has one pivoted result per level, already analysed (and contributed) by the server.
  const nodes =
    fd.time_series_option === 'adv_anal'
      ? nestAnalytics(queriesData, fd, pruning)
      : nestPartition(queriesData[0]?.data ?? [], {
          ...pruning,
          groupby: fd.groupby.map(getColumnLabel),
          option: fd.time_series_option,
          contribution: fd.contribution,
        });
  const root = layout(nodes, fd.log_scale, fd.equal_date_size);
  const all = root.descendants().slice(1);
  const byId = new Map(all.map((node) => [node.data.id, node]));
  const colorOf = createColorScale(fd.color_scheme, {
    labelColors: fd.label_colors,
    palette: theme?.colors,
  });
  const formatValue = getNumberFormatter(fd.contribution ? ',.2%' : fd.number_format);
  const colors = all.map((node) => colorOf(node.data.name));

  const optionFor = (focusId: string | undefined): EChartsOption => {
    const focus = (focusId && byId.get(focusId)) || root;
    const columns = root.height - Math.max(0, focus.depth - 1);
    const firstDepth = Math.max(1, focus.depth);
    const span = focus.x1 - focus.x0 || 1;
    const visible = all.filter(
      (node) => node.depth >= firstDepth && node.x1 > focus.x0 && node.x0 < focus.x1,
    );
    const rects = visible.map((node) => ({
      node,
      box: [
        (node.depth - firstDepth) / columns,
        (node.depth - firstDepth + 1) / columns,
        (Math.max(node.x0, focus.x0) - focus.x0) / span,
        (Math.min(node.x1, focus.x1) - focus.x0) / span,
      ],
    }));
    const renderItem: CustomSeriesRenderItem = (params, api) => {
      const rect = rects[params.dataIndex];
      const [w, h] = [Number(api.getWidth()), Number(api.getHeight())];
      const [x0, x1, y0, y1] = rect.box;
      const shape = {
        x: x0 * w,
        y: y0 * h,
        width: Math.max(0, (x1 - x0) * w - 1),
        height: Math.max(0, (y1 - y0) * h - 1),
      };
      const text =
        shape.height > 12 ? `${rect.node.data.name}: ${formatValue(rect.node.data.val)}` : '';
      return {
        type: 'rect',
        shape,
        style: { fill: colors[all.indexOf(rect.node)] },
        textContent: {
          type: 'text',
          style: {
            text,
            fill: theme?.textColor ?? '#000',
            overflow: 'truncate',
            width: shape.width - 6,
          },
        },
        textConfig: { position: 'insideLeft' },
      };
    };
    const series: CustomSeriesOption = {
      type: 'custom',
      coordinateSystem: 'none',
      renderItem,
      data: rects.map((r) => ({ name: r.node.data.id, value: r.box })),
    };
    return {
      tooltip: {
        trigger: 'item',
        appendToBody: true,
        formatter: (params: unknown) => {
          const node = rects[(params as { dataIndex: number }).dataIndex]?.node;
          if (!node) return '';
          const path = fd.rich_tooltip ? node.ancestors().reverse().slice(1) : [node];
          return tooltipHtml(
            undefined,
            path.map((n) => ({
              label: n.data.name,
              value: formatValue(n.data.val),
              color: colors[all.indexOf(n)],
              isBold: n === node,
            })),
          );
        },
      },
      series: [series],
    };
  };
  const nextFocus = (focusId: string | undefined, clickedId: string) => {
    const clicked = byId.get(clickedId);
    if (!clicked) return focusId;
    const target = !clicked.children || clickedId === focusId ? clicked.parent : clicked;
    return target && target !== root ? target.data.id : undefined;
  };
  return { width, height, option: optionFor(undefined), optionFor, nextFocus };
}
