import { useCallback, useMemo, useReducer } from 'react';
import type { RefObject } from 'react';
import { initialDataMasks, nativeFilterConfigurationSchema } from '@sightline/core';
import type { DataMaskMap, Layout, NativeFilterConfiguration } from '@sightline/core';
import type { DashboardPermalinkState } from '../../../api/dashboard-api.ts';
import type { DashboardContextValue } from '../dashboard-context.ts';
import type { DashboardDraft, DashboardMetadataObject } from '../dashboard-model.ts';
import { urlDataMasks } from '../dashboard-url.ts';
import type { DashboardUrlParams } from '../dashboard-url.ts';
import {
  chartFormDataWithMasks,
  crossFilterMask,
  crossFiltersEnabled,
  dataMaskReducer,
  filterScopeContext,
} from './data-mask.ts';
import { useCrossFilterScoping } from './use-cross-filter-scoping.tsx';
import { usePersistedFilterState } from './use-persisted-filter-state.ts';

export interface DashboardFiltersOptions {
  dashboardId: number;
  layout: Layout;
  draft: DashboardDraft;
  setDraft(update: (current: DashboardDraft) => DashboardDraft): void;
  /** The last saved draft, which cross-filter scoping is written onto. */
  baseline: RefObject<{ draft: DashboardDraft }>;
  params: DashboardUrlParams;
  permalinkState?: DashboardPermalinkState;
  filterState?: { key: string; masks: DataMaskMap };
  chartNames: Record<number, string>;
  log(eventName: string, extra?: Record<string, unknown>): void;
  /** PUTs the native filter configuration; answers the saved one. */
  saveConfiguration(
    before: NativeFilterConfiguration,
    after: NativeFilterConfiguration,
  ): Promise<NativeFilterConfiguration>;
  /** PUTs json_metadata with new cross-filter scoping; false (after its toast) when it failed. */
  saveScoping(metadata: DashboardMetadataObject): Promise<boolean>;
}

/**
 * The filters of a dashboard: native filters and cross-filters as one map of data masks (from the
 * URL, the stored filter state and a permalink), kept in filter_state as they change, their scopes,
 * and the cross-filter scoping modal.
 */
export function useDashboardFilters(options: DashboardFiltersOptions) {
  const { dashboardId, layout, draft, setDraft, params, permalinkState, filterState, log } =
    options;
  const nativeFilters = useMemo(() => {
    const parsed = nativeFilterConfigurationSchema.safeParse(
      draft.metadata.native_filter_configuration ?? [],
    );
    return parsed.success ? parsed.data : [];
  }, [draft.metadata.native_filter_configuration]);
  const [dataMasks, dispatchMask] = useReducer(dataMaskReducer, undefined, () =>
    initialDataMasks(nativeFilters, {
      ...urlDataMasks(params.nativeFilters),
      ...(filterState?.masks ?? {}),
      ...(permalinkState?.dataMask ?? {}),
    }),
  );
  const scoping = useCrossFilterScoping({
    layout,
    draft,
    chartNames: options.chartNames,
    baseline: options.baseline,
    setDraft,
    save: options.saveScoping,
  });
  usePersistedFilterState(dashboardId, filterState?.key ?? null, dataMasks);
  const scope = useMemo(() => filterScopeContext(layout, draft.metadata), [layout, draft.metadata]);

  const setCrossFilter = useCallback(
    (chartId: number, mask: Parameters<DashboardContextValue['setCrossFilter']>[1]) => {
      const stored = crossFilterMask(chartId, mask);
      dispatchMask(stored ? { type: 'set', mask: stored } : { type: 'clear', id: String(chartId) });
      log('change_dashboard_filter', { slice_id: chartId, source: 'dashboard' });
    },
    [log],
  );

  return {
    nativeFilters,
    dataMasks,
    scoping,
    setCrossFilter,
    crossFiltersEnabled: crossFiltersEnabled(draft.metadata),
    /** A chart's form data with the masks in its scope folded in. */
    withMasks: (chartId: number, formData: Record<string, unknown>) =>
      chartFormDataWithMasks(formData, chartId, dataMasks, scope),
    apply: (masks: DataMaskMap) => {
      dispatchMask({ type: 'setMany', masks });
      log('change_dashboard_filter');
    },
    clearCrossFilter: (chartId: number) => dispatchMask({ type: 'clear', id: String(chartId) }),
    saveConfiguration: async (filters: NativeFilterConfiguration) => {
      const saved = await options.saveConfiguration(nativeFilters, filters);
      setDraft((current) => ({
        ...current,
        metadata: { ...current.metadata, native_filter_configuration: saved },
      }));
    },
  };
}

export type DashboardFilters = ReturnType<typeof useDashboardFilters>;
