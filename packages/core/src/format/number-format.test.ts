import { describe, expect, it } from 'vitest';
import { getValueFormatter } from './currency-format.ts';
import { formatDuration } from './duration-format.ts';
import { formatMemory } from './memory-format.ts';
import { formatNumber, getNumberFormatter } from './number-format.ts';
import { NUMBER_FORMAT_OPTIONS } from './number-formats.ts';

describe('SMART_NUMBER', () => {
  const smart = getNumberFormatter('SMART_NUMBER');
  it.each([
    [0, '0'],
    [1234567, '1.23M'],
    [-1500, '-1.5k'],
    [1000, '1k'],
    [2823, '2.82k'],
    [1e9, '1B'],
    [3.5e12, '3.5T'],
    [12.345, '12.35'],
    [1, '1'],
    [0.0123, '0.0123'],
    [0.0012345, '0.0012'],
    [0.00012345, '123µ'],
    [0.0000123, '12.3µ'],
    [1e-9, '1n'],
  ])('%d -> %s', (value, expected) => {
    expect(smart(value)).toBe(expected);
  });

  it('is the default for empty, null and undefined formats', () => {
    expect(formatNumber(undefined, 1234567)).toBe('1.23M');
    expect(formatNumber(null, 1234567)).toBe('1.23M');
    expect(formatNumber('', 0.5)).toBe('0.5');
  });

  it('signed variant adds "+" to positives only', () => {
    expect(formatNumber('SMART_NUMBER_SIGNED', 1500)).toBe('+1.5k');
    expect(formatNumber('SMART_NUMBER_SIGNED', -1500)).toBe('-1.5k');
    expect(formatNumber('SMART_NUMBER_SIGNED', 0)).toBe('0');
  });
});

describe('d3 formats', () => {
  it.each([
    ['~g', 1234567, '1.23457e+6'],
    ['~g', 12.5, '12.5'],
    [',d', 1234567, '1,234,567'],
    ['.1s', 1234567, '1M'],
    ['.3s', 1234567, '1.23M'],
    [',.1%', 0.12345, '12.3%'],
    ['.2%', 0.12345, '12.35%'],
    ['.3%', 0.12345, '12.345%'],
    ['.4r', 1234.5678, '1235'],
    [',.1f', 1234.5678, '1,234.6'],
    [',.2f', 1234.5678, '1,234.57'],
    [',.3f', -1234.5678, '-1,234.568'],
    ['+,', 1234, '+1,234'],
    ['$,.2f', 1234.5, '$1,234.50'],
  ])('%s formats %d as %s', (format, value, expected) => {
    expect(formatNumber(format, value)).toBe(expected);
  });

  it('renders an invalid specifier with a marker instead of throwing', () => {
    expect(formatNumber('xyzq', 12)).toBe('12 (Invalid format: xyzq)');
  });

  it('prints null, undefined, NaN and infinities like Superset', () => {
    const f = getNumberFormatter(',d');
    expect([f(null), f(undefined), f(Number.NaN), f(Infinity), f(-Infinity)]).toEqual([
      'null',
      'undefined',
      'NaN',
      '∞',
      '-∞',
    ]);
  });

  it('every offered option yields a working formatter', () => {
    for (const [format] of NUMBER_FORMAT_OPTIONS)
      expect(formatNumber(format, 1024)).not.toContain('Invalid format');
  });
});

describe('duration formats', () => {
  it.each([
    ['DURATION', 66000, '1m 6s'],
    ['DURATION', 1337, '1.3s'],
    ['DURATION', 500, '500ms'],
    ['DURATION', 0, '0ms'],
    ['DURATION', 1337000000, '15d 11h 23m 20s'],
    ['DURATION', 3600000 * 24 * 400, '1y 35d'],
    ['DURATION_SUB', 1.40008, '1ms 400µs 80ns'],
    ['DURATION_COL', 10500, '0:10.5'],
    ['DURATION_COL', 3723000, '1:02:03'],
  ])('%s formats %d as %s', (format, value, expected) => {
    expect(formatNumber(format, value)).toBe(expected);
  });

  it('negative durations get a leading minus', () => {
    expect(formatDuration(-66000)).toBe('-1m 6s');
  });
});

describe('memory formats', () => {
  it.each([
    ['MEMORY_DECIMAL', 1024, '1.02kB'],
    ['MEMORY_DECIMAL', 1500000, '1.5MB'],
    ['MEMORY_BINARY', 1024, '1KiB'],
    ['MEMORY_BINARY', 1536 * 1024, '1.5MiB'],
    ['MEMORY_BINARY', -2048, '-2KiB'],
    ['MEMORY_DECIMAL', 0, '0B'],
    ['MEMORY_TRANSFER_RATE_DECIMAL', 1024, '1.02kB/s'],
    ['MEMORY_TRANSFER_RATE_BINARY', 1024, '1KiB/s'],
  ])('%s formats %d as %s', (format, value, expected) => {
    expect(formatNumber(format, value)).toBe(expected);
  });

  it('keeps sub-byte values in bytes', () => {
    expect(formatMemory(0.5)).toBe('0.5B');
  });
});

describe('currency', () => {
  it('puts the symbol before or after the number with a space', () => {
    expect(
      getValueFormatter('SMART_NUMBER', { symbol: 'USD', symbolPosition: 'prefix' })(1234567),
    ).toBe('$ 1.23M');
    expect(getValueFormatter(',.2f', { symbol: 'EUR', symbolPosition: 'suffix' })(1234.5)).toBe(
      '1,234.50 €',
    );
    expect(getValueFormatter(undefined, { symbol: 'GBP', symbolPosition: 'prefix' })(0.5)).toBe(
      '£ 0.5',
    );
  });

  it('strips "$" and "%" from the d3 specifier', () => {
    expect(getValueFormatter('$,.2f', { symbol: 'EUR', symbolPosition: 'prefix' })(1234.5)).toBe(
      '€ 1,234.50',
    );
  });

  it('is a plain number formatter without a usable currency', () => {
    expect(getValueFormatter(',d', { symbol: '', symbolPosition: 'prefix' })(1234)).toBe('1,234');
    expect(getValueFormatter(',d', { symbol: 'NOPE!' })(1234)).toBe('1,234');
    expect(getValueFormatter(',d', null)(1234)).toBe('1,234');
  });

  it('leaves null without a symbol', () => {
    expect(getValueFormatter(',d', { symbol: 'USD', symbolPosition: 'prefix' })(null)).toBe('null');
  });
});
