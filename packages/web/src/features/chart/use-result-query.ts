import { useEffect, useState } from 'react';
import type { ChartDataRequest } from '@sightline/core';
import type { ChartDataResult } from '@sightline/viz';
import { fetchChartResults } from '../../api/chart-data.ts';
import { chartAlertFromError } from './chart-error.ts';
import type { ChartAlert } from './chart-error.ts';
import { withResult } from './chart-plugin.ts';

export interface ResultQueryState {
  isLoading: boolean;
  results: ChartDataResult[] | null;
  error: ChartAlert | null;
}

/** Fetches another result type (query, results, samples) of a chart's request while `isEnabled`. */
export function useResultQuery(
  request: ChartDataRequest | null,
  resultType: 'query' | 'results' | 'samples',
  isEnabled: boolean,
): ResultQueryState {
  const [state, setState] = useState<ResultQueryState>({
    isLoading: false,
    results: null,
    error: null,
  });
  const key =
    request && isEnabled
      ? JSON.stringify({ d: request.datasource, q: request.queries, resultType })
      : null;
  useEffect(() => {
    if (!key || !request) return undefined;
    const controller = new AbortController();
    setState({ isLoading: true, results: null, error: null });
    fetchChartResults(withResult(request, resultType), controller.signal)
      .then((results) => setState({ isLoading: false, results, error: null }))
      .catch((err: unknown) => {
        if (!controller.signal.aborted)
          setState({ isLoading: false, results: null, error: chartAlertFromError(err) });
      });
    return () => controller.abort();
    // The key captures everything of the request that matters; `request` itself changes identity freely.
  }, [key]);
  return state;
}
