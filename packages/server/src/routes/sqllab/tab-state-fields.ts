import { exceedsNestingDepth, MAX_NESTING_DEPTH, parseJson } from '@sightline/core';
import { emptyError, formError } from '../../commands/sqllab/tab-state-access.ts';
import type { TabStateColumn } from '../../commands/records.ts';

/** A path id of a legacy view; anything but a plain positive integer is an unknown object (404, empty). */
export function legacyId(value: unknown): number {
  const s = String(value ?? '');
  if (!/^\d{1,15}$/.test(s)) throw emptyError(404);
  return Number(s);
}

type Coerce = (value: unknown, name: string) => string | number | boolean | null;

function integer(value: unknown, name: string, nullable: boolean): number | null {
  if (value === null || value === undefined || value === '') {
    if (nullable) return null;
    throw formError(`${name} must be an integer`);
  }
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n))
    throw formError(`${name} must be an integer`);
  return n;
}

/** Text, or null. Numbers are accepted as their text (a JSON-decoded `"1"` arrives as 1). */
export function optionalText(value: unknown, name: string, max = Infinity): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string' && typeof value !== 'number')
    throw formError(`${name} must be a string`);
  const s = String(value);
  if (s.length > max) throw formError(`${name} is longer than ${max} characters`);
  return s;
}

/** JSON-text columns: text as is, an object or array serialised. */
export function jsonText(value: unknown, name: string): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') {
    if (exceedsNestingDepth(value, MAX_NESTING_DEPTH, 'json'))
      throw formError(`${name} is too deeply nested`);
    return value;
  }
  if (typeof value === 'object') return JSON.stringify(value);
  throw formError(`${name} must be JSON text`);
}

/** A boolean from JSON or form text (`true`, `"true"`, 1, `"1"`; null is false). */
export function boolean(value: unknown, name: string): boolean {
  if (value === true || value === 'true' || value === 1 || value === '1') return true;
  if (value === false || value === 'false' || value === 0 || value === '0' || value === null)
    return false;
  throw formError(`${name} must be a boolean`);
}

/** The TabState columns a PUT writes, each with its coercion (docs/api.md §3.5). Other keys are ignored. */
export const TAB_STATE_COLUMNS: Partial<Record<TabStateColumn, Coerce>> = {
  database_id: (v, n) => integer(v, n, false),
  catalog: (v, n) => optionalText(v, n, 256),
  schema: (v, n) => optionalText(v, n, 256),
  sql: (v, n) => optionalText(v, n),
  label: (v, n) => {
    const s = optionalText(v, n, 256);
    if (!s) throw formError('label must not be empty');
    return s;
  },
  query_limit: (v, n) => integer(v, n, true),
  latest_query_id: (v, n) => optionalText(v, n, 11),
  template_params: jsonText,
  hide_left_bar: boolean,
  autorun: boolean,
  extra_json: jsonText,
};

/** A form field holding a JSON object (decoded once more when it arrived as JSON text). */
export function objectField(
  fields: Record<string, unknown>,
  name: string,
): Record<string, unknown> {
  let v = fields[name];
  if (typeof v === 'string') {
    try {
      v = parseJson(v);
    } catch {
      throw formError(`${name} is not valid JSON`);
    }
  }
  if (!v || typeof v !== 'object' || Array.isArray(v)) throw formError(`${name} is required`);
  return v as Record<string, unknown>;
}

/** An integer id from a decoded form value, or null. */
export const intOrNull = (v: unknown): number | null => {
  const n = typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : v;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null;
};
