// Labels of a category axis (the heatmap's) laid out so that every category the saved interval
// asks for is named: turned (45° or 90°), made smaller and cut with an ellipsis before any is
// dropped. Sizes are estimated (no font metrics outside a browser; the estimate errs wide).

/** The axis label options these helpers set (a part of ECharts' `axisLabel`). */
export interface CategoryLabelOptions {
  interval: 'auto' | number;
  rotate?: number;
  fontSize?: number;
  /** With `overflow: 'truncate'`: the px after which a label ends in "…". */
  width?: number;
  overflow?: 'truncate';
}

/** ECharts' axis label size in px. */
const FONT_SIZE = 12;
/** The smallest label font, for very many categories on a narrow axis. */
const MIN_FONT_SIZE = 8;
/** Room in px across a category that a line of label text needs (turned or not). */
export const LABEL_LINE = 12;
/** Share of the chart's height that turned x labels may take; longer labels end in "…". */
const TURNED_LABEL_SHARE = 0.3;

/** Estimated width in px of a label at `fontSize` (7 px a character at 12 px). */
export const labelWidth = (text: string, fontSize = FONT_SIZE) =>
  (text.length * 7 * fontSize) / FONT_SIZE;

/**
 * ECharts' label interval for a saved `xscale_interval` / `yscale_interval`: n labels every n-th
 * category (n - 1), a saved null every one, and -1 ('auto') every one too whenever each category
 * has a line of room, else ECharts' own thinning.
 */
export function labelInterval(
  saved: number | null | undefined,
  count: number,
  axisLength: number,
): 'auto' | number {
  if (saved === -1) return axisLength / Math.max(count, 1) >= LABEL_LINE ? 0 : 'auto';
  return Math.max((saved ?? 0) - 1, 0);
}

/**
 * The turn of the x labels: none when the labels asked for fit side by side, else 45° (or 90°
 * when even that is too tight), so that every label the saved interval asks for is shown without
 * piling on its neighbours. With the 'auto' interval ECharts thins them itself.
 */
export function xLabelRotation(
  labels: readonly string[],
  interval: 'auto' | number,
  plotWidth: number,
): number {
  if (interval === 'auto' || labels.length === 0) return 0;
  const shown = labels.filter((_, i) => i % (interval + 1) === 0);
  const room = (plotWidth / labels.length) * (interval + 1);
  if (Math.max(...shown.map((l) => labelWidth(l))) + 6 <= room) return 0;
  return room >= 20 ? 45 : 90;
}

/** The x axis's label options: interval, turn, font size and the ellipsis width of turned labels. */
export function xAxisLabel(
  labels: readonly string[],
  saved: number | null | undefined,
  plotWidth: number,
  chartHeight: number,
): CategoryLabelOptions {
  const interval = labelInterval(saved, labels.length, plotWidth);
  const rotate = xLabelRotation(labels, interval, plotWidth);
  if (rotate === 0 || interval === 'auto') return { interval, rotate };
  // Turned labels sit side by side across their category: a font no taller than that room.
  const room = (plotWidth / labels.length) * (interval + 1);
  const fontSize =
    rotate === 90 ? Math.max(MIN_FONT_SIZE, Math.min(FONT_SIZE, Math.floor(room) - 1)) : FONT_SIZE;
  const longest = Math.max(...labels.map((l) => labelWidth(l, fontSize)));
  const allowed = (TURNED_LABEL_SHARE * chartHeight) / Math.sin((rotate * Math.PI) / 180);
  return {
    interval,
    rotate,
    fontSize,
    ...(longest > allowed ? { width: Math.floor(allowed), overflow: 'truncate' as const } : {}),
  };
}

/** The y axis's label options: every category the saved interval asks for. */
export function yAxisLabel(
  count: number,
  saved: number | null | undefined,
  plotHeight: number,
): CategoryLabelOptions {
  return { interval: labelInterval(saved, count, plotHeight) };
}
