import { describe, expect, it } from 'vitest';
import { flatten } from './flatten.ts';
import { pivot } from './pivot.ts';
import { rename } from './rename.ts';
import { select } from './select.ts';
import { records, table } from './test-fixtures.ts';

const data = table(
  ['ds', 'country', 'SUM(x)'],
  [
    [1, 'US', 1],
    [1, 'FR', 2],
  ],
);
const pivoted = pivot(data, {
  index: ['ds'],
  columns: ['country'],
  aggregates: { 'SUM(x)': { operator: 'sum' } },
});

describe('rename', () => {
  it('blanks the metric level with a null target, which flatten then skips', () => {
    const out = flatten(rename(pivoted, { columns: { 'SUM(x)': null }, level: 0, inplace: true }));
    expect(out.columns).toEqual(['ds', 'FR', 'US']);
    expect(records(out)).toEqual([[1, 2, 1]]);
  });

  it('renames on one level or on every level', () => {
    // Superset validates the sources on level 0 only, so other levels cannot be renamed.
    expect(() => rename(pivoted, { columns: { FR: 'France' }, level: 1 })).toThrow(
      'Referenced columns not available in DataFrame.',
    );
    expect(flatten(rename(pivoted, { columns: { 'SUM(x)': 'total' }, level: 0 })).columns).toEqual([
      'ds',
      'total, FR',
      'total, US',
    ]);
    expect(flatten(rename(pivoted, { columns: { 'SUM(x)': 'total' } })).columns).toEqual([
      'ds',
      'total, FR',
      'total, US',
    ]);
    const plain = rename(data, { columns: { 'SUM(x)': 'total' } });
    expect(plain.columns).toEqual(['ds', 'country', 'total']);
    expect(records(plain)).toEqual([
      [1, 'US', 1],
      [1, 'FR', 2],
    ]);
  });

  it('fails when every target already exists, or a source is missing', () => {
    expect(() => rename(data, { columns: { 'SUM(x)': 'country' } })).toThrow(
      'Label already exists',
    );
    // Duplicate labels serialise as one column: first position, last values (pandas to_dict).
    const duplicate = rename(data, { columns: { 'SUM(x)': 'country', ds: 'day' } });
    expect(duplicate.columns).toEqual(['day', 'country']);
    expect(records(duplicate)).toEqual([
      [1, 1],
      [1, 2],
    ]);
    expect(() => rename(data, { columns: { nope: 'x' } })).toThrow(
      'Referenced columns not available in DataFrame.',
    );
    expect(rename(data, { columns: {} })).toBe(data);
  });
});

describe('select', () => {
  const frame = table(['a', 'b', 'c'], [[1, 2, 3]]);

  it('projects, excludes, then renames', () => {
    expect(records(select(frame, { columns: ['c', 'a'] }))).toEqual([[3, 1]]);
    expect(select(frame, { columns: ['c', 'a'] }).columns).toEqual(['c', 'a']);
    expect(select(frame, { exclude: ['b'] }).columns).toEqual(['a', 'c']);
    const renamed = select(frame, { columns: ['a', 'b'], exclude: ['b'], rename: { a: 'x' } });
    expect(renamed.columns).toEqual(['x']);
    expect(records(renamed)).toEqual([[1]]);
  });

  it('selects level-0 groups of a pivoted frame', () => {
    expect(flatten(select(pivoted, { columns: ['SUM(x)'] })).columns).toEqual([
      'ds',
      'SUM(x), FR',
      'SUM(x), US',
    ]);
  });

  it('rejects unknown columns', () => {
    expect(() => select(frame, { columns: ['z'] })).toThrow(
      'Referenced columns not available in DataFrame.',
    );
    expect(() => select(frame, { exclude: ['z'] })).toThrow(
      'Referenced columns not available in DataFrame.',
    );
    expect(() => select(frame, { rename: { z: 'y' } })).toThrow(
      'Referenced columns not available in DataFrame.',
    );
  });
});
