// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- rison ships no types; the declaration must reach every package that compiles core.
/// <reference path="./types/rison.d.ts" />
import rison from 'rison';

/** Decodes a rison string, falling back to JSON as FAB does (api.md §1.5). Throws on failure. */
export function decodeRisonOrJson(text: string): unknown {
  try {
    return rison.decode(text);
  } catch {
    return JSON.parse(text);
  }
}

/** Encodes a value as rison for `q` query parameters. */
export function encodeRison(value: unknown): string {
  return rison.encode(value);
}
