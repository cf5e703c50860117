import { describe, expect, it } from 'vitest';
import { boxplot } from './boxplot.ts';
import { records, table } from './test-fixtures.ts';

const frame = table(
  ['g', 'v'],
  [
    ['a', 1],
    ['a', 2],
    ['a', 100],
    ['a', 3],
    ['a', 4],
    ['b', 5],
  ],
);
const stats = ['mean', 'median', 'max', 'min', 'q1', 'q3', 'count', 'outliers'];

describe('boxplot', () => {
  it('computes Tukey boxes per group with <metric>__<statistic> columns', () => {
    const out = boxplot(frame, { groupby: ['g'], metrics: ['v'], whisker_type: 'tukey' });
    expect(out.columns).toEqual(['g', ...stats.map((s) => `v__${s}`)]);
    // a: q1 = 2, q3 = 4, IQR 2 -> whiskers within [-1, 7]: 1 and 4; 100 is an outlier.
    expect(records(out)).toEqual([
      ['a', 22, 3, 4, 1, 2, 4, 5, [100]],
      ['b', 5, 5, 5, 5, 5, 5, 1, []],
    ]);
  });

  it('orders columns statistic by statistic, then metric', () => {
    const two = table(['x', 'y'], [[1, 2]]);
    const out = boxplot(two, { metrics: ['x', 'y'], whisker_type: 'min/max' });
    expect(out.columns.slice(0, 4)).toEqual(['x__mean', 'y__mean', 'x__median', 'y__median']);
  });

  it('uses the extremes for min/max (no outliers)', () => {
    const out = boxplot(frame, { groupby: ['g'], metrics: ['v'], whisker_type: 'min/max' });
    expect(records(out)[0]).toEqual(['a', 22, 3, 100, 1, 2, 4, 5, []]);
  });

  it('uses linear percentiles for percentile whiskers', () => {
    const [row] = records(
      boxplot(frame, {
        groupby: ['g'],
        metrics: ['v'],
        whisker_type: 'percentile',
        percentiles: [10, 90],
      }),
    );
    expect(row[4]).toBeCloseTo(1.4, 12);
    expect(row[3]).toBeCloseTo(61.6, 12);
    expect(row[8]).toEqual([100, 1]);
    expect(() =>
      boxplot(frame, { metrics: ['v'], whisker_type: 'percentile', percentiles: [90, 10] }),
    ).toThrow(
      'percentiles must be a list or tuple with two numeric values, of which the first is lower than the second value',
    );
  });

  it('ignores nulls in quartiles, coerces non-numeric values, counts every row', () => {
    // Non-null values 1, 2, 3, 4: midpoint quartiles 1.5 and 3.5, whiskers 1 and 4.
    const out = boxplot(table(['v'], [[1], ['x'], ['2'], [3], [4]]), {
      metrics: ['v'],
      whisker_type: 'tukey',
    });
    expect(records(out)).toEqual([[2.5, 2.5, 4, 1, 1.5, 3.5, 5, []]]);
  });

  it('validates options', () => {
    expect(() => boxplot(frame, { whisker_type: 'tukey' } as never)).toThrow(
      'Missing required option "metrics" for boxplot',
    );
    expect(() => boxplot(frame, { metrics: ['zz'], whisker_type: 'tukey' })).toThrow(
      'Referenced columns not available in DataFrame.',
    );
    expect(() => boxplot(frame, { metrics: ['v'], whisker_type: 'fence' as never })).toThrow(
      'Invalid options for boxplot: "whisker_type"',
    );
  });
});
