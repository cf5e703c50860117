import { describe, expect, it } from 'vitest';
import { histogram } from './histogram.ts';
import { records, table } from './test-fixtures.ts';

const frame = table(
  ['g', 'v'],
  [
    ['a', 0],
    ['a', 1],
    ['a', 2],
    ['b', 3],
    ['b', 4],
    ['b', 5],
    ['b', 10],
  ],
);
const labels = ['0.0 - 2.0', '2.0 - 4.0', '4.0 - 6.0', '6.0 - 8.0', '8.0 - 10.0'];

describe('histogram', () => {
  it('counts values in equal-width bins labelled "<lo> - <hi>" (last bin closed)', () => {
    const out = histogram(frame, { column: 'v' });
    expect(out.columns).toEqual(labels);
    expect(records(out)).toEqual([[2, 2, 2, 0, 1]]);
  });

  it('groups, accumulates and normalises', () => {
    const grouped = histogram(frame, { column: 'v', groupby: ['g'] });
    expect(grouped.columns).toEqual(['g', ...labels]);
    expect(records(grouped)).toEqual([
      ['a', 2, 1, 0, 0, 0],
      ['b', 0, 1, 2, 0, 1],
    ]);
    expect(records(histogram(frame, { column: 'v', cumulative: true }))).toEqual([[2, 4, 6, 6, 7]]);
    expect(records(histogram(frame, { column: 'v', normalize: true }))).toEqual([
      [2 / 7, 2 / 7, 2 / 7, 0, 1 / 7],
    ]);
  });

  it('labels edges with Python float repr', () => {
    expect(histogram(frame, { column: 'v', bins: 4 }).columns).toEqual([
      '0.0 - 2.5',
      '2.5 - 5.0',
      '5.0 - 7.5',
      '7.5 - 10.0',
    ]);
    const constant = histogram(table(['v'], [[5], [5]]), { column: 'v', bins: 2 });
    expect(constant.columns).toEqual(['4.5 - 5.0', '5.0 - 5.5']);
    expect(records(constant)).toEqual([[0, 2]]);
  });

  it('ignores nulls of a numeric column but rejects non-numeric values', () => {
    expect(records(histogram(table(['v'], [[0], [null], [10]]), { column: 'v', bins: 2 }))).toEqual(
      [[1, 1]],
    );
    expect(records(histogram(table(['v'], [['1'], ['3']]), { column: 'v', bins: 2 }))).toEqual([
      [1, 1],
    ]);
    expect(() => histogram(table(['v'], [['1'], ['x']]), { column: 'v' })).toThrow(
      "Column 'v' contains non-numeric values",
    );
    expect(() => histogram(table(['v'], [['1'], [null]]), { column: 'v' })).toThrow(
      "Column 'v' contains non-numeric values",
    );
    expect(() => histogram(frame, { column: 'zz' })).toThrow(
      'Referenced columns not available in DataFrame.',
    );
  });
});
