import { describe, expect, it } from 'vitest';
import { getSinceUntil, type GetSinceUntilOptions } from './time-range.ts';
import { TimeRangeError } from './time-range-error.ts';

// Fixed clock of docs/query-object.md §3.6: Wed 2024-05-15 14:30:00 (naive datetimes are UTC).
const NOW = new Date('2024-05-15T14:30:00.123Z');
const d = (iso: string): Date => new Date(`${iso.length === 10 ? `${iso}T00:00:00` : iso}Z`);
const iso = (v: Date | null): string | null => (v ? v.toISOString().replace('.000Z', '') : null);
const resolve = (range: string | null | undefined, opts: GetSinceUntilOptions = {}) => {
  const { since, until } = getSinceUntil(range, { now: NOW, ...opts });
  return [iso(since), iso(until)];
};
const expected = (since: string | null, until: string | null) => [
  since === null ? null : iso(d(since)),
  until === null ? null : iso(d(until)),
];
const errorOf = (fn: () => unknown): TimeRangeError => {
  try {
    fn();
  } catch (e) {
    if (e instanceof TimeRangeError) return e;
    throw e;
  }
  throw new Error('expected a TimeRangeError');
};

describe('getSinceUntil: resolution table (§3.6)', () => {
  const rows: [string, string | null, string | null, GetSinceUntilOptions?][] = [
    ['No filter', null, null],
    ['Last day', '2024-05-14', '2024-05-15'],
    ['Last week', '2024-05-08', '2024-05-15'],
    ['Last month', '2024-04-15', '2024-05-15'],
    ['Last quarter', '2024-02-15', '2024-05-15'],
    ['Last year', '2023-05-15', '2024-05-15'],
    ['Last 7 days', '2024-05-08', '2024-05-15'],
    ['Last 3 months', '2024-02-15', '2024-05-15'],
    ['Last 30 minutes', '2024-05-14T23:30:00', '2024-05-15'],
    ['Next 2 weeks', '2024-05-15', '2024-05-29'],
    ['previous calendar week', '2024-05-06', '2024-05-13'],
    ['previous calendar month', '2024-04-01', '2024-05-01'],
    ['previous calendar quarter', '2024-01-01', '2024-04-01'],
    ['previous calendar year', '2023-01-01', '2024-01-01'],
    ['Current day', '2024-05-15', '2024-05-16'],
    ['Current week', '2024-05-13', '2024-05-20'],
    ['Current month', '2024-05-01', '2024-06-01'],
    ['Current quarter', '2024-04-01', '2024-07-01'],
    ['Current year', '2024-01-01', '2025-01-01'],
    ['2024-01-01 : 2024-02-01', '2024-01-01', '2024-02-01'],
    ['2024-01-01T06:00:00 : now', '2024-01-01T06:00:00', '2024-05-15T14:30:00'],
    [' : 2024-01-01', null, '2024-01-01'],
    ['2024-01-01 : ', '2024-01-01', null],
    ['today : tomorrow', '2024-05-15', '2024-05-16'],
    ['7 days ago : now', '2024-05-08', '2024-05-15T14:30:00'],
    ['start of this month : now', '2024-05-01', '2024-05-15T14:30:00'],
    ['start of last year : start of this year', '2023-01-01', '2024-01-01'],
    ['end of last month : today', '2024-04-30', '2024-05-15'],
    ['DATEADD(DATETIME("today"), -7, day) : today', '2024-05-08', '2024-05-15'],
    ['DATEADD(DATETIME("now"), -1, hour) : now', '2024-05-15T13:30:00', '2024-05-15T14:30:00'],
    [
      'DATETRUNC(DATETIME("today"), quarter) : LASTDAY(DATETIME("today"), year)',
      '2024-04-01',
      '2024-12-31',
    ],
    [
      'HOLIDAY("Christmas") : HOLIDAY("Christmas", DATETIME("2025-01-01"))',
      '2024-12-25',
      '2025-12-25',
    ],
    ['Last week', '2024-05-08', '2024-05-15T14:30:00', { relativeEnd: 'now' }],
    ['last week', null, '2024-05-15'],
    ['2024-01-01', null, '2024-05-15'],
  ];
  it.each(rows)('%j', (range, since, until, opts) => {
    expect(resolve(range, opts)).toEqual(expected(since, until));
  });

  it('rejects since > until', () => {
    const err = errorOf(() => getSinceUntil('2024-02-01 : 2024-01-01', { now: NOW }));
    expect(err.message).toBe('From date cannot be larger than to date');
    expect(err.kind).toBe('order');
  });
});

