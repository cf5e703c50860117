import { describe, expect, it } from 'vitest';
import { d, records, table } from './test-fixtures.ts';
import { joinTimeOffsets, timeJoinKey } from './time-offsets.ts';

const yearsBack =
  (years: number) =>
  (date: Date): Date => {
    const out = new Date(date);
    out.setUTCFullYear(out.getUTCFullYear() - years);
    return out;
  };
const shift = (date: Date, offset: string): Date =>
  yearsBack(offset === '2 years ago' ? 2 : 1)(date);

describe('timeJoinKey', () => {
  it('formats by grain', () => {
    const date = d('2023-01-09');
    expect(timeJoinKey(date, 'P1W')).toBe('2023-W02');
    expect(timeJoinKey(date, '1969-12-28T00:00:00Z/P1W')).toBe('2023-W02');
    expect(timeJoinKey(d('2023-01-01'), 'P1W')).toBe('2023-W00');
    expect(timeJoinKey(d('2023-01-01'), 'P1W/1970-01-03T00:00:00Z')).toBe('2023-W01');
    expect(timeJoinKey(date, 'P1M')).toBe('2023-01');
    expect(timeJoinKey(d('2023-08-15'), 'P3M')).toBe('2023-Q3');
    expect(timeJoinKey(date, 'P1Y')).toBe('2023');
    expect(timeJoinKey(date, 'P1D')).toBe(String(date.getTime()));
    expect(timeJoinKey(date, 'P1M', { P1M: () => 'custom' })).toBe('custom');
  });
});

describe('joinTimeOffsets', () => {
  const main = table(
    ['ds', 'm'],
    [
      [d('2024-01-01'), 1],
      [d('2024-02-01'), 2],
      [d('2024-03-01'), 3],
    ],
  );

  it('joins on the grain key of the shifted x-axis and names columns <metric>__<offset>', () => {
    const offset = table(
      ['ds', 'm'],
      [
        [d('2023-01-01'), 10],
        [d('2023-03-01'), 30],
      ],
    );
    const out = joinTimeOffsets(main, [{ offset: '1 year ago', frame: offset }], {
      metrics: ['m'],
      timeGrain: 'P1M',
      shift,
    });
    expect(out.columns).toEqual(['ds', 'm', 'm__1 year ago']);
    expect(records(out)).toEqual([
      [d('2024-01-01'), 1, 10],
      [d('2024-02-01'), 2, null],
      [d('2024-03-01'), 3, 30],
    ]);
  });

  it('matches a different day of the same month or week', () => {
    const offset = table(['ds', 'm'], [[d('2023-01-15'), 10]]);
    const out = joinTimeOffsets(main, [{ offset: '1 year ago', frame: offset }], {
      metrics: ['m'],
      timeGrain: 'P1M',
      shift,
    });
    expect(records(out)[0]).toEqual([d('2024-01-01'), 1, 10]);
  });

  it('joins dimensions too and appends each offset in turn', () => {
    const data = table(
      ['ds', 'country', 'm'],
      [
        [d('2024-01-01'), 'US', 1],
        [d('2024-01-01'), 'FR', 2],
      ],
    );
    const lastYear = table(['ds', 'country', 'm'], [[d('2023-01-01'), 'US', 10]]);
    const twoYears = table(['ds', 'country', 'm'], [[d('2022-01-01'), 'FR', 200]]);
    const out = joinTimeOffsets(
      data,
      [
        { offset: '1 year ago', frame: lastYear },
        { offset: '2 years ago', frame: twoYears },
      ],
      { metrics: ['m'], timeGrain: 'P1D', shift },
    );
    expect(out.columns).toEqual(['ds', 'country', 'm', 'm__1 year ago', 'm__2 years ago']);
    expect(records(out)).toEqual([
      [d('2024-01-01'), 'US', 1, 10, null],
      [d('2024-01-01'), 'FR', 2, null, 200],
    ]);
  });

  it('puts non-metric columns first, joins exact shifted dates without grain, empty offsets give nulls', () => {
    const data = table(
      ['m', 'ds'],
      [
        [1, d('2024-01-01')],
        [2, d('2024-01-02')],
      ],
    );
    const offset = table(['m', 'ds'], [[5, d('2023-01-02')]]);
    const out = joinTimeOffsets(
      data,
      [
        { offset: '1 year ago', frame: offset },
        { offset: '2 years ago', frame: table(['m', 'ds'], []) },
      ],
      { metrics: ['m'], shift },
    );
    expect(out.columns).toEqual(['ds', 'm', 'm__1 year ago', 'm__2 years ago']);
    expect(records(out)).toEqual([
      [d('2024-01-01'), 1, null, null],
      [d('2024-01-02'), 2, 5, null],
    ]);
  });

  it('repeats a main row matching several offset rows', () => {
    const offset = table(
      ['ds', 'm'],
      [
        [d('2023-01-01'), 10],
        [d('2023-01-20'), 11],
      ],
    );
    const out = joinTimeOffsets(main, [{ offset: '1 year ago', frame: offset }], {
      metrics: ['m'],
      timeGrain: 'P1M',
      shift,
    });
    expect(records(out).slice(0, 2)).toEqual([
      [d('2024-01-01'), 1, 10],
      [d('2024-01-01'), 1, 11],
    ]);
  });

  it('joins metric-only results by position', () => {
    const out = joinTimeOffsets(
      table(['m'], [[5]]),
      [{ offset: 'inherit', frame: table(['m'], [[3]]) }],
      { metrics: ['m'], shift },
    );
    expect(records(out)).toEqual([[5, 3]]);
  });

  it('date-range offsets join on non-temporal dimensions, or attach summed metrics', () => {
    const range = table(
      ['ds', 'm'],
      [
        [d('2023-05-01'), 10],
        [d('2023-05-02'), 5],
      ],
    );
    const summed = joinTimeOffsets(
      main,
      [{ offset: '2023-05-01 : 2023-06-01', frame: range, isDateRange: true }],
      { metrics: ['m'], shift },
    );
    expect(records(summed).map((r) => r[2])).toEqual([15, 15, 15]);
    const data = table(
      ['ds', 'country', 'm'],
      [
        [d('2024-01-01'), 'US', 1],
        [d('2024-01-01'), 'FR', 2],
      ],
    );
    const byCountry = table(['ds', 'country', 'm'], [[d('2023-05-01'), 'FR', 7]]);
    const joined = joinTimeOffsets(data, [{ offset: 'r', frame: byCountry, isDateRange: true }], {
      metrics: ['m'],
      shift,
    });
    expect(records(joined).map((r) => r[3])).toEqual([null, 7]);
  });
});
