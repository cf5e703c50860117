/*
 * Annotation times as Superset's marshmallow DateTime reads them: ISO 8601 with `T` or a space, seconds and
 * fractions optional, an optional `Z`/offset. They are stored as naive UTC (`YYYY-MM-DDTHH:MM:SS[.ffffff]`),
 * which is also how the REST API writes them back, and sort as text.
 */
const ISO =
  /^(\d{4})-(\d{1,2})-(\d{1,2})[T ](\d{1,2}):(\d{1,2})(?::(\d{1,2})(?:\.(\d{1,6})\d*)?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/;

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** The stored form of an ISO date-time, or null when it is not one (or names no real instant). */
export function parseAnnotationDttm(text: string): string | null {
  const m = ISO.exec(text.trim());
  if (!m) return null;
  const [year, month, day, hour, minute, second] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? '0'].map(
    Number,
  ) as [number, number, number, number, number, number];
  const micros = (m[7] ?? '').padEnd(6, '0');
  const ms = Date.UTC(year, month - 1, day, hour, minute, second);
  const d = new Date(ms);
  // Date.UTC rolls 2024-02-31 over into March; marshmallow rejects it.
  if (
    year < 1 ||
    d.getUTCFullYear() !== year ||
    d.getUTCMonth() !== month - 1 ||
    d.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  )
    return null;
  const offset = m[8] && m[8] !== 'Z' ? offsetMinutes(m[8]) : 0;
  if (offset === null) return null;
  const utc = new Date(ms - offset * 60_000);
  const base = `${pad(utc.getUTCFullYear(), 4)}-${pad(utc.getUTCMonth() + 1)}-${pad(utc.getUTCDate())}T${pad(utc.getUTCHours())}:${pad(utc.getUTCMinutes())}:${pad(utc.getUTCSeconds())}`;
  return /^0+$/.test(micros) ? base : `${base}.${micros}`;
}

function offsetMinutes(text: string): number | null {
  const m = /^([+-])(\d{2}):?(\d{2})?$/.exec(text);
  if (!m) return null;
  const h = Number(m[2]);
  const min = Number(m[3] ?? '0');
  if (h > 23 || min > 59) return null;
  return (m[1] === '-' ? -1 : 1) * (h * 60 + min);
}

/** Epoch milliseconds of a stored time (how chart-data payloads carry date-times). */
export function annotationDttmMs(stored: string): number {
  return Date.parse(`${stored.length > 23 ? stored.slice(0, 23) : stored}Z`);
}