describe('getSinceUntil: keywords and parts (§3.2, §3.3)', () => {
  const rows: [string, string | null, string | null][] = [
    // Keyword expansion is a case-sensitive prefix match, only without " : ".
    ['Current day and more', '2024-05-15', '2024-05-16'],
    ['current day', null, '2024-05-15'],
    ['Previous calendar week', null, '2024-05-15'],
    ['no filter', null, '2024-05-15'],
    ['Last week : now', '2024-05-08', '2024-05-15T14:30:00'],
    ['Next week', '2024-05-15', '2024-05-22'],
    // Relative and anchored parts, case-insensitive; "prior" = "last"; N defaults to 1.
    ['LAST 7 DAYS : TODAY', '2024-05-08', '2024-05-15'],
    ['prior 2 months : now', '2024-03-15', '2024-05-15T14:30:00'],
    ['this day : next day', '2024-05-15', '2024-05-16'],
    ['last 0 days : today', '2024-05-15', '2024-05-15'],
    ['beginning of this quarter : now', '2024-04-01', '2024-05-15T14:30:00'],
    ['Start Of Last Month : start of this month', '2024-04-01', '2024-05-01'],
    ['today : start of next 2 weeks', '2024-05-15', '2024-05-27'],
    ['today : end of this week', '2024-05-15', '2024-05-19'],
    ['today : end of this year', '2024-05-15', '2024-12-31'],
    ['end of last 2 years : today', '2022-12-31', '2024-05-15'],
    // Free text (§3.5).
    ['2020 : 2021', '2020-01-01', '2021-01-01'],
    ['2024-03 : today', '2024-03-01', '2024-05-15'],
    ['2024-01-01 10:00:00 : now', '2024-01-01T10:00:00', '2024-05-15T14:30:00'],
    ['yesterday : tomorrow', '2024-05-14', '2024-05-16'],
    ['3 hours ago : now', '2024-05-15T11:30:00', '2024-05-15T14:30:00'],
    ['1 month ago : 2 weeks later', '2024-04-15', '2024-05-29'],
    ['2024-01-01T00:00:00Z : 2024-01-01T02:00:00+02:00', '2024-01-01', '2024-01-01'],
    // Weekday names (beyond the reference's closed set) follow parsedatetime: `last` = previous week's,
    // `next` = next week's, `this` = this Monday-based week's, bare = the next one strictly ahead.
    ['last monday : next monday', '2024-05-06', '2024-05-20'],
    ['this monday : friday', '2024-05-13', '2024-05-17'],
    // Separator split at its first occurrence; sides are trimmed.
    ['  2024-01-01   :  2024-02-01 ', '2024-01-01', '2024-02-01'],
  ];
  it.each(rows)('%j', (range, since, until) => {
    expect(resolve(range)).toEqual(expected(since, until));
  });

  it('treats null, undefined and "" as No filter', () => {
    expect(resolve(null)).toEqual([null, null]);
    expect(resolve(undefined)).toEqual([null, null]);
    expect(resolve('')).toEqual([null, null]);
  });

  it('uses the clock when no now is given', () => {
    const { until } = getSinceUntil('Last day');
    expect(until?.getUTCHours()).toBe(0);
    expect(until?.getTime()).toBeLessThanOrEqual(Date.now());
  });
});

describe('getSinceUntil: relative_start / relative_end (§3.7)', () => {
  const rows: [string, GetSinceUntilOptions, string | null, string | null][] = [
    ['Last week', { relativeStart: 'now' }, '2024-05-08T14:30:00', '2024-05-15'],
    [
      'Last week',
      { relativeStart: 'now', relativeEnd: 'now' },
      '2024-05-08T14:30:00',
      '2024-05-15T14:30:00',
    ],
    [
      'Last 30 minutes',
      { relativeStart: 'now', relativeEnd: 'now' },
      '2024-05-15T14:00:00',
      '2024-05-15T14:30:00',
    ],
    ['Next 2 weeks', { relativeStart: 'now' }, '2024-05-15T14:30:00', '2024-05-29T14:30:00'],
    ['Next 2 weeks', { relativeEnd: 'now' }, '2024-05-15', '2024-05-29'],
    ['last week', { relativeEnd: 'now' }, null, '2024-05-15T14:30:00'],
    ['last 7 days : now', { relativeStart: 'now' }, '2024-05-08T14:30:00', '2024-05-15T14:30:00'],
    ['start of this month : now', { relativeStart: 'now' }, '2024-05-01', '2024-05-15T14:30:00'],
    // Previous-calendar and Current ranges always anchor at today.
    [
      'previous calendar week',
      { relativeStart: 'now', relativeEnd: 'now' },
      '2024-05-06',
      '2024-05-13',
    ],
    ['Current day', { relativeStart: 'now', relativeEnd: 'now' }, '2024-05-15', '2024-05-16'],
  ];
  it.each(rows)('%j with %j', (range, opts, since, until) => {
    expect(resolve(range, opts)).toEqual(expected(since, until));
  });
});

