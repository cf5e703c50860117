import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIME_GRAIN,
  TIME_GRAIN_ALIASES,
  TIME_GRAINS,
  isTimeGrain,
  timeGrainSchema,
  truncateToGrain,
  type TimeGrain,
} from './time-grains.ts';

const d = (iso: string): Date => new Date(`${iso}Z`);
const iso = (v: Date): string => v.toISOString().replace('Z', '');
const SUN = '1969-12-28T00:00:00Z/P1W';
const MON = '1969-12-29T00:00:00Z/P1W';
const END_SAT = 'P1W/1970-01-03T00:00:00Z';
const END_SUN = 'P1W/1970-01-04T00:00:00Z';

describe('time grain catalogue (§3.8)', () => {
  it('lists the 19 builtin grains in reference order with their names', () => {
    expect(TIME_GRAINS.map((g) => [g.code, g.name])).toEqual([
      ['PT1S', 'Second'],
      ['PT5S', '5 second'],
      ['PT30S', '30 second'],
      ['PT1M', 'Minute'],
      ['PT5M', '5 minute'],
      ['PT10M', '10 minute'],
      ['PT15M', '15 minute'],
      ['PT30M', '30 minute'],
      ['PT1H', 'Hour'],
      ['PT6H', '6 hour'],
      ['P1D', 'Day'],
      ['P1W', 'Week'],
      ['P1M', 'Month'],
      ['P3M', 'Quarter'],
      ['P1Y', 'Year'],
      [SUN, 'Week starting Sunday'],
      [MON, 'Week starting Monday'],
      [END_SAT, 'Week ending Saturday'],
      [END_SUN, 'Week ending Sunday'],
    ]);
  });

  it('accepts only builtin codes', () => {
    expect(isTimeGrain('P1D')).toBe(true);
    expect(isTimeGrain(END_SUN)).toBe(true);
    expect(isTimeGrain('PT0.5H')).toBe(false);
    expect(isTimeGrain('p1d')).toBe(false);
    expect(isTimeGrain(null)).toBe(false);
    expect(timeGrainSchema.safeParse('P3M').success).toBe(true);
    expect(timeGrainSchema.safeParse('P2D').success).toBe(false);
    expect(TIME_GRAIN_ALIASES).toEqual({ 'PT0.5H': 'PT30M', 'P0.25Y': 'P3M' });
    expect(DEFAULT_TIME_GRAIN).toBe('P1D');
  });
});

