import { describe, expect, it } from 'vitest';
import { flatten } from './flatten.ts';
import { pivot } from './pivot.ts';
import { d, records, table } from './test-fixtures.ts';

const data = table(
  ['ds', 'region', 'n', 'flag', 'SUM(a, b)'],
  [
    [d('2024-01-01'), 'A, B', 1, true, 5],
    [d('2024-01-01'), 'C', 2.5, false, 6],
  ],
);

describe('flatten', () => {
  it('joins header levels with ", " escaping commas inside components', () => {
    const out = flatten(
      pivot(data, {
        index: ['ds'],
        columns: ['region'],
        aggregates: { 'SUM(a, b)': { operator: 'sum' } },
      }),
    );
    expect(out.columns).toEqual(['ds', 'SUM(a\\, b), A\\, B', 'SUM(a\\, b), C']);
    expect(out.index).toBeUndefined();
    expect(out.header).toBeUndefined();
  });

  it('stringifies numbers, booleans and dates as Python does', () => {
    const byNumber = flatten(
      pivot(data, {
        index: ['ds'],
        columns: ['n'],
        aggregates: { 'SUM(a, b)': { operator: 'sum' } },
      }),
    );
    expect(byNumber.columns.slice(1)).toEqual(['SUM(a\\, b), 1', 'SUM(a\\, b), 2.5']);
    const byFlag = flatten(
      pivot(data, {
        index: ['n'],
        columns: ['flag'],
        aggregates: { 'SUM(a, b)': { operator: 'sum' } },
      }),
    );
    expect(byFlag.columns).toEqual(['n', 'SUM(a\\, b), False', 'SUM(a\\, b), True']);
    const byDate = flatten(
      pivot(data, {
        index: ['n'],
        columns: ['ds'],
        aggregates: { 'SUM(a, b)': { operator: 'sum' } },
      }),
    );
    expect(byDate.columns).toEqual(['n', 'SUM(a\\, b), 2024-01-01 00:00:00']);
  });

  it('does not escape single-level column names', () => {
    const out = flatten(
      pivot(data, { index: ['ds'], aggregates: { 'SUM(a, b)': { operator: 'sum' } } }),
    );
    expect(out.columns).toEqual(['ds', 'SUM(a, b)']);
    expect(records(out)).toEqual([[d('2024-01-01'), 11]]);
  });

  it('drops levels by position or name and can keep the index', () => {
    const pivoted = pivot(data, {
      index: ['ds'],
      columns: ['region'],
      aggregates: { n: { operator: 'sum' } },
    });
    expect(flatten(pivoted, { drop_levels: [0] }).columns).toEqual(['ds', 'A\\, B', 'C']);
    expect(flatten(pivoted, { drop_levels: ['region'] }).columns).toEqual(['ds', 'n']);
    const kept = flatten(pivoted, { reset_index: false });
    expect(kept.index).toEqual(['ds']);
    expect(kept.columns).toEqual(['n, A\\, B', 'n, C']);
    expect(() => flatten(pivoted, { drop_levels: [0, 1] })).toThrow(
      'at least one level must be left',
    );
  });

  it('leaves a plain frame without index unchanged', () => {
    const plain = table(['a'], [[1]]);
    expect(flatten(plain)).toEqual(plain);
  });
});
