import { useLayoutEffect } from 'react';
import { resetChartTimings } from './chart-timings.ts';
import { prepareResourceTiming } from './resource-timing.ts';

let hasStarted = false;

/**
 * The page start the waterfall measures from: the browser's navigation start when the page was
 * opened on this dashboard, else the moment the dashboard opened (a navigation inside the app).
 */
function pageStart(): number {
  const navigation = performance.getEntriesByType?.('navigation')[0];
  const openedHere =
    !hasStarted &&
    navigation !== undefined &&
    new URL(navigation.name).pathname === location.pathname;
  return openedHere ? 0 : performance.now();
}

/**
 * Starts the profiler's record of a dashboard's load: forgets the previous dashboard's charts.
 * A layout effect, so it runs before any chart records its first request.
 */
export function useProfilerSession(dashboardId: number): void {
  useLayoutEffect(() => {
    prepareResourceTiming();
    resetChartTimings(pageStart());
    hasStarted = true;
  }, [dashboardId]);
}
