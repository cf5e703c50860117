import { useCallback, useEffect, useMemo } from 'react';
import { EventLogBatcher, beaconSender, logUrl } from './log-beacon.ts';

/** The dashboard's event logger: events are batched and sent as beacons; the rest goes on page hide. */
export function useDashboardLog(dashboardId: number) {
  const batcher = useMemo(
    () => new EventLogBatcher(beaconSender(logUrl({ dashboardId }))),
    [dashboardId],
  );
  const impressionId = useMemo(() => Math.random().toString(36).slice(2, 11), []);
  useEffect(() => {
    const flush = () => batcher.flush();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      batcher.flush();
    };
  }, [batcher]);
  return useCallback(
    (eventName: string, extra: Record<string, unknown> = {}) =>
      batcher.log({
        event_name: eventName,
        source: 'dashboard',
        source_id: dashboardId,
        impression_id: impressionId,
        version: 'v2',
        ts: Date.now(),
        event_type: 'user',
        ...extra,
      }),
    [batcher, dashboardId, impressionId],
  );
}
