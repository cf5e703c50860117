import type { CustomSeriesOption } from 'echarts';
import type { Arc, Ring } from './arc-labels.ts';
import { edgeLines, type EdgeLinesSeries } from './graph-edge-lines.ts';
import { LINES_PER_FRAME, pixelPlane, progressiveChunks } from './large-data.ts';

/** A ribbon at least this wide (px, at either end) is filled as ECharts' chord draws it; thinner ones are lines. */
export const THIN_RIBBON_PX = 2;
/** Share of the circle the gaps between arcs take at most in a big chord (the rest is arcs). */
const MAX_PAD_SHARE = 0.2;
/** Points per radian of an arc drawn as a polyline. */
const ARC_POINTS_PER_RADIAN = 24;
/**
 * Off the canvas, right of and below it: where each lines series' first, unnamed item is drawn (see
 * largeChord). Not left of or above it: ECharts 6's LargeLinesPath takes its hover box as (least
 * number, largest number) read as (x, width), so an item at negative coordinates shrinks the box and
 * hides the items right of it from hovering.
 */
const OFF = 1e5;

/** A flow between two members (indexes into the member list). */
export interface LargeChordFlow {
  from: number;
  to: number;
  value: number;
}

/** Input of largeChord: the members, their flows and colours, and where the ring is. */
export interface LargeChordInput {
  nodes: readonly string[];
  flows: readonly LargeChordFlow[];
  /** Per member, its colour (a ribbon takes its source's). */
  colors: readonly string[];
  ring: Ring;
  padAngle: number;
  arcOpacity: number;
  ribbonOpacity: number;
  width: number;
  height: number;
}

/** A large `lines` series (arcs are drawn above the ribbons). */
type LinesSeries = Omit<EdgeLinesSeries, 'z'> & { z: number };

/** What a drawn item of a big chord stands for. */
export type LargeChordItem =
  { dataType: 'node'; index: number } | { dataType: 'edge'; index: number };

/** The option parts of a big chord, the arcs drawn and the datum behind each drawn item. */
export interface LargeChord {
  grid: ReturnType<typeof pixelPlane>['grid'];
  xAxis: ReturnType<typeof pixelPlane>['xAxis'];
  yAxis: ReturnType<typeof pixelPlane>['yAxis'];
  /** Arc lines, then thin-ribbon lines, then one custom series of the filled ribbons. */
  series: (LinesSeries | CustomSeriesOption)[];
  /** Per member, its arc (undefined without flows): labels are placed on these. */
  arcs: (Arc | undefined)[];
  itemAt: (seriesIndex: number, dataIndex: number) => LargeChordItem | undefined;
}

/**
 * The arcs of a big chord: as chordArcs (a member's span is its in- plus out-flow, clockwise from
 * 12 o'clock), but the gaps shrink so that they take at most MAX_PAD_SHARE of the circle (2° gaps
 * between thousands of members would leave the arcs no room at all).
 */
export function largeChordArcs(
  nodes: readonly string[],
  flows: readonly LargeChordFlow[],
  padAngle: number,
): { arcs: (Arc | undefined)[]; unit: number } {
  const totals = nodes.map(() => 0);
  for (const f of flows) {
    totals[f.from]! += Math.abs(f.value);
    totals[f.to]! += Math.abs(f.value);
  }
  const sum = totals.reduce((a, b) => a + b, 0);
  const drawn = totals.filter((t) => t > 0).length;
  if (!sum || !drawn) return { arcs: nodes.map(() => undefined), unit: 0 };
  const pad = Math.min((padAngle * Math.PI) / 180, (MAX_PAD_SHARE * 2 * Math.PI) / drawn);
  const unit = (2 * Math.PI - pad * drawn) / sum;
  let angle = -Math.PI / 2;
  const arcs = totals.map((total) => {
    const start = angle;
    angle += unit * total + pad;
    return total > 0 ? { start, end: start + unit * total } : undefined;
  });
  return { arcs, unit };
}

