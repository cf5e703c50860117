import * as crypto from 'node:crypto';

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
  // The one-shot crypto.hash (Node >= 20.12) skips the Hash object: a cached request hashes its key.
  return oneShotHash
    ? oneShotHash('md5', text, 'hex')
    : crypto.createHash('md5').update(text, 'utf8').digest('hex');
}

const oneShotHash = (
  crypto as { hash?: (algorithm: string, data: string, encoding: 'hex') => string }
).hash;

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
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++)
      out += (i === 0 ? '' : ',') + (write(value[i]) ?? 'null');
    return `${out}]`;
  }
  const keys = Object.keys(value);
  if (keys.length > 1) keys.sort();
  let out = '{';
  let isFirst = true;
  for (const key of keys) {
    const text = write((value as Record<string, unknown>)[key]);
    if (text === undefined) continue;
    out += `${isFirst ? '' : ','}${JSON.stringify(key)}:${text}`;
    isFirst = false;
  }
  return `${out}}`;
}
