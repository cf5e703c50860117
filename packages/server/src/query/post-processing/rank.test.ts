import { describe, expect, it } from 'vitest';
import { rank } from './rank.ts';
import { column, table } from './test-fixtures.ts';

describe('rank', () => {
  it('adds the percentile rank (average ties), nulls stay null', () => {
    const out = rank(table(['v'], [[10], [20], [20], [null], [40]]), { metric: 'v' });
    expect(out.columns).toEqual(['v', 'rank']);
    expect(column(out, 'rank')).toEqual([0.25, 0.625, 0.625, null, 1]);
  });

  it('ranks within groups', () => {
    const out = rank(
      table(
        ['g', 'v'],
        [
          ['a', 1],
          ['a', 2],
          ['b', 5],
          ['b', 5],
          ['b', null],
          [null, 3],
        ],
      ),
      { metric: 'v', group_by: 'g' },
    );
    expect(column(out, 'rank')).toEqual([0.5, 1, 0.75, 0.75, null, null]);
  });

  it('validates columns', () => {
    expect(() => rank(table(['v'], [[1]]), { metric: 'zz' })).toThrow(
      'Referenced columns not available in DataFrame.',
    );
  });
});
