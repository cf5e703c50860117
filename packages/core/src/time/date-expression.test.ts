import { describe, expect, it } from 'vitest';
import { evaluateDateExpression } from './date-expression.ts';
import { parseDateExpression } from './date-expression-parser.ts';
import { TimeRangeError } from './time-range-error.ts';

// Fixed clock of docs/query-object.md §3.6: Wed 2024-05-15 14:30:00 UTC (whole seconds).
const NOW = new Date('2024-05-15T14:30:00Z');
const iso = (v: Date): string => v.toISOString().replace('.000Z', '');

describe('function grammar (§3.4)', () => {
  const rows: [string, string][] = [
    // DATETIME: free text, single or double quotes.
    [`DATETIME('today')`, '2024-05-15T00:00:00'],
    [`DATETIME("now")`, '2024-05-15T14:30:00'],
    [`DATETIME("2024-01-01T10:00:00")`, '2024-01-01T10:00:00'],
    [`datetime('2020')`, '2020-01-01T00:00:00'],
    // DATEADD: calendar arithmetic, time of day kept, month ends clamped, QUARTER = 3 months.
    [`DATEADD(DATETIME("today"), -7, day)`, '2024-05-08T00:00:00'],
    [`dateadd(datetime('today'), -7, DAY)`, '2024-05-08T00:00:00'],
    [`DATEADD(DATETIME("now"), 90, minute)`, '2024-05-15T16:00:00'],
    [`DATEADD(DATETIME("now"), -30, second)`, '2024-05-15T14:29:30'],
    [`DATEADD(DATETIME("2024-05-15T10:20:30"), 2, day)`, '2024-05-17T10:20:30'],
    [`DATEADD(DATETIME("2024-05-15T10:20:30"), +1, week)`, '2024-05-22T10:20:30'],
    [`DATEADD(DATETIME("2024-03-31"), -1, month)`, '2024-02-29T00:00:00'],
    [`DATEADD(DATETIME("2024-01-31"), 1, quarter)`, '2024-04-30T00:00:00'],
    [`DATEADD(DATETIME("2024-02-29"), 1, year)`, '2025-02-28T00:00:00'],
    [`DATEADD(DATETIME("2024-05-15T14:30:00"), -5, hour)`, '2024-05-15T09:30:00'],
    // DATETRUNC: WEEK is Monday; SECOND drops sub-seconds.
    [`DATETRUNC(DATETIME("2024-05-15T14:30:45"), year)`, '2024-01-01T00:00:00'],
    [`DATETRUNC(DATETIME("2024-05-15T14:30:45"), quarter)`, '2024-04-01T00:00:00'],
    [`DATETRUNC(DATETIME("2024-05-15T14:30:45"), month)`, '2024-05-01T00:00:00'],
    [`DATETRUNC(DATETIME("2024-05-15T14:30:45"), week)`, '2024-05-13T00:00:00'],
    [`DATETRUNC(DATETIME("2024-05-19T23:00:00"), week)`, '2024-05-13T00:00:00'],
    [`DATETRUNC(DATETIME("2024-05-13T08:00:00"), week)`, '2024-05-13T00:00:00'],
    [`DATETRUNC(DATETIME("2024-05-15T14:30:45"), day)`, '2024-05-15T00:00:00'],
    [`DATETRUNC(DATETIME("2024-05-15T14:30:45"), hour)`, '2024-05-15T14:00:00'],
    [`DATETRUNC(DATETIME("2024-05-15T14:30:45"), minute)`, '2024-05-15T14:30:00'],
    [`DATETRUNC(DATETIME("2024-05-15T14:30:45.678"), second)`, '2024-05-15T14:30:45'],
    [`DATETRUNC(DATETIME("2024-12-31T23:59:59"), quarter)`, '2024-10-01T00:00:00'],
    // LASTDAY: midnight of the last day; WEEK ends on Sunday.
    [`LASTDAY(DATETIME("2024-05-15T14:30:00"), year)`, '2024-12-31T00:00:00'],
    [`LASTDAY(DATETIME("2024-02-10"), month)`, '2024-02-29T00:00:00'],
    [`LASTDAY(DATETIME("2023-02-10"), month)`, '2023-02-28T00:00:00'],
    [`LASTDAY(DATETIME("2024-05-15"), week)`, '2024-05-19T00:00:00'],
    [`LASTDAY(DATETIME("2024-05-19T12:00:00"), week)`, '2024-05-19T00:00:00'],
    // Nesting and a tolerated trailing comma.
    [`DATEADD(DATETRUNC(DATETIME("today"), month), -1, day)`, '2024-04-30T00:00:00'],
    [`DATETRUNC(DATEADD(DATETIME('today'), -1, QUARTER), QUARTER)`, '2024-01-01T00:00:00'],
    [`DATEADD(DATETIME("today"), -7, day,)`, '2024-05-08T00:00:00'],
    [`DATETRUNC( DATETIME( 'today' ) , month , )`, '2024-05-01T00:00:00'],
    [`LASTDAY(DATETIME("today"), month,)`, '2024-05-31T00:00:00'],
    // DATEDIFF as DATEADD's amount: whole days (floored) or calendar years.
    [
      `DATEADD(DATETIME("today"), DATEDIFF(DATETIME("2024-05-01"), DATETIME("2024-05-15")), day)`,
      '2024-05-29T00:00:00',
    ],
    [
      `DATEADD(DATETIME("today"), DATEDIFF(DATETIME("now"), DATETIME("today"), DAY), day)`,
      '2024-05-14T00:00:00',
    ],
    [
      `DATEADD(DATETIME("2000-01-01"), DATEDIFF(DATETIME("2020-06-01"), DATETIME("2024-01-01"), YEAR), year)`,
      '2004-01-01T00:00:00',
    ],
    // HOLIDAY: US by default, current year by default, name prefix case-insensitive.
    [`HOLIDAY("Christmas")`, '2024-12-25T00:00:00'],
    [`HOLIDAY('christmas', DATETIME("2025-01-01"))`, '2025-12-25T00:00:00'],
    [`HOLIDAY("Thanksgiving", DATETIME("2024-01-01"), "US")`, '2024-11-28T00:00:00'],
    [`HOLIDAY("New Year", DATETIME("2024-06-01"), "US",)`, '2024-01-01T00:00:00'],
  ];
  it.each(rows)('%s', (source, expected) => {
    expect(iso(evaluateDateExpression(source, NOW))).toBe(expected);
  });

  it('builds a syntax tree', () => {
    expect(parseDateExpression(`DATEADD(DATETIME('today'), -1, Week)`)).toEqual({
      fn: 'DATEADD',
      date: { fn: 'DATETIME', text: 'today' },
      amount: -1,
      unit: 'week',
    });
  });

  const errors: [string, RegExp][] = [
    [`LASTDAY(DATETIME("today"), quarter)`, /^Expected one of YEAR, MONTH, WEEK, found 'quarter'/],
    [`DATETRUNC(DATETIME("today"))`, /^Expected ',', found '\)'/],
    [`DATEADD(DATETIME("today"), 1.5, day)`, /^Expected/],
    [`DATEADD(DATETIME("today"), - 1, day)`, /^Expected int_operand/],
    [`NOW()`, /^Expected DATETIME \| DATEADD/],
    [`DATETIME("today"`, /^Expected '\)', found end of text/],
    [`DATETIME("today)`, /^Expected/],
    [`HOLIDAY("Christmas", "US")`, /^Expected '\)', found '"US"'/],
  ];
  it.each(errors)('rejects %s', (source, message) => {
    expect(() => evaluateDateExpression(source, NOW)).toThrow(TimeRangeError);
    expect(() => evaluateDateExpression(source, NOW)).toThrow(message);
  });
});
