import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { ChartDataRequest } from '@sightline/core';
import type { AnyChartPlugin, ChartDataResult, ChartOwnState, QueryFormData } from '@sightline/viz';
import { fetchChartResults } from '../../api/chart-data.ts';
import { ChartTimeoutError, chartAlertFromError } from './chart-error.ts';
import { INITIAL_CHART_STATE, chartReducer } from './chart-lifecycle.ts';
import type { ChartState } from './chart-lifecycle.ts';
import { loadChartCode } from './chart-code.ts';
import { buildChart, queryKey } from './chart-plugin.ts';

/** Requests run past this are aborted and count as failed (docs/charts.md §4: a timeout is a failure). */
export const DEFAULT_CHART_TIMEOUT_MS = 60_000;

export interface UseChartOptions {
  /** Bypass the server cache for the first query (URL `force`). */
  force?: boolean;
  timeoutMs?: number;
  ownState?: ChartOwnState;
  /**
   * How the request is sent; default: POST /api/v1/chart/data. A dashboard passes its batcher
   * (api/chart-data-batch.ts). A new function does not re-query: the next request uses it.
   */
  fetcher?: (request: ChartDataRequest, signal: AbortSignal) => Promise<ChartDataResult[]>;
}

/** A chart's query and lifecycle, shared by explore and (later) dashboards. */
export interface ChartHandle {
  state: ChartState;
  plugin: AnyChartPlugin | undefined;
  /** Parsed form data (defaults filled); null when the form data does not parse. */
  formData: QueryFormData | null;
  request: ChartDataRequest | null;
  /** Why the form data gave no request. */
  buildError: string | null;
  /** Aborts the query in flight (status stopped). */
  stop(): void;
  /** Re-runs the query bypassing the cache. */
  refresh(): void;
  reportRendered(): void;
  reportRenderError(message: string): void;
}

type AbortReason = 'stopped' | 'timeout' | 'superseded';

/**
 * Builds the request of `rawFormData` with its chart type and POSTs /api/v1/chart/data; the query in
 * flight is aborted when the request changes. Form data changes that leave the queries equal (render
 * options) do not re-query. Pass null to stay idle.
 */
export function useChart(
  rawFormData: Record<string, unknown> | null,
  options: UseChartOptions = {},
): ChartHandle {
  const { force = false, timeoutMs = DEFAULT_CHART_TIMEOUT_MS, ownState } = options;
  const fetcherRef = useRef(options.fetcher);
  fetcherRef.current = options.fetcher;
  const [state, dispatch] = useReducer(chartReducer, INITIAL_CHART_STATE);
  const [refreshCount, setRefreshCount] = useState(0);
  const controllerRef = useRef<{ controller: AbortController; reason: AbortReason | null } | null>(
    null,
  );
  const built = useMemo(
    () => (rawFormData ? buildChart(rawFormData, ownState) : null),
    [rawFormData, ownState],
  );
  const request = built?.ok ? built.request : null;
  const key = request ? queryKey(request) : null;
  const requestRef = useRef(request);
  requestRef.current = request;
  const isFirstRun = useRef(true);
  const plugin = built?.plugin;

  // The chart type's drawing code loads while its query runs, not after the data has come back.
  useEffect(() => {
    if (plugin && request) loadChartCode(plugin).catch(() => undefined);
  }, [plugin, request]);

  useEffect(() => {
    const current = requestRef.current;
    if (!key || !current) {
      dispatch({ type: 'reset' });
      return undefined;
    }
    const useForce = refreshCount > 0 || (force && isFirstRun.current);
    isFirstRun.current = false;
    const entry = { controller: new AbortController(), reason: null as AbortReason | null };
    controllerRef.current = entry;
    const abort = (reason: AbortReason) => {
      if (entry.reason) return;
      entry.reason = reason;
      entry.controller.abort();
    };
    const timer = setTimeout(() => abort('timeout'), timeoutMs);
    dispatch({ type: 'updateStarted', time: Date.now() });
    const fetcher = fetcherRef.current ?? fetchChartResults;
    fetcher({ ...current, force: useForce }, entry.controller.signal)
      .then((result) => {
        if (!entry.reason)
          dispatch({ type: 'updateSucceeded', queriesResponse: result, time: Date.now() });
      })
      .catch((err: unknown) => {
        if (entry.reason === 'superseded') return;
        if (entry.reason === 'stopped') {
          dispatch({ type: 'updateStopped', time: Date.now() });
          return;
        }
        const alert = chartAlertFromError(
          entry.reason === 'timeout' ? new ChartTimeoutError(timeoutMs) : err,
        );
        dispatch({
          type: 'updateFailed',
          alert: alert.alert,
          details: alert.details,
          stackTrace: alert.stackTrace,
          time: Date.now(),
        });
      })
      .finally(() => clearTimeout(timer));
    return () => {
      clearTimeout(timer);
      abort('superseded');
    };
  }, [key, refreshCount, force, timeoutMs]);

  const stop = useCallback(() => {
    const entry = controllerRef.current;
    if (!entry || entry.reason) return;
    entry.reason = 'stopped';
    entry.controller.abort();
  }, []);
  const refresh = useCallback(() => setRefreshCount((n) => n + 1), []);
  const reportRendered = useCallback(
    () => dispatch({ type: 'renderSucceeded', time: Date.now() }),
    [],
  );
  const reportRenderError = useCallback(
    (message: string) => dispatch({ type: 'renderFailed', error: message, time: Date.now() }),
    [],
  );

  return {
    state,
    plugin: built?.plugin,
    formData: built?.ok ? built.formData : null,
    request,
    buildError: built && !built.ok ? built.error : null,
    stop,
    refresh,
    reportRendered,
    reportRenderError,
  };
}
