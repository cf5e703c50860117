import { describe, expect, it } from 'vitest';
import type { DataRecordValue } from '../../query/data-record.ts';
import { AGGREGATE_FUNCTIONS, AGGREGATORS, type AggregateFunction } from './aggregators.ts';
import { naturalSort, sortAs } from './natural-sort.ts';

function run(name: AggregateFunction, values: DataRecordValue[]) {
  const aggregator = AGGREGATORS[name].create();
  values.forEach((v) => aggregator.push(v));
  return aggregator.value();
}

const NUMBERS = [1, 2, 5, 4, 6, 10];

describe('pivot aggregators', () => {
  it('defines the 18 aggregate functions of the spec', () => {
    expect(AGGREGATE_FUNCTIONS).toHaveLength(18);
    expect(Object.keys(AGGREGATORS).sort()).toEqual([...AGGREGATE_FUNCTIONS].sort());
  });

  it.each([
    ['Count', 6],
    ['Count Unique Values', 6],
    ['List Unique Values', '1, 2, 4, 5, 6, 10'],
    ['Sum', 28],
    ['Average', 28 / 6],
    // sorted 1 2 4 5 6 10: the mean of the 3rd and 4th values
    ['Median', 4.5],
    ['Minimum', 1],
    ['Maximum', 10],
    ['First', 1],
    ['Last', 10],
  ] as const)('%s of 1 2 5 4 6 10 is %s', (name, expected) => {
    expect(run(name, NUMBERS)).toBe(expected);
  });

  it('sample variance and standard deviation divide by n - 1', () => {
    // mean 14/3; squared deviations sum to 182 - 6 * (14/3)^2 = 182 - 130.67 = 51.33; / 5
    expect(run('Sample Variance', NUMBERS)).toBeCloseTo(154 / 15, 10);
    expect(run('Sample Standard Deviation', NUMBERS)).toBeCloseTo(Math.sqrt(154 / 15), 10);
    expect(run('Sample Variance', [7])).toBe(0);
    expect(run('Sample Variance', [])).toBeNull();
  });

  it('the median of an odd count is the middle value', () => {
    expect(run('Median', [9, 1, 3])).toBe(3);
    expect(run('Median', [])).toBeNull();
  });

  it('numeric aggregates skip text and nulls, parse numeric strings; Count counts every record', () => {
    const values = [3, 'x', null, '4.5'];
    expect(run('Sum', values)).toBe(7.5);
    expect(run('Average', values)).toBe(3.75);
    expect(run('Minimum', values)).toBe(3);
    expect(run('Count', values)).toBe(4);
  });

  it('First and Last are the lowest and highest in natural order; unique values are listed sorted', () => {
    const words = ['b', 'a10', 'a2', 'b'];
    expect(run('First', words)).toBe('a2');
    expect(run('Last', words)).toBe('b');
    expect(run('Count Unique Values', words)).toBe(3);
    expect(run('List Unique Values', words)).toBe('a2, a10, b');
  });

  it('fraction functions run Sum or Count and name the total they divide by', () => {
    expect(AGGREGATORS['Sum as Fraction of Rows'].fractionOf).toBe('row');
    expect(AGGREGATORS['Count as Fraction of Columns'].fractionOf).toBe('col');
    expect(AGGREGATORS['Count as Fraction of Total'].fractionOf).toBe('total');
    expect(run('Sum as Fraction of Total', NUMBERS)).toBe(28);
    expect(run('Count as Fraction of Total', NUMBERS)).toBe(6);
    expect(AGGREGATORS['Sum as Fraction of Total'].isPercent).toBe(true);
    expect(AGGREGATORS.Sum.isPercent).toBe(false);
  });
});

describe('naturalSort', () => {
  it('orders nulls first, numbers by value, digit runs numerically', () => {
    expect([10, null, 2, '1', 'b', 'a10', 'a2'].sort(naturalSort)).toEqual([
      null,
      '1',
      2,
      10,
      'a2',
      'a10',
      'b',
    ]);
  });

  it('sortAs keeps a chosen order and puts other values after', () => {
    expect(['z', 'SUM(b)', 'COUNT(a)'].sort(sortAs(['SUM(b)', 'COUNT(a)']))).toEqual([
      'SUM(b)',
      'COUNT(a)',
      'z',
    ]);
  });
});
