import { describe, expect, it } from 'vitest';
import { contribution } from './contribution.ts';
import {
  injectContributionTotals,
  planContributionTotals,
  sumNumericColumns,
} from './contribution-totals.ts';
import { flatten } from './flatten.ts';
import { pivot } from './pivot.ts';
import { column, records, table } from './test-fixtures.ts';

const frame = table(
  ['name', 'a', 'b'],
  [
    ['x', 1, 2],
    ['y', 3, 2],
    ['z', null, 4],
  ],
);

describe('contribution', () => {
  it('column orientation divides by the column sum, nulls counting as 0', () => {
    const out = contribution(frame, {});
    expect(out.columns).toEqual(['name', 'a', 'b']);
    expect(records(out)).toEqual([
      ['x', 0.25, 0.25],
      ['y', 0.75, 0.25],
      ['z', 0, 0.5],
    ]);
  });

  it('row orientation divides by the row sum of the selected columns', () => {
    const out = contribution(frame, { orientation: 'row' });
    expect(column(out, 'a')).toEqual([1 / 3, 0.6, null]);
    expect(column(out, 'b')).toEqual([2 / 3, 0.4, 1]);
  });

  it('adds renamed columns and keeps the originals', () => {
    const out = contribution(frame, { columns: ['a'], rename_columns: ['%a'] });
    expect(out.columns).toEqual(['name', 'a', 'b', '%a']);
    expect(column(out, '%a')).toEqual([0.25, 0.75, 0]);
    expect(column(out, 'a')).toEqual([1, 3, null]);
  });

  it('uses injected totals (missing or zero total gives 0)', () => {
    const out = contribution(frame, { contribution_totals: { a: 10, b: 0 } });
    expect(column(out, 'a')).toEqual([0.1, 0.3, 0]);
    expect(column(out, 'b')).toEqual([0, 0, 0]);
  });

  it('normalises each time shift on its own in row orientation', () => {
    const data = table(['x', 'y', 'x__1 year ago', 'y__1 year ago'], [[1, 3, 2, 2]]);
    const out = contribution(data, { orientation: 'row', time_shifts: ['1 year ago'] });
    expect(records(out)).toEqual([[0.25, 0.75, 0.5, 0.5]]);
  });

  it('works on pivoted frames (index excluded)', () => {
    const data = table(
      ['ds', 'c', 'm'],
      [
        [1, 'a', 1],
        [1, 'b', 3],
        [2, 'a', 2],
        [2, 'b', 2],
      ],
    );
    const pivoted = pivot(data, {
      index: ['ds'],
      columns: ['c'],
      aggregates: { m: { operator: 'sum' } },
    });
    expect(records(flatten(contribution(pivoted, { orientation: 'row' })))).toEqual([
      [1, 0.25, 0.75],
      [2, 0.5, 0.5],
    ]);
  });

  it('rejects non-numeric columns and mismatched renames', () => {
    expect(() => contribution(frame, { columns: ['name'] })).toThrow(
      'Column "name" is not numeric or does not exists in the query results.',
    );
    expect(() => contribution(frame, { columns: ['a', 'b'], rename_columns: ['%a'] })).toThrow(
      '`rename_columns` must have the same length as `columns`.',
    );
    expect(() => contribution(frame, { columns: ['zz'] })).toThrow(
      'Referenced columns not available in DataFrame.',
    );
  });
});

describe('contribution totals pre-pass', () => {
  const contributionStep = { operation: 'contribution', options: { columns: ['a'] } };

  it('finds the totals query and the queries needing it', () => {
    expect(
      planContributionTotals([
        { columns: ['name'], metrics: ['a'], post_processing: [contributionStep] },
        { columns: [], metrics: ['a'], post_processing: [] },
        { columns: null, metrics: ['a'], post_processing: null },
      ]),
    ).toEqual({ totalsQueryIndex: 1, contributionQueryIndexes: [0] });
    expect(
      planContributionTotals([
        { columns: ['name'], metrics: ['a'], post_processing: [contributionStep] },
      ]),
    ).toBeNull();
    expect(
      planContributionTotals([{ columns: [], metrics: ['a'], post_processing: [] }]),
    ).toBeNull();
  });

  it('sums numeric columns and injects them into contribution steps', () => {
    const totals = sumNumericColumns(frame);
    expect(totals).toEqual({ a: 4, b: 8 });
    const steps = injectContributionTotals([contributionStep, { operation: 'flatten' }], totals);
    expect(steps).toEqual([
      {
        operation: 'contribution',
        options: { columns: ['a'], contribution_totals: { a: 4, b: 8 } },
      },
      { operation: 'flatten' },
    ]);
    expect(contributionStep.options).toEqual({ columns: ['a'] });
  });
});
