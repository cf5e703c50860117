import { describe, expect, it } from 'vitest';
import {
  contentDisposition,
  defaultExportName,
  EXPORT_CONTENT_TYPES,
  zipEntryName,
} from './download.ts';

describe('download helpers', () => {
  it('names a download after the local time', () => {
    expect(defaultExportName(new Date(2024, 4, 3, 7, 8, 9))).toBe('20240503_070809');
    expect(defaultExportName()).toMatch(/^\d{8}_\d{6}$/);
  });

  it('names zip entries query_N', () => {
    expect(zipEntryName(0, 'csv')).toBe('query_1.csv');
    expect(zipEntryName(1, 'xlsx')).toBe('query_2.xlsx');
  });

  it('writes Content-Disposition like Flask, with filename* for non-ASCII names', () => {
    expect(contentDisposition('20240503_070809.csv')).toBe(
      'attachment; filename=20240503_070809.csv',
    );
    expect(contentDisposition('my report "v2".xlsx')).toBe(
      'attachment; filename="my report \\"v2\\".xlsx"',
    );
    expect(contentDisposition('Café.csv')).toBe(
      "attachment; filename=Cafe.csv; filename*=UTF-8''Caf%C3%A9.csv",
    );
    expect(contentDisposition("日本 (1)'.csv")).toBe(
      "attachment; filename=\"__ (1)'.csv\"; filename*=UTF-8''%E6%97%A5%E6%9C%AC%20%281%29%27.csv",
    );
    expect(contentDisposition('a\r\nSet-Cookie: x.csv')).toBe(
      'attachment; filename="aSet-Cookie: x.csv"',
    );
  });

  it('has the content types of docs/api.md', () => {
    expect(EXPORT_CONTENT_TYPES).toEqual({
      csv: 'text/csv; charset=utf-8',
      xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      zip: 'application/zip',
    });
  });
});
