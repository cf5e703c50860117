// Free text inside DATETIME('...') and on either side of " : " (docs/query-object.md §3.5). Upstream
// tries dateutil, then parsedatetime; we support the closed set the reference specifies (ISO dates
// and datetimes, now/today/yesterday/tomorrow, "N units ago|later") plus weekday names.
import {
  addDateUnits,
  daysInMonth,
  isoWeekdayIndex,
  naiveDate,
  startOfDay,
  type DateUnit,
} from './calendar.ts';
import { ambiguousTimeError, unparsableTimeError } from './time-range-error.ts';

/** A signed calendar delta: negative amounts point into the past. */
export interface TimeDelta {
  /** Signed number of units. */
  amount: number;
  /** Calendar unit (QUARTER is kept and means 3 months). */
  unit: DateUnit;
}

const AMBIGUOUS = /^\s*([0-9]+)\s+(second|minute|hour|day|week|month|quarter|year)s?\s*$/i;
const DELTA =
  /^([+-]?)([0-9]+)\s*(second|minute|hour|day|week|month|quarter|year)s?(?:\s+(ago|later|from\s+now|hence))?$/i;
const ISO =
  /^(\d{4})(?:-(\d{1,2})(?:-(\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const WEEKDAY =
  /^(?:(this|next|last|previous|prior)\s+)?(monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/i;

/**
 * Parses "N unit(s) [ago|later|from now]" (also "-N unit") into a signed delta, the way parsedatetime
 * reads a phrase: `ago` or a leading minus points to the past, anything else to the future.
 * Returns null when the text is not such a phrase.
 */
export function parseTimeDelta(text: string): TimeDelta | null {
  const m = DELTA.exec(text.trim());
  if (!m) return null;
  const unit = m[3].toLowerCase() as DateUnit;
  const magnitude = Number(m[2]);
  const isPast = (m[1] === '-') !== (m[4]?.toLowerCase() === 'ago');
  return { amount: isPast ? -magnitude : magnitude, unit };
}

/** ISO 8601 with missing fields defaulted to January 1st, 00:00 (dateutil's behaviour with that default). */
function parseIso(text: string): Date | null {
  const m = ISO.exec(text);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = [1, 2, 3, 4, 5, 6].map((i) =>
    m[i] === undefined ? undefined : Number(m[i]),
  );
  const mo = month ?? 1;
  const dd = day ?? 1;
  if (mo < 1 || mo > 12 || dd < 1 || dd > daysInMonth(year as number, mo)) return null;
  if ((hour ?? 0) > 23 || (minute ?? 0) > 59 || (second ?? 0) > 59) return null;
  const ms = m[7] === undefined ? 0 : Number(m[7].slice(0, 3).padEnd(3, '0'));
  const local = naiveDate(year as number, mo, dd, hour ?? 0, minute ?? 0, second ?? 0, ms);
  const zone = m[8];
  if (!zone || zone.toUpperCase() === 'Z') return local;
  // An explicit offset is converted to UTC wall-clock time, the zone every naive datetime lives in.
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const offsetMinutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || '0');
  return new Date(local.getTime() - sign * offsetMinutes * 60_000);
}

/** Weekday names as parsedatetime reads them: bare and `next` look forward, `last` a week back. */
function parseWeekday(text: string, today: Date): Date | null {
  const m = WEEKDAY.exec(text);
  if (!m) return null;
  const target = WEEKDAYS.indexOf(m[2].toLowerCase());
  const current = isoWeekdayIndex(today);
  const modifier = m[1]?.toLowerCase();
  let base: number;
  if (modifier === 'next') base = 7;
  else if (modifier === 'last' || modifier === 'previous' || modifier === 'prior') base = -7;
  else if (modifier === 'this') base = 0;
  else base = target > current ? 0 : 7;
  return addDateUnits(today, base + target - current, 'day');
}

/** Phrases relative to now; those without a time-of-day component snap to midnight (§3.5 rule 3). */
function parseRelative(text: string, now: Date): Date | null {
  const today = startOfDay(now);
  const lower = text.toLowerCase();
  if (lower === 'now') return now;
  if (lower === 'today') return today;
  if (lower === 'yesterday') return addDateUnits(today, -1, 'day');
  if (lower === 'tomorrow') return addDateUnits(today, 1, 'day');
  const delta = parseTimeDelta(text);
  if (delta) {
    const shifted = addDateUnits(now, delta.amount, delta.unit);
    const hasTime = delta.unit === 'hour' || delta.unit === 'minute' || delta.unit === 'second';
    return hasTime ? shifted : startOfDay(shifted);
  }
  return parseWeekday(lower.replace(/\s+/g, ' '), today);
}

/**
 * `DATETIME('<text>')` (§3.5): bare "N unit(s)" is ambiguous, then ISO dates/datetimes (missing
 * fields default to Jan 1 00:00; an explicit zone is converted to UTC), then `now` (exact, whole
 * seconds), `today`, `yesterday`, `tomorrow`, "N units ago|later|from now" and weekday names.
 * `now` must already be truncated to whole seconds.
 * @throws TimeRangeError "Time string is ambiguous..." or "Cannot parse time string [<text>]".
 */
export function parseHumanDatetime(text: string, now: Date): Date {
  if (AMBIGUOUS.test(text)) throw ambiguousTimeError(text);
  const trimmed = text.trim();
  const parsed = parseIso(trimmed) ?? parseRelative(trimmed, now);
  if (!parsed) throw unparsableTimeError(text);
  return parsed;
}
