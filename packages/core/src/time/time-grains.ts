// The builtin time grains (docs/query-object.md §3.8): ISO 8601 durations or anchored intervals, in the
// order the `timegrains` result lists them, plus a pure UTC truncation used for result-side
// normalisation and tests. Engines own the SQL; this file owns the codes, names and meaning.
import { z } from 'zod';
import { addDateUnits, isoWeekdayIndex, naiveDate, startOfDay, truncateDate } from './calendar.ts';

/** The 19 builtin grain codes, in catalogue order. */
export const TIME_GRAIN_CODES = [
  'PT1S',
  'PT5S',
  'PT30S',
  'PT1M',
  'PT5M',
  'PT10M',
  'PT15M',
  'PT30M',
  'PT1H',
  'PT6H',
  'P1D',
  'P1W',
  'P1M',
  'P3M',
  'P1Y',
  '1969-12-28T00:00:00Z/P1W',
  '1969-12-29T00:00:00Z/P1W',
  'P1W/1970-01-03T00:00:00Z',
  'P1W/1970-01-04T00:00:00Z',
] as const;

/** One builtin grain code (`extras.time_grain_sqla`). */
export type TimeGrain = (typeof TIME_GRAIN_CODES)[number];

/** Accepts exactly the builtin grain codes (the request schema of `extras.time_grain_sqla`). */
export const timeGrainSchema = z.enum(TIME_GRAIN_CODES);

/** Display name of every builtin grain. */
export const TIME_GRAIN_NAMES: Readonly<Record<TimeGrain, string>> = {
  PT1S: 'Second',
  PT5S: '5 second',
  PT30S: '30 second',
  PT1M: 'Minute',
  PT5M: '5 minute',
  PT10M: '10 minute',
  PT15M: '15 minute',
  PT30M: '30 minute',
  PT1H: 'Hour',
  PT6H: '6 hour',
  P1D: 'Day',
  P1W: 'Week',
  P1M: 'Month',
  P3M: 'Quarter',
  P1Y: 'Year',
  '1969-12-28T00:00:00Z/P1W': 'Week starting Sunday',
  '1969-12-29T00:00:00Z/P1W': 'Week starting Monday',
  'P1W/1970-01-03T00:00:00Z': 'Week ending Saturday',
  'P1W/1970-01-04T00:00:00Z': 'Week ending Sunday',
};

/** The catalogue as `{code, name}` pairs in order. */
export const TIME_GRAINS: readonly { code: TimeGrain; name: string }[] = TIME_GRAIN_CODES.map(
  (code) => ({
    code,
    name: TIME_GRAIN_NAMES[code],
  }),
);

/** Unnamed SQLite-only aliases (never listed, not accepted by the request schema) and their grain. */
export const TIME_GRAIN_ALIASES: Readonly<Record<string, TimeGrain>> = {
  'PT0.5H': 'PT30M',
  'P0.25Y': 'P3M',
};

/** The grain the frontend selects by default. */
export const DEFAULT_TIME_GRAIN: TimeGrain = 'P1D';

/** True when `value` is one of the 19 builtin grain codes. */
export function isTimeGrain(value: unknown): value is TimeGrain {
  return typeof value === 'string' && (TIME_GRAIN_CODES as readonly string[]).includes(value);
}

/** Options of truncateToGrain. */
export interface TruncateToGrainOptions {
  /**
   * First day of the plain `P1W` week: `monday` (default: ISO weeks, PostgreSQL/DuckDB `DATE_TRUNC`)
   * or `sunday` (the SQLite and MySQL expressions).
   */
  weekStart?: 'monday' | 'sunday';
}

/** `base` (the enclosing minute/hour/day) plus `value` floored to a multiple of `step` `unit`s. */
function floorStep(
  base: Date,
  value: number,
  step: number,
  unit: 'second' | 'minute' | 'hour',
): Date {
  return addDateUnits(base, value - (value % step), unit);
}

/** Start of the week (midnight) that begins on `weekday` (0 = Monday ... 6 = Sunday). */
function weekStarting(d: Date, weekday: number): Date {
  return addDateUnits(startOfDay(d), -((isoWeekdayIndex(d) - weekday + 7) % 7), 'day');
}

/** Midnight of the next `weekday` on or after the date (SQLite `weekday N`). */
function weekEnding(d: Date, weekday: number): Date {
  return addDateUnits(startOfDay(d), (weekday - isoWeekdayIndex(d) + 7) % 7, 'day');
}

/**
 * Truncates a naive (UTC) datetime to a grain bucket as the engines' grain expressions do: fixed
 * steps floor within the enclosing minute/hour/day (PT5S, PT15M, PT6H…), P3M starts quarters in
 * Jan/Apr/Jul/Oct, "week starting" grains give that weekday's midnight, "week ending" grains label
 * the bucket with its last day (the same day if already on it). No grain returns the date unchanged.
 */
export function truncateToGrain(
  date: Date,
  grain: TimeGrain | null | undefined,
  opts: TruncateToGrainOptions = {},
): Date {
  const minute = truncateDate(date, 'minute');
  const hour = truncateDate(date, 'hour');
  switch (grain) {
    case null:
    case undefined:
      return date;
    case 'PT1S':
      return truncateDate(date, 'second');
    case 'PT5S':
      return floorStep(minute, date.getUTCSeconds(), 5, 'second');
    case 'PT30S':
      return floorStep(minute, date.getUTCSeconds(), 30, 'second');
    case 'PT1M':
      return minute;
    case 'PT5M':
      return floorStep(hour, date.getUTCMinutes(), 5, 'minute');
    case 'PT10M':
      return floorStep(hour, date.getUTCMinutes(), 10, 'minute');
    case 'PT15M':
      return floorStep(hour, date.getUTCMinutes(), 15, 'minute');
    case 'PT30M':
      return floorStep(hour, date.getUTCMinutes(), 30, 'minute');
    case 'PT1H':
      return hour;
    case 'PT6H':
      return floorStep(startOfDay(date), date.getUTCHours(), 6, 'hour');
    case 'P1D':
      return startOfDay(date);
    case 'P1W':
      return weekStarting(date, opts.weekStart === 'sunday' ? 6 : 0);
    case 'P1M':
      return truncateDate(date, 'month');
    case 'P3M':
      return truncateDate(date, 'quarter');
    case 'P1Y':
      return naiveDate(date.getUTCFullYear(), 1, 1);
    case '1969-12-28T00:00:00Z/P1W':
      return weekStarting(date, 6);
    case '1969-12-29T00:00:00Z/P1W':
      return weekStarting(date, 0);
    case 'P1W/1970-01-03T00:00:00Z':
      return weekEnding(date, 5);
    case 'P1W/1970-01-04T00:00:00Z':
      return weekEnding(date, 6);
  }
}
