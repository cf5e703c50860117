import { DASHBOARD_ROOT_ID } from './constants.ts';
import {
  EXTRA_FORM_DATA_APPEND_KEYS,
  EXTRA_FORM_DATA_OVERRIDE_KEYS,
  type DataMaskMap,
  type ExtraFormData,
} from './data-mask-schema.ts';
import type { Layout } from './layout-schema.ts';
import { ancestorIds } from './layout-tree.ts';
import type { ChartConfiguration, GlobalChartConfiguration } from './metadata-schema.ts';
import type { FilterScope, NativeFilterConfiguration } from './native-filter-schema.ts';

/** Merges `next` into `base`: append keys are concatenated, override keys are replaced when set. */
export function mergeExtraFormData(
  base: ExtraFormData = {},
  next: ExtraFormData = {},
): ExtraFormData {
  const merged: Record<string, unknown> = {};
  for (const key of EXTRA_FORM_DATA_APPEND_KEYS) {
    const a = base[key];
    const b = next[key];
    if (key === 'custom_form_data' && ((a && !Array.isArray(a)) || (b && !Array.isArray(b)))) {
      merged[key] = { ...(Array.isArray(a) ? {} : a), ...(Array.isArray(b) ? {} : b) };
      continue;
    }
    const values = [
      ...((a as unknown[] | undefined) ?? []),
      ...((b as unknown[] | undefined) ?? []),
    ];
    if (values.length > 0) merged[key] = values;
  }
  for (const key of EXTRA_FORM_DATA_OVERRIDE_KEYS) {
    if (base[key] !== undefined) merged[key] = base[key];
    if (next[key] !== undefined) merged[key] = next[key];
  }
  return merged as ExtraFormData;
}

/** What decides which filters reach a chart. */
export interface FilterScopeContext {
  /** Dashboard layout, used to resolve `rootPath` scopes. */
  layout: Layout;
  /** native_filter_configuration (its order is the fold order; dividers are skipped). */
  nativeFilters?: NativeFilterConfiguration;
  /** chart_configuration: per-chart cross-filter scopes. */
  chartConfiguration?: ChartConfiguration;
  /** global_chart_configuration: cross-filter scope of charts set to 'global'. */
  globalChartConfiguration?: GlobalChartConfiguration;
  /** cross_filters_enabled (default true). */
  crossFiltersEnabled?: boolean;
}

/** Whether the chart `chartId` lies inside `scope`: under one of `rootPath` and not excluded. */
export function isChartInScope(layout: Layout, chartId: number, scope: FilterScope): boolean {
  if (scope.excluded.includes(chartId)) return false;
  return Object.values(layout).some((c) => {
    if (c.type !== 'CHART' || c.meta.chartId !== chartId) return false;
    const path = [...ancestorIds(layout, c.id), c.id];
    return scope.rootPath.some((root) =>
      root === DASHBOARD_ROOT_ID ? path[0] === DASHBOARD_ROOT_ID : path.includes(root),
    );
  });
}

const DEFAULT_SCOPE: FilterScope = { rootPath: [DASHBOARD_ROOT_ID], excluded: [] };

/** Ids of the data masks applying to `chartId`, in fold order: native filters, then cross-filters. */
export function filterIdsApplyingTo(
  dataMasks: DataMaskMap,
  chartId: number,
  ctx: FilterScopeContext,
): string[] {
  const ids: string[] = [];
  for (const filter of ctx.nativeFilters ?? []) {
    if (filter.type !== 'NATIVE_FILTER' || !dataMasks[filter.id]) continue;
    const inScope = filter.chartsInScope
      ? filter.chartsInScope.includes(chartId)
      : isChartInScope(ctx.layout, chartId, filter.scope);
    if (inScope) ids.push(filter.id);
  }
  if (ctx.crossFiltersEnabled === false) return ids;
  const emitters = Object.keys(dataMasks)
    .filter((key) => /^\d+$/.test(key))
    .sort((a, b) => Number(a) - Number(b));
  for (const key of emitters) {
    const emitterId = Number(key);
    if (emitterId === chartId) continue;
    const own = ctx.chartConfiguration?.[key]?.crossFilters;
    const global = ctx.globalChartConfiguration;
    const chartsInScope =
      own && own.scope !== 'global'
        ? own.chartsInScope
        : (own?.chartsInScope ?? global?.chartsInScope);
    const scope = own && own.scope !== 'global' ? own.scope : (global?.scope ?? DEFAULT_SCOPE);
    const inScope = chartsInScope
      ? chartsInScope.includes(chartId)
      : isChartInScope(ctx.layout, chartId, scope);
    if (inScope) ids.push(key);
  }
  return ids;
}

/**
 * The extra_form_data of one chart: the data masks of every native filter (in configuration
 * order) and every cross-filter (by emitting chart id) whose scope holds the chart, folded with
 * {@link mergeExtraFormData}. A chart is never filtered by its own cross-filter.
 */
export function extraFormDataOf(
  dataMasks: DataMaskMap,
  chartId: number,
  scope: FilterScopeContext,
): ExtraFormData {
  return filterIdsApplyingTo(dataMasks, chartId, scope).reduce<ExtraFormData>(
    (acc, id) => mergeExtraFormData(acc, dataMasks[id]?.extraFormData),
    {},
  );
}
