import { describe, expect, it } from 'vitest';
import { SLOW_DATABASE_MS, adviceFor } from './advice.ts';
import {
  getChartTimings,
  recordChartTiming,
  resetChartTimings,
  subscribeChartTimings,
  type ChartTiming,
} from './chart-timings.ts';
import { matchRequestEntry } from './resource-timing.ts';
import { factsOfResults } from './use-chart-timing-recorder.ts';
import {
  buildWaterfall,
  phasesOf,
  sharedQueries,
  slowestCharts,
  summarize,
  type LayoutChart,
} from './waterfall.ts';

const charts: LayoutChart[] = [
  { chartId: 1, name: 'Sales by region', inTab: false },
  { chartId: 2, name: 'Orders', inTab: false },
  { chartId: 3, name: 'On a tab', inTab: true },
  { chartId: 4, name: 'Never loaded', inTab: false },
];

/** Page start at 1000 ms; chart 1 asks at 1100, waits 20 + 30 ms, queries 200 ms, draws 50 ms. */
const slow: ChartTiming = {
  chartId: 1,
  requestedAt: 1100,
  receivedAt: 1400,
  renderedAt: 1450,
  browserQueueMs: 20,
  serverQueueMs: 30,
  dbMs: 200,
  source: 'query',
  rowCount: 12,
};

describe('waterfall phases', () => {
  it('lays queue, database, transfer and render end to end on the page-start axis', () => {
    expect(phasesOf(slow, 1000)).toEqual([
      { kind: 'queue', start: 100, end: 150 },
      { kind: 'database', start: 150, end: 350 },
      { kind: 'transfer', start: 350, end: 400 },
      { kind: 'render', start: 400, end: 450 },
    ]);
  });

  it('clips server figures that exceed the request span (two clocks)', () => {
    const odd = { ...slow, dbMs: 900 };
    const phases = phasesOf(odd, 1000);
    expect(phases.find((p) => p.kind === 'database')).toEqual({
      kind: 'database',
      start: 150,
      end: 400,
    });
    expect(phases.some((p) => p.kind === 'transfer')).toBe(false);
  });

  it('builds one row per layout chart, unloaded ones without bars, and ranks the slowest', () => {
    const timings = new Map<number, ChartTiming>([
      [1, slow],
      [2, { chartId: 2, requestedAt: 1100, receivedAt: 1150, renderedAt: 1160, isCached: true }],
      [3, { chartId: 3, requestedAt: 2000, receivedAt: 2020, renderedAt: 2600, rowCount: 20000 }],
    ]);
    const rows = buildWaterfall(charts, timings, 1000);
    expect(rows.map((r) => [r.chartId, r.total])).toEqual([
      [1, 350],
      [2, 60],
      [3, 600],
      [4, null],
    ]);
    expect(rows[0]!.durations).toEqual({ queue: 50, database: 200, transfer: 50, render: 50 });
    expect(slowestCharts(rows, 2).map((r) => r.name)).toEqual(['On a tab', 'Sales by region']);
    expect(summarize(rows)).toEqual({
      charts: 4,
      loaded: 3,
      allDrawnAt: 1600,
      databaseQueries: 2,
      fromCache: 1,
      shared: 0,
    });
  });

  it('groups the charts the planner answered with one query', () => {
    const timings = new Map<number, ChartTiming>([
      [1, { ...slow, sharedWith: [2] }],
      [2, { ...slow, chartId: 2, source: 'reaggregated', sharedWith: [1] }],
    ]);
    const shared = sharedQueries(buildWaterfall(charts, timings, 1000));
    expect(shared).toEqual([
      { chartIds: [1, 2], names: ['Sales by region', 'Orders'], source: 'reaggregated' },
    ]);
  });
});

