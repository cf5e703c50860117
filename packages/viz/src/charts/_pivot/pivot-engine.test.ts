import { describe, expect, it } from 'vitest';
import type { DataRecord } from '../../query/data-record.ts';
import { columnHeaderRows, rowHeaderCells } from './pivot-headers.ts';
import { buildPivot, flatKey, visibleKeys, type PivotOptions } from './pivot-engine.ts';

// East/A: X 1, Y 2 | East/B: X 5 | West/C: X 4, Y 6 + 10 (two records in one cell)
const RECORDS: DataRecord[] = [
  { region: 'East', city: 'A', product: 'X', v: 1 },
  { region: 'East', city: 'A', product: 'Y', v: 2 },
  { region: 'East', city: 'B', product: 'X', v: 5 },
  { region: 'West', city: 'C', product: 'X', v: 4 },
  { region: 'West', city: 'C', product: 'Y', v: 6 },
  { region: 'West', city: 'C', product: 'Y', v: 10 },
];
const pivotOf = (options: Partial<PivotOptions> = {}) =>
  buildPivot(RECORDS, {
    rows: ['region', 'city'],
    cols: ['product'],
    valueKey: 'v',
    aggregateFunction: 'Sum',
    ...options,
  });

describe('buildPivot', () => {
  it('sums cells, row totals, column totals and the grand total', () => {
    const p = pivotOf();
    expect(p.rowKeys).toEqual([
      ['East', 'A'],
      ['East', 'B'],
      ['West', 'C'],
    ]);
    expect(p.colKeys).toEqual([['X'], ['Y']]);
    const grid = p.rowKeys.map((r) => p.colKeys.map((c) => p.value(r, c)));
    expect(grid).toEqual([
      [1, 2],
      [5, null],
      [4, 16],
    ]);
    expect(p.rowKeys.map((r) => p.value(r, []))).toEqual([3, 5, 20]);
    expect(p.colKeys.map((c) => p.value([], c))).toEqual([10, 18]);
    expect(p.value([], [])).toBe(28);
  });

  it('recomputes totals with the aggregator instead of adding cells (Average, Count, Maximum)', () => {
    const avg = pivotOf({ aggregateFunction: 'Average' });
    expect(avg.value(['West', 'C'], ['Y'])).toBe(8);
    expect(avg.value(['West', 'C'], [])).toBe(20 / 3);
    expect(avg.value([], [])).toBe(28 / 6);
    const count = pivotOf({ aggregateFunction: 'Count' });
    expect([
      count.value(['West', 'C'], ['Y']),
      count.value([], ['X']),
      count.value([], []),
    ]).toEqual([2, 3, 6]);
    expect(pivotOf({ aggregateFunction: 'Maximum' }).value([], ['Y'])).toBe(10);
  });

  it('fractions divide by the grand total, the row total or the column total', () => {
    expect(
      pivotOf({ aggregateFunction: 'Sum as Fraction of Total' }).value(['East', 'A'], ['X']),
    ).toBe(1 / 28);
    const rows = pivotOf({ aggregateFunction: 'Sum as Fraction of Rows' });
    expect([
      rows.value(['East', 'A'], ['X']),
      rows.value(['West', 'C'], ['Y']),
      rows.value(['West', 'C'], []),
    ]).toEqual([1 / 3, 0.8, 1]);
    const cols = pivotOf({ aggregateFunction: 'Sum as Fraction of Columns' });
    expect([cols.value(['East', 'A'], ['X']), cols.value(['West', 'C'], ['Y'])]).toEqual([
      0.1,
      16 / 18,
    ]);
    expect(
      pivotOf({ aggregateFunction: 'Count as Fraction of Rows' }).value(['West', 'C'], ['Y']),
    ).toBe(2 / 3);
    expect(
      pivotOf({ aggregateFunction: 'Count as Fraction of Columns' }).value(['West', 'C'], ['Y']),
    ).toBe(2 / 3);
    expect(
      pivotOf({ aggregateFunction: 'Count as Fraction of Total' }).value(['East', 'B'], []),
    ).toBe(1 / 6);
    expect(pivotOf({ aggregateFunction: 'Sum as Fraction of Total' }).isPercent).toBe(true);
  });

  it('row subtotals below (default) or on top of their group, with subtotal cells', () => {
    const below = pivotOf({ rowSubtotals: true });
    expect(below.rowKeys).toEqual([
      ['East', 'A'],
      ['East', 'B'],
      ['East'],
      ['West', 'C'],
      ['West'],
    ]);
    expect([
      below.value(['East'], ['X']),
      below.value(['East'], ['Y']),
      below.value(['West'], ['Y']),
      below.value(['East'], []),
    ]).toEqual([6, 2, 16, 8]);
    const top = pivotOf({ rowSubtotals: true, rowSubtotalsOnTop: true });
    expect(top.rowKeys).toEqual([['East'], ['East', 'A'], ['East', 'B'], ['West'], ['West', 'C']]);
  });

  it('column subtotals right (default) or left of their group', () => {
    const cols = ['product', 'city'];
    const right = buildPivot(RECORDS, {
      rows: ['region'],
      cols,
      valueKey: 'v',
      aggregateFunction: 'Sum',
      colSubtotals: true,
    });
    expect(right.colKeys).toEqual([
      ['X', 'A'],
      ['X', 'B'],
      ['X', 'C'],
      ['X'],
      ['Y', 'A'],
      ['Y', 'C'],
      ['Y'],
    ]);
    expect([right.value(['East'], ['X']), right.value(['West'], ['Y'])]).toEqual([6, 16]);
    const left = buildPivot(RECORDS, {
      rows: ['region'],
      cols,
      valueKey: 'v',
      aggregateFunction: 'Sum',
      colSubtotals: true,
      colSubtotalsOnTop: true,
    });
    expect(left.colKeys.slice(0, 4)).toEqual([['X'], ['X', 'A'], ['X', 'B'], ['X', 'C']]);
  });

  it('transposing swaps the axes: the same values read across', () => {
    const p = buildPivot(RECORDS, {
      rows: ['product'],
      cols: ['region', 'city'],
      valueKey: 'v',
      aggregateFunction: 'Sum',
    });
    expect(p.rowKeys).toEqual([['X'], ['Y']]);
    expect(p.colKeys).toEqual([
      ['East', 'A'],
      ['East', 'B'],
      ['West', 'C'],
    ]);
    expect(p.value(['Y'], ['West', 'C'])).toBe(16);
  });

  it('sorts keys z-a and by value, keeping groups together and breaking ties by key', () => {
    expect(pivotOf({ rowOrder: 'key_z_to_a' }).rowKeys).toEqual([
      ['West', 'C'],
      ['East', 'B'],
      ['East', 'A'],
    ]);
    // Totals: West 20 > East 8; inside East: B 5 > A 3.
    expect(pivotOf({ rowOrder: 'value_z_to_a' }).rowKeys).toEqual([
      ['West', 'C'],
      ['East', 'B'],
      ['East', 'A'],
    ]);
    expect(pivotOf({ rowOrder: 'value_a_to_z' }).rowKeys).toEqual([
      ['East', 'A'],
      ['East', 'B'],
      ['West', 'C'],
    ]);
    expect(pivotOf({ colOrder: 'value_z_to_a' }).colKeys).toEqual([['Y'], ['X']]);
    expect(pivotOf({ colOrder: 'key_z_to_a' }).colKeys).toEqual([['Y'], ['X']]);
    const ties = buildPivot(
      [
        { k: 'b', v: 1 },
        { k: 'a', v: 1 },
        { k: 'c', v: 0 },
      ],
      { rows: ['k'], cols: [], valueKey: 'v', aggregateFunction: 'Sum', rowOrder: 'value_z_to_a' },
    );
    expect(ties.rowKeys).toEqual([['a'], ['b'], ['c']]);
  });

  it('orders one attribute by a given sorter (metrics in their chosen order)', () => {
    const records = [
      { m: 'SUM(b)', v: 1 },
      { m: 'AVG(a)', v: 2 },
    ];
    const order = (a: unknown, b: unknown) =>
      ['SUM(b)', 'AVG(a)'].indexOf(String(a)) - ['SUM(b)', 'AVG(a)'].indexOf(String(b));
    expect(
      buildPivot(records, {
        rows: [],
        cols: ['m'],
        valueKey: 'v',
        aggregateFunction: 'Sum',
        sorters: { m: order },
      }).colKeys,
    ).toEqual([['SUM(b)'], ['AVG(a)']]);
  });

  it('with no row attributes there are no row keys and the column totals are the only row', () => {
    const p = buildPivot(RECORDS, {
      rows: [],
      cols: ['product'],
      valueKey: 'v',
      aggregateFunction: 'Sum',
    });
    expect(p.rowKeys).toEqual([]);
    expect(p.colKeys.map((c) => p.value([], c))).toEqual([10, 18]);
  });

  it('keeps null header values as null keys, sorted first', () => {
    const p = buildPivot(
      [
        { k: null, v: 1 },
        { k: 'a', v: 2 },
      ],
      { rows: ['k'], cols: [], valueKey: 'v', aggregateFunction: 'Sum' },
    );
    expect(p.rowKeys).toEqual([[null], ['a']]);
    expect(p.value([null], [])).toBe(1);
  });

  it('pivots 100,000 records quickly', () => {
    const many = Array.from({ length: 100_000 }, (_, i) => ({
      a: `a${i % 1000}`,
      b: `b${i % 7}`,
      c: i % 3,
      v: i,
    }));
    const started = performance.now();
    const p = buildPivot(many, {
      rows: ['a', 'b'],
      cols: ['c'],
      valueKey: 'v',
      aggregateFunction: 'Sum',
      rowSubtotals: true,
    });
    // Generous: the test machine is shared; a free core pivots this in a few hundred ms.
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(p.rowKeys).toHaveLength(1000 * 7 + 1000);
    expect(p.value([], [])).toBe((99_999 * 100_000) / 2);
  }, 30_000);
});

