import { DASHBOARD_ROOT_ID } from './constants.ts';
import type { DataMaskMap, ExtraFormData } from './data-mask-schema.ts';
import { extraFormDataOf } from './extra-form-data.ts';
import type { Layout, LayoutComponent } from './layout-schema.ts';
import { ancestorIds, chartIdsInLayout } from './layout-tree.ts';
import type { ChartConfiguration, GlobalChartConfiguration } from './metadata-schema.ts';
import type {
  FilterScope,
  NativeFilterConfigItem,
  NativeFilterConfiguration,
} from './native-filter-schema.ts';

const ALL_SCOPE: FilterScope = { rootPath: [DASHBOARD_ROOT_ID], excluded: [] };

/**
 * Chart ids in `scope`: the charts under each `rootPath` component (ROOT_ID means every chart),
 * minus `excluded`, in layout order. `allChartIds` adds dashboard charts missing from the layout
 * to a ROOT_ID scope (a dashboard saved without position_json still has charts).
 */
export function chartsInScope(
  scope: FilterScope,
  layout: Layout,
  allChartIds: number[] = [],
): number[] {
  const ids: number[] = [];
  for (const root of scope.rootPath) {
    const found = layout[root] ? chartIdsInLayout(layout, root) : [];
    ids.push(...found);
    if (root === DASHBOARD_ROOT_ID) ids.push(...allChartIds);
  }
  return [...new Set(ids)].filter((id) => !scope.excluded.includes(id));
}

/**
 * The cross-filter scope of the chart `chartId`: its own `chart_configuration` scope, or the
 * `global_chart_configuration` scope when it is set to 'global' or has no entry (default: all).
 */
export function crossFilterScopeOf(
  chartId: number,
  chartConfiguration?: ChartConfiguration,
  globalChartConfiguration?: GlobalChartConfiguration,
): FilterScope {
  const own = chartConfiguration?.[String(chartId)]?.crossFilters;
  if (own && own.scope !== 'global') return own.scope;
  return globalChartConfiguration?.scope ?? ALL_SCOPE;
}

/** Charts a cross-filter emitted by `chartId` reaches: its scope's charts, never itself. */
export function crossFilterChartsInScope(
  chartId: number,
  layout: Layout,
  chartConfiguration?: ChartConfiguration,
  globalChartConfiguration?: GlobalChartConfiguration,
  allChartIds: number[] = [],
): number[] {
  const scope = crossFilterScopeOf(chartId, chartConfiguration, globalChartConfiguration);
  return chartsInScope(scope, layout, allChartIds).filter((id) => id !== chartId);
}

/** Options of {@link extraFormDataForChart} beyond the chart configuration. */
export interface ExtraFormDataForChartOptions {
  /** global_chart_configuration: the scope of cross-filters set to 'global'. */
  globalChartConfiguration?: GlobalChartConfiguration;
  /** cross_filters_enabled (default true). */
  crossFiltersEnabled?: boolean;
}

/**
 * The extra_form_data the dashboard sends with `chartId`'s query: every native filter's data mask
 * whose scope holds the chart (configuration order), then every cross-filter in scope (by emitting
 * chart id, never the chart's own), folded with core's append/override merge.
 */
export function extraFormDataForChart(
  chartId: number,
  filters: NativeFilterConfiguration,
  dataMask: DataMaskMap,
  layout: Layout,
  chartConfiguration?: ChartConfiguration,
  options: ExtraFormDataForChartOptions = {},
): ExtraFormData {
  return extraFormDataOf(dataMask, chartId, {
    layout,
    nativeFilters: filters,
    chartConfiguration,
    globalChartConfiguration: options.globalChartConfiguration,
    crossFiltersEnabled: options.crossFiltersEnabled,
  });
}

/** A node of the scoping tree: the dashboard, its tabs and its charts. */
export interface ScopeTreeNode {
  /** Layout component id (ROOT_ID for the dashboard). */
  key: string;
  /** Tab title, chart name, or 'All panels'. */
  title: string;
  type: 'ROOT' | 'TAB' | 'CHART';
  /** meta.chartId of a CHART node. */
  chartId?: number;
  children: ScopeTreeNode[];
}

