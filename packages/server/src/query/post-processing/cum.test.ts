import { describe, expect, it } from 'vitest';
import { cum } from './cum.ts';
import { diff } from './diff.ts';
import { column, records, table } from './test-fixtures.ts';

const series = (values: (number | null)[]) =>
  table(
    ['v'],
    values.map((v) => [v]),
  );

describe('cum', () => {
  it('accumulates with nulls counted as 0', () => {
    expect(
      column(cum(series([1, null, 3]), { operator: 'sum', columns: { v: 'v' } }), 'v'),
    ).toEqual([1, 1, 4]);
    expect(
      column(cum(series([2, null, 3]), { operator: 'prod', columns: { v: 'v' } }), 'v'),
    ).toEqual([2, 0, 0]);
    expect(column(cum(series([3, 1, 2]), { operator: 'min', columns: { v: 'v' } }), 'v')).toEqual([
      3, 1, 1,
    ]);
    expect(column(cum(series([1, 3, 2]), { operator: 'max', columns: { v: 'v' } }), 'v')).toEqual([
      1, 3, 3,
    ]);
  });

  it('appends renamed columns', () => {
    const out = cum(series([1, 2]), { operator: 'sum', columns: { v: 'total' } });
    expect(out.columns).toEqual(['v', 'total']);
    expect(records(out)).toEqual([
      [1, 1],
      [2, 3],
    ]);
  });

  it('rejects unknown operators and columns', () => {
    expect(() => cum(series([1]), { operator: 'avg', columns: { v: 'v' } })).toThrow(
      'Invalid cumulative operator: avg',
    );
    expect(() => cum(series([1]), { operator: 'sum', columns: { z: 'z' } })).toThrow(
      'Referenced columns not available in DataFrame.',
    );
  });
});

describe('diff', () => {
  it('differences rows `periods` apart (first rows null)', () => {
    expect(column(diff(series([1, 4, null, 10]), { columns: { v: 'v' } }), 'v')).toEqual([
      null,
      3,
      null,
      null,
    ]);
    expect(
      column(diff(series([1, 4, null, 10]), { columns: { v: 'v' }, periods: 2 }), 'v'),
    ).toEqual([null, null, null, 6]);
    expect(
      column(diff(series([1, 4, null, 10]), { columns: { v: 'v' }, periods: -1 }), 'v'),
    ).toEqual([-3, null, null, null]);
  });

  it('differences columns with axis 1 and appends renamed columns', () => {
    const frame = table(['a', 'b'], [[1, 5]]);
    expect(records(diff(frame, { columns: { a: 'a', b: 'b' }, axis: 1 }))).toEqual([[null, 4]]);
    const out = diff(table(['a'], [[1], [3]]), { columns: { a: 'delta' } });
    expect(out.columns).toEqual(['a', 'delta']);
    expect(records(out)).toEqual([
      [1, null],
      [3, 2],
    ]);
  });

  it('requires columns', () => {
    expect(() => diff(series([1]), {} as never)).toThrow(
      'Missing required option "columns" for diff',
    );
  });
});
