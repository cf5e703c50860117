/**
 * Cheap drawing for big results. Above MANY_POINTS points in one series, or MANY_ITEMS items in one
 * chart, charts switch to what ECharts draws quickly: sampled lines, large-mode bars and scatters,
 * no per-point symbols or labels, legends listing only the first names. The option still carries
 * every row (tooltips, clicks and exports see all the data); only the drawing is lighter, and
 * ordinary charts (below the thresholds) draw exactly as before.
 */

/** Points per series above which lines are sampled, bars and scatters in large mode (ECharts'). */
export const MANY_POINTS = 2000;

/** Items (polygons, pointers, nodes...) per chart above which per-item labels and symbols go. */
export const MANY_ITEMS = 200;

/** Legend entries drawn at most: ECharts looks every entry up among the series' items (n² work). */
export const LEGEND_MAX_ITEMS = 100;

/** Line options for `count` points: LTTB sampling to the pixel width, no symbols or labels. */
export function cheapLineOptions(count: number) {
  return count > MANY_POINTS
    ? ({ sampling: 'lttb', showSymbol: false, label: { show: false } } as const)
    : {};
}

/** Bar or scatter options for `count` points: ECharts' large mode (one path for all items). */
export function cheapLargeOptions(count: number) {
  return count > MANY_POINTS
    ? ({ large: true, largeThreshold: MANY_POINTS, label: { show: false } } as const)
    : {};
}

/** The legend's names: all of them, or the first LEGEND_MAX_ITEMS when there are more. */
export function legendNames(names: readonly string[]): string[] {
  return names.slice(0, LEGEND_MAX_ITEMS);
}