const at = (ring: Ring, r: number, angle: number): [number, number] => [
  ring.cx + r * Math.cos(angle),
  ring.cy + r * Math.sin(angle),
];

/** Straight pieces an arc from angle a to b is drawn with. */
const arcSteps = (a: number, b: number) =>
  Math.max(1, Math.ceil(Math.abs(b - a) * ARC_POINTS_PER_RADIAN));

/** Points along the circle of radius r from angle a to b (at least the two ends). */
function arcPoints(ring: Ring, r: number, a: number, b: number): [number, number][] {
  const steps = arcSteps(a, b);
  return Array.from({ length: steps + 1 }, (_, k) => at(ring, r, a + ((b - a) * k) / steps));
}

/** Points of a quadratic curve from p to q pulled towards the ring's centre (d3's ribbon). */
function curvePoints(ring: Ring, p: [number, number], q: [number, number]): [number, number][] {
  return Array.from({ length: 9 }, (_, k) => {
    const t = k / 8;
    const [a, b, c] = [(1 - t) * (1 - t), 2 * (1 - t) * t, t * t];
    return [a * p[0] + b * ring.cx + c * q[0], a * p[1] + b * ring.cy + c * q[1]];
  });
}

/**
 * A big chord drawn without ECharts' chord series (an arc, a ribbon and their states per item:
 * 0.75 s for 10,000 flows). Every member's arc is a polyline along the ring's middle stroked as
 * wide as the ring, one `lines` path per colour; every flow keeps its place on both arcs as in
 * d3's chord layout, ribbons at least THIN_RIBBON_PX wide are filled polygons (a custom series)
 * and thinner ones are curves through the centre as wide as the ribbon, one path per colour
 * (edgeLines). Each lines series starts with an item off the canvas: ECharts never names the
 * first item of a large lines path, and this way every drawn member and flow has its tooltip.
 */
