import { describe, expect, it } from 'vitest';
import { escapeSeparator, splitFlatColumn, unescapeSeparator } from './separator.ts';
import { d } from './test-fixtures.ts';
import { coerceNumber, compareNullsLast, pyFloatRepr, pyStr, roundHalfEven } from './values.ts';

describe('value helpers', () => {
  it('prints floats as Python repr does', () => {
    expect(
      [0, -0, 2.5, 10, 1e16, 1.5e16, 0.0001, 0.00001, 1234.5678, -3, 1 / 3, NaN, Infinity].map(
        pyFloatRepr,
      ),
    ).toEqual([
      '0.0',
      '-0.0',
      '2.5',
      '10.0',
      '1e+16',
      '1.5e+16',
      '0.0001',
      '1e-05',
      '1234.5678',
      '-3.0',
      '0.3333333333333333',
      'nan',
      'inf',
    ]);
  });

  it('stringifies header components as Python str()', () => {
    expect([pyStr('a'), pyStr(3), pyStr(2.5), pyStr(true), pyStr(d('2024-01-31'))]).toEqual([
      'a',
      '3',
      '2.5',
      'True',
      '2024-01-31 00:00:00',
    ]);
  });

  it('rounds half to even like numpy', () => {
    expect([
      roundHalfEven(0.125, 2),
      roundHalfEven(0.375, 2),
      roundHalfEven(2.5, 0),
      roundHalfEven(-2.5, 0),
      roundHalfEven(1234, -2),
    ]).toEqual([0.12, 0.38, 2, -2, 1200]);
  });

  it('orders nulls last in both directions', () => {
    expect([3, null, 1].sort((a, b) => compareNullsLast(a, b))).toEqual([1, 3, null]);
    expect([3, null, 1].sort((a, b) => compareNullsLast(a, b, false))).toEqual([3, 1, null]);
  });

  it('coerces like pd.to_numeric(errors="coerce")', () => {
    expect(['1.5', ' 2 ', 'x', '', null, 7, '1e3'].map(coerceNumber)).toEqual([
      1.5,
      2,
      null,
      null,
      null,
      7,
      1000,
    ]);
  });

  it('escapes and splits on the flatten separator', () => {
    expect(escapeSeparator('A, B')).toBe('A\\, B');
    expect(unescapeSeparator('A\\, B')).toBe('A, B');
    expect(splitFlatColumn('SUM(x), A\\, B, US')).toEqual(['SUM(x)', 'A, B', 'US']);
  });
});
