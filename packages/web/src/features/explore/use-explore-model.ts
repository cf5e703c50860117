import { useCallback, useMemo, useReducer } from 'react';
import { getChartPlugin } from '@sightline/viz';
import type { ExploreContext, ExploreDatasource } from '../../api/explore-api.ts';
import { buildChart } from '../chart/chart-plugin.ts';
import { useChart } from '../chart/use-chart.ts';
import { controlContext, validateControls } from './control-validation.ts';
import { chartFormData, isQueryDirty, normalizeFormData } from './explore-form-data.ts';
import { exploreReducer } from './explore-state.ts';
import type { ExploreUrlParams } from './explore-url.ts';
import { initialFormData } from './initial-form-data.ts';
import { useExploreUrlSync } from './use-explore-url-sync.ts';

/** Whether form data passes its controls' validation and builds a query (explore then runs it on load). */
export function isRunnable(
  formData: Record<string, unknown>,
  datasource: ExploreDatasource,
): boolean {
  const plugin = getChartPlugin(String(formData.viz_type ?? ''));
  if (!plugin || !buildChart(formData).ok) return false;
  return (
    Object.keys(validateControls(plugin, formData, controlContext(plugin, formData, datasource)))
      .length === 0
  );
}

/** Explore's state: the edited form data, validation, the chart of the last run, URL sync. */
export function useExploreModel(context: ExploreContext, params: ExploreUrlParams) {
  const datasource = context.dataset;
  const [state, dispatch] = useReducer(exploreReducer, null, () => {
    const formData = normalizeFormData(initialFormData(context, params));
    return {
      formData,
      queriedFormData: isRunnable(formData, datasource) ? formData : null,
      runCount: 0,
    };
  });
  const { formData, queriedFormData, runCount } = state;
  const plugin = getChartPlugin(String(formData.viz_type ?? ''));
  const ctx = useMemo(
    () => (plugin ? controlContext(plugin, formData, datasource) : null),
    [plugin, formData, datasource],
  );
  const errors = useMemo(
    () => (plugin && ctx ? validateControls(plugin, formData, ctx) : {}),
    [plugin, formData, ctx],
  );
  const built = useMemo(() => buildChart(formData), [formData]);
  const shownFormData = useMemo(
    () => chartFormData(formData, queriedFormData, plugin),
    [formData, queriedFormData, plugin],
  );
  const chart = useChart(shownFormData, { force: params.force });

  const onUrlFormData = useCallback(
    (fromUrl: Record<string, unknown>) =>
      dispatch({ type: 'load', formData: fromUrl, run: isRunnable(fromUrl, datasource) }),
    [datasource],
  );
  const openedFormData = useCallback(
    (urlParams: ExploreUrlParams) => normalizeFormData(initialFormData(context, urlParams)),
    [context],
  );
  useExploreUrlSync(openedFormData, formData, runCount, params.standalone, onUrlFormData);

  // Stable, so the chart's hooks (setControlValue) do not change identity on every render.
  const setControl = useCallback(
    (name: string, value: unknown) => dispatch({ type: 'setControl', name, value }),
    [],
  );
  const isValid = Object.keys(errors).length === 0 && built.ok;
  return {
    datasource,
    formData,
    plugin,
    context: ctx,
    errors,
    buildError: built.ok ? null : built.error,
    chart,
    hasQueried: queriedFormData !== null,
    isDirty: isQueryDirty(formData, queriedFormData, plugin),
    isValid,
    setControl,
    setVizType: (vizType: string) => dispatch({ type: 'setVizType', vizType }),
    run: () => {
      if (isValid) dispatch({ type: 'run' });
    },
  };
}

export type ExploreModel = ReturnType<typeof useExploreModel>;
