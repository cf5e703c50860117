import type { LayoutChart, WaterfallRow } from './waterfall.ts';

/** Thresholds of the advice; a chart under all of them gets none. */
export const SLOW_DATABASE_MS = 1000;
export const SLOW_RENDER_MS = 500;
export const MANY_ROWS = 10_000;

export type AdviceKind = 'tab' | 'cache' | 'pre-aggregate' | 'rows' | 'busy' | 'shared';

export interface Advice {
  kind: AdviceKind;
  text: string;
}

export interface AdviceContext {
  /** The viewport's height when the dashboard opened: charts whose top is below it are not seen. */
  foldPx: number;
  /** The layout's charts (whether each sits in a tab). */
  charts: readonly LayoutChart[];
  /** Names by chart id, for "shares its query with". */
  names: ReadonlyMap<number, string>;
}

const seconds = (ms: number) =>
  ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`;
const count = (n: number) => n.toLocaleString('en-US');

/** What would make this chart load faster, most useful first. */
export function adviceFor(row: WaterfallRow, ctx: AdviceContext): Advice[] {
  const t = row.timing;
  if (!t) return [];
  const out: Advice[] = [];
  const inTab = ctx.charts.find((c) => c.chartId === row.chartId)?.inTab ?? false;
  if (!inTab && t.top !== undefined && t.top >= ctx.foldPx) {
    out.push({
      kind: 'tab',
      text: 'Below the fold: move it to a tab, so it loads only when the tab is opened.',
    });
  }
  if (t.cacheTimeout !== undefined && t.cacheTimeout !== null && t.cacheTimeout <= 0) {
    out.push({
      kind: 'cache',
      text: 'No cache timeout: its data is never cached. Add a cache timeout to its dataset.',
    });
  } else if (t.source === 'query' && !t.isCached && row.durations.database >= SLOW_DATABASE_MS) {
    out.push({
      kind: 'cache',
      text: `Not answered from the cache: set a longer cache timeout, or warm the cache.`,
    });
  }
  if (row.durations.database >= SLOW_DATABASE_MS) {
    out.push({
      kind: 'pre-aggregate',
      text: `Slow database time (${seconds(row.durations.database)}): pre-aggregate its dataset (a summary table or materialized view).`,
    });
  }
  if ((t.rowCount ?? 0) >= MANY_ROWS) {
    out.push({
      kind: 'rows',
      text: `Draws ${count(t.rowCount!)} rows in ${seconds(row.durations.render)}: aggregate further or lower its row limit.`,
    });
  } else if (row.durations.render >= SLOW_RENDER_MS) {
    // Few rows drawn slowly: the time went to the page (chart code loading, other charts drawing).
    const rows = t.rowCount !== undefined ? `${count(t.rowCount)} rows` : 'its rows';
    out.push({
      kind: 'busy',
      text: `Took ${seconds(row.durations.render)} to draw ${rows}: the page was busy (chart code loading, other charts drawing), not its data.`,
    });
  }
  const shared = (t.sharedWith ?? []).filter((id) => id !== row.chartId);
  if (shared.length) {
    const names = shared.map((id) => ctx.names.get(id) ?? `Chart ${id}`).join(', ');
    out.push({ kind: 'shared', text: `Shares its query with ${names}.` });
  }
  return out;
}
