import type { ChartTiming } from './chart-timings.ts';

/** The phases of one chart's load, in the order they happen. */
export type PhaseKind = 'queue' | 'database' | 'transfer' | 'render';

export const PHASE_LABELS: Record<PhaseKind, string> = {
  queue: 'Queue',
  database: 'Database',
  transfer: 'Transfer',
  render: 'Render',
};

/** A phase on the waterfall's axis: ms from the page start. */
export interface Phase {
  kind: PhaseKind;
  start: number;
  end: number;
}

/** One chart's line of the waterfall. */
export interface WaterfallRow {
  chartId: number;
  name: string;
  /** When its request left (ms from page start); null when it has not loaded. */
  start: number | null;
  /** When it was drawn (or its answer arrived, when it never drew); null when not loaded. */
  end: number | null;
  phases: Phase[];
  /** Duration per phase, ms (0 for a phase that did not happen). */
  durations: Record<PhaseKind, number>;
  /** end - start: the chart's own load time. */
  total: number | null;
  timing: ChartTiming | undefined;
}

export interface LayoutChart {
  chartId: number;
  name: string;
  /** The chart sits inside a tab (it loads when its tab opens). */
  inTab: boolean;
}

const positive = (value: number) => (value > 0 ? value : 0);

/**
 * Splits one load into its phases. The request's time (requestedAt..receivedAt) holds the queue (the
 * browser's wait for a connection, then the server's wait), the database time, and the rest:
 * network, server work around the query, download and parsing, counted as transfer. Figures that do
 * not fit (clocks of two machines) are clipped to the request's span.
 */
export function phasesOf(timing: ChartTiming, origin: number): Phase[] {
  const { requestedAt, receivedAt } = timing;
  if (requestedAt === undefined || receivedAt === undefined) return [];
  const start = requestedAt - origin;
  const received = Math.max(start, receivedAt - origin);
  const queueEnd = Math.min(
    received,
    start + positive(timing.browserQueueMs ?? 0) + positive(timing.serverQueueMs ?? 0),
  );
  const dbEnd = Math.min(received, queueEnd + positive(timing.dbMs ?? 0));
  const phases: Phase[] = [
    { kind: 'queue', start, end: queueEnd },
    { kind: 'database', start: queueEnd, end: dbEnd },
    { kind: 'transfer', start: dbEnd, end: received },
  ];
  if (timing.renderedAt !== undefined) {
    const renderStart = Math.max(received, (timing.renderStartAt ?? receivedAt) - origin);
    phases.push({
      kind: 'render',
      start: renderStart,
      end: Math.max(renderStart, timing.renderedAt - origin),
    });
  }
  return phases.filter((p) => p.end > p.start || p.kind === 'render');
}

function durationsOf(phases: Phase[]): Record<PhaseKind, number> {
  const out: Record<PhaseKind, number> = { queue: 0, database: 0, transfer: 0, render: 0 };
  for (const p of phases) out[p.kind] += p.end - p.start;
  return out;
}

/**
 * The waterfall: one row per chart of the layout (in layout order), plus any chart timed but no
 * longer in the layout. Instants are ms from `origin`.
 */
export function buildWaterfall(
  charts: readonly LayoutChart[],
  timings: ReadonlyMap<number, ChartTiming>,
  origin: number,
): WaterfallRow[] {
  const known = new Set(charts.map((c) => c.chartId));
  const extra = [...timings.values()]
    .filter((t) => !known.has(t.chartId))
    .map((t) => ({ chartId: t.chartId, name: t.sliceName ?? `Chart ${t.chartId}`, inTab: false }));
  return [...charts, ...extra].map((chart) => {
    const timing = timings.get(chart.chartId);
    const phases = timing ? phasesOf(timing, origin) : [];
    const start = phases.length ? phases[0]!.start : null;
    const end = phases.length ? Math.max(...phases.map((p) => p.end)) : null;
    return {
      chartId: chart.chartId,
      name: timing?.sliceName ?? chart.name,
      start,
      end,
      phases,
      durations: durationsOf(phases),
      total: start !== null && end !== null ? end - start : null,
      timing,
    };
  });
}

/** The axis' extent: the last instant of any row (at least 1 ms, so widths stay finite). */
export function axisEnd(rows: readonly WaterfallRow[]): number {
  return Math.max(1, ...rows.map((r) => r.end ?? 0));
}

/** The `count` charts that took longest from request to drawn, slowest first. */
export function slowestCharts(rows: readonly WaterfallRow[], count = 5): WaterfallRow[] {
  return rows
    .filter((r) => r.total !== null)
    .sort((a, b) => b.total! - a.total!)
    .slice(0, count);
}

/** A query the planner answered once for several charts. */
export interface SharedQuery {
  chartIds: number[];
  names: string[];
  /** How the others got it: the same query, or one result re-aggregated. */
  source: 'identical' | 'reaggregated' | 'mixed';
}

/**
 * Groups the charts that shared a query (from the planner's `sharedWith`), each group once, in the
 * order of its first chart.
 */
export function sharedQueries(rows: readonly WaterfallRow[]): SharedQuery[] {
  const names = new Map(rows.map((r) => [r.chartId, r.name]));
  const groups: SharedQuery[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    const others = row.timing?.sharedWith ?? [];
    if (!others.length) continue;
    const ids = [...new Set([row.chartId, ...others])].sort((a, b) => a - b);
    const key = ids.join(',');
    if (seen.has(key)) continue;
    seen.add(key);
    const sources = new Set(
      ids
        .map((id) => rows.find((r) => r.chartId === id)?.timing?.source)
        .filter((s) => s === 'identical' || s === 'reaggregated'),
    );
    groups.push({
      chartIds: ids,
      names: ids.map((id) => names.get(id) ?? `Chart ${id}`),
      source: sources.size === 1 ? [...sources][0]! : sources.size ? 'mixed' : 'identical',
    });
  }
  return groups;
}

/** Figures of the whole load: time to all charts drawn, queries run, charts loaded. */
export interface WaterfallSummary {
  charts: number;
  loaded: number;
  /** Ms from page start until the last chart was drawn; null before any. */
  allDrawnAt: number | null;
  /** Charts whose answer ran a database query (not cache, not shared). */
  databaseQueries: number;
  fromCache: number;
  shared: number;
}

export function summarize(rows: readonly WaterfallRow[]): WaterfallSummary {
  const loaded = rows.filter((r) => r.end !== null);
  const sourceOf = (r: WaterfallRow) =>
    r.timing?.source ?? (r.timing?.isCached ? 'cache' : 'query');
  return {
    charts: rows.length,
    loaded: loaded.length,
    allDrawnAt: loaded.length ? Math.max(...loaded.map((r) => r.end!)) : null,
    databaseQueries: loaded.filter((r) => sourceOf(r) === 'query').length,
    fromCache: loaded.filter((r) => sourceOf(r) === 'cache').length,
    shared: loaded.filter((r) => ['identical', 'reaggregated'].includes(sourceOf(r))).length,
  };
}
