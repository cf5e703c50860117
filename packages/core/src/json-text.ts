import { z } from 'zod';
import { exceedsNestingDepth, MAX_NESTING_DEPTH, NestingTooDeepError } from './rison.ts';

/**
 * JSON documents stored as text (chart params, dashboard layouts, dataset extra ...). The request-body
 * depth limit cannot see inside a string, and V8's JSON.parse reads 20,000 levels without complaint,
 * so a hostile value was stored and later overflowed the stack of a recursive reader (YAML export,
 * structuredClone, zod) with a 500. Writes refuse such text; readers parse it with `parseJson`.
 */

/** Field message for JSON text nested deeper than MAX_NESTING_DEPTH. */
export const JSON_TOO_DEEP_MESSAGE = 'JSON is too deeply nested';
/** Field message for text that is not JSON (Superset's validate_json). */
export const JSON_NOT_VALID_MESSAGE = 'JSON not valid';

/** JSON.parse that first refuses text nested deeper than MAX_NESTING_DEPTH (NestingTooDeepError). */
export function parseJson(text: string): unknown {
  if (exceedsNestingDepth(text, MAX_NESTING_DEPTH, 'json')) throw new NestingTooDeepError();
  return JSON.parse(text) as unknown;
}

/** Why text is not acceptable JSON text (empty text is), or null when it is. */
export function jsonTextError(text: string): string | null {
  if (!text) return null;
  if (exceedsNestingDepth(text, MAX_NESTING_DEPTH, 'json')) return JSON_TOO_DEEP_MESSAGE;
  try {
    JSON.parse(text);
    return null;
  } catch {
    return JSON_NOT_VALID_MESSAGE;
  }
}

/** Whether text is empty or a JSON document no deeper than MAX_NESTING_DEPTH. */
export function isJsonText(text: string): boolean {
  return jsonTextError(text) === null;
}

/** A string field holding JSON text: empty, or a document within the depth limit. */
export const jsonString = z.string().superRefine((text, ctx) => {
  const message = jsonTextError(text);
  if (message) ctx.addIssue({ code: 'custom', message });
});

/**
 * A string field stored as JSON text whose validity is checked elsewhere (with the route's own
 * message) or not at all, as Superset does: only the nesting limit applies here.
 */
export const shallowJsonString = z
  .string()
  .refine((text) => !exceedsNestingDepth(text, MAX_NESTING_DEPTH, 'json'), JSON_TOO_DEEP_MESSAGE);
