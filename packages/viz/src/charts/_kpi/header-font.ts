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
