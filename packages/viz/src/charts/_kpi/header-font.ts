/** Estimated advance of a character in em of a semi-bold sans-serif font (no font metrics outside a browser). */
function charWidthEm(ch: string): number {
  if (".,:;'!|".includes(ch)) return 0.3;
  if (ch === ' ') return 0.28;
  if ('%@MW'.includes(ch)) return 0.95;
  if (ch >= 'A' && ch <= 'Z') return 0.72;
  return 0.6;
}

/** Horizontal room kept free on each side of the header, in px. */
const HEADER_MARGIN = 8;

/**
 * The big number's font size in px: `fraction` of the chart height, shrunk (as Superset's
 * computeMaxFontSize does) so the text fits the chart width.
 */
export function fitHeaderFontSize(
  text: string,
  fraction: number,
  width: number,
  height: number,
): number {
  const byHeight = fraction * height;
  const ems = [...text].reduce((sum, ch) => sum + charWidthEm(ch), 0);
  if (ems === 0) return byHeight;
  return Math.max(1, Math.min(byHeight, (width - 2 * HEADER_MARGIN) / ems));
}

/** One text of a KPI: what it says and its font size as a fraction of the chart height. */
export interface KpiText {
  text: string | undefined;
  fraction: number;
}

/** Line height of the texts under the big number (BigNumberView draws them at 1.2). */
const LINE_HEIGHT = 1.2;

/**
 * Font sizes in px of the big number and the lines under it (change, subtitle, timestamp ...), as
 * Superset's BigNumberViz fits each: every text shrunk to the chart width, then all of them together
 * so that, stacked above the trend line, they fit the height; a small cell shrinks the lines rather
 * than cutting them off. Lines without text keep their nominal size (they are not drawn).
 */
export function fitKpiFontSizes(
  header: KpiText,
  lines: readonly KpiText[],
  width: number,
  height: number,
  reservedHeight = 0,
): { header: number; lines: number[] } {
  const headerSize = fitHeaderFontSize(header.text ?? '', header.fraction, width, height);
  const lineSizes = lines.map(({ text, fraction }) =>
    text ? fitHeaderFontSize(text, fraction, width, height) : fraction * height,
  );
  const stacked =
    headerSize + lines.reduce((sum, l, i) => sum + (l.text ? LINE_HEIGHT * lineSizes[i] : 0), 0);
  const room = Math.max(0, height - reservedHeight - HEADER_MARGIN);
  const scale = stacked > room && stacked > 0 ? room / stacked : 1;
  return {
    header: Math.max(1, headerSize * scale),
    lines: lineSizes.map((size) => Math.max(1, size * scale)),
  };
}