function chartTitle(component: LayoutComponent, names: Record<number, string>): string {
  const chartId = component.meta.chartId ?? 0;
  return (
    component.meta.sliceNameOverride ||
    names[chartId] ||
    component.meta.sliceName ||
    `Chart ${chartId}`
  );
}

/**
 * The scoping tree of a layout: 'All panels' holding tabs and charts; rows, columns, grids and TABS
 * containers are flattened away (only tabs and charts are choices). Tabs without charts are dropped.
 */
export function scopeTreeOf(
  layout: Layout,
  chartNames: Record<number, string> = {},
): ScopeTreeNode {
  const visit = (id: string): ScopeTreeNode[] => {
    const component = layout[id];
    if (!component) return [];
    if (component.type === 'CHART' && typeof component.meta.chartId === 'number') {
      return [
        {
          key: id,
          title: chartTitle(component, chartNames),
          type: 'CHART',
          chartId: component.meta.chartId,
          children: [],
        },
      ];
    }
    const children = component.children.flatMap(visit);
    if (component.type !== 'TAB') return children;
    if (children.length === 0) return [];
    return [
      {
        key: id,
        title: component.meta.text || component.meta.defaultText || 'Tab',
        type: 'TAB',
        children,
      },
    ];
  };
  return {
    key: DASHBOARD_ROOT_ID,
    title: 'All panels',
    type: 'ROOT',
    children: visit(DASHBOARD_ROOT_ID),
  };
}

/** Charts of a tree node that are not inside one of its nested tabs. */
function directCharts(node: ScopeTreeNode): ScopeTreeNode[] {
  return node.children.filter((child) => child.type === 'CHART');
}

function treeCharts(node: ScopeTreeNode): number[] {
  return node.type === 'CHART' ? [node.chartId ?? 0] : node.children.flatMap(treeCharts);
}

/**
 * The scope that selects exactly `checkedChartIds`: the highest tabs (or the whole dashboard) whose
 * charts are all checked become roots; a tab holding a checked chart directly becomes a root with
 * its unchecked charts excluded. Later charts added to a root tab join the scope, as in Superset.
 */
export function scopeFromCheckedCharts(layout: Layout, checkedChartIds: number[]): FilterScope {
  const checked = new Set(checkedChartIds);
  const scopeOf = (node: ScopeTreeNode): FilterScope => {
    const charts = treeCharts(node);
    const inside = charts.filter((id) => checked.has(id));
    if (inside.length === 0) return { rootPath: [], excluded: [] };
    if (inside.length === charts.length) return { rootPath: [node.key], excluded: [] };
    if (directCharts(node).some((chart) => checked.has(chart.chartId ?? 0))) {
      return { rootPath: [node.key], excluded: charts.filter((id) => !checked.has(id)) };
    }
    return node.children.map(scopeOf).reduce<FilterScope>(
      (acc, part) => ({
        rootPath: [...acc.rootPath, ...part.rootPath],
        excluded: [...acc.excluded, ...part.excluded],
      }),
      { rootPath: [], excluded: [] },
    );
  };
  const tree = scopeTreeOf(layout);
  if (treeCharts(tree).length === 0) return { ...ALL_SCOPE, rootPath: [...ALL_SCOPE.rootPath] };
  const scope = scopeOf(tree);
  return { rootPath: scope.rootPath, excluded: [...new Set(scope.excluded)] };
}

/**
 * A configuration item with the client-computed `chartsInScope` and `tabsInScope` (docs/api.md §5.2):
 * the charts of its scope and the tabs holding them. Dividers are returned unchanged.
 */
export function withComputedScope<T extends NativeFilterConfigItem>(
  item: T,
  layout: Layout,
  allChartIds: number[] = [],
): T {
  if (item.type !== 'NATIVE_FILTER') return item;
  const charts = chartsInScope(item.scope, layout, allChartIds);
  const tabs = new Set<string>();
  for (const component of Object.values(layout)) {
    if (component.type !== 'CHART' || !charts.includes(component.meta.chartId ?? -1)) continue;
    ancestorIds(layout, component.id)
      .filter((id) => layout[id]?.type === 'TAB')
      .forEach((id) => tabs.add(id));
  }
  return { ...item, chartsInScope: charts, tabsInScope: [...tabs] };
}
