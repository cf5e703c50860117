import { createHash } from 'node:crypto';

/**
 * Deterministic JSON text of `value` for hashing: object keys sorted recursively (UTF-16 order),
 * Dates as epoch milliseconds, NaN/±Infinity as null, bigints as plain integers, undefined,
 * functions and symbols dropped from objects (null inside arrays, as JSON does).
 */
export function canonicalJson(value: unknown): string {
  return write(value) ?? 'null';
}

/** md5 hex of {@link canonicalJson}. */
export function md5Canonical(value: unknown): string {
  return md5Hex(canonicalJson(value));
}

/** md5 hex digest of a UTF-8 string. */
export function md5Hex(text: string): string {
  return createHash('md5').update(text, 'utf8').digest('hex');
}

function write(value: unknown): string | undefined {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
      return Number.isFinite(value) ? String(value) : 'null';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'bigint':
      return value.toString();
    case 'object':
      break;
    default:
      return undefined;
  }
  if (value === null) return 'null';
  if (value instanceof Date) {
    const ms = value.getTime();
    return Number.isFinite(ms) ? String(ms) : 'null';
  }
  if (Array.isArray(value)) return `[${value.map((v) => write(v) ?? 'null').join(',')}]`;
  const parts: string[] = [];
  for (const key of Object.keys(value).sort()) {
    const text = write((value as Record<string, unknown>)[key]);
    if (text !== undefined) parts.push(`${JSON.stringify(key)}:${text}`);
  }
  return `{${parts.join(',')}}`;
}
