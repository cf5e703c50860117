/**
 * Python strftime patterns (a column's `python_date_format`, docs/query-object.md §3.8) split into
 * directives and literal text, so each engine can spell its own string -> timestamp parser.
 */
export type StrftimePart = { directive: string } | { text: string };

/** Splits a strftime pattern; `%%` becomes the literal `%`. */
export function strftimeParts(format: string): StrftimePart[] {
  const parts: StrftimePart[] = [];
  let text = '';
  for (let i = 0; i < format.length; i += 1) {
    const ch = format[i]!;
    if (ch === '%' && i + 1 < format.length) {
      const next = format[(i += 1)]!;
      if (next === '%') {
        text += '%';
        continue;
      }
      if (text) parts.push({ text });
      text = '';
      parts.push({ directive: next });
      continue;
    }
    text += ch;
  }
  if (text) parts.push({ text });
  return parts;
}

/**
 * The pattern with `-01` month and day appended where it names neither (`%Y` -> `%Y-%m-%d`), and the
 * text suffix to append to the value; for engines whose parser leaves missing parts at 0 (MySQL).
 */
export function completeDatePattern(format: string): { format: string; suffix: string } {
  const directives = strftimeParts(format).flatMap((p) => ('directive' in p ? [p.directive] : []));
  if (directives.includes('j')) return { format, suffix: '' };
  let out = format;
  let suffix = '';
  if (!directives.some((d) => d === 'm' || d === 'b' || d === 'B')) {
    out += '-%m';
    suffix += '-01';
  }
  if (!directives.includes('d')) {
    out += '-%d';
    suffix += '-01';
  }
  return { format: out, suffix };
}

/** Widths of the fixed-width directives, for engines that parse by position (SQLite). */
const FIXED_WIDTH: Record<string, number> = { Y: 4, m: 2, d: 2, H: 2, M: 2, S: 2 };
/** Where each fixed-width directive sits in the ISO text 'YYYY-MM-DD HH:MM:SS', with its default. */
const ISO_PARTS: Array<[string, string]> = [
  ['Y', ''],
  ['m', '01'],
  ['d', '01'],
  ['H', '00'],
  ['M', '00'],
  ['S', '00'],
];

/**
 * The ISO 'YYYY-MM-DD HH:MM:SS' text of a value in a fixed-width pattern, built with `substr(expr, start,
 * length)` (1-based) and `||`; null when the pattern has a directive of variable or unknown width.
 */
export function fixedWidthIsoText(
  expr: string,
  format: string,
  quote: (s: string) => string,
): string | null {
  const at: Record<string, [number, number]> = {};
  let pos = 1;
  for (const part of strftimeParts(format)) {
    if ('text' in part) {
      pos += part.text.length;
      continue;
    }
    const width = FIXED_WIDTH[part.directive];
    if (!width) return null;
    at[part.directive] = [pos, width];
    pos += width;
  }
  if (!at.Y) return null;
  const piece = (d: string, fallback: string) =>
    at[d] ? `substr(${expr}, ${at[d][0]}, ${at[d][1]})` : quote(fallback);
  const [y, m, d, hh, mm, ss] = ISO_PARTS.map(([dir, fallback]) => piece(dir, fallback));
  return [y, quote('-'), m, quote('-'), d, quote(' '), hh, quote(':'), mm, quote(':'), ss].join(
    ' || ',
  );
}

/**
 * The pattern in another parser's syntax: each directive through `directives` (null when one is missing
 * there), each literal run through `literal`.
 */
export function translateStrftime(
  format: string,
  directives: Record<string, string>,
  literal: (text: string) => string,
): string | null {
  let out = '';
  for (const part of strftimeParts(format)) {
    if ('text' in part) out += literal(part.text);
    else if (directives[part.directive] === undefined) return null;
    else out += directives[part.directive];
  }
  return out;
}
