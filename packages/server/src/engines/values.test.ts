import { describe, expect, it } from 'vitest';
import { bigintToJson, formatSqlDateTime, parseTemporal, toJsonSafe } from './values.ts';

describe('value conversions', () => {
  it('parses dates and date-times as UTC unless they carry a zone', () => {
    expect(parseTemporal('2024-02-29')).toEqual(new Date('2024-02-29T00:00:00Z'));
    expect(parseTemporal('2024-02-29 10:11:12.5')).toEqual(new Date('2024-02-29T10:11:12.500Z'));
    expect(parseTemporal('2024-02-29T10:11:12+02')).toEqual(new Date('2024-02-29T08:11:12Z'));
    expect(parseTemporal('2024-02-29 10:11:12-05:30')).toEqual(new Date('2024-02-29T15:41:12Z'));
    expect(parseTemporal('0050-01-01')?.getUTCFullYear()).toBe(50);
    expect(parseTemporal('0000-00-00')).toBeNull();
    expect(parseTemporal('10:11:12')).toBeNull();
    expect(parseTemporal('infinity')).toBeNull();
  });

  it('keeps bigints exact and makes nested values JSON-safe', () => {
    expect(bigintToJson(42n)).toBe(42);
    expect(bigintToJson(9007199254740993n)).toBe('9007199254740993');
    expect(toJsonSafe({ a: [1n, new Uint8Array([1, 255])], b: Number.NaN })).toEqual({
      a: [1, '\\x01ff'],
      b: null,
    });
    expect(formatSqlDateTime(new Date('2024-01-02T03:04:05.006Z'))).toBe('2024-01-02 03:04:05.006');
  });
});
