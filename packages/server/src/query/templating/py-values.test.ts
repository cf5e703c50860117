import { describe, expect, it } from 'vitest';
import { pyIsoformat, pyStrftime, pyStrptime } from './py-datetime.ts';
import { pyMethod, pyRepr, pyStr, pyTruthy } from './py-values.ts';

describe('Python values', () => {
  it('str() and repr()', () => {
    expect(pyStr(null)).toBe('None');
    expect(pyStr([1, 'a', true, null, ['b']])).toBe("[1, 'a', True, None, ['b']]");
    expect(pyStr({ a: "it's" })).toBe(`{'a': "it's"}`);
    expect(pyRepr('a\'b"c\\')).toBe("'a\\'b\"c\\\\'");
    expect(pyStr(Infinity)).toBe('inf');
  });

  it('truthiness', () => {
    expect([[], {}, '', 0, null, undefined, false, NaN].map(pyTruthy)).toEqual(
      Array(8).fill(false),
    );
    expect([[0], { a: 0 }, 'x', -1, true].map(pyTruthy)).toEqual(Array(5).fill(true));
  });

  it('methods', () => {
    expect(pyMethod('  a b  c ', 'split')?.()).toEqual(['a', 'b', 'c']);
    expect(pyMethod('a b  c ', 'split')?.(null, 1)).toEqual(['a', 'b  c ']);
    expect(pyMethod('xxaxx', 'strip')?.('x')).toBe('a');
    expect(pyMethod('a.b.c', 'replace')?.('.', '-', 1)).toBe('a-b.c');
    expect(pyMethod('hello world', 'title')?.()).toBe('Hello World');
    expect(pyMethod({ get: 1 }, 'get')).toBeUndefined();
    expect(pyMethod(5, 'upper')).toBeUndefined();
  });
});

describe('Python datetimes', () => {
  const d = new Date(Date.UTC(2024, 1, 29, 15, 4, 5, 250));

  it('isoformat and strftime', () => {
    expect(pyIsoformat(d)).toBe('2024-02-29T15:04:05.250000');
    expect(pyIsoformat(new Date(Date.UTC(2024, 0, 1)))).toBe('2024-01-01T00:00:00');
    expect(pyStrftime(d, '%Y-%m-%d %H:%M:%S.%f %y %I%p %b %B %a %A %j %%')).toBe(
      '2024-02-29 15:04:05.250000 24 03PM Feb February Thu Thursday 060 %',
    );
  });

  it('strptime', () => {
    expect(pyStrptime('29 Feb 2024 03:04 PM', '%d %b %Y %I:%M %p').toString()).toBe(
      '2024-02-29 15:04:00',
    );
    expect(pyStrptime('2024-02-29 15:04:05.25', '%Y-%m-%d %H:%M:%S.%f').isoformat()).toBe(
      '2024-02-29T15:04:05.250000',
    );
    expect(() => pyStrptime('2023-02-29', '%Y-%m-%d')).toThrow(
      "time data '2023-02-29' does not match format '%Y-%m-%d'",
    );
    expect(() => pyStrptime('2024', '%Q')).toThrow("'Q' is a bad directive in format '%Q'");
  });
});
