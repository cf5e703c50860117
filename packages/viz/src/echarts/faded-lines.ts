/** Opacity levels the older periods of a big time pivot are drawn at (one path each). */
export const OPACITY_LEVELS = 10;

/** One period's line, drawn in a `lines` series of its opacity level. */
export interface FadedLine {
  points: readonly (readonly [number, number])[];
  opacity: number;
}

/** A `lines` series drawing the periods of one opacity level as one canvas path, on the chart's axes. */
export interface FadedLinesSeries {
  type: 'lines';
  name: string;
  coordinateSystem: 'cartesian2d';
  polyline: true;
  large: true;
  largeThreshold: 0;
  silent: true;
  animation: false;
  z: 1;
  lineStyle: { color: string; width: number; opacity: number };
  /** Flat coordinates on the axes: `count, t0, v0, t1, v1, ...` per period. */
  data: Float64Array;
}

/**
 * Lines (already on the chart's axes: time, value) drawn as large `lines` series, one per opacity
 * level (opacities rounded up to a tenth of the largest) instead of a line series, its data and
 * its path per line. Points with a missing value split nothing: they are left out, as a line
 * connecting its nulls draws them. The data is a flat typed array (ECharts deep-clones plain
 * arrays on setOption).
 */
export function fadedLines(
  lines: readonly FadedLine[],
  color: string,
  width: number,
  name: string,
): FadedLinesSeries[] {
  const top = Math.max(...lines.map((line) => line.opacity), 0);
  const levels = new Map<number, FadedLine[]>();
  for (const line of lines) {
    const level = top > 0 ? Math.ceil((line.opacity / top) * OPACITY_LEVELS) : 0;
    const group = levels.get(level) ?? [];
    group.push(line);
    levels.set(level, group);
  }
  return [...levels]
    .sort(([a], [b]) => a - b)
    .map(([level, group]) => {
      const kept = group.map((line) => line.points.filter(([, v]) => Number.isFinite(v)));
      const data = new Float64Array(kept.reduce((n, points) => n + 1 + 2 * points.length, 0));
      let at = 0;
      for (const points of kept) {
        data[at] = points.length;
        points.forEach(([t, v], k) => {
          data[at + 1 + 2 * k] = t;
          data[at + 2 + 2 * k] = v;
        });
        at += 1 + 2 * points.length;
      }
      return {
        type: 'lines',
        name,
        coordinateSystem: 'cartesian2d',
        polyline: true,
        large: true,
        largeThreshold: 0,
        silent: true,
        animation: false,
        z: 1,
        lineStyle: { color, width, opacity: (top * level) / OPACITY_LEVELS },
        data,
      };
    });
}
