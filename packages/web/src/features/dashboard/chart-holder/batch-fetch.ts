import type { ChartDataRequest } from '@sightline/core';
import type { ChartDataResult } from '@sightline/viz';
import { ChartDataBatcher, type PlannerNote } from '../../../api/chart-data-batch.ts';
import { recordChartTiming } from '../profiler/chart-timings.ts';

/** The page's batcher: the dashboard charts that ask within one tick share one request. */
export const dashboardBatcher = new ChartDataBatcher();

/** Hands the planner's notes of a chart's line to the profiler (docs/adr/0020). */
function recordPlanner(chartId: number, note: PlannerNote): void {
  recordChartTiming(chartId, {
    responseStartAt: performance.now(),
    source: note.source,
    sharedWith: note.sharedWithCharts,
    dbMs: note.db_ms,
    serverQueueMs: note.queue_ms,
  });
}

/** The fetcher of one dashboard chart: through the batcher, its planner notes to the profiler. */
export function batchFetcherFor(
  chartId: number,
): (request: ChartDataRequest, signal: AbortSignal) => Promise<ChartDataResult[]> {
  return (request, signal) =>
    dashboardBatcher.fetch(request, {
      signal,
      chartId,
      onPlanner: (note) => recordPlanner(chartId, note),
    });
}

/** Asks for dashboard charts' data ahead of the charts (their first view); each chart takes its answer. */
export function prefetchChartData(
  charts: readonly { chartId: number; request: ChartDataRequest }[],
): void {
  const requestedAt = performance.now();
  for (const { chartId } of charts) recordChartTiming(chartId, { requestedAt, prefetched: true });
  dashboardBatcher.prefetch(
    charts.map(({ chartId, request }) => ({
      request,
      options: { chartId, onPlanner: (note: PlannerNote) => recordPlanner(chartId, note) },
    })),
  );
}
