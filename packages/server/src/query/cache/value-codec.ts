// Serialisation of cached values: JSON, with the few JS values JSON cannot carry wrapped in one-key
// tag objects. Tags: {"$d": epoch ms} Date, {"$n": "NaN" | "Infinity" | "-Infinity"} non-finite
// number, {"$b": "<digits>"} bigint, {"$u": "<base64>"} Uint8Array/Buffer. A plain object whose
// only key is one of these tags would be revived as the tagged value; cached frames hold scalars,
// so such objects do not occur in practice.

type Tag = '$d' | '$n' | '$b' | '$u';
const TAGS: ReadonlySet<string> = new Set<Tag>(['$d', '$n', '$b', '$u']);

/**
 * Deep-copies `value` into a JSON-safe tree (Dates, non-finite numbers, bigints and byte arrays
 * become tag objects; undefined object properties are dropped as JSON would).
 */
export function toJsonSafe(value: unknown): unknown {
  switch (typeof value) {
    case 'number':
      return Number.isFinite(value) ? value : { $n: String(value) };
    case 'bigint':
      return { $b: value.toString() };
    case 'object':
      break;
    default:
      return value;
  }
  if (value === null) return null;
  if (value instanceof Date) return { $d: value.getTime() };
  if (value instanceof Uint8Array)
    return { $u: Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('base64') };
  if (Array.isArray(value)) return value.map(toJsonSafe);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (v !== undefined && typeof v !== 'function' && typeof v !== 'symbol') out[k] = toJsonSafe(v);
  }
  return out;
}

/** Inverse of {@link toJsonSafe}: revives tag objects in place and returns the tree. */
export function fromJsonSafe(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i];
      if (v !== null && typeof v === 'object') value[i] = fromJsonSafe(v);
    }
    return value;
  }
  const obj = value as Record<string, unknown>;
  const keys = Object.keys(obj);
  if (keys.length === 1 && TAGS.has(keys[0])) return reviveTag(keys[0] as Tag, obj[keys[0]]);
  for (const k of keys) {
    const v = obj[k];
    if (v !== null && typeof v === 'object') obj[k] = fromJsonSafe(v);
  }
  return obj;
}

function reviveTag(tag: Tag, payload: unknown): unknown {
  switch (tag) {
    case '$d':
      return new Date(payload as number);
    case '$n':
      return Number(payload);
    case '$b':
      return BigInt(payload as string);
    case '$u':
      return Buffer.from(payload as string, 'base64');
  }
}

/** Serialises any value (see {@link toJsonSafe}) to a JSON string. */
export function encodeValue(value: unknown): string {
  return JSON.stringify(toJsonSafe(value));
}

/** Parses a string or UTF-8 buffer written by {@link encodeValue}. */
export function decodeValue(raw: Buffer | string): unknown {
  return fromJsonSafe(JSON.parse(typeof raw === 'string' ? raw : raw.toString('utf8')));
}