describe('visibleKeys', () => {
  it('drops the descendants of folded headers, keeping the subtotal row', () => {
    const keys = pivotOf({ rowSubtotals: true }).rowKeys;
    expect(visibleKeys(keys, new Set([flatKey(['East'])]))).toEqual([
      ['East'],
      ['West', 'C'],
      ['West'],
    ]);
  });
});

describe('pivot headers', () => {
  it('column header rows span groups and label subtotal columns', () => {
    const rows = columnHeaderRows([['X', 'A'], ['X', 'B'], ['X'], ['Y', 'A'], ['Y']], 2);
    expect(rows[0].map((c) => [c.value, c.colSpan])).toEqual([
      ['X', 3],
      ['Y', 2],
    ]);
    expect(rows[1].map((c) => (c.isSubtotalLabel ? 'Subtotal' : c.value))).toEqual([
      'A',
      'B',
      'Subtotal',
      'A',
      'Subtotal',
    ]);
  });

  it('row headers blank values repeated from the row above; subtotal rows name their group', () => {
    const keys = [['East', 'A'], ['East', 'B'], ['East'], ['West', 'C']];
    expect(rowHeaderCells(keys, 1, 2).map((c) => (c.isRepeated ? '' : c.value))).toEqual(['', 'B']);
    expect(
      rowHeaderCells(keys, 2, 2).map((c) =>
        c.isSubtotalLabel ? `Subtotal/${c.colSpan}` : c.value,
      ),
    ).toEqual(['East', 'Subtotal/1']);
    expect(rowHeaderCells(keys, 3, 2).map((c) => c.value)).toEqual(['West', 'C']);
  });
});
