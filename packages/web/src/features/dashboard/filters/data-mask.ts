import {
  chartConfigurationSchema,
  extraFormDataOf,
  filterIdsApplyingTo,
  globalChartConfigurationSchema,
  nativeFilterConfigurationSchema,
} from '@sightline/core';
import type {
  DataMask,
  DataMaskMap,
  ExtraFormData,
  FilterScopeContext,
  Layout,
} from '@sightline/core';
import type { DataMask as ChartDataMask } from '@sightline/viz';
import type { DashboardMetadataObject } from '../dashboard-model.ts';

export type DataMaskAction =
  | { type: 'set'; mask: DataMask }
  | { type: 'setMany'; masks: DataMaskMap }
  | { type: 'clear'; id: string }
  | { type: 'reset'; masks: DataMaskMap };

/** The data masks of a dashboard keyed by native filter id or chart id (cross-filters). */
export function dataMaskReducer(state: DataMaskMap, action: DataMaskAction): DataMaskMap {
  switch (action.type) {
    case 'set':
      return { ...state, [action.mask.id]: action.mask };
    case 'setMany':
      return { ...state, ...action.masks };
    case 'clear': {
      const { [action.id]: _removed, ...rest } = state;
      return rest;
    }
    case 'reset':
      return action.masks;
    default:
      return state;
  }
}

/**
 * The stored mask of a chart's cross-filter. A mask without filters (the selection was clicked
 * away) removes the cross-filter, as does a missing one.
 */
export function crossFilterMask(chartId: number, mask: ChartDataMask): DataMask | null {
  const filters = mask.extraFormData?.filters ?? [];
  if (filters.length === 0) return null;
  return {
    id: String(chartId),
    extraFormData: mask.extraFormData as ExtraFormData,
    filterState: mask.filterState as DataMask['filterState'],
    ...(mask.ownState ? { ownState: mask.ownState as Record<string, unknown> } : {}),
  };
}

/** Whether cross-filters are on (json_metadata.cross_filters_enabled, default true). */
export function crossFiltersEnabled(metadata: DashboardMetadataObject): boolean {
  return metadata.cross_filters_enabled !== false;
}

/** The scoping context of the dashboard's filters, read leniently from json_metadata. */
export function filterScopeContext(
  layout: Layout,
  metadata: DashboardMetadataObject,
): FilterScopeContext {
  const nativeFilters = nativeFilterConfigurationSchema.safeParse(
    metadata.native_filter_configuration ?? [],
  );
  const chartConfiguration = chartConfigurationSchema.safeParse(metadata.chart_configuration ?? {});
  const global = globalChartConfigurationSchema.safeParse(metadata.global_chart_configuration);
  return {
    layout,
    nativeFilters: nativeFilters.success ? nativeFilters.data : [],
    chartConfiguration: chartConfiguration.success ? chartConfiguration.data : {},
    ...(global.success ? { globalChartConfiguration: global.data } : {}),
    crossFiltersEnabled: crossFiltersEnabled(metadata),
  };
}

/** A chart's form data with the extra form data of every mask in its scope folded in. */
export function chartFormDataWithMasks(
  formData: Record<string, unknown>,
  chartId: number,
  dataMasks: DataMaskMap,
  scope: FilterScopeContext,
): Record<string, unknown> {
  const extra = extraFormDataOf(dataMasks, chartId, scope);
  return Object.keys(extra).length === 0 ? formData : { ...formData, extra_form_data: extra };
}

/** Warning when a move changes which filters reach a chart (docs/dashboards.md §4). */
export const MOVED_ACROSS_SCOPES_MESSAGE = 'This chart has been moved to a different filter scope.';

/**
 * Whether a layout change moved a chart into another filter scope: the native filters and
 * cross-filters whose scope holds it differ between the two layouts.
 */
export function movedAcrossFilterScopes(
  before: Layout,
  after: Layout,
  chartIds: number[],
  metadata: DashboardMetadataObject,
  dataMasks: DataMaskMap,
): boolean {
  const masks: DataMaskMap = { ...dataMasks };
  const scopeBefore = filterScopeContext(before, metadata);
  scopeBefore.nativeFilters?.forEach((filter) => {
    masks[filter.id] ??= { id: filter.id };
  });
  const scopeAfter = filterScopeContext(after, metadata);
  return chartIds.some(
    (chartId) =>
      filterIdsApplyingTo(masks, chartId, scopeBefore).join() !==
      filterIdsApplyingTo(masks, chartId, scopeAfter).join(),
  );
}
