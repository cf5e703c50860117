import { describe, expect, it } from 'vitest';
import {
  TIME_FORMAT_OPTIONS,
  formatTime,
  getTimeFormatter,
  getTimeFormatterForGranularity,
} from './time-format.ts';

const utc = (...args: [number, number, number?, number?, number?, number?, number?]) =>
  Date.UTC(args[0], args[1], args[2] ?? 1, args[3] ?? 0, args[4] ?? 0, args[5] ?? 0, args[6] ?? 0);

describe('smart_date', () => {
  const smart = getTimeFormatter('smart_date');
  it.each([
    ['year start', utc(2024, 0, 1), '2024'],
    ['month start', utc(2024, 2, 1), 'March'],
    ['Sunday', utc(2024, 2, 3), 'Mar 03'],
    ['other day', utc(2024, 2, 5), 'Tue 05'],
    ['hour', utc(2024, 2, 5, 13), '01 PM'],
    ['minute', utc(2024, 2, 5, 13, 7), '01:07'],
    ['second', utc(2024, 2, 5, 13, 7, 9), ':09s'],
    ['millisecond', utc(2024, 2, 5, 13, 7, 9, 250), '.250ms'],
  ])('%s', (_name, value, expected) => {
    expect(smart(value)).toBe(expected);
  });

  it('is the default format and accepts Date objects', () => {
    expect(formatTime(undefined, new Date(utc(2024, 5, 1)))).toBe('June');
    expect(formatTime('', utc(2003, 0, 1))).toBe('2003');
  });
});

describe('detailed and verbose adaptive formats', () => {
  it('smart_date_detailed keeps full dates', () => {
    const f = getTimeFormatter('smart_date_detailed');
    expect([
      f(utc(2024, 0, 1)),
      f(utc(2024, 2, 1)),
      f(utc(2024, 2, 5, 13)),
      f(utc(2024, 2, 5, 13, 7, 9)),
    ]).toEqual(['2024', '2024-03-01', '2024-03-05 13:00', '2024-03-05 13:07:09']);
  });

  it('smart_date_verbose names days and months', () => {
    const f = getTimeFormatter('smart_date_verbose');
    expect([f(utc(2024, 2, 1)), f(utc(2024, 2, 5)), f(utc(2024, 2, 5, 13))]).toEqual([
      'Mar 2024',
      'Tue Mar 5',
      'Tue Mar 05, 01 PM',
    ]);
  });
});

describe('d3 time formats', () => {
  const value = utc(2019, 0, 14, 1, 32, 10);
  it('formats every offered option in UTC', () => {
    const rendered = TIME_FORMAT_OPTIONS.slice(1).map(([format]) => formatTime(format, value));
    expect(rendered).toEqual([
      '14/01/2019',
      '01/14/2019',
      '2019-01-14',
      '2019-01-14 01:32:10',
      '14-01-2019 01:32:10',
      '01:32:10',
    ]);
  });

  it('prints null and undefined as themselves', () => {
    expect([formatTime('%Y', null), formatTime('%Y', undefined)]).toEqual(['null', 'undefined']);
  });
});

describe('time grain formatter', () => {
  const value = utc(2024, 2, 5, 13, 7, 9);
  it.each([
    ['PT1S', '2024-03-05 13:07:09'],
    ['PT1M', '2024-03-05 13:07'],
    ['PT1H', '2024-03-05 13:00'],
    ['P1D', '2024-03-05'],
    ['P1W', '2024 W09'],
    ['P1M', 'Mar 2024'],
    ['P3M', '2024 Q1'],
    ['P1Y', '2024'],
    ['1969-12-29T00:00:00Z/P1W', '2024 W10'],
  ])('%s', (grain, expected) => {
    expect(getTimeFormatterForGranularity(grain)(value)).toBe(expected);
  });

  it('falls back to smart_date without a grain', () => {
    expect(getTimeFormatterForGranularity(undefined)(utc(2024, 2, 1))).toBe('March');
  });
});
