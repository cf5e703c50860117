/** Where a sparkline is drawn: SVG polylines (one per run of non-null values) and hover points. */
export interface SparklineGeometry {
  width: number;
  height: number;
  /** `"x,y x,y ..."` of each unbroken run of values. */
  segments: string[];
  points: { x: number; y: number; index: number }[];
  /** The y-domain actually drawn (values widened by the bounds). */
  min: number;
  max: number;
}

const PAD = 2;

/**
 * Scales a series into a `width` × `height` box: x by position, y from the domain of the values
 * widened (never narrowed) by `bounds`; null values break the line.
 */
export function sparklineGeometry(
  values: readonly (number | null)[],
  width: number,
  height: number,
  bounds: readonly (number | null | undefined)[] = [],
): SparklineGeometry {
  const present = values.filter((v): v is number => v !== null && Number.isFinite(v));
  const lo = Math.min(...present, ...(typeof bounds[0] === 'number' ? [bounds[0]] : []));
  const hi = Math.max(...present, ...(typeof bounds[1] === 'number' ? [bounds[1]] : []));
  const min = Number.isFinite(lo) ? lo : 0;
  const max = Number.isFinite(hi) ? hi : 0;
  const span = max - min || 1;
  const step = values.length > 1 ? (width - 2 * PAD) / (values.length - 1) : 0;
  const round = (n: number) => Math.round(n * 100) / 100;
  const segments: string[] = [];
  const points: SparklineGeometry['points'] = [];
  let run: string[] = [];
  values.forEach((value, index) => {
    if (value === null || !Number.isFinite(value)) {
      if (run.length) segments.push(run.join(' '));
      run = [];
      return;
    }
    const x = round(PAD + index * step);
    const y = round(height - PAD - ((value - min) / span) * (height - 2 * PAD));
    run.push(`${x},${y}`);
    points.push({ x, y, index });
  });
  if (run.length) segments.push(run.join(' '));
  return { width, height, segments, points, min, max };
}

/** Accessible diverging colours of Superset's time table: below-range red, above-range blue. */
export const COLOR_BOUNDS = ['#ca0020', '#0571b0'] as const;

function mix(from: string, to: string, t: number): string {
  const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const [a, b] = [rgb(from), rgb(to)];
  return `rgb(${a.map((c, i) => Math.round(c + (b[i] - c) * t)).join(', ')})`;
}

/**
 * The colour of a value within `[min, max]` bounds: a red -> grey -> blue scale when both are set,
 * else blue on the good side of the one bound and red on the other; undefined without bounds.
 */
export function colorFromBounds(
  value: number | null,
  bounds: readonly (number | null | undefined)[] | null | undefined,
): string | undefined {
  if (value === null || !bounds) return undefined;
  const [min, max] = [bounds[0] ?? null, bounds[1] ?? null];
  const [low, high] = COLOR_BOUNDS;
  if (min !== null && max !== null) {
    const mid = (min + max) / 2;
    const grey = '#808080';
    if (value <= mid)
      return mix(low, grey, Math.max(0, Math.min(1, (value - min) / (mid - min || 1))));
    return mix(grey, high, Math.max(0, Math.min(1, (value - mid) / (max - mid || 1))));
  }
  if (min !== null) return value >= min ? high : low;
  if (max !== null) return value < max ? high : low;
  return undefined;
}
