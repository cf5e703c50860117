import { useSyncExternalStore } from 'react';

/**
 * How the server answered a chart's query (the planner's `source`): it ran its own query, read the
 * cache, shared an identical query of another chart, or re-aggregated another chart's result.
 */
export type ChartTimingSource = 'query' | 'cache' | 'identical' | 'reaggregated';

/**
 * One chart's last load, for the dashboard profiler. Instants are `performance.now()` ms (the page's
 * time origin), durations are ms. Every field is optional: each writer (the single chart-data
 * request, the planner's batch stream, the renderer) records what it knows when it knows it.
 */
export interface ChartTiming {
  chartId: number;
  /** The request for this chart left the browser (or was queued in a batch). */
  requestedAt?: number;
  /** The first byte of its answer arrived (for a batch: its line began). */
  responseStartAt?: number;
  /** Its answer was read and parsed. */
  receivedAt?: number;
  /** The chart began drawing. */
  renderStartAt?: number;
  /** The chart reported itself drawn. */
  renderedAt?: number;
  /** Time the browser held the request before sending it (6 connections per host). */
  browserQueueMs?: number;
  /** Time the server held the query before running it (queue, pool wait, planning). */
  serverQueueMs?: number;
  /** Time the database spent on the query. */
  dbMs?: number;
  source?: ChartTimingSource;
  /** Charts whose query this chart's answer shared (planner). */
  sharedWith?: number[];
  rowCount?: number;
  isCached?: boolean;
  /** The chart's or dataset's cache timeout in seconds; null when none is set. */
  cacheTimeout?: number | null;
  /** Static facts about the chart, kept across reloads of its data. */
  sliceName?: string;
  /** Distance of the chart's top from the page's top, px (for "below the fold"). */
  top?: number;
  /** The chart sits on a tab that is not the first one shown. */
  onHiddenTab?: boolean;
  /** The load failed. */
  failed?: boolean;
  /** The request was sent ahead of the chart (the first view's prefetch); requestedAt is its own. */
  prefetched?: boolean;
}

export type ChartTimingPatch = Partial<Omit<ChartTiming, 'chartId'>>;

/** Fields describing the chart rather than one load of it: a new request keeps them. */
const STATIC_FIELDS = ['sliceName', 'top', 'onHiddenTab', 'cacheTimeout'] as const;

type Listener = () => void;

let timings: ReadonlyMap<number, ChartTiming> = new Map();
let origin = 0;
const listeners = new Set<Listener>();

function notify() {
  for (const listener of listeners) listener();
}

function keepStatic(previous: ChartTiming | undefined): ChartTiming | undefined {
  if (!previous) return undefined;
  const kept: ChartTiming = { chartId: previous.chartId };
  for (const field of STATIC_FIELDS) {
    if (previous[field] !== undefined) Object.assign(kept, { [field]: previous[field] });
  }
  return kept;
}

/**
 * Merges `patch` into the chart's timing. A patch carrying `requestedAt` starts a new load: the
 * previous load's instants and server figures are dropped, so a refresh is not measured against the
 * first load's render.
 */
export function recordChartTiming(chartId: number, patch: ChartTimingPatch): void {
  const current = timings.get(chartId);
  const base = patch.requestedAt !== undefined ? keepStatic(current) : current;
  const next = new Map(timings);
  next.set(chartId, { ...base, ...patch, chartId });
  timings = next;
  notify();
}

/** `recordChartTiming(id, {[field]: performance.now()})` for the instants. */
export function markChartTiming(
  chartId: number,
  field: 'requestedAt' | 'responseStartAt' | 'receivedAt' | 'renderStartAt' | 'renderedAt',
): void {
  recordChartTiming(chartId, { [field]: performance.now() });
}

/** Forgets every chart and sets the page start the waterfall measures from (a dashboard opened). */
export function resetChartTimings(pageStart = performance.now()): void {
  timings = new Map();
  origin = pageStart;
  notify();
}

/** The instant (performance.now() ms) the waterfall's axis starts at. */
export function getTimingOrigin(): number {
  return origin;
}

/** The current timings; a new map object after every change (usable as a React snapshot). */
export function getChartTimings(): ReadonlyMap<number, ChartTiming> {
  return timings;
}

/** Calls `listener` after every change; returns the unsubscribe function. */
export function subscribeChartTimings(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The timings, re-rendering the caller on every change. */
export function useChartTimings(): ReadonlyMap<number, ChartTiming> {
  return useSyncExternalStore(subscribeChartTimings, getChartTimings);
}
