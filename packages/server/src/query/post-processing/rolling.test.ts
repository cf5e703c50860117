import { describe, expect, it } from 'vitest';
import { flatten } from './flatten.ts';
import { pivot } from './pivot.ts';
import { rolling } from './rolling.ts';
import { column, records, table } from './test-fixtures.ts';

const series = (values: (number | null)[]) =>
  table(
    ['t', 'v'],
    values.map((v, i) => [i, v]),
  );
const roll = (values: (number | null)[], options: Record<string, unknown>) =>
  column(rolling(series(values), { columns: { v: 'v' }, ...options } as never), 'v');

describe('rolling', () => {
  it('sums over a trailing window; min_periods defaults to the window', () => {
    expect(roll([1, 2, null, 4, 5], { rolling_type: 'sum', window: 2 })).toEqual([
      null,
      3,
      null,
      null,
      9,
    ]);
  });

  it('with min_periods 0 (the frontend default) sums whatever is in the window', () => {
    expect(roll([1, 2, null, 4, 5], { rolling_type: 'sum', window: 2, min_periods: 0 })).toEqual([
      1, 3, 2, 4, 9,
    ]);
  });

  it('removes the first min_periods - 1 rows when min_periods is given', () => {
    const out = rolling(series([1, 2, null, 4, 5]), {
      rolling_type: 'sum',
      window: 2,
      min_periods: 2,
      columns: { v: 'v' },
    });
    expect(records(out)).toEqual([
      [1, 3],
      [2, null],
      [3, null],
      [4, 9],
    ]);
    expect(roll([1, 2, null, 4, 5], { rolling_type: 'mean', window: 2, min_periods: 1 })).toEqual([
      1, 1.5, 2, 4, 4.5,
    ]);
  });

  it('computes sample std and var (ddof 1, or as given)', () => {
    expect(roll([1, 2, 3, 4], { rolling_type: 'std', window: 3, min_periods: 0 })).toEqual([
      null,
      Math.sqrt(0.5),
      1,
      1,
    ]);
    expect(
      roll([1, 3, 5], {
        rolling_type: 'var',
        window: 2,
        min_periods: 0,
        rolling_type_options: { ddof: 0 },
      }),
    ).toEqual([0, 1, 1]);
    expect(roll([2, 2, 2], { rolling_type: 'var', window: 3, min_periods: 1 })).toEqual([
      null,
      0,
      0,
    ]);
  });

  it('computes min, max, count, median and quantile', () => {
    expect(roll([3, 1, null, 2], { rolling_type: 'min', window: 2 })).toEqual([
      null,
      1,
      null,
      null,
    ]);
    expect(roll([3, 1, null, 2], { rolling_type: 'min', window: 2, min_periods: 1 })).toEqual([
      3, 1, 1, 2,
    ]);
    expect(roll([3, 1, null, 2], { rolling_type: 'max', window: 2, min_periods: 1 })).toEqual([
      3, 3, 1, 2,
    ]);
    expect(roll([1, null, 3], { rolling_type: 'count', window: 2 })).toEqual([null, 1, 1]);
    expect(roll([5, 1, 3, 2], { rolling_type: 'median', window: 3, min_periods: 1 })).toEqual([
      5, 3, 3, 2,
    ]);
    expect(
      roll([1, 2, 3, 4, 5], {
        rolling_type: 'quantile',
        window: 3,
        min_periods: 3,
        rolling_type_options: { quantile: 0.25 },
      }),
    ).toEqual([1.5, 2.5, 3.5]);
    expect(
      roll([1, 2, 3], {
        rolling_type: 'quantile',
        window: 3,
        min_periods: 3,
        rolling_type_options: { quantile: 0.75, interpolation: 'lower' },
      }),
    ).toEqual([2]);
  });

  it('computes skew and kurtosis (bias-corrected, as pandas)', () => {
    expect(roll([1, 2, 4], { rolling_type: 'skew', window: 3 })[2]).toBeCloseTo(0.935219, 5);
    expect(roll([1, 2, 3, 4], { rolling_type: 'kurt', window: 4 })[3]).toBeCloseTo(-1.2, 10);
    expect(roll([1, 2], { rolling_type: 'skew', window: 2 })).toEqual([null, null]);
  });

  it('reads cov/corr without `other` as the column with itself', () => {
    expect(roll([1, 3, 5], { rolling_type: 'cov', window: 2 })).toEqual([null, 2, 2]);
    expect(roll([1, 3, 3], { rolling_type: 'corr', window: 2 })).toEqual([null, 1, null]);
  });

  it('centres the window', () => {
    expect(
      roll([1, 2, 3, 4], { rolling_type: 'sum', window: 3, min_periods: 1, center: true }),
    ).toEqual([3, 6, 9, 7]);
  });

  it('appends renamed columns and keeps the sources', () => {
    const out = rolling(series([1, 2]), {
      rolling_type: 'sum',
      window: 2,
      min_periods: 0,
      columns: { v: 'v_sum' },
    });
    expect(out.columns).toEqual(['t', 'v', 'v_sum']);
    expect(records(out)).toEqual([
      [0, 1, 1],
      [1, 2, 3],
    ]);
  });

  it('rolls every sub-column of a pivoted metric', () => {
    const data = table(
      ['ds', 'c', 'm'],
      [
        [1, 'a', 1],
        [1, 'b', 10],
        [2, 'a', 2],
        [2, 'b', 20],
      ],
    );
    const pivoted = pivot(data, {
      index: ['ds'],
      columns: ['c'],
      aggregates: { m: { operator: 'sum' } },
    });
    const out = flatten(
      rolling(pivoted, { rolling_type: 'sum', window: 2, min_periods: 0, columns: { m: 'm' } }),
    );
    expect(records(out)).toEqual([
      [1, 1, 10],
      [2, 3, 30],
    ]);
  });

  it('reports invalid options', () => {
    const frame = series([1]);
    expect(() => rolling(frame, { rolling_type: 'sum', columns: { v: 'v' } })).toThrow(
      'Undefined window for rolling operation',
    );
    expect(() => rolling(frame, { rolling_type: 'sum', window: 0, columns: { v: 'v' } })).toThrow(
      'Window must be > 0',
    );
    expect(() => rolling(frame, { rolling_type: 'foo', window: 1, columns: { v: 'v' } })).toThrow(
      'Invalid rolling_type: foo',
    );
    expect(() =>
      rolling(frame, { rolling_type: 'quantile', window: 1, columns: { v: 'v' } }),
    ).toThrow('Invalid options for quantile: {}');
    expect(() => rolling(frame, { rolling_type: 'sum', window: 1, columns: { z: 'z' } })).toThrow(
      'Referenced columns not available in DataFrame.',
    );
    expect(() =>
      rolling(frame, { rolling_type: 'sum', window: 1, min_periods: 2, columns: { v: 'v' } }),
    ).toThrow('min_periods 2 must be <= window 1');
  });
});
