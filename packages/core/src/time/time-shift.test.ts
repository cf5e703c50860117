import { describe, expect, it } from 'vitest';
import { TimeRangeError } from './time-range-error.ts';
import { normalizeTimeOffset, parseOffsetDate, parseTimeShift, shiftDate } from './time-shift.ts';

const d = (iso: string): Date => new Date(`${iso.length === 10 ? `${iso}T00:00:00` : iso}Z`);
const iso = (v: Date): string => v.toISOString().replace('.000Z', '');

describe('shiftDate (§4.5 offsets)', () => {
  // The time_compare options of docs/chart-types.md, applied to Wed 2024-05-15 14:30:00.
  const rows: [string, string][] = [
    ['1 day ago', '2024-05-14T14:30:00'],
    ['1 week ago', '2024-05-08T14:30:00'],
    ['28 days ago', '2024-04-17T14:30:00'],
    ['30 days ago', '2024-04-15T14:30:00'],
    ['1 month ago', '2024-04-15T14:30:00'],
    ['52 weeks ago', '2023-05-17T14:30:00'],
    ['1 year ago', '2023-05-15T14:30:00'],
    ['104 weeks ago', '2022-05-18T14:30:00'],
    ['2 years ago', '2022-05-15T14:30:00'],
    ['156 weeks ago', '2021-05-19T14:30:00'],
    ['3 years ago', '2021-05-15T14:30:00'],
    ['1 quarter ago', '2024-02-15T14:30:00'],
    ['1 year later', '2025-05-15T14:30:00'],
    ['2 hours from now', '2024-05-15T16:30:00'],
    ['-1 week', '2024-05-08T14:30:00'],
  ];
  it.each(rows)('%s', (offset, expected) => {
    expect(iso(shiftDate(d('2024-05-15T14:30:00'), offset))).toBe(expected);
  });

  it('clamps month ends (1 year ago from a 29th of February)', () => {
    expect(iso(shiftDate(d('2024-02-29T10:00:00'), '1 year ago'))).toBe('2023-02-28T10:00:00');
    expect(iso(shiftDate(d('2024-03-31'), '1 month ago'))).toBe('2024-02-29T00:00:00');
  });

  it('accepts a parsed delta and rejects non-relative text', () => {
    expect(parseTimeShift('52 Weeks Ago')).toEqual({ amount: -52, unit: 'week' });
    expect(parseTimeShift('inherit')).toBeNull();
    expect(iso(shiftDate(d('2024-05-15'), { amount: -2, unit: 'day' }))).toBe(
      '2024-05-13T00:00:00',
    );
    expect(() => shiftDate(d('2024-05-15'), 'custom')).toThrow(TimeRangeError);
  });
});

describe('normalizeTimeOffset (§4.5 step 1)', () => {
  const week = { since: d('2024-05-08'), until: d('2024-05-15') };
  it('turns inherit into the range length in whole days', () => {
    expect(normalizeTimeOffset('inherit', week)).toBe('7 days ago');
    expect(
      normalizeTimeOffset('inherit', { since: d('2024-05-01'), until: d('2024-05-15T14:30:00') }),
    ).toBe('14 days ago');
  });
  it('turns a custom date into the days from it to since', () => {
    expect(normalizeTimeOffset('2024-05-01', week)).toBe('7 days ago');
    expect(normalizeTimeOffset('2023-05-08', week)).toBe('366 days ago');
  });
  it('leaves relative offsets alone', () => {
    expect(normalizeTimeOffset('1 year ago', week)).toBe('1 year ago');
  });
  it('needs the bounds it measures', () => {
    expect(() => normalizeTimeOffset('inherit', { since: null, until: d('2024-05-15') })).toThrow(
      'An enclosed time range (both start and end) must be specified when using a Time Comparison.',
    );
    expect(() => normalizeTimeOffset('2024-05-01', { since: null, until: null })).toThrow(
      TimeRangeError,
    );
  });
  it('parses custom dates strictly', () => {
    expect(parseOffsetDate('2024-2-9')?.toISOString()).toBe('2024-02-09T00:00:00.000Z');
    expect(parseOffsetDate('2023-02-29')).toBeNull();
    expect(parseOffsetDate('1 year ago')).toBeNull();
  });
});
