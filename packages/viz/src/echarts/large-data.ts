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

/**
 * Items a chart's large `lines` series draw per frame together: ECharts draws progressive series
 * chunk by chunk over frames, so the first frame comes fast and no frame blocks the page long.
 */
export const LINES_PER_FRAME = 1000;

/**
 * The `progressive` chunk of each of several large `lines` series holding `counts` items: shares
 * of `perFrame` (LINES_PER_FRAME) in proportion to their sizes, so that every series ends in the
 * same frame.
 */
export function progressiveChunks(
  counts: readonly number[],
  perFrame: number = LINES_PER_FRAME,
): number[] {
  const total = counts.reduce((a, b) => a + b, 0);
  return counts.map((count) =>
    Math.max(1, Math.min(count, Math.ceil((count * perFrame) / Math.max(total, 1)))),
  );
}

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

/** A polyline in the chart's pixels (x rightwards, y downwards from the top-left corner). */
export interface PixelPolyline {
  points: readonly (readonly [number, number])[];
  color: string;
  opacity: number;
}

/** The `lines` series of pixelPolylines, and where each of their items comes from. */
export interface PixelPolylinesOption {
  /** A grid over the whole chart with hidden axes mapping values to pixels. */
  grid: { left: 0; top: 0; right: 0; bottom: 0; show: false };
  xAxis: { type: 'value'; min: 0; max: number; show: false };
  yAxis: { type: 'value'; min: 0; max: number; inverse: true; show: false };
  series: {
    type: 'lines';
    coordinateSystem: 'cartesian2d';
    polyline: true;
    large: true;
    largeThreshold: 0;
    progressive: number;
    progressiveThreshold: 1;
    animation: false;
    lineStyle: { color: string; opacity: number; width: 1 };
    data: Float64Array;
  }[];
  /** Per series, the index in `polylines` of each of its items (tooltips and clicks). */
  sources: number[][];
}

/**
 * Polylines already laid out in pixels, drawn as ECharts `lines` series in large mode: one series
 * (one canvas path) per colour and opacity instead of one element per polyline. The data is a flat
 * typed array (`count, x0, y0, x1, y1, ...` per line) because ECharts deep-clones plain arrays on
 * every setOption. Items keep their index, so tooltips and clicks can name them through `sources`.
 * Each series is progressive (progressiveChunks: LINES_PER_FRAME polylines a frame in all): ECharts
 * 6's LargeLineDraw gives hovered items a dataIndex only on incremental paths (`dataIndex +
 * __startIndex`, NaN otherwise; chunks are appended to one path up to 20,000 numbers), and never
 * to the first item of a path (`if (dataIndex > 0)`), so each such path's first polyline has no
 * tooltip.
 */
/**
 * A grid and value axes spanning the chart in px (y downwards), hidden: series drawn on it place
 * their points at pixel coordinates (pixelPolylines, graph edge lines).
 */
export function pixelPlane(width: number, height: number) {
  return {
    grid: { left: 0, top: 0, right: 0, bottom: 0, show: false },
    xAxis: { type: 'value', min: 0, max: width, show: false },
    yAxis: { type: 'value', min: 0, max: height, inverse: true, show: false },
  } as const;
}

export function pixelPolylines(
  polylines: readonly PixelPolyline[],
  width: number,
  height: number,
): PixelPolylinesOption {
  const groups = new Map<string, { color: string; opacity: number; indices: number[] }>();
  polylines.forEach((line, i) => {
    const key = `${line.color}|${line.opacity}`;
    const group = groups.get(key) ?? { color: line.color, opacity: line.opacity, indices: [] };
    group.indices.push(i);
    groups.set(key, group);
  });
  const chunks = progressiveChunks([...groups.values()].map((g) => g.indices.length));
  const series = [...groups.values()].map(({ color, opacity, indices }, k) => {
    let size = 0;
    for (const i of indices) size += 1 + 2 * polylines[i].points.length;
    const data = new Float64Array(size);
    let at = 0;
    for (const i of indices) {
      const { points } = polylines[i];
      data[at++] = points.length;
      for (const [x, y] of points) {
        data[at++] = x;
        data[at++] = y;
      }
    }
    return {
      type: 'lines' as const,
      coordinateSystem: 'cartesian2d' as const,
      polyline: true as const,
      large: true as const,
      largeThreshold: 0 as const,
      progressive: chunks[k]!,
      progressiveThreshold: 1 as const,
      animation: false as const,
      lineStyle: { color, opacity, width: 1 as const },
      data,
    };
  });
  return {
    ...pixelPlane(width, height),
    series,
    sources: [...groups.values()].map((g) => g.indices),
  };
}
