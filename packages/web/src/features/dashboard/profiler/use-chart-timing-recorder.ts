import { useEffect } from 'react';
import type { RefObject } from 'react';
import type { ChartState } from '../../chart/chart-lifecycle.ts';
import { getChartTimings, recordChartTiming } from './chart-timings.ts';
import type { ChartTimingPatch } from './chart-timings.ts';
import { requestTimingOf } from './resource-timing.ts';

/** A Date.now() instant on the performance.now() clock (the chart state keeps wall-clock times). */
export function toPerformanceTime(wallMs: number): number {
  return performance.now() - (Date.now() - wallMs);
}

interface ResultFacts {
  rowcount?: number;
  is_cached?: boolean | null;
  cache_timeout?: number | null;
  sightline_timing?: { db_ms: number; queue_ms: number };
}

/** What a chart's answers tell about its load: rows, cache, the server's own timing. */
export function factsOfResults(results: readonly unknown[]): ChartTimingPatch {
  const items = results.filter((r): r is ResultFacts => Boolean(r) && typeof r === 'object');
  if (!items.length) return {};
  const isCached = items.every((r) => r.is_cached === true);
  const timed = items.filter((r) => r.sightline_timing);
  return {
    rowCount: items.reduce((sum, r) => sum + (r.rowcount ?? 0), 0),
    isCached,
    source: isCached ? 'cache' : 'query',
    cacheTimeout: items[0]!.cache_timeout ?? null,
    ...(timed.length
      ? {
          // The queries of one request run one after the other: their database times add up.
          dbMs: timed.reduce((sum, r) => sum + r.sightline_timing!.db_ms, 0),
          serverQueueMs: timed.reduce((sum, r) => sum + r.sightline_timing!.queue_ms, 0),
        }
      : {}),
  };
}

/** Keeps the fields another writer (the planner's batch) already set for this load. */
function fillAbsent(chartId: number, patch: ChartTimingPatch): ChartTimingPatch {
  const current = getChartTimings().get(chartId);
  if (!current) return patch;
  return Object.fromEntries(
    Object.entries(patch).filter(([key]) => current[key as keyof ChartTimingPatch] === undefined),
  );
}

/**
 * Records a dashboard chart's load into the profiler's timings from its lifecycle state: request
 * start, answer (with the server's database and queue time, and the browser's own timing of the
 * request), and drawn. The chart's position tells the profiler whether it sat below the fold.
 */
export function useChartTimingRecorder(
  chartId: number,
  state: ChartState,
  boxRef: RefObject<HTMLElement | null>,
  sliceName: string,
): void {
  const { status, chartUpdateStartTime, chartUpdateEndTime, lastRendered, queriesResponse } = state;
  useEffect(() => {
    if (status !== 'loading' || chartUpdateStartTime === null) return;
    const box = boxRef.current?.getBoundingClientRect();
    const current = getChartTimings().get(chartId);
    // The dashboard asked for this chart's data ahead of it: the load began with that request.
    const isPrefetched = current?.prefetched === true && current.receivedAt === undefined;
    recordChartTiming(chartId, {
      ...(isPrefetched ? {} : { requestedAt: toPerformanceTime(chartUpdateStartTime) }),
      sliceName,
      ...(box ? { top: box.top + window.scrollY } : {}),
    });
    // Only a new request restarts the record; a new name or position waits for it.
  }, [chartId, status, chartUpdateStartTime]);

  useEffect(() => {
    if ((status !== 'success' && status !== 'failed') || chartUpdateEndTime === null) return;
    const receivedAt = toPerformanceTime(chartUpdateEndTime);
    const requestedAt = getChartTimings().get(chartId)?.requestedAt;
    const browser = requestedAt !== undefined ? requestTimingOf(requestedAt, receivedAt) : null;
    // A chart whose prefetched answer was in hand can go straight to success, never rendering as
    // loading: its name and position are recorded here then.
    const box = boxRef.current?.getBoundingClientRect();
    const current = getChartTimings().get(chartId);
    recordChartTiming(chartId, {
      receivedAt,
      failed: status === 'failed',
      sliceName,
      ...(box && current?.top === undefined ? { top: box.top + window.scrollY } : {}),
      ...fillAbsent(chartId, {
        ...(queriesResponse ? factsOfResults(queriesResponse) : {}),
        ...(browser ?? {}),
      }),
    });
  }, [chartId, status === 'success' || status === 'failed', chartUpdateEndTime]);

  useEffect(() => {
    if (status !== 'rendered' || lastRendered === null) return;
    recordChartTiming(chartId, { renderedAt: toPerformanceTime(lastRendered) });
  }, [chartId, status, lastRendered]);
}
