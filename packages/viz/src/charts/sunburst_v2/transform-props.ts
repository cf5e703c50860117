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
import { combineThinSectors, type DrawnSector } from '../../echarts/sunburst-sectors.ts';

/** ECharts' label font size in px. */
const LABEL_FONT_SIZE = 12;

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

/** Members of a run named in its tooltip, largest first. */
const RUN_TOOLTIP_MEMBERS = 5;

const percent = getNumberFormatter(',.2%');

/**
 * Rows of the sunburst query -> one `sunburst` series over the folded tree, with tooltip shares
 * and an optional total. Above MANY_ITEMS nodes, sectors whose label would be empty (under the
 * label threshold) or illegible (under 1/MANY_ITEMS of the total) get no label element at all
 * (ECharts lays out a text per sector even when the formatter returns ''), sectors have no border,
 * nothing is animated, and neighbouring sectors thinner than MIN_SECTOR_PX are drawn as one (its
 * tooltip gives their sum and names the largest; totals and shares are the data's).
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
  const isMany = nodes.length > MANY_ITEMS;
  // Colours are assigned depth first, before the children's, so the scheme follows the rings outwards.
  const colorById = new Map(
    nodes.map((node) => [node.id, secondary ? linearColor(ratio(node)) : colorOf(node.name)]),
  );
  const opacityOf = (members: readonly TreeNode[]) =>
    selected.length > 0 && !members.some((node) => selected.includes(node.id)) ? 0.3 : 1;
  const toItem = (node: TreeNode): SunburstItem => ({
    id: node.id,
    name: node.name,
    value: node.value,
    ...(node.children.length ? { children: node.children.map(toItem) } : {}),
    itemStyle: { color: colorById.get(node.id) ?? '', opacity: opacityOf([node]) },
    ...(isUnlabelled(node) ? { label: { show: false as const } } : {}),
  });
  const runs = new Map<string, DrawnSector>();
  const sectorItem = (sector: DrawnSector): SunburstItem => {
    const [first] = sector.members;
    if (sector.isRun) runs.set(sector.id, sector);
    const color =
      sector.isRun && secondary
        ? linearColor(
            sector.value ? (secondary === metric ? 1 : sector.secondaryValue) / sector.value : 0,
          )
        : (colorById.get(first!.id) ?? '');
    return {
      id: sector.id,
      name: sector.isRun ? `${sector.members.length} × ${first!.name} …` : first!.name,
      value: sector.value,
      ...(sector.children.length ? { children: sector.children.map(sectorItem) } : {}),
      itemStyle: { color, opacity: opacityOf(sector.members) },
      ...(sector.isRun || isUnlabelled(first!) ? { label: { show: false as const } } : {}),
    };
  };
  // Superset's geometry: 5 px beside and 10 px above and below the disc, a hole of 30% of the
  // radius (where the total sits), the rings sharing the rest equally.
  const radius = Math.max(Math.min(width - 10, height - 20) / 2, 1);
  const levels = Math.max(columns.length, 1);
  const data = isMany
    ? combineThinSectors(tree, total, (depth) =>
        Math.max(radius * (0.3 + (0.7 * (depth + 1)) / levels), 1),
      ).map(sectorItem)
    : tree.map(toItem);
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const parentOf = (node: TreeNode) => byId.get(node.id.split(' / ').slice(0, -1).join(' / '));
  const series: SunburstSeriesOption = {
    type: 'sunburst',
    radius: [radius * 0.3, radius],
    nodeClick: false,
    // Thousands of sectors growing in redraw all of them on every frame for a second, and their
    // 1 px white borders would cover thin sectors entirely (a white disc).
    // Runs of thin sectors come in ECharts' order already (value descending), runs among them.
    ...(isMany ? { animation: false, itemStyle: { borderWidth: 0 }, sort: () => 0 } : {}),
    emphasis: { focus: 'ancestor' },
    // As Superset: a label is at most 60% of its ring's width, broken onto more lines past that,
    // and none on a sector narrower than the label threshold's angle.
    label: {
      show: fd.show_labels,
      rotate: 'radial',
      // Superset's grayscale.dark2 on every sector (ECharts would pick white with a coloured outline).
      color: theme?.textColor ?? '#000000',
      width: (radius * 0.6) / levels,
      overflow: 'breakAll',
      // Broken lines one font size apart, as ECharts spaces them where the browser has a CJK font
      // (zrender takes a line's height from the width of '国': a third of the font size without
      // one, and the lines of a label fell on each other).
      fontSize: LABEL_FONT_SIZE,
      lineHeight: LABEL_FONT_SIZE,
      minAngle: (fd.show_labels_threshold || 0) * 3.6,
      formatter: (params: { name?: string; value?: unknown }) => {
        const value = Number(params.value);
        if (total && (value / total) * 100 < fd.show_labels_threshold) return '';
        return formatNodeLabel(fd.label_type, params.name ?? '', formatValue(value));
      },
    },
    data,
  };
  const shareRows = (value: number, parent: TreeNode | undefined) => [
    ...(parent
      ? [{ label: `% of ${parent.name}`, value: percent(parent.value ? value / parent.value : 0) }]
      : []),
    { label: '% of total', value: percent(total ? value / total : 0) },
  ];
  const runTooltip = (run: DrawnSector) => {
    const [first] = run.members;
    const parents = new Set(run.members.map(parentOf));
    const parent = parents.size === 1 ? [...parents][0] : undefined;
    const prefix = parent ? `${parent.id} / ` : '';
    return tooltipHtml(`${prefix}${run.members.length} sectors, ${first!.name} the largest`, [
      { label: metric, value: formatValue(run.value) },
      ...(secondary && secondary !== metric
        ? [{ label: secondary, value: formatValue(run.secondaryValue) }]
        : []),
      ...shareRows(run.value, parent),
      ...run.members
        .slice(0, RUN_TOOLTIP_MEMBERS)
        .map((node) => ({ label: node.id, value: formatValue(node.value) })),
      ...(run.members.length > RUN_TOOLTIP_MEMBERS
        ? [{ label: 'and', value: `${run.members.length - RUN_TOOLTIP_MEMBERS} more` }]
        : []),
    ]);
  };
  const option: EChartsOption = {
    tooltip: {
      trigger: 'item',
      appendToBody: true,
      formatter: (params: unknown) => {
        const id = (params as { data?: { id?: string } }).data?.id ?? '';
        const run = runs.get(id);
        if (run) return runTooltip(run);
        const node = byId.get(id);
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
