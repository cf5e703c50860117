import { describe, expect, it } from 'vitest';
import { aggregate } from './aggregate.ts';
import { pivot } from './pivot.ts';
import { records, table } from './test-fixtures.ts';

const frame = table(
  ['g', 'v'],
  [
    ['a', 1],
    ['a', 3],
    ['b', null],
  ],
);
const aggregates = {
  total: { operator: 'sum', column: 'v' },
  avg: { operator: 'mean', column: 'v' },
  n: { operator: 'count', column: 'v' },
  med: { operator: 'median', column: 'v' },
  p50: { operator: 'percentile', column: 'v', options: { q: 50 } },
};

describe('aggregate', () => {
  it('groups by columns: groupby columns then aggregate names, no index', () => {
    const out = aggregate(frame, { groupby: ['g'], aggregates });
    expect(out.columns).toEqual(['g', 'total', 'avg', 'n', 'med', 'p50']);
    expect(out.index).toBeUndefined();
    // sum/mean skip nulls (pandas Series methods); count is np.ma.count (counts nulls);
    // median/percentile are plain numpy (a null gives null).
    expect(records(out)).toEqual([
      ['a', 4, 2, 2, 2, 2],
      ['b', 0, null, 1, null, null],
    ]);
  });

  it('aggregates all rows into one when groupby is empty', () => {
    expect(records(aggregate(frame, { groupby: [], aggregates }))).toEqual([[4, 2, 3, null, null]]);
  });

  it('supports the other numpy operators', () => {
    const ops = [
      'max',
      'min',
      'prod',
      'std',
      'var',
      'nansum',
      'nanmean',
      'nanmedian',
      'nanmax',
      'nanmin',
      'argmax',
      'argmin',
      'count_nonzero',
      'average',
    ];
    const out = aggregate(frame, {
      aggregates: Object.fromEntries(ops.map((op) => [op, { operator: op, column: 'v' }])),
    });
    expect(records(out)).toEqual([[3, 1, 3, 1, 1, 4, 2, 2, 3, 1, 1, 0, 2, null]]);
    const pct = aggregate(frame, {
      aggregates: {
        q: { operator: 'nanpercentile', column: 'v', options: { q: 25 } },
        s: { operator: 'std', column: 'v', options: { ddof: 1 } },
      },
    });
    expect(records(pct)).toEqual([[1.5, Math.sqrt(2)]]);
  });

  it('collapses a pivoted time series (big number aggregation)', () => {
    const pivoted = pivot(
      table(
        ['ds', 'm'],
        [
          [1, 5],
          [2, 7],
        ],
      ),
      { index: ['ds'], aggregates: { m: { operator: 'mean' } } },
    );
    const out = aggregate(pivoted, { groupby: [], aggregates: { m: { operator: 'sum' } } });
    expect(out).toEqual({ columns: ['m'], rows: [{ m: 12 }] });
  });

  it('reports Superset errors', () => {
    expect(() =>
      aggregate(frame, { aggregates: { x: { operator: 'sum', column: 'zz' } } }),
    ).toThrow('Column referenced by aggregate is undefined: zz');
    expect(() => aggregate(frame, { aggregates: { v: {} } })).toThrow(
      'Operator undefined for aggregator: v',
    );
    expect(() => aggregate(frame, { aggregates: { v: { operator: 'foo' } } })).toThrow(
      'Invalid numpy function: foo',
    );
    expect(() => aggregate(frame, { groupby: ['zz'], aggregates })).toThrow(
      'Referenced columns not available in DataFrame.',
    );
    expect(() => aggregate(frame, { aggregates: { v: { operator: 'percentile' } } })).toThrow(
      'Invalid options for percentile: {}',
    );
    expect(() =>
      aggregate(frame, { aggregates: { v: { operator: 'percentile', options: { q: 101 } } } }),
    ).toThrow('Percentiles must be in the range [0, 100]');
    expect(() =>
      aggregate(frame, { aggregates: { v: { operator: 'sum', options: { axis: 1 } } } }),
    ).toThrow('Invalid options for sum: {"axis":1}');
  });
});
