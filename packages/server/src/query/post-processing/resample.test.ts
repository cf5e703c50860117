import { describe, expect, it } from 'vitest';
import { flatten } from './flatten.ts';
import { type Frame } from './frame.ts';
import { pivot } from './pivot.ts';
import { resample } from './resample.ts';
import { d, records, table } from './test-fixtures.ts';

/** A frame indexed by `ds`, as pivot leaves it. */
const indexed = (data: [string, number | null][]): Frame => ({
  ...table(
    ['ds', 'v'],
    data.map(([t, v]) => [d(t), v]),
  ),
  columns: ['v'],
  index: ['ds'],
});
const sparse = indexed([
  ['2024-01-01', 1],
  ['2024-01-03', 3],
]);

describe('resample', () => {
  it('asfreq inserts missing buckets as null, or fill_value (zerofill)', () => {
    expect(records(resample(sparse, { rule: '1D', method: 'asfreq' }))).toEqual([
      [d('2024-01-01'), 1],
      [d('2024-01-02'), null],
      [d('2024-01-03'), 3],
    ]);
    const zero = resample(
      indexed([
        ['2024-01-01', null],
        ['2024-01-03', 3],
      ]),
      { rule: '1D', method: 'asfreq', fill_value: 0 },
    );
    expect(records(zero).map((r) => r[1])).toEqual([0, 0, 3]);
  });

  it('ffill/bfill propagate rows, linear interpolates', () => {
    expect(records(resample(sparse, { rule: '1D', method: 'ffill' })).map((r) => r[1])).toEqual([
      1, 1, 3,
    ]);
    expect(records(resample(sparse, { rule: '1D', method: 'bfill' })).map((r) => r[1])).toEqual([
      1, 3, 3,
    ]);
    expect(records(resample(sparse, { rule: '1D', method: 'linear' })).map((r) => r[1])).toEqual([
      1, 2, 3,
    ]);
  });

  it('linear interpolation counts original points that are off the grid', () => {
    const offGrid = indexed([
      ['2024-01-01', 0],
      ['2024-01-02T12:00', 3],
    ]);
    expect(records(resample(offGrid, { rule: '1D', method: 'linear' }))).toEqual([
      [d('2024-01-01'), 0],
      [d('2024-01-02'), 1.5],
    ]);
  });

  it('aggregates tick bins from midnight of the first day, labelled left', () => {
    expect(records(resample(sparse, { rule: '2D', method: 'sum' }))).toEqual([
      [d('2024-01-01'), 1],
      [d('2024-01-03'), 3],
    ]);
    const hourly = indexed([
      ['2024-01-01T00:30', 1],
      ['2024-01-01T00:45', 2],
      ['2024-01-01T02:10', 4],
    ]);
    expect(records(resample(hourly, { rule: '1H', method: 'sum' }))).toEqual([
      [d('2024-01-01T00:00'), 3],
      [d('2024-01-01T01:00'), 0],
      [d('2024-01-01T02:00'), 4],
    ]);
    expect(records(resample(hourly, { rule: '1H', method: 'mean' })).map((r) => r[1])).toEqual([
      1.5,
      null,
      4,
    ]);
  });

  it('month start bins are closed and labelled left', () => {
    const data = indexed([
      ['2024-01-15', 1],
      ['2024-01-20', 2],
      ['2024-03-05', 4],
    ]);
    expect(records(resample(data, { rule: '1MS', method: 'sum' }))).toEqual([
      [d('2024-01-01'), 3],
      [d('2024-02-01'), 0],
      [d('2024-03-01'), 4],
    ]);
    expect(records(resample(data, { rule: '1MS', method: 'median' })).map((r) => r[1])).toEqual([
      1.5,
      null,
      4,
    ]);
  });

  it('month end, year end and week bins are closed and labelled right', () => {
    const monthEnds = indexed([
      ['2024-01-31', 1],
      ['2024-03-31', 3],
    ]);
    expect(records(resample(monthEnds, { rule: '1M', method: 'asfreq' }))).toEqual([
      [d('2024-01-31'), 1],
      [d('2024-02-29'), null],
      [d('2024-03-31'), 3],
    ]);
    const mid = indexed([
      ['2024-01-15', 1],
      ['2024-02-10', 2],
    ]);
    expect(records(resample(mid, { rule: 'M', method: 'sum' }))).toEqual([
      [d('2024-01-31'), 1],
      [d('2024-02-29'), 2],
    ]);
    expect(records(resample(mid, { rule: '1A', method: 'sum' }))).toEqual([[d('2024-12-31'), 3]]);
    expect(records(resample(mid, { rule: '1AS', method: 'sum' }))).toEqual([[d('2024-01-01'), 3]]);
    // 2024-01-01 is a Monday: weeks end on Sunday 01-07 and 01-14.
    const week = indexed([
      ['2024-01-01', 1],
      ['2024-01-09', 2],
    ]);
    expect(records(resample(week, { rule: 'W', method: 'sum' }))).toEqual([
      [d('2024-01-07'), 1],
      [d('2024-01-14'), 2],
    ]);
  });

  it('keeps multi-level columns', () => {
    const data = table(
      ['ds', 'c', 'v'],
      [
        [d('2024-01-01'), 'a', 1],
        [d('2024-01-03'), 'b', 2],
      ],
    );
    const pivoted = pivot(data, {
      index: ['ds'],
      columns: ['c'],
      aggregates: { v: { operator: 'sum' } },
    });
    expect(
      records(flatten(resample(pivoted, { rule: '1D', method: 'asfreq', fill_value: 0 }))),
    ).toEqual([
      [d('2024-01-01'), 1, 0],
      [d('2024-01-02'), 0, 0],
      [d('2024-01-03'), 0, 2],
    ]);
  });

  it('reports invalid input and options', () => {
    expect(() => resample(table(['v'], [[1]]), { rule: '1D', method: 'asfreq' })).toThrow(
      'Resample operation requires DatetimeIndex',
    );
    expect(() => resample(sparse, { rule: '1D', method: 'zerofill' })).toThrow(
      'Resample method should be in asfreq, bfill, ffill, linear, median, mean, sum.',
    );
    expect(() => resample(sparse, { rule: '1X', method: 'sum' })).toThrow('Invalid frequency: 1X');
  });
});
