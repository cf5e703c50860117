// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- rison ships no types; the declaration must reach every package that compiles core.
/// <reference path="./types/rison.d.ts" />
import rison from 'rison';

/**
 * Deepest nesting of lists and objects accepted in rison or JSON text from a request. Superset's
 * payloads nest a few levels (form data, native filters, layout trees stay well under 30); the
 * limit keeps hostile values away from recursive parsers and serialisers, which overflow the
 * stack at a few thousand levels.
 */
export const MAX_NESTING_DEPTH = 100;

const SYNTAX = {
  json: { quote: '"', escape: '\\', open: '[{', close: ']}' },
  // Rison: `(` opens an object, `!(` a list, `)` closes both; `!` escapes inside '...' strings.
  rison: { quote: "'", escape: '!', open: '(', close: ')' },
} as const;

/**
 * Whether JSON or rison text nests lists/objects deeper than `max`. Counted in one pass over the
 * text, without parsing or recursion, so that it is safe on any input and costs linear time.
 */
export function exceedsNestingDepth(text: string, max: number, syntax: 'json' | 'rison'): boolean {
  const { quote, escape, open, close } = SYNTAX[syntax];
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === escape) i++;
      else if (c === quote) inString = false;
    } else if (c === quote) {
      inString = true;
    } else if (open.includes(c)) {
      if (++depth > max) return true;
    } else if (close.includes(c)) {
      depth--;
    }
  }
  return false;
}

/** Raised for rison/JSON text nested deeper than MAX_NESTING_DEPTH. */
export class NestingTooDeepError extends Error {
  constructor() {
    super('Request is too deeply nested');
    this.name = 'NestingTooDeepError';
  }
}

/**
 * Decodes a rison string, falling back to JSON as FAB does (docs/api.md §1.5). Throws on failure,
 * and NestingTooDeepError (before any parsing) for text nested deeper than MAX_NESTING_DEPTH.
 */
export function decodeRisonOrJson(text: string): unknown {
  if (exceedsNestingDepth(text, MAX_NESTING_DEPTH, 'rison')) throw new NestingTooDeepError();
  try {
    return rison.decode(text);
  } catch {
    if (exceedsNestingDepth(text, MAX_NESTING_DEPTH, 'json')) throw new NestingTooDeepError();
    return JSON.parse(text);
  }
}

/** Encodes a value as rison for `q` query parameters. */
export function encodeRison(value: unknown): string {
  return rison.encode(value);
}
