import { legendMargin, type LegendOrientation } from './legend.ts';

// The room a legend takes on its side of the chart, so a series placed beside it is never drawn
// under it. A saved `legendMargin` (or the default) is kept when the legend fits in it; a plain
// legend that wraps onto more rows, or names wider than a side margin, widen it, as Superset's
// resolveLegendLayout estimates the wrapped rows before ECharts draws them.

/** ECharts' legend: 25 x 14 px icons, 5 px to the text, 10 px between items and rows, 5 px padding. */
const ICON_WIDTH = 25;
const ICON_GAP = 5;
const ITEM_GAP = 10;
const ROW_HEIGHT = 14;
const PADDING = 5;
/** The "All" / "Inv" selector buttons beside a horizontal legend. */
const SELECTOR_WIDTH = 70;
/** Free room kept between the legend and the series. */
const GAP = 6;

/** Options of legendRoom. */
export interface LegendRoomOptions {
  show: boolean;
  type: 'scroll' | 'plain';
  orientation: LegendOrientation;
  margin?: number | null;
  names: readonly string[];
  /** The chart's width in px. */
  width: number;
  /** Estimated width in px of a legend name (12 px text). */
  measure: (text: string) => number;
}

/** Rows a horizontal plain legend wraps onto in `available` px (ECharts fills each row left to right). */
export function legendRows(
  names: readonly string[],
  available: number,
  measure: (text: string) => number,
): number {
  let rows = 1;
  let cursor = 0;
  for (const name of names) {
    const item = ICON_WIDTH + ICON_GAP + measure(name);
    if (cursor > 0 && cursor + item > available) {
      rows += 1;
      cursor = 0;
    }
    cursor += item + ITEM_GAP;
  }
  return rows;
}

/** `legendMargin`'s padding, widened on the legend's side until the legend fits in it. */
export function legendRoom(options: LegendRoomOptions): Record<LegendOrientation, number> {
  const { show, type, orientation, names, width, measure } = options;
  const saved = legendMargin(show, orientation, options.margin);
  if (!show || names.length === 0) return saved;
  let needed: number;
  if (orientation === 'top' || orientation === 'bottom') {
    const rows =
      type === 'scroll' ? 1 : legendRows(names, width - SELECTOR_WIDTH - 2 * PADDING, measure);
    needed = 2 * PADDING + rows * ROW_HEIGHT + (rows - 1) * ITEM_GAP + GAP;
  } else {
    // Never more than half the chart: longer names are cut by ECharts' scroll legend instead.
    needed = Math.min(
      2 * PADDING + ICON_WIDTH + ICON_GAP + Math.max(...names.map(measure)) + GAP,
      width / 2,
    );
  }
  return { ...saved, [orientation]: Math.max(saved[orientation], Math.ceil(needed)) };
}
