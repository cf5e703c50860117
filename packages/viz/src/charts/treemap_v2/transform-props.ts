import type { EChartsOption, TreemapSeriesOption } from 'echarts';
import { getValueFormatter } from '@sightline/core';
import type { ChartProps } from '../../contract.ts';
import { createColorScale } from '../../echarts/colors.ts';
import { selectedNames } from '../../echarts/cross-filter.ts';
import { tooltipHtml } from '../../echarts/tooltip.ts';
import { getColumnLabel, getMetricLabel } from '../../query/labels.ts';
import type { CategoricalChartProps } from '../_categorical/CategoricalEchart.tsx';
import { cellFormatter } from '../_categorical/rows.ts';
import { buildHierarchyInteractions } from '../_hierarchy/interactions.ts';
import { formatNodeLabel } from '../_hierarchy/labels.ts';
import { buildTree, flattenTree, type TreeNode } from '../_hierarchy/tree.ts';
import type { TreemapV2FormData } from './form-data.ts';

/** Props of TreemapChart. */
export type TreemapChartProps = CategoricalChartProps;

/** Saturation per depth below the top-level branches (children get paler). */
const COLOR_SATURATION = [0.4, 0.7];
const BORDER_COLOR = '#fff';
/** The treemap's box: the whole chart. */
export const TREEMAP_BOX = { left: 0, top: 0, right: 0, bottom: 0 } as const;
/** Text colour of the upper labels (the parents' title bars): dark on the pale bar, no outline. */
const UPPER_LABEL_COLOR = '#333';
const ROOT_COLOR = '#e8e8e8';

interface TreemapItem {
  id: string;
  name: string;
  value: number;
  children?: TreemapItem[];
  itemStyle?: { color?: string; opacity?: number };
}

/** Rows of the treemap query -> one `treemap` series whose single root is named after the metric. */
export function transformTreemapV2Props(
  chartProps: ChartProps<TreemapV2FormData>,
): TreemapChartProps {
  const { formData: fd, queriesData, width, height, hooks, theme } = chartProps;
  const result = queriesData[0];
  const metric = fd.metric ? getMetricLabel(fd.metric) : '';
  const columns = fd.groupby.map(getColumnLabel);
  const format = cellFormatter(result, fd.date_format);
  const tree = buildTree(result?.data ?? [], { columns, metric, format });
  const total = tree.reduce((sum, n) => sum + n.value, 0);
  const formatValue = getValueFormatter(fd.number_format, fd.currency_format);
  const colorOf = createColorScale(fd.color_scheme, {
    labelColors: fd.label_colors,
    palette: theme?.colors,
  });
  const selected = selectedNames(chartProps.filterState);
  const toItem = (node: TreeNode, depth: number): TreemapItem => ({
    id: node.id,
    name: node.name,
    value: node.value,
    ...(node.children.length ? { children: node.children.map((c) => toItem(c, depth + 1)) } : {}),
    itemStyle: {
      ...(depth === 0 ? { color: colorOf(node.name) } : {}),
      opacity: selected.length > 0 && !selected.includes(node.id) ? 0.3 : 1,
    },
  });
  const label = (params: { name?: string; value?: unknown }) =>
    formatNodeLabel(fd.label_type, params.name ?? '', formatValue(Number(params.value)));
  const series: TreemapSeriesOption = {
    type: 'treemap',
    // ECharts 6 insets a treemap by default (20 px at the sides, 50 px at top and bottom): with a
    // 100 % size that shifted it and cut it off. Superset's treemap fills the chart.
    ...TREEMAP_BOX,
    nodeClick: undefined,
    roam: true,
    breadcrumb: { show: false },
    emphasis: { label: { show: true } },
    label: {
      show: fd.show_labels,
      position: 'insideTopLeft',
      formatter: label,
      color: theme?.textColor,
    },
    upperLabel: {
      show: fd.show_upper_labels,
      formatter: label,
      color: theme?.textColor ?? UPPER_LABEL_COLOR,
      textBorderWidth: 0,
    },
    levels: [
      {
        upperLabel: { show: false },
        itemStyle: { borderColor: BORDER_COLOR, borderWidth: 2, gapWidth: 2 },
      },
      {
        colorSaturation: COLOR_SATURATION,
        itemStyle: { borderColorSaturation: 0.6, gapWidth: 2, borderWidth: 2 },
      },
    ],
    data: [
      {
        id: metric,
        name: metric,
        value: total,
        // The root's title bar: a neutral grey under dark text (ECharts would give it the first
        // palette colour, on which the label could not be read).
        itemStyle: { color: ROOT_COLOR, borderColor: ROOT_COLOR },
        children: tree.map((node) => toItem(node, 0)),
      },
    ],
  };
  const byId = new Map(flattenTree(tree).map((node) => [node.id, node]));
  const option: EChartsOption = {
    tooltip: {
      trigger: 'item',
      appendToBody: true,
      formatter: (params: unknown) => {
        const { data, value } = params as { data?: { id?: string; name?: string }; value?: number };
        const node = data?.id ? byId.get(data.id) : undefined;
        return tooltipHtml(node?.id ?? data?.name ?? metric, [
          { label: metric, value: formatValue(Number(value)) },
        ]);
      },
    },
    series: [series],
  };
  const interactions = buildHierarchyInteractions({
    hooks,
    emitCrossFilters: chartProps.emitCrossFilters ?? false,
    columns,
    tree,
    selectedValues: selected,
    formatValue: format,
  });
  return { width, height, option, ...interactions };
}
