import { utcFormat } from 'd3-time-format';

/** Named and common time formats stored in form data (`x_axis_time_format`, `time_format`, ...). */
export const TIME_FORMATS = {
  /** Adaptive: the coarsest unit that changes ("2024", "March", "Mar 03", "Tue 05", "01 PM", ...). */
  SMART_DATE: 'smart_date',
  /** Adaptive but complete dates ("2024-03-05", "2024-03-05 13:00"); used by tooltips. */
  SMART_DATE_DETAILED: 'smart_date_detailed',
  /** Adaptive with weekday and month names ("Tue Mar 5", "Tue Mar 05, 01 PM"). */
  SMART_DATE_VERBOSE: 'smart_date_verbose',
  DATABASE_DATE: '%Y-%m-%d',
  DATABASE_DATETIME: '%Y-%m-%d %H:%M:%S',
  DATABASE_DATETIME_REVERSE: '%d-%m-%Y %H:%M:%S',
  US_DATE: '%m/%d/%Y',
  INTERNATIONAL_DATE: '%d/%m/%Y',
  TIME: '%H:%M:%S',
} as const;

/** The default time format of every chart ("Adaptive formatting"). */
export const DEFAULT_TIME_FORMAT = TIME_FORMATS.SMART_DATE;

/** The time-format choices offered by format controls, `[value, label]`, in spec order (docs/charts.md §9). */
export const TIME_FORMAT_OPTIONS: readonly (readonly [string, string])[] = [
  [TIME_FORMATS.SMART_DATE, 'Adaptive formatting'],
  ['%d/%m/%Y', '%d/%m/%Y | 14/01/2019'],
  ['%m/%d/%Y', '%m/%d/%Y | 01/14/2019'],
  ['%Y-%m-%d', '%Y-%m-%d | 2019-01-14'],
  ['%Y-%m-%d %H:%M:%S', '%Y-%m-%d %H:%M:%S | 2019-01-14 01:32:10'],
  ['%d-%m-%Y %H:%M:%S', '%d-%m-%Y %H:%M:%S | 14-01-2019 01:32:10'],
  ['%H:%M:%S', '%H:%M:%S | 01:32:10'],
];

/** Formats a date or epoch milliseconds (UTC: result timestamps are naive); null and undefined print as themselves. */
export type TimeFormatter = (value: Date | number | null | undefined) => string;

interface AdaptiveFormats {
  millisecond: string;
  second: string;
  minute: string;
  hour: string;
  day: string;
  week: string;
  month: string;
  year: string;
}

function adaptive(formats: AdaptiveFormats): (date: Date) => string {
  const f = Object.fromEntries(
    Object.entries(formats).map(([unit, spec]) => [unit, utcFormat(spec)]),
  ) as Record<keyof AdaptiveFormats, (d: Date) => string>;
  return (d) => {
    if (d.getUTCMilliseconds() !== 0) return f.millisecond(d);
    if (d.getUTCSeconds() !== 0) return f.second(d);
    if (d.getUTCMinutes() !== 0) return f.minute(d);
    if (d.getUTCHours() !== 0) return f.hour(d);
    if (d.getUTCDate() !== 1) return d.getUTCDay() !== 0 ? f.day(d) : f.week(d);
    if (d.getUTCMonth() !== 0) return f.month(d);
    return f.year(d);
  };
}

const ADAPTIVE: Readonly<Record<string, AdaptiveFormats>> = {
  [TIME_FORMATS.SMART_DATE]: {
    millisecond: '.%Lms',
    second: ':%Ss',
    minute: '%I:%M',
    hour: '%I %p',
    day: '%a %d',
    week: '%b %d',
    month: '%B',
    year: '%Y',
  },
  [TIME_FORMATS.SMART_DATE_DETAILED]: {
    millisecond: '%Y-%m-%d %H:%M:%S.%L',
    second: '%Y-%m-%d %H:%M:%S',
    minute: '%Y-%m-%d %H:%M',
    hour: '%Y-%m-%d %H:%M',
    day: '%Y-%m-%d',
    week: '%Y-%m-%d',
    month: '%Y-%m-%d',
    year: '%Y',
  },
  [TIME_FORMATS.SMART_DATE_VERBOSE]: {
    millisecond: '.%L',
    second: '%a %b %d, %I:%M:%S %p',
    minute: '%a %b %d, %I:%M %p',
    hour: '%a %b %d, %I %p',
    day: '%a %b %-e',
    week: '%a %b %-e',
    month: '%b %Y',
    year: '%Y',
  },
};

const cache = new Map<string, TimeFormatter>();

/**
 * The formatter of a time format as stored in form data: smart_date (the default when empty),
 * smart_date_detailed, smart_date_verbose, or any d3-time-format specifier, always in UTC.
 */
export function getTimeFormatter(format?: string | null): TimeFormatter {
  const key = (format ?? '').trim() || DEFAULT_TIME_FORMAT;
  let formatter = cache.get(key);
  if (!formatter) {
    const formatDate = ADAPTIVE[key] ? adaptive(ADAPTIVE[key]) : utcFormat(key);
    formatter = (value) => {
      if (value === null || value === undefined) return `${value}`;
      return formatDate(value instanceof Date ? value : new Date(value));
    };
    cache.set(key, formatter);
  }
  return formatter;
}

/** Formats one date or epoch-ms value with a time format (see getTimeFormatter). */
export function formatTime(
  format: string | null | undefined,
  value: Date | number | null | undefined,
): string {
  return getTimeFormatter(format)(value);
}

const MINUTE = '%Y-%m-%d %H:%M';
const SUNDAY_WEEK = '%Y W%U';
const MONDAY_WEEK = '%Y W%W';

const GRAIN_FORMATS: Readonly<Record<string, string>> = {
  PT1S: TIME_FORMATS.DATABASE_DATETIME,
  PT5S: TIME_FORMATS.DATABASE_DATETIME,
  PT30S: TIME_FORMATS.DATABASE_DATETIME,
  PT1M: MINUTE,
  PT5M: MINUTE,
  PT10M: MINUTE,
  PT15M: MINUTE,
  PT30M: MINUTE,
  PT1H: '%Y-%m-%d %H:00',
  PT6H: '%Y-%m-%d %H:00',
  P1D: TIME_FORMATS.DATABASE_DATE,
  P1W: SUNDAY_WEEK,
  P1M: '%b %Y',
  P3M: '%Y Q%q',
  P1Y: '%Y',
  '1969-12-28T00:00:00Z/P1W': SUNDAY_WEEK,
  '1969-12-29T00:00:00Z/P1W': MONDAY_WEEK,
  'P1W/1970-01-03T00:00:00Z': SUNDAY_WEEK,
  'P1W/1970-01-04T00:00:00Z': MONDAY_WEEK,
};

/**
 * The formatter that names one bucket of a time grain: P1D -> "2024-03-05", P1M -> "Mar 2024",
 * P3M -> "2024 Q1", P1W -> "2024 W09". Unknown or missing grains fall back to smart_date.
 */
export function getTimeFormatterForGranularity(grain?: string | null): TimeFormatter {
  return getTimeFormatter(grain ? GRAIN_FORMATS[grain] : undefined);
}
