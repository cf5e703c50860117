import { describe, expect, it } from 'vitest';
import { compare } from './compare.ts';
import { flatten } from './flatten.ts';
import { pivot } from './pivot.ts';
import { column, records, table } from './test-fixtures.ts';

const frame = table(
  ['s', 'c'],
  [
    [10, 8],
    [5, 0],
    [0, 0],
    [3, null],
  ],
);

describe('compare', () => {
  it('adds <type>__<source>__<compare> columns', () => {
    const out = compare(frame, {
      source_columns: ['s'],
      compare_columns: ['c'],
      compare_type: 'difference',
    });
    expect(out.columns).toEqual(['s', 'c', 'difference__s__c']);
    expect(column(out, 'difference__s__c')).toEqual([2, 5, 0, null]);
  });

  it('percentage and ratio divide by the compare column; x/0 is infinite, 0/0 null', () => {
    const pct = compare(frame, {
      source_columns: ['s'],
      compare_columns: ['c'],
      compare_type: 'percentage',
    });
    expect(column(pct, 'percentage__s__c')).toEqual([0.25, Infinity, null, null]);
    const ratio = compare(frame, {
      source_columns: ['s'],
      compare_columns: ['c'],
      compare_type: 'ratio',
    });
    expect(column(ratio, 'ratio__s__c')).toEqual([1.25, Infinity, null, null]);
  });

  it('rounds half to even at `precision` and can drop the originals', () => {
    const data = table(
      ['s', 'c'],
      [
        [9, 8],
        [1, 3],
        [3, 8],
      ],
    );
    const pct = compare(data, {
      source_columns: ['s'],
      compare_columns: ['c'],
      compare_type: 'percentage',
      precision: 2,
    });
    expect(column(pct, 'percentage__s__c')).toEqual([0.12, -0.67, -0.62]);
    const ratio = compare(data, {
      source_columns: ['s'],
      compare_columns: ['c'],
      compare_type: 'ratio',
      drop_original_columns: true,
    });
    expect(ratio.columns).toEqual(['ratio__s__c']);
    expect(column(ratio, 'ratio__s__c')).toEqual([1.125, 0.3333, 0.375]);
  });

  it('matches the dimension levels of pivoted metrics', () => {
    const data = table(
      ['ds', 'country', 'm', 'm__1 year ago'],
      [
        [1, 'FR', 5, 4],
        [1, 'US', 10, 8],
      ],
    );
    const pivoted = pivot(data, {
      index: ['ds'],
      columns: ['country'],
      aggregates: { m: { operator: 'sum' }, 'm__1 year ago': { operator: 'sum' } },
    });
    const out = flatten(
      compare(pivoted, {
        source_columns: ['m'],
        compare_columns: ['m__1 year ago'],
        compare_type: 'difference',
        drop_original_columns: true,
      }),
    );
    expect(out.columns).toEqual([
      'ds',
      'difference__m__m__1 year ago, FR',
      'difference__m__m__1 year ago, US',
    ]);
    expect(records(out)).toEqual([[1, 1, 2]]);
  });

  it('validates its options', () => {
    expect(() =>
      compare(frame, { source_columns: ['s'], compare_columns: [], compare_type: 'ratio' }),
    ).toThrow('`compare_columns` must have the same length as `source_columns`.');
    expect(() =>
      compare(frame, { source_columns: ['s'], compare_columns: ['c'], compare_type: 'absolute' }),
    ).toThrow('`compare_type` must be `difference`, `percentage` or `ratio`');
    expect(() =>
      compare(frame, { source_columns: ['z'], compare_columns: ['c'], compare_type: 'ratio' }),
    ).toThrow('Referenced columns not available in DataFrame.');
    expect(compare(frame, { source_columns: [], compare_columns: [], compare_type: 'ratio' })).toBe(
      frame,
    );
  });
});
