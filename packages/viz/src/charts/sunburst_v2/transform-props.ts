import type { EChartsOption, SunburstSeriesOption } from 'echarts';
import { getNumberFormatter, getValueFormatter } from '@sightline/core';
import type { ChartProps } from '../../contract.ts';
import { createColorScale } from '../../echarts/colors.ts';
import { selectedNames } from '../../echarts/cross-filter.ts';
import { MANY_ITEMS } from '../../echarts/large-data.ts';
import { createLinearColorScale } from '../../echarts/sequential.ts';
import { tooltipHtml } from '../../echarts/tooltip.ts';
import { getColumnLabel, getMetricLabel } from '../../query/labels.ts';
import type { CategoricalChartProps } from '../_categorical/CategoricalEchart.tsx';
import { cellFormatter } from '../_categorical/rows.ts';
import { buildHierarchyInteractions } from '../_hierarchy/interactions.ts';
import { formatNodeLabel } from '../_hierarchy/labels.ts';
import { buildTree, flattenTree, type TreeNode } from '../_hierarchy/tree.ts';
import type { SunburstV2FormData } from './form-data.ts';

/** Props of SunburstChart. */
export type SunburstChartProps = CategoricalChartProps;

interface SunburstItem {
  id: string;
  name: string;
  value: number;
  children?: SunburstItem[];
  itemStyle: { color: string; opacity: number };
  label?: { show: false };
}

const percent = getNumberFormatter(',.2%');

/**
 * Rows of the sunburst query -> one `sunburst` series over the folded tree, with tooltip shares
 * and an optional total. Above MANY_ITEMS nodes, sectors whose label would be empty (under the
 * label threshold) or illegible (under 1/MANY_ITEMS of the total) get no label element at all
 * (ECharts lays out a text per sector even when the formatter returns ''), sectors have no border
 * and nothing is animated.
 */
export function transformSunburstV2Props(
  chartProps: ChartProps<SunburstV2FormData>,
): SunburstChartProps {
  const { formData: fd, queriesData, width, height, hooks, theme } = chartProps;
  const result = queriesData[0];
  const metric = fd.metric ? getMetricLabel(fd.metric) : '';
  const secondary = fd.secondary_metric ? getMetricLabel(fd.secondary_metric) : undefined;
  const columns = fd.columns.map(getColumnLabel);
  const format = cellFormatter(result, fd.date_format);
  const tree = buildTree(result?.data ?? [], {
    columns,
    metric,
    secondaryMetric: secondary && secondary !== metric ? secondary : undefined,
    format,
  });
  const nodes = flattenTree(tree);
  const total = tree.reduce((sum, n) => sum + n.value, 0);
  const formatValue = getValueFormatter(fd.number_format, fd.currency_format);
  const colorOf = createColorScale(fd.color_scheme, {
    labelColors: fd.label_colors,
    palette: theme?.colors,
  });
  const ratio = (node: TreeNode) =>
    node.value ? (secondary === metric ? 1 : (node.secondaryValue ?? 0)) / node.value : 0;
  const ratios = nodes.map(ratio);
  const linearColor = createLinearColorScale(
    fd.linear_color_scheme,
    Math.min(...ratios),
    Math.max(...ratios),
  );
  const selected = selectedNames(chartProps.filterState);
  const minLabelShare =
    nodes.length > MANY_ITEMS ? Math.max(fd.show_labels_threshold / 100, 1 / MANY_ITEMS) : 0;
  const isUnlabelled = (node: TreeNode) =>
    minLabelShare > 0 && (!total || node.value / total < minLabelShare);
  const toItem = (node: TreeNode): SunburstItem => {
    // The colour is assigned before the children's, so the scheme follows the rings outwards.
    const itemStyle = {
      color: secondary ? linearColor(ratio(node)) : colorOf(node.name),
      opacity: selected.length > 0 && !selected.includes(node.id) ? 0.3 : 1,
    };
    return {
      id: node.id,
      name: node.name,
      value: node.value,
      ...(node.children.length ? { children: node.children.map(toItem) } : {}),
      itemStyle,
      ...(isUnlabelled(node) ? { label: { show: false as const } } : {}),
    };
  };
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const parentOf = (node: TreeNode) => byId.get(node.id.split(' / ').slice(0, -1).join(' / '));
  const series: SunburstSeriesOption = {
    type: 'sunburst',
    radius: [0, '95%'],
    nodeClick: false,
    // Thousands of sectors growing in redraw all of them on every frame for a second, and their
    // 1 px white borders would cover thin sectors entirely (a white disc).
    ...(nodes.length > MANY_ITEMS ? { animation: false, itemStyle: { borderWidth: 0 } } : {}),
    emphasis: { focus: 'ancestor' },
    label: {
      show: fd.show_labels,
      rotate: 'radial',
      color: theme?.textColor,
      formatter: (params: { name?: string; value?: unknown }) => {
        const value = Number(params.value);
        if (total && (value / total) * 100 < fd.show_labels_threshold) return '';
        return formatNodeLabel(fd.label_type, params.name ?? '', formatValue(value));
      },
    },
    data: tree.map(toItem),
  };
  const option: EChartsOption = {
    tooltip: {
      trigger: 'item',
      appendToBody: true,
      formatter: (params: unknown) => {
        const node = byId.get((params as { data?: { id?: string } }).data?.id ?? '');
        if (!node) return '';
        const parent = parentOf(node);
        return tooltipHtml(node.id, [
          { label: metric, value: formatValue(node.value) },
          ...(secondary && secondary !== metric
            ? [{ label: secondary, value: formatValue(node.secondaryValue ?? 0) }]
            : []),
          ...(parent
            ? [
                {
                  label: `% of ${parent.name}`,
                  value: percent(parent.value ? node.value / parent.value : 0),
                },
              ]
            : []),
          { label: '% of total', value: percent(total ? node.value / total : 0) },
        ]);
      },
    },
    series: [series],
    ...(fd.show_total
      ? {
          graphic: {
            type: 'text',
            top: 'center',
            left: 'center',
            z: 10,
            style: { text: `Total: ${formatValue(total)}`, fontSize: 16, fontWeight: 'bold' },
          },
        }
      : {}),
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
