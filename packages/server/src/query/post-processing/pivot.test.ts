import { describe, expect, it } from 'vitest';
import { flatten } from './flatten.ts';
import { pivot } from './pivot.ts';
import { d, records, table } from './test-fixtures.ts';

const sales = table(
  ['ds', 'country', 'SUM(x)', 'COUNT(*)'],
  [
    [d('2024-01-01'), 'US', 1, 10],
    [d('2024-01-01'), 'FR', 2, 20],
    [d('2024-01-02'), 'US', 3, 30],
    [d('2024-01-02'), 'US', 5, 50],
    [d('2024-01-03'), null, 4, 40],
  ],
);
const aggregates = { 'SUM(x)': { operator: 'mean' }, 'COUNT(*)': { operator: 'sum' } };

describe('pivot', () => {
  it('pivots without columns: sorted metric columns, datetime row index', () => {
    const out = pivot(sales, { index: ['ds'], aggregates });
    expect(out.index).toEqual(['ds']);
    expect(out.header).toBeUndefined();
    expect(out.columns).toEqual(['COUNT(*)', 'SUM(x)']);
    expect(records(out)).toEqual([
      [d('2024-01-01'), 30, 1.5],
      [d('2024-01-02'), 80, 4],
      [d('2024-01-03'), 40, 4],
    ]);
  });

  it('pivots on a dimension: (metric, value) columns sorted, nulls become <NULL>', () => {
    const out = flatten(pivot(sales, { index: ['ds'], columns: ['country'], aggregates }));
    expect(out.columns).toEqual([
      'ds',
      'COUNT(*), <NULL>',
      'COUNT(*), FR',
      'COUNT(*), US',
      'SUM(x), <NULL>',
      'SUM(x), FR',
      'SUM(x), US',
    ]);
    expect(records(out)).toEqual([
      [d('2024-01-01'), null, 20, 10, null, 2, 1],
      [d('2024-01-02'), null, null, 80, null, null, 4],
      [d('2024-01-03'), 40, null, null, 4, null, null],
    ]);
  });

  it('keeps the multi-level header and index before flatten', () => {
    const out = pivot(sales, {
      index: ['ds'],
      columns: ['country'],
      aggregates: { 'SUM(x)': { operator: 'sum' } },
      column_fill_value: null,
    });
    expect(out.header?.names).toEqual([null, 'country']);
    expect(out.columns.map((k) => out.header?.keys[k])).toEqual([
      ['SUM(x)', 'FR'],
      ['SUM(x)', 'US'],
    ]);
    // Without a column fill value the null-country row is dropped, and with it 2024-01-03.
    expect(records(out).map((r) => r[0])).toEqual([d('2024-01-01'), d('2024-01-02')]);
  });

  it('fills empty cells with metric_fill_value', () => {
    const out = flatten(
      pivot(sales, {
        index: ['ds'],
        columns: ['country'],
        aggregates: { 'SUM(x)': { operator: 'sum' } },
        metric_fill_value: 0,
      }),
    );
    expect(records(out)).toEqual([
      [d('2024-01-01'), 0, 2, 1],
      [d('2024-01-02'), 0, 0, 8],
      [d('2024-01-03'), 4, 0, 0],
    ]);
  });

  const sparse = table(
    ['ds', 'c', 'v'],
    [
      [1, 'a', 1],
      [1, 'b', 2],
      [2, 'a', null],
      [null, 'b', 7],
    ],
  );

  it('drop_missing_columns drops null keys and groups whose aggregates are all null', () => {
    const out = flatten(
      pivot(sparse, { index: ['ds'], columns: ['c'], aggregates: { v: { operator: 'mean' } } }),
    );
    expect(out.columns).toEqual(['ds', 'v, a', 'v, b']);
    expect(records(out)).toEqual([[1, 1, 2]]);
  });

  it('drop_missing_columns false keeps null index values and empty rows', () => {
    const out = flatten(
      pivot(sparse, {
        index: ['ds'],
        columns: ['c'],
        aggregates: { v: { operator: 'mean' } },
        drop_missing_columns: false,
      }),
    );
    expect(out.columns).toEqual(['ds', 'v, a', 'v, b']);
    expect(records(out)).toEqual([
      [1, 1, 2],
      [2, null, null],
      [null, null, 7],
    ]);
  });

  it('drop_missing_columns false keeps only combinations that occur', () => {
    const data = table(
      ['ds', 'c1', 'c2', 'v'],
      [
        [1, 'a', 'x', 1],
        [1, 'b', 'y', 2],
      ],
    );
    const out = flatten(
      pivot(data, {
        index: ['ds'],
        columns: ['c1', 'c2'],
        aggregates: { v: { operator: 'sum' } },
        drop_missing_columns: false,
      }),
    );
    expect(out.columns).toEqual(['ds', 'v, a, x', 'v, b, y']);
  });

  it('collapses two aggregates on the same source column (the last operator wins)', () => {
    const out = pivot(sales, {
      index: ['ds'],
      aggregates: {
        a: { operator: 'sum', column: 'SUM(x)' },
        b: { operator: 'max', column: 'SUM(x)' },
      },
    });
    expect(out.columns).toEqual(['SUM(x)']);
    expect(records(out).map((r) => r[1])).toEqual([2, 5, 4]);
  });

  it('combine_value_with_metric moves the metric level innermost', () => {
    const data = table(
      ['ds', 'country', 'SUM(x)', 'COUNT(*)'],
      [
        [1, 'US', 1, 10],
        [1, 'FR', 2, 20],
      ],
    );
    const out = flatten(
      pivot(data, {
        index: ['ds'],
        columns: ['country'],
        aggregates,
        combine_value_with_metric: true,
      }),
    );
    expect(out.columns).toEqual(['ds', 'FR, COUNT(*)', 'FR, SUM(x)', 'US, COUNT(*)', 'US, SUM(x)']);
    expect(records(out)).toEqual([[1, 20, 2, 10, 1]]);
  });

  it('adds marginal distributions', () => {
    const data = table(
      ['ds', 'c', 'v'],
      [
        [1, 'a', 1],
        [1, 'b', 2],
        [2, 'a', 3],
      ],
    );
    const withColumns = flatten(
      pivot(data, {
        index: ['ds'],
        columns: ['c'],
        aggregates: { v: { operator: 'sum' } },
        marginal_distributions: true,
      }),
    );
    expect(withColumns.columns).toEqual(['ds', 'v, a', 'v, b', 'v, All']);
    expect(records(withColumns)).toEqual([
      [1, 1, 2, 3],
      [2, 3, null, 3],
      ['All', 4, 2, 6],
    ]);
    const plain = pivot(data, {
      index: ['ds'],
      aggregates: { v: { operator: 'sum' } },
      marginal_distributions: true,
      marginal_distribution_name: 'Total',
    });
    expect(records(plain)).toEqual([
      [1, 3],
      [2, 3],
      ['Total', 6],
    ]);
  });

  it('reports invalid options with Superset messages', () => {
    expect(() => pivot(sales, { aggregates })).toThrow(
      'Pivot operation requires at least one index',
    );
    expect(() => pivot(sales, { index: [], aggregates })).toThrow(
      'Pivot operation requires at least one index',
    );
    expect(() => pivot(sales, { index: ['ds'], aggregates: {} })).toThrow(
      'Pivot operation must include at least one aggregate',
    );
    expect(() => pivot(sales, { index: ['nope'], aggregates })).toThrow(
      'Referenced columns not available in DataFrame.',
    );
    expect(() => pivot(sales, { index: ['ds'], columns: ['nope'], aggregates })).toThrow(
      'Referenced columns not available in DataFrame.',
    );
    expect(() =>
      pivot(sales, { index: ['ds'], aggregates: { m: { operator: 'sum', column: 'zz' } } }),
    ).toThrow('Column referenced by aggregate is undefined: zz');
    expect(() => pivot(sales, { index: ['ds'], aggregates: { 'SUM(x)': {} } })).toThrow(
      'Operator undefined for aggregator: SUM(x)',
    );
    expect(() =>
      pivot(sales, { index: ['ds'], aggregates: { 'SUM(x)': { operator: 'foo' } } }),
    ).toThrow('Invalid numpy function: foo');
  });
});
