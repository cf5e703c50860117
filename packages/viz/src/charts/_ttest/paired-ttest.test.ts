import { describe, expect, it } from 'vitest';
import { computeLift, computePValue, pairedTTestRows } from './paired-ttest.ts';

describe('paired t-test', () => {
  it('lift is the relative difference of the sums in percent', () => {
    expect(computeLift([12, 14, 14], [10, 10, 10])).toBe(((40 - 30) / 30) * 100);
    expect(computeLift([5, null], [5, 5])).toBe(-50);
  });

  it('p-value of paired differences with df = n - 1 (differences 1, 2, 3)', () => {
    // d = 1 2 3: mean 2, sd 1, t = 2 / (1 / √3) = 3.4641, df 2 -> two-tailed p = 0.07418
    expect(computePValue([11, 22, 33], [10, 20, 30])).toBeCloseTo(0.0741799, 6);
  });

  it('only buckets where both series have a value count', () => {
    expect(computePValue([11, null, 22, 33], [10, 5, 20, 30])).toBeCloseTo(0.0741799, 6);
    expect(computePValue([1, null], [2, 3])).toBeNaN();
  });

  it('identical series give p = 1; constant shifts give no spread (NaN)', () => {
    expect(computePValue([1, 2, 4], [2, 1, 4])).toBeCloseTo(1, 10);
    expect(computePValue([2, 3, 4], [1, 2, 3])).toBeNaN();
  });

  it('rows against the chosen control, significant at alpha', () => {
    const rows = pairedTTestRows(
      [
        { dims: ['a'], values: [10, 20, 30] },
        { dims: ['b'], values: [11, 22, 33] },
      ],
      0,
      0.1,
    );
    expect(rows.map((r) => [r.isControl, r.isSignificant])).toEqual([
      [true, false],
      [false, true],
    ]);
    expect(rows[1].lift).toBeCloseTo(10, 10);
    expect(
      pairedTTestRows(
        [
          { dims: ['a'], values: [10, 20, 30] },
          { dims: ['b'], values: [11, 22, 33] },
        ],
        0,
        0.05,
      )[1].isSignificant,
    ).toBe(false);
  });
});
