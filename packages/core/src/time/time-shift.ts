// Date arithmetic for time comparison: time offsets (docs/query-object.md §4.5), the legacy `time_shift`
// and `instant_time_comparison_range` (§3.7).
import { addDateUnits, daysInMonth, naiveDate, wholeDaysBetween } from './calendar.ts';
import { parseTimeDelta, type TimeDelta } from './free-text.ts';
import { TimeRangeError, unenclosedRangeError } from './time-range-error.ts';

/** `extras.instant_time_comparison_range`: back 1 year, 1 month, 1 week, or by the range length. */
export type InstantTimeComparison = 'y' | 'm' | 'w' | 'r';

/** Resolved bounds of a time range: since inclusive, until exclusive, null = open. */
export interface TimeRangeBounds {
  /** Inclusive start, or null for no lower bound. */
  since: Date | null;
  /** Exclusive end, or null for no upper bound. */
  until: Date | null;
}

/**
 * Parses a relative time offset such as `1 week ago`, `28 days ago`, `52 weeks ago`, `1 year later`
 * or `-1 month` into a signed delta (`ago` or a leading minus = past). Returns null for anything
 * else, including `inherit` and custom dates, which need the range (see normalizeTimeOffset).
 */
export function parseTimeShift(text: string): TimeDelta | null {
  return parseTimeDelta(text);
}

/**
 * Moves a date by a relative offset, calendar aware (§4.5 step 2): `1 year ago` from 2024-02-29 is
 * 2023-02-28 (month ends clamp); the time of day is kept.
 * @throws TimeRangeError when the offset is not a relative phrase.
 */
export function shiftDate(date: Date, shift: string | TimeDelta): Date {
  const delta = typeof shift === 'string' ? parseTimeShift(shift) : shift;
  if (!delta) throw new TimeRangeError('time_shift', `Cannot parse time string [${String(shift)}]`);
  return addDateUnits(date, delta.amount, delta.unit);
}

/** Parses a custom comparison date `YYYY-MM-DD` (strptime `%Y-%m-%d`), or returns null. */
export function parseOffsetDate(text: string): Date | null {
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo)) return null;
  return naiveDate(y, mo, d);
}

/**
 * Normalises a time offset (§4.5 step 1): `inherit` → "<whole days of the range> days ago", a custom
 * date `YYYY-MM-DD` → "<whole days from that date to since> days ago"; other offsets are returned
 * unchanged.
 * @throws TimeRangeError "An enclosed time range ..." when a needed bound is open.
 */
export function normalizeTimeOffset(offset: string, bounds: TimeRangeBounds): string {
  const { since, until } = bounds;
  if (offset === 'inherit') {
    if (!since || !until) throw unenclosedRangeError();
    return `${wholeDaysBetween(since, until)} days ago`;
  }
  const date = parseOffsetDate(offset);
  if (date) {
    if (!since) throw unenclosedRangeError();
    return `${wholeDaysBetween(date, since)} days ago`;
  }
  return offset;
}

/**
 * Applies the legacy `time_shift` (§3.7): each bound b becomes b − delta evaluated at b, i.e. the
 * bound moves into the past by the duration whatever the direction word (`1 week`, `1 week ago` and
 * `-1 week` all move back one week, as upstream's parse_past_timedelta intends). `inherit` and custom
 * dates are normalised first against the unshifted bounds.
 * @throws TimeRangeError for an unparsable shift or an open range with `inherit`/a date.
 */
export function applyTimeShift(bounds: TimeRangeBounds, timeShift: string): TimeRangeBounds {
  const text = normalizeTimeOffset(timeShift.trim(), bounds);
  const delta = parseTimeShift(text);
  if (!delta) throw new TimeRangeError('time_shift', `Cannot parse time string [${timeShift}]`);
  const back = (d: Date | null): Date | null =>
    d ? addDateUnits(d, -Math.abs(delta.amount), delta.unit) : null;
  return { since: back(bounds.since), until: back(bounds.until) };
}

/**
 * Applies `extras.instant_time_comparison_range` (§3.7): moves both bounds back 1 YEAR (`y`),
 * 1 MONTH (`m`), 1 WEEK (`w`) or by the range length in whole days (`r`, at least 1 day). Open
 * bounds stay open.
 */
export function applyInstantTimeComparison(
  bounds: TimeRangeBounds,
  range: InstantTimeComparison,
): TimeRangeBounds {
  const { since, until } = bounds;
  const days = since && until ? wholeDaysBetween(since, until) : 0;
  const move = (d: Date | null): Date | null => {
    if (!d) return null;
    if (range === 'y') return addDateUnits(d, -1, 'year');
    if (range === 'm') return addDateUnits(d, -1, 'month');
    if (range === 'w') return addDateUnits(d, -1, 'week');
    return addDateUnits(d, -(days || 1), 'day');
  };
  return { since: move(since), until: move(until) };
}
