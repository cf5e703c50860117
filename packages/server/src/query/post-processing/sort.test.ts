import { describe, expect, it } from 'vitest';
import { pivot } from './pivot.ts';
import { sort } from './sort.ts';
import { column, d, records, table } from './test-fixtures.ts';

const frame = table(
  ['k', 'v'],
  [
    ['b', 3],
    ['a', null],
    ['c', 1],
    ['a', 2],
  ],
);

describe('sort', () => {
  it('sorts by a column, nulls last in both directions', () => {
    expect(column(sort(frame, { by: 'v' }), 'v')).toEqual([1, 2, 3, null]);
    expect(column(sort(frame, { by: 'v', ascending: false }), 'v')).toEqual([3, 2, 1, null]);
  });

  it('sorts by several columns with one direction each (stable)', () => {
    expect(records(sort(frame, { by: ['k', 'v'], ascending: [true, false] }))).toEqual([
      ['a', 2],
      ['a', null],
      ['b', 3],
      ['c', 1],
    ]);
  });

  it('sorts by the row index', () => {
    const pivoted = pivot(
      table(
        ['ds', 'v'],
        [
          [d('2024-01-02'), 1],
          [d('2024-01-01'), 2],
        ],
      ),
      { index: ['ds'], aggregates: { v: { operator: 'sum' } } },
    );
    expect(records(sort(pivoted, { is_sort_index: true, ascending: false }))).toEqual([
      [d('2024-01-02'), 1],
      [d('2024-01-01'), 2],
    ]);
    expect(column(sort(frame, { is_sort_index: true, ascending: false }), 'k')).toEqual([
      'a',
      'c',
      'a',
      'b',
    ]);
  });

  it('leaves the frame unchanged without by, and validates columns', () => {
    expect(sort(frame, {})).toBe(frame);
    expect(() => sort(frame, { by: 'z' })).toThrow(
      'Referenced columns not available in DataFrame.',
    );
    expect(() => sort(frame, { by: ['k', 'v'], ascending: [true] })).toThrow(
      'Length of ascending (1) != length of by (2)',
    );
  });
});
