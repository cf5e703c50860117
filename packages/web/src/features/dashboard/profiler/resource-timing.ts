/**
 * The browser's own timing of one chart-data request (Resource Timing): how long it waited for a
 * connection and when its first byte came. Every chart POSTs the same URL, so the entry is matched by
 * its start (the instant the request was made) and its end (just before the answer was parsed).
 */
export interface RequestTiming {
  /** Ms the request waited in the browser before it was sent (stalled, DNS, connection). */
  browserQueueMs: number;
  /** performance.now() of the first byte of the answer. */
  responseStartAt: number;
}

/** How far apart a request's start may be from the entry's (Date.now() and performance clocks). */
const START_SLACK_MS = 3;
/** The answer's end precedes its parsing; Date.now() rounds to whole ms. */
const END_SLACK_MS = 1;

export const CHART_DATA_PATH = '/api/v1/chart/data';

type Entry = Pick<
  PerformanceResourceTiming,
  'name' | 'startTime' | 'requestStart' | 'responseStart' | 'responseEnd'
>;

/** The entry of the request made at `requestedAt` whose answer ended last before `receivedAt`. */
export function matchRequestEntry(
  entries: readonly Entry[],
  requestedAt: number,
  receivedAt: number,
): Entry | undefined {
  let best: Entry | undefined;
  for (const entry of entries) {
    if (!entry.name.includes(CHART_DATA_PATH)) continue;
    if (Math.abs(entry.startTime - requestedAt) > START_SLACK_MS) continue;
    if (entry.responseEnd > receivedAt + END_SLACK_MS) continue;
    if (!best || entry.responseEnd > best.responseEnd) best = entry;
  }
  return best;
}

let isBufferRaised = false;

/** Reads the browser's timing of a chart-data request, when the browser kept one. */
export function requestTimingOf(requestedAt: number, receivedAt: number): RequestTiming | null {
  if (typeof performance === 'undefined' || !performance.getEntriesByType) return null;
  if (!isBufferRaised) {
    // The default buffer (250) fills with a dashboard's scripts before its charts' requests.
    performance.setResourceTimingBufferSize?.(5000);
    isBufferRaised = true;
  }
  const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  const entry = matchRequestEntry(entries, requestedAt, receivedAt);
  if (!entry || entry.responseStart <= 0) return null;
  return {
    browserQueueMs: Math.max(0, (entry.requestStart || entry.startTime) - entry.startTime),
    responseStartAt: entry.responseStart,
  };
}

/** Raises the resource timing buffer early (a dashboard opened), before charts request data. */
export function prepareResourceTiming(): void {
  if (isBufferRaised || typeof performance === 'undefined') return;
  performance.setResourceTimingBufferSize?.(5000);
  isBufferRaised = true;
}