describe('advice', () => {
  const names = new Map(charts.map((c) => [c.chartId, c.name]));
  const ctx = { foldPx: 800, charts, names };
  const rowOf = (timing: ChartTiming) =>
    buildWaterfall(charts, new Map([[timing.chartId, timing]]), 1000).find(
      (r) => r.chartId === timing.chartId,
    )!;

  it('says nothing about a quick chart above the fold', () => {
    expect(adviceFor(rowOf({ ...slow, top: 100 }), ctx)).toEqual([]);
  });

  it('moves a chart below the fold to a tab, unless it is on a tab already', () => {
    expect(adviceFor(rowOf({ ...slow, top: 1200 }), ctx).map((a) => a.kind)).toEqual(['tab']);
    const onTab = { ...slow, chartId: 3, top: 1200 };
    expect(adviceFor(rowOf(onTab), ctx)).toEqual([]);
  });

  it('asks for a cache timeout and pre-aggregation of a slow uncached query', () => {
    const heavy = { ...slow, receivedAt: 3000, dbMs: SLOW_DATABASE_MS + 500, cacheTimeout: -1 };
    const advice = adviceFor(rowOf(heavy), ctx);
    expect(advice.map((a) => a.kind)).toEqual(['cache', 'pre-aggregate']);
    expect(advice[1]!.text).toContain('1.5 s');
  });

  it('blames the busy page, not the data, for a few rows drawn slowly', () => {
    const advice = adviceFor(rowOf({ ...slow, renderedAt: 2400 }), ctx);
    expect(advice.map((a) => a.text)).toEqual([
      'Took 1.0 s to draw 12 rows: the page was busy (chart code loading, other charts drawing), not its data.',
    ]);
  });

  it('names many rows and slow drawing, and the charts sharing its query', () => {
    const big = { ...slow, rowCount: 25_000, renderedAt: 2400, sharedWith: [2] };
    const advice = adviceFor(rowOf(big), ctx);
    expect(advice.map((a) => a.text)).toEqual([
      'Draws 25,000 rows in 1.0 s: aggregate further or lower its row limit.',
      'Shares its query with Orders.',
    ]);
  });
});

describe('timings store and its sources', () => {
  it('merges patches, restarts a chart on a new request keeping its static facts, notifies', () => {
    resetChartTimings(0);
    let calls = 0;
    const stop = subscribeChartTimings(() => (calls += 1));
    recordChartTiming(7, { requestedAt: 10, sliceName: 'A', top: 900 });
    recordChartTiming(7, { receivedAt: 50, dbMs: 30 });
    const first = getChartTimings();
    expect(first.get(7)).toMatchObject({ requestedAt: 10, receivedAt: 50, dbMs: 30 });
    recordChartTiming(7, { requestedAt: 100 });
    expect(getChartTimings().get(7)).toEqual({
      chartId: 7,
      requestedAt: 100,
      sliceName: 'A',
      top: 900,
    });
    expect(getChartTimings()).not.toBe(first);
    stop();
    recordChartTiming(7, { renderedAt: 120 });
    expect(calls).toBe(3);
  });

  it('reads rows, cache and the server timing of the answers of one request', () => {
    const facts = factsOfResults([
      {
        rowcount: 3,
        is_cached: null,
        cache_timeout: 60,
        sightline_timing: { db_ms: 5, queue_ms: 1 },
      },
      { rowcount: 4, is_cached: true, sightline_timing: { db_ms: 0, queue_ms: 0 } },
    ]);
    expect(facts).toEqual({
      rowCount: 7,
      isCached: false,
      source: 'query',
      cacheTimeout: 60,
      dbMs: 5,
      serverQueueMs: 1,
    });
  });

  it("matches a chart's request among identical URLs by its start and the end before parsing", () => {
    const entry = (startTime: number, responseEnd: number) => ({
      name: 'http://h/api/v1/chart/data',
      startTime,
      requestStart: startTime + 5,
      responseStart: responseEnd - 2,
      responseEnd,
    });
    const entries = [entry(100, 180), entry(100.4, 150), entry(300, 320)];
    expect(matchRequestEntry(entries, 100, 181)?.responseEnd).toBe(180);
    expect(matchRequestEntry(entries, 100, 151)?.responseEnd).toBe(150);
    expect(matchRequestEntry(entries, 200, 400)).toBeUndefined();
  });
});
