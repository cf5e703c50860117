import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EventLogBatcher, LOG_DELAY_MS, logUrl } from './log-beacon.ts';
import type { LogEvent } from './log-beacon.ts';

const event = (i: number): LogEvent => ({
  event_name: `e${i}`,
  source: 'dashboard',
  source_id: 1,
  ts: i,
});

describe('EventLogBatcher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the queued events once after the delay', () => {
    const batches: LogEvent[][] = [];
    const batcher = new EventLogBatcher((events) => batches.push(events));
    batcher.log(event(1));
    batcher.log(event(2));
    vi.advanceTimersByTime(LOG_DELAY_MS - 1);
    expect(batches).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(batches.map((b) => b.map((e) => e.event_name))).toEqual([['e1', 'e2']]);
  });

  it('sends a full batch at once without waiting', () => {
    const batches: LogEvent[][] = [];
    const batcher = new EventLogBatcher((events) => batches.push(events), 3);
    [1, 2, 3, 4].forEach((i) => batcher.log(event(i)));
    expect(batches.map((b) => b.length)).toEqual([3]);
    vi.advanceTimersByTime(LOG_DELAY_MS);
    expect(batches.map((b) => b.length)).toEqual([3, 1]);
  });

  it('builds the log URL with the dashboard id', () => {
    expect(logUrl({ dashboardId: 7 })).toBe('/superset/log/?explode=events&dashboard_id=7');
  });
});
