// Pure geometry over what a chart drew: boxes past the chart's edges, labels on each other.

/** A box in px, relative to the chart's drawing area. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Elements reaching outside [0, width] x [0, height] by more than `slack` px, described. */
export function outsideBox(geometry: { width: number; height: number }, boxes: Box[], slack = 1) {
  return boxes
    .filter(
      (b) =>
        b.x < -slack ||
        b.y < -slack ||
        b.x + b.w > geometry.width + slack ||
        b.y + b.h > geometry.height + slack,
    )
    .map((b) => {
      const label = (b as { text?: string; type?: string }).text ?? (b as { type?: string }).type;
      return `${label} at ${[b.x, b.y, b.w, b.h].map(Math.round).join(',')}`;
    });
}

/**
 * How deep two convex polygons overlap: the smallest overlap of their projections over the edge
 * normals of both (the separating axis test); 0 or less when they are apart.
 */
function penetration(a: [number, number][], b: [number, number][]): number {
  let depth = Number.POSITIVE_INFINITY;
  for (const poly of [a, b])
    for (let i = 0; i < poly.length; i += 1) {
      const [p, q] = [poly[i], poly[(i + 1) % poly.length]];
      const length = Math.hypot(q[0] - p[0], q[1] - p[1]) || 1;
      const axis = [(p[1] - q[1]) / length, (q[0] - p[0]) / length];
      const project = (pts: [number, number][]) => pts.map(([x, y]) => x * axis[0] + y * axis[1]);
      const [pa, pb] = [project(a), project(b)];
      depth = Math.min(
        depth,
        Math.min(Math.max(...pa), Math.max(...pb)) - Math.max(Math.min(...pa), Math.min(...pb)),
      );
    }
  return depth;
}

const cornersOf = (b: Box & { corners?: [number, number][] }): [number, number][] =>
  b.corners ?? [
    [b.x, b.y],
    [b.x + b.w, b.y],
    [b.x + b.w, b.y + b.h],
    [b.x, b.y + b.h],
  ];

/** Pairs of labels whose (possibly turned) boxes overlap by more than `slack` px. */
export function overlappingLabels(
  labels: (Box & { text?: string; corners?: [number, number][] })[],
  slack = 3,
): string[] {
  const pairs: string[] = [];
  for (let i = 0; i < labels.length; i += 1)
    for (let j = i + 1; j < labels.length; j += 1) {
      const [a, b] = [labels[i], labels[j]];
      if (penetration(cornersOf(a), cornersOf(b)) > slack) pairs.push(`"${a.text}" / "${b.text}"`);
    }
  return pairs;
}