describe('truncateToGrain', () => {
  // Wed 2024-05-15 14:37:48.250
  const rows: [TimeGrain, string][] = [
    ['PT1S', '2024-05-15T14:37:48.000'],
    ['PT5S', '2024-05-15T14:37:45.000'],
    ['PT30S', '2024-05-15T14:37:30.000'],
    ['PT1M', '2024-05-15T14:37:00.000'],
    ['PT5M', '2024-05-15T14:35:00.000'],
    ['PT10M', '2024-05-15T14:30:00.000'],
    ['PT15M', '2024-05-15T14:30:00.000'],
    ['PT30M', '2024-05-15T14:30:00.000'],
    ['PT1H', '2024-05-15T14:00:00.000'],
    ['PT6H', '2024-05-15T12:00:00.000'],
    ['P1D', '2024-05-15T00:00:00.000'],
    ['P1W', '2024-05-13T00:00:00.000'],
    ['P1M', '2024-05-01T00:00:00.000'],
    ['P3M', '2024-04-01T00:00:00.000'],
    ['P1Y', '2024-01-01T00:00:00.000'],
    [SUN, '2024-05-12T00:00:00.000'],
    [MON, '2024-05-13T00:00:00.000'],
    [END_SAT, '2024-05-18T00:00:00.000'],
    [END_SUN, '2024-05-19T00:00:00.000'],
  ];
  it.each(rows)('%s', (grain, expected) => {
    expect(iso(truncateToGrain(d('2024-05-15T14:37:48.250'), grain))).toBe(expected);
  });

  it('returns the value unchanged without a grain', () => {
    expect(iso(truncateToGrain(d('2024-05-15T14:37:48.250'), null))).toBe(
      '2024-05-15T14:37:48.250',
    );
    expect(iso(truncateToGrain(d('2024-05-15T14:37:48.250'), undefined))).toBe(
      '2024-05-15T14:37:48.250',
    );
  });

  it('keeps values already on a bucket boundary', () => {
    expect(iso(truncateToGrain(d('2024-05-15T18:00:00'), 'PT6H'))).toBe('2024-05-15T18:00:00.000');
    expect(iso(truncateToGrain(d('2024-05-15T23:59:59'), 'PT6H'))).toBe('2024-05-15T18:00:00.000');
    expect(iso(truncateToGrain(d('2024-05-15T14:59:59'), 'PT15M'))).toBe('2024-05-15T14:45:00.000');
    expect(iso(truncateToGrain(d('2024-05-15T14:00:59'), 'PT30S'))).toBe('2024-05-15T14:00:30.000');
  });

  it('starts P1W on Monday by default, on Sunday when asked', () => {
    expect(iso(truncateToGrain(d('2024-05-19T10:00:00'), 'P1W'))).toBe('2024-05-13T00:00:00.000');
    expect(iso(truncateToGrain(d('2024-05-15T10:00:00'), 'P1W', { weekStart: 'sunday' }))).toBe(
      '2024-05-12T00:00:00.000',
    );
    expect(iso(truncateToGrain(d('2024-05-19T10:00:00'), 'P1W', { weekStart: 'sunday' }))).toBe(
      '2024-05-19T00:00:00.000',
    );
  });

  it('handles week variants on their own weekday and across months and years', () => {
    expect(iso(truncateToGrain(d('2024-05-19T10:00:00'), SUN))).toBe('2024-05-19T00:00:00.000');
    expect(iso(truncateToGrain(d('2024-05-19T10:00:00'), MON))).toBe('2024-05-13T00:00:00.000');
    expect(iso(truncateToGrain(d('2024-05-18T23:00:00'), END_SAT))).toBe('2024-05-18T00:00:00.000');
    expect(iso(truncateToGrain(d('2024-05-19T00:00:00'), END_SAT))).toBe('2024-05-25T00:00:00.000');
    expect(iso(truncateToGrain(d('2024-05-19T08:00:00'), END_SUN))).toBe('2024-05-19T00:00:00.000');
    expect(iso(truncateToGrain(d('2024-05-20T08:00:00'), END_SUN))).toBe('2024-05-26T00:00:00.000');
    expect(iso(truncateToGrain(d('2024-01-01T08:00:00'), SUN))).toBe('2023-12-31T00:00:00.000');
    expect(iso(truncateToGrain(d('2023-12-31T08:00:00'), MON))).toBe('2023-12-25T00:00:00.000');
    expect(iso(truncateToGrain(d('2023-12-31T08:00:00'), END_SAT))).toBe('2024-01-06T00:00:00.000');
  });

  const quarters: [string, string][] = [
    ['2024-01-01T00:00:00', '2024-01-01'],
    ['2024-03-31T23:59:59', '2024-01-01'],
    ['2024-04-01T00:00:00', '2024-04-01'],
    ['2024-06-30T23:59:59', '2024-04-01'],
    ['2024-07-01T00:00:00', '2024-07-01'],
    ['2024-09-30T12:00:00', '2024-07-01'],
    ['2024-10-01T00:00:00', '2024-10-01'],
    ['2024-12-31T23:59:59', '2024-10-01'],
  ];
  it.each(quarters)('P3M %s', (value, expected) => {
    expect(iso(truncateToGrain(d(value), 'P3M'))).toBe(`${expected}T00:00:00.000`);
  });

  it('handles leap days', () => {
    const leap = d('2024-02-29T12:34:56');
    expect(iso(truncateToGrain(leap, 'P1D'))).toBe('2024-02-29T00:00:00.000');
    expect(iso(truncateToGrain(leap, 'P1W'))).toBe('2024-02-26T00:00:00.000');
    expect(iso(truncateToGrain(leap, 'P1M'))).toBe('2024-02-01T00:00:00.000');
    expect(iso(truncateToGrain(leap, 'P3M'))).toBe('2024-01-01T00:00:00.000');
    expect(iso(truncateToGrain(leap, 'P1Y'))).toBe('2024-01-01T00:00:00.000');
    expect(iso(truncateToGrain(leap, END_SAT))).toBe('2024-03-02T00:00:00.000');
    expect(iso(truncateToGrain(d('2000-02-29T01:00:00'), 'P1M'))).toBe('2000-02-01T00:00:00.000');
    expect(iso(truncateToGrain(d('2000-02-29T01:00:00'), END_SUN))).toBe('2000-03-05T00:00:00.000');
  });
});
