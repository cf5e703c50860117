import { describe, expect, it } from 'vitest';
import { nextSortDirection, rowsAsTsv, sortedRowIndexes } from './result-sort.ts';

const rows = [
  { n: 3, s: 'b10' },
  { n: null, s: 'a' },
  { n: 1, s: 'b9' },
  { n: 3, s: null },
];

describe('result sorting', () => {
  it('sorts numbers ascending and descending with nulls last and stable ties', () => {
    expect(sortedRowIndexes(rows, 'n', 'asc')).toEqual([2, 0, 3, 1]);
    expect(sortedRowIndexes(rows, 'n', 'desc')).toEqual([0, 3, 2, 1]);
  });

  it('sorts text naturally', () => {
    expect(sortedRowIndexes(rows, 's', 'asc')).toEqual([1, 2, 0, 3]);
  });

  it('keeps the server order without a sort', () => {
    expect(sortedRowIndexes(rows, 'n', null)).toEqual([0, 1, 2, 3]);
  });

  it('sorts 100,000 rows quickly', () => {
    const many = Array.from({ length: 100_000 }, (_, i) => ({ v: (i * 7919) % 100_000 }));
    const started = performance.now();
    const order = sortedRowIndexes(many, 'v', 'desc');
    expect(many[order[0]!]!.v).toBe(99_999);
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it('cycles header clicks through asc, desc and off', () => {
    expect([nextSortDirection(null), nextSortDirection('asc'), nextSortDirection('desc')]).toEqual([
      'asc',
      'desc',
      null,
    ]);
  });

  it('copies rows as tab-separated text', () => {
    expect(rowsAsTsv(['n', 's'], rows.slice(0, 2))).toBe('n\ts\n3\tb10\nNULL\ta');
  });
});
