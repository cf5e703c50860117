// Room for labels drawn outside a circle (pie slice labels, radar indicator names). ECharts places
// them at a fixed distance from a radius given as a share of the box, and truncates ("…") or clips
// whatever passes the box's edge; these helpers pick the largest radius at which they all fit, so a
// small dashboard cell draws a smaller circle with whole labels, as Superset's cells show them.

/** Estimated width in px of `text` in the sans-serif font ECharts labels use (no DOM in transforms). */
export function estimateTextWidth(text: string, fontSize = 12): number {
  let ems = 0;
  for (const ch of text) {
    if (" .,:;'!|()[]ijlft".includes(ch)) ems += 0.32;
    else if ('MWmw%@'.includes(ch)) ems += 0.86;
    else if (ch >= 'A' && ch <= 'Z') ems += 0.68;
    else ems += 0.56;
  }
  return ems * fontSize;
}

/** A label outside the circle: the direction it sits in and its size. */
export interface OuterLabel {
  /** Degrees, counter-clockwise from 3 o'clock (ECharts' convention). */
  angle: number;
  width: number;
  height: number;
}

/** How a label is placed beyond the circle. */
export interface OuterLabelPlacement {
  /** Distance along the radius from the circle to the label's anchor. */
  radialGap: number;
  /** Horizontal distance from that point to the text (a pie's second label-line segment). */
  horizontalGap?: number;
  /** Free room kept at the box's edges. */
  margin?: number;
}

/**
 * The largest radius in px at which every label fits a `width` x `height` box whose centre is the
 * circle's (infinite when no label limits it).
 */
export function radiusForOuterLabels(
  labels: readonly OuterLabel[],
  width: number,
  height: number,
  { radialGap, horizontalGap = 0, margin = 4 }: OuterLabelPlacement,
): number {
  let radius = Infinity;
  for (const label of labels) {
    const rad = (label.angle * Math.PI) / 180;
    const cos = Math.abs(Math.cos(rad));
    const sin = Math.abs(Math.sin(rad));
    if (cos > 0.05)
      radius = Math.min(
        radius,
        (width / 2 - margin - horizontalGap - label.width) / cos - radialGap,
      );
    if (sin > 0.05)
      radius = Math.min(radius, (height / 2 - margin - label.height) / sin - radialGap);
  }
  return radius;
}

/**
 * A saved radius percentage (of half the box's shorter side) lowered, down to `floor` times itself,
 * until the labels fit; labels that still do not fit are left to ECharts' truncation.
 */
export function fittedRadiusPercent(
  savedPercent: number,
  labels: readonly OuterLabel[],
  width: number,
  height: number,
  placement: OuterLabelPlacement,
  floor = 0.55,
): number {
  const half = Math.min(width, height) / 2;
  if (half <= 0 || labels.length === 0) return savedPercent;
  const fits = (radiusForOuterLabels(labels, width, height, placement) / half) * 100;
  return Math.max(savedPercent * floor, Math.min(savedPercent, fits));
}
