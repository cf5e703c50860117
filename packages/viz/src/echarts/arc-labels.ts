import type { GraphicComponentOption } from 'echarts';

// Labels written along the arcs of a ring, as Superset's legacy chord writes its group names: each
// name runs along its arc, inside the ring's band, and a name longer than its arc is dropped
// (Superset removes the labels whose text is longer than the arc). ECharts draws text straight, not
// on a path: the name sits on the tangent at the arc's middle, turned so it never reads upside down,
// and a name the straight line would carry out of the band is cut short with "…".

/** A ring centred on (cx, cy) between radii r0 and r, in px. */
export interface Ring {
  cx: number;
  cy: number;
  r0: number;
  r: number;
}

/** An arc of the ring: screen angles in radians (0 at 3 o'clock, growing clockwise), start < end. */
export interface Arc {
  start: number;
  end: number;
}

/** How a label is written along its arc. */
export interface ArcLabelStyle {
  fontSize: number;
  color?: string;
  /** Estimated width in px of a text at `fontSize` (no font metrics outside a browser). */
  measure: (text: string, fontSize: number) => number;
}

/** How far a straight label's corners may leave the band, in px. */
const BAND_SLACK = 3;

/** Where a label goes: its centre, its turn (zrender's, counter-clockwise) and its widest extent. */
export interface ArcLabelPlacement {
  x: number;
  y: number;
  rotation: number;
  /** The width the label is cut to; undefined when it fits whole. */
  maxWidth?: number;
}

/**
 * Where the label of `arc` goes, or undefined when it does not fit the arc's length (Superset
 * drops those). `textWidth` is the label's width in px.
 */
export function placeArcLabel(
  ring: Ring,
  arc: Arc,
  textWidth: number,
  { fontSize }: Pick<ArcLabelStyle, 'fontSize'>,
): ArcLabelPlacement | undefined {
  const rc = (ring.r + ring.r0) / 2;
  const halfHeight = (fontSize * 1.2) / 2;
  // Superset keeps a name no longer than half its arc's outline less 16 px: the arc's length at
  // the band's middle plus 8 px. A straight name keeps to that middle length, clear of the next.
  if (textWidth > rc * (arc.end - arc.start)) return undefined;
  // Its outer corners drift outwards as it runs straight past the curve.
  const outer = rc + halfHeight;
  const inBand = 2 * Math.sqrt(Math.max((ring.r + BAND_SLACK) ** 2 - outer ** 2, 0));
  const mid = (arc.start + arc.end) / 2;
  // The tangent, read clockwise; turned half a circle where that would read upside down.
  let direction = mid + Math.PI / 2;
  direction = Math.atan2(Math.sin(direction), Math.cos(direction));
  if (Math.abs(direction) > Math.PI / 2) direction -= Math.sign(direction) * Math.PI;
  return {
    x: ring.cx + rc * Math.cos(mid),
    y: ring.cy + rc * Math.sin(mid),
    rotation: -direction,
    ...(textWidth > inBand ? { maxWidth: inBand } : {}),
  };
}

/** ECharts graphic texts naming each arc that has room for its name (none for an undefined arc). */
export function arcLabelGraphics(
  ring: Ring,
  labels: readonly { text: string; arc?: Arc }[],
  style: ArcLabelStyle,
): GraphicComponentOption[] {
  return labels.flatMap(({ text, arc }) => {
    const place = arc && placeArcLabel(ring, arc, style.measure(text, style.fontSize), style);
    if (!place) return [];
    return [
      {
        type: 'text',
        x: place.x,
        y: place.y,
        rotation: place.rotation,
        silent: true,
        z: 100,
        style: {
          text,
          fontSize: style.fontSize,
          ...(style.color ? { fill: style.color } : {}),
          align: 'center',
          verticalAlign: 'middle',
          ...(place.maxWidth !== undefined
            ? { width: place.maxWidth, overflow: 'truncate' as const, ellipsis: '…' }
            : {}),
        },
      } satisfies GraphicComponentOption,
    ];
  });
}