export function largeChord(input: LargeChordInput): LargeChord {
  const { nodes, flows, colors, ring, width, height } = input;
  const { arcs, unit } = largeChordArcs(nodes, flows, input.padAngle);
  // Where each flow sits on its two arcs: the arcs' next free spans, in flow order.
  const cursor = arcs.map((arc) => arc?.start ?? 0);
  const ends = flows.map((f) => {
    const span = unit * Math.abs(f.value);
    const source: [number, number] = [cursor[f.from]!, (cursor[f.from]! += span)];
    const target: [number, number] = [cursor[f.to]!, (cursor[f.to]! += span)];
    return { source, target, px: span * ring.r0 };
  });
  const rc = (ring.r0 + ring.r) / 2;
  // Arcs: one lines series per colour, an off-canvas item first.
  const byColor = new Map<string, number[]>();
  arcs.forEach((arc, i) => {
    if (!arc) return;
    const list = byColor.get(colors[i]!) ?? [];
    list.push(i);
    byColor.set(colors[i]!, list);
  });
  const arcSources = [...byColor.values()];
  // Arcs and thin ribbons share LINES_PER_FRAME items a frame.
  const arcCount = arcSources.reduce((n, indices) => n + indices.length, 0);
  const arcShare = Math.max(
    1,
    Math.round((LINES_PER_FRAME * arcCount) / (arcCount + flows.length)),
  );
  const arcChunks = progressiveChunks(
    arcSources.map((indices) => indices.length + 1),
    arcShare,
  );
  const arcSeries = [...byColor].map(([color, indices], c): LinesSeries => {
    const steps = indices.map((i) => arcSteps(arcs[i]!.start, arcs[i]!.end));
    const data = new Float64Array(steps.reduce((n, step) => n + 3 + 2 * step, 5));
    data.set([2, OFF, OFF, OFF, OFF]);
    let k = 5;
    indices.forEach((i, j) => {
      const { start, end } = arcs[i]!;
      data[k++] = steps[j]! + 1;
      for (let q = 0; q <= steps[j]!; q += 1) {
        const angle = start + ((end - start) * q) / steps[j]!;
        data[k++] = ring.cx + rc * Math.cos(angle);
        data[k++] = ring.cy + rc * Math.sin(angle);
      }
    });
    return {
      type: 'lines',
      coordinateSystem: 'cartesian2d',
      large: true,
      largeThreshold: 0,
      progressive: arcChunks[c]!,
      progressiveThreshold: 1,
      animation: false,
      z: 2,
      polyline: true,
      lineStyle: { color, width: ring.r - ring.r0, opacity: input.arcOpacity },
      data,
    };
  });
  // Ribbons: the thin ones as lines (an off-canvas one first per colour), the others filled.
  const thin: number[] = [];
  const thick: number[] = [];
  ends.forEach((end, i) => (end.px < THIN_RIBBON_PX ? thin : thick).push(i));
  const firstOfColor = new Map<string, number>();
  for (const i of thin)
    if (!firstOfColor.has(colors[flows[i]!.from]!)) firstOfColor.set(colors[flows[i]!.from]!, i);
  const mid = (span: [number, number]) => at(ring, ring.r0, (span[0] + span[1]) / 2);
  const pixelEdges = [
    ...[...firstOfColor].map(([color, i]) => ({
      from: [OFF, OFF] as const,
      to: [OFF, OFF] as const,
      color,
      width: ends[i]!.px,
    })),
    ...thin.map((i) => ({
      from: mid(ends[i]!.source),
      to: mid(ends[i]!.target),
      control: [ring.cx, ring.cy] as const,
      color: colors[flows[i]!.from]!,
      width: ends[i]!.px,
    })),
  ];
  const offCount = firstOfColor.size;
  const thinLines = edgeLines(
    pixelEdges,
    width,
    height,
    input.ribbonOpacity,
    Math.max(1, LINES_PER_FRAME - arcShare),
  );
  for (const s of thinLines.series) s.lineStyle.width = Math.max(s.lineStyle.width, 0.5);
  const polygons = thick.map((i) => {
    const { source, target } = ends[i]!;
    const s = arcPoints(ring, ring.r0, source[0], source[1]);
    const t = arcPoints(ring, ring.r0, target[0], target[1]);
    return [
      ...s,
      ...curvePoints(ring, s[s.length - 1]!, t[0]!).slice(1, -1),
      ...t,
      ...curvePoints(ring, t[t.length - 1]!, s[0]!).slice(1, -1),
    ];
  });
  const ribbonSeries: CustomSeriesOption = {
    type: 'custom',
    coordinateSystem: 'none',
    animation: false,
    z: 1,
    data: thick.map((_, k) => k),
    renderItem: (params) => ({
      type: 'polygon',
      shape: { points: polygons[params.dataIndex]! },
      style: {
        fill: colors[flows[thick[params.dataIndex]!]!.from]!,
        opacity: input.ribbonOpacity,
      },
    }),
  };
  const ribbonLinesStart = arcSeries.length;
  const customIndex = ribbonLinesStart + thinLines.series.length;
  const itemAt = (seriesIndex: number, dataIndex: number): LargeChordItem | undefined => {
    if (seriesIndex < ribbonLinesStart) {
      const index = arcSources[seriesIndex]?.[dataIndex - 1];
      return index === undefined ? undefined : { dataType: 'node', index };
    }
    if (seriesIndex < customIndex) {
      const k = thinLines.sources[seriesIndex - ribbonLinesStart]?.[dataIndex];
      return k === undefined || k < offCount
        ? undefined
        : { dataType: 'edge', index: thin[k - offCount]! };
    }
    if (seriesIndex === customIndex && thick[dataIndex] !== undefined)
      return { dataType: 'edge', index: thick[dataIndex] };
    return undefined;
  };
  return {
    ...pixelPlane(width, height),
    series: [...arcSeries, ...thinLines.series, ...(thick.length ? [ribbonSeries] : [])],
    arcs,
    itemAt,
  };
}
