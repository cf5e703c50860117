import { describe, expect, it } from 'vitest';
import { acceptsFile, hasField, uploadFields } from './upload-form.ts';

describe('upload form', () => {
  it('sends the fields of each type as Superset does: lists joined, blanks left out', () => {
    const values = {
      table_name: 'sales',
      schema: 'public',
      already_exists: 'replace' as const,
      delimiter: ';',
      column_dates: ['day', 'month'],
      null_values: [],
      day_first: true,
      header_row: 0,
      rows_to_read: null,
      sheet_name: 'S1',
    };
    expect(uploadFields('csv', values)).toEqual({
      type: 'csv',
      table_name: 'sales',
      schema: 'public',
      already_exists: 'replace',
      delimiter: ';',
      column_dates: 'day,month',
      day_first: 'true',
      header_row: '0',
    });
    expect(uploadFields('excel', values)).toMatchObject({ sheet_name: 'S1', header_row: '0' });
    expect(uploadFields('excel', values).delimiter).toBeUndefined();
    expect(Object.keys(uploadFields('columnar', values)).sort()).toEqual(
      ['already_exists', 'schema', 'table_name', 'type'].sort(),
    );
    expect(hasField('columnar', 'header_row')).toBe(false);
  });

  it('accepts the extensions of each type', () => {
    expect(acceptsFile('csv', 'a.CSV')).toBe(true);
    expect(acceptsFile('excel', 'a.xlsx')).toBe(true);
    expect(acceptsFile('columnar', 'a.csv')).toBe(false);
  });
});
