// Calendar arithmetic on naive datetimes. A naive datetime is a JS Date whose UTC fields are the
// wall-clock fields (docs/query-object.md conventions: the server clock runs in UTC), so every function
// here reads and writes UTC fields only and never depends on the host time zone or DST.

/** The units of DATEADD / DATETRUNC (§3.4 `unit8`), lower-case. */
export const DATE_UNITS = [
  'year',
  'quarter',
  'month',
  'week',
  'day',
  'hour',
  'minute',
  'second',
] as const;

/** One calendar unit of the function grammar. */
export type DateUnit = (typeof DATE_UNITS)[number];

const MS_PER: Record<'week' | 'day' | 'hour' | 'minute' | 'second', number> = {
  week: 7 * 86_400_000,
  day: 86_400_000,
  hour: 3_600_000,
  minute: 60_000,
  second: 1_000,
};

/** Milliseconds in one day. */
export const MS_PER_DAY = 86_400_000;

/**
 * Builds a naive datetime from wall-clock fields (month is 1-based). Uses setUTCFullYear because
 * Date.UTC maps years 0-99 to 1900-1999.
 */
export function naiveDate(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
  ms = 0,
): Date {
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  d.setUTCHours(hour, minute, second, ms);
  return d;
}

/** Number of days in a month (month 1-based), leap years included. */
export function daysInMonth(year: number, month: number): number {
  return naiveDate(year, month + 1, 0).getUTCDate();
}

/** Midnight of the same day. */
export function startOfDay(d: Date): Date {
  return naiveDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

/** Drops milliseconds: the upstream parser works at whole-second precision. */
export function dropMilliseconds(d: Date): Date {
  return new Date(d.getTime() - d.getUTCMilliseconds());
}

/** Days since Monday: Monday 0 ... Sunday 6 (Python's `weekday()`). */
export function isoWeekdayIndex(d: Date): number {
  return (d.getUTCDay() + 6) % 7;
}

/** Moves by whole months keeping the day of month, clamped to the target month's last day. */
function addMonths(d: Date, months: number): Date {
  const total = d.getUTCFullYear() * 12 + d.getUTCMonth() + months;
  const year = Math.floor(total / 12);
  const month = total - year * 12 + 1;
  const day = Math.min(d.getUTCDate(), daysInMonth(year, month));
  return naiveDate(
    year,
    month,
    day,
    d.getUTCHours(),
    d.getUTCMinutes(),
    d.getUTCSeconds(),
    d.getUTCMilliseconds(),
  );
}

/**
 * DATEADD semantics (§3.4): calendar arithmetic that keeps the time of day. Months and years keep the
 * day of month clamped to the month end (2024-03-31 - 1 month = 2024-02-29); QUARTER = 3 months.
 */
export function addDateUnits(d: Date, amount: number, unit: DateUnit): Date {
  switch (unit) {
    case 'year':
      return addMonths(d, amount * 12);
    case 'quarter':
      return addMonths(d, amount * 3);
    case 'month':
      return addMonths(d, amount);
    default:
      return new Date(d.getTime() + amount * MS_PER[unit]);
  }
}

/**
 * DATETRUNC semantics (§3.4): YEAR Jan 1, QUARTER first day of the quarter, MONTH day 1, WEEK Monday,
 * DAY midnight, HOUR/MINUTE zero the lower fields, SECOND drops sub-seconds.
 */
export function truncateDate(d: Date, unit: DateUnit): Date {
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + 1;
  switch (unit) {
    case 'year':
      return naiveDate(y, 1, 1);
    case 'quarter':
      return naiveDate(y, m - ((m - 1) % 3), 1);
    case 'month':
      return naiveDate(y, m, 1);
    case 'week':
      return addDateUnits(startOfDay(d), -isoWeekdayIndex(d), 'day');
    case 'day':
      return startOfDay(d);
    case 'hour':
      return naiveDate(y, m, d.getUTCDate(), d.getUTCHours());
    case 'minute':
      return naiveDate(y, m, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes());
    case 'second':
      return dropMilliseconds(d);
  }
}

/**
 * LASTDAY semantics (§3.4): midnight of the last day of the year, month or (Monday-based) week, so as
 * an exclusive upper bound it leaves that day out.
 */
export function lastDayOf(d: Date, unit: 'year' | 'month' | 'week'): Date {
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + 1;
  if (unit === 'year') return naiveDate(y, 12, 31);
  if (unit === 'month') return naiveDate(y, m, daysInMonth(y, m));
  return addDateUnits(truncateDate(d, 'week'), 6, 'day');
}

/** Whole days from `from` to `to`, floored like Python's `timedelta.days`. */
export function wholeDaysBetween(from: Date, to: Date): number {
  return Math.floor((to.getTime() - from.getTime()) / MS_PER_DAY);
}
