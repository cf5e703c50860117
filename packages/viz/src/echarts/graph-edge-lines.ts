import { LINES_PER_FRAME, pixelPlane, progressiveChunks } from './large-data.ts';

/** An edge already laid out in the chart's pixels (x rightwards, y downwards from the top-left corner). */
export interface PixelEdge {
  from: readonly [number, number];
  to: readonly [number, number];
  /** The quadratic curve's control point; a straight line without one. */
  control?: readonly [number, number];
  color: string;
  /** Line width in px (an edge is drawn at the median width of its colour's edges, to 0.5 px). */
  width: number;
}

/** Straight pieces a curved edge is drawn with. */
export const CURVE_SEGMENTS = 8;

const pointCount = (edge: PixelEdge) => (edge.control ? CURVE_SEGMENTS + 1 : 2);

/** The points of an edge's polyline, flat (`x0, y0, x1, y1, ...`). */
export function edgePoints(edge: PixelEdge): number[] {
  const points = new Float64Array(2 * pointCount(edge));
  writeEdgePoints(edge, points, 0);
  return [...points];
}

/** Writes an edge's polyline points into `out` from `at` (no array per edge: thousands of edges). */
function writeEdgePoints(edge: PixelEdge, out: Float64Array, at: number): void {
  const { from, to, control } = edge;
  if (!control) {
    out[at] = from[0];
    out[at + 1] = from[1];
    out[at + 2] = to[0];
    out[at + 3] = to[1];
    return;
  }
  for (let k = 0; k <= CURVE_SEGMENTS; k += 1) {
    const t = k / CURVE_SEGMENTS;
    const a = (1 - t) * (1 - t);
    const b = 2 * (1 - t) * t;
    const c = t * t;
    out[at + 2 * k] = a * from[0] + b * control[0] + c * to[0];
    out[at + 2 * k + 1] = a * from[1] + b * control[1] + c * to[1];
  }
}

/** A `lines` series drawing a group of edges of one colour and width as one canvas path. */
export interface EdgeLinesSeries {
  type: 'lines';
  coordinateSystem: 'cartesian2d';
  large: true;
  largeThreshold: 0;
  progressive: number;
  progressiveThreshold: 1;
  animation: false;
  z: 1;
  polyline: true;
  lineStyle: { color: string; width: number; opacity: number };
  /** Flat coordinates: `count, x0, y0, x1, y1, ...` per edge. */
  data: Float64Array;
}

/** The `lines` series of edgeLines, the hidden grid they are drawn on and where their items come from. */
export interface EdgeLinesOption {
  /** A grid over the whole chart with hidden axes mapping values to pixels. */
  grid: { left: 0; top: 0; right: 0; bottom: 0; show: false };
  xAxis: { type: 'value'; min: 0; max: number; show: false };
  yAxis: { type: 'value'; min: 0; max: number; inverse: true; show: false };
  series: EdgeLinesSeries[];
  /** Per series, the index in `edges` of each of its items (tooltips and clicks). */
  sources: number[][];
}

/**
 * Edges drawn as ECharts `lines` series in large mode, one series (one canvas path) per colour, at
 * the median width of that colour's edges (a series per width too made hundreds of progressive
 * series, each redrawing the incremental layer), instead of a line element, a label and two symbols per edge: curved edges are polylines of
 * CURVE_SEGMENTS along the same quadratic curve as the graph series draws. The data
 * is a flat typed array, which ECharts does not deep-clone on setOption. Each series is drawn
 * incrementally, LINES_PER_FRAME edges a frame in all (progressiveChunks), so the first frame comes
 * fast and hovered and clicked items get a dataIndex (ECharts 6's LargeLineDraw gives none on
 * non-incremental paths, nor to the first item of a path).
 */
export function edgeLines(
  edges: readonly PixelEdge[],
  width: number,
  height: number,
  opacity: number,
  perFrame: number = LINES_PER_FRAME,
): EdgeLinesOption {
  const groups = new Map<string, { color: string; width: number; indices: number[] }>();
  edges.forEach((edge, i) => {
    const group = groups.get(edge.color) ?? { color: edge.color, width: 0, indices: [] };
    group.indices.push(i);
    groups.set(edge.color, group);
  });
  for (const group of groups.values()) {
    const widths = Float64Array.from(group.indices, (i) => edges[i]!.width).sort();
    group.width = Math.max(Math.round(widths[Math.floor(widths.length / 2)]! * 2) / 2, 0.5);
  }
  const chunks = progressiveChunks(
    [...groups.values()].map((g) => g.indices.length),
    perFrame,
  );
  const series = [...groups.values()].map((group, k): EdgeLinesSeries => {
    const data = new Float64Array(
      group.indices.reduce((sum, index) => sum + 1 + 2 * pointCount(edges[index]!), 0),
    );
    let at = 0;
    for (const index of group.indices) {
      const count = pointCount(edges[index]!);
      data[at] = count;
      writeEdgePoints(edges[index]!, data, at + 1);
      at += 1 + 2 * count;
    }
    return {
      type: 'lines',
      coordinateSystem: 'cartesian2d',
      large: true,
      largeThreshold: 0,
      progressive: chunks[k]!,
      progressiveThreshold: 1,
      animation: false,
      z: 1,
      polyline: true,
      lineStyle: { color: group.color, width: group.width, opacity },
      data,
    };
  });
  return {
    ...pixelPlane(width, height),
    series,
    sources: [...groups.values()].map((group) => group.indices),
  };
}