describe('getSinceUntil: time_shift and instant comparison (§3.7, §4.5)', () => {
  const rows: [string, GetSinceUntilOptions, string | null, string | null][] = [
    ['Last week', { timeShift: '1 week' }, '2024-05-01', '2024-05-08'],
    ['Last week', { timeShift: '1 week ago' }, '2024-05-01', '2024-05-08'],
    ['Current year', { timeShift: '1 year ago' }, '2023-01-01', '2024-01-01'],
    ['Current month', { timeShift: '1 month ago' }, '2024-04-01', '2024-05-01'],
    ['Last week', { timeShift: '28 days ago' }, '2024-04-10', '2024-04-17'],
    ['2024-02-29 : 2024-03-31', { timeShift: '1 year' }, '2023-02-28', '2023-03-31'],
    ['2024-03-31 : 2024-04-30', { timeShift: '1 month' }, '2024-02-29', '2024-03-30'],
    ['Last week', { timeShift: 'inherit' }, '2024-05-01', '2024-05-08'],
    ['Last week', { timeShift: '2024-05-01' }, '2024-05-01', '2024-05-08'],
    ['last week', { timeShift: '1 week' }, null, '2024-05-08'],
    ['No filter', { timeShift: '1 week' }, null, null],
    ['Current month', { instantTimeComparisonRange: 'y' }, '2023-05-01', '2023-06-01'],
    ['Current month', { instantTimeComparisonRange: 'm' }, '2024-04-01', '2024-05-01'],
    ['Current week', { instantTimeComparisonRange: 'w' }, '2024-05-06', '2024-05-13'],
    ['Last week', { instantTimeComparisonRange: 'r' }, '2024-05-01', '2024-05-08'],
    ['today : now', { instantTimeComparisonRange: 'r' }, '2024-05-14', '2024-05-14T14:30:00'],
  ];
  it.each(rows)('%j with %j', (range, opts, since, until) => {
    expect(resolve(range, opts)).toEqual(expected(since, until));
  });

  it('needs an enclosed range for inherit and custom dates', () => {
    const message =
      'An enclosed time range (both start and end) must be specified when using a Time Comparison.';
    expect(
      errorOf(() => getSinceUntil(' : 2024-01-01', { now: NOW, timeShift: 'inherit' })).message,
    ).toBe(message);
    expect(
      errorOf(() => getSinceUntil(' : 2024-01-01', { now: NOW, timeShift: '2024-01-01' })).message,
    ).toBe(message);
  });

  it('rejects an unparsable time shift', () => {
    expect(
      errorOf(() => getSinceUntil('Last week', { now: NOW, timeShift: 'whenever' })).message,
    ).toBe('Cannot parse time string [whenever]');
  });
});

describe('getSinceUntil: errors (§3.1)', () => {
  const rows: [string, TimeRangeError['kind'], string | RegExp][] = [
    [
      '7 days : now',
      'ambiguous',
      'Time string is ambiguous. Please specify [7 days ago] or [7 days later].',
    ],
    [
      'Last 1 year : 1 year',
      'ambiguous',
      'Time string is ambiguous. Please specify [1 year ago] or [1 year later].',
    ],
    ['foo : now', 'unparsable', 'Cannot parse time string [foo]'],
    ['Lastly', 'unparsable', 'Cannot parse time string [Lastly]'],
    // No "hour" unit in relative parts (§3.2): falls through to free text.
    ['Last 2 hours', 'unparsable', 'Cannot parse time string [Last 2 hours]'],
    ['2024-13-01 : now', 'unparsable', 'Cannot parse time string [2024-13-01]'],
    ['2023-02-29 : now', 'unparsable', 'Cannot parse time string [2023-02-29]'],
    ['DATETIME("7 days") : now', 'ambiguous', /^Time string is ambiguous/],
    ['end of this day : now', 'syntax', /^Expected one of YEAR, MONTH, WEEK, found 'day'/],
    ['end of last quarter : now', 'syntax', /^Expected one of YEAR, MONTH, WEEK, found 'quarter'/],
    ['DATEADD(DATETIME("today"), -7) : now', 'syntax', /^Expected ',', found '\)'/],
    ['DATEADD(DATETIME("today"), -7, days) : now', 'syntax', /^Expected one of YEAR, QUARTER/],
    ['DATETIME(today) : now', 'syntax', /^Expected quoted string/],
    ['DATETIME("today") junk : now', 'syntax', /^Expected end of text, found 'junk'/],
    ['HOLIDAY("Festivus") : now', 'holiday', 'Unable to find such a holiday: [Festivus]'],
    [
      'HOLIDAY("Noël", DATETIME("today"), "FR") : now',
      'holiday',
      'Holidays are not available for country [FR]',
    ],
    ['Next 2 weeks : 2024-01-01', 'order', 'From date cannot be larger than to date'],
  ];
  it.each(rows)('%j', (range, kind, message) => {
    const err = errorOf(() => getSinceUntil(range, { now: NOW }));
    expect(err.kind).toBe(kind);
    if (typeof message === 'string') expect(err.message).toBe(message);
    else expect(err.message).toMatch(message);
  });
});
