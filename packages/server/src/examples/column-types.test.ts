import { describe, expect, it } from 'vitest';
import {
  ColumnTypeInferer,
  convertValue,
  parseTimestamp,
  type ColumnKind,
} from './column-types.ts';
import { normalizeColumnNames, tableNameForFile } from './data-files.ts';

function kindOf(values: unknown[]): ColumnKind {
  const inferer = new ColumnTypeInferer();
  for (const v of values) inferer.observe(v);
  return inferer.kind();
}

describe('column kind inference', () => {
  it.each<[unknown[], ColumnKind]>([
    [['1', '-20', '', 'NA'], 'integer'],
    [['1', '2.5', '7E+04'], 'float'],
    [['007', '12'], 'text'], // leading zeros: codes, not numbers
    [['12345678901234567890'], 'text'], // beyond 2^53
    [['true', 'FALSE'], 'boolean'],
    [['2020-10-07', '2021-01-31'], 'date'],
    [['2020-10-07', '2018-10-24T20:48:37Z'], 'timestamp'],
    [['2/24/2003', '12/1/2004 0:00'], 'timestamp'],
    [['13/24/2003'], 'text'],
    [['2021-02-30'], 'text'],
    [['Prior to 4/20/2020', '5/13/2020'], 'text'],
    [['NA', 'Namibia'], 'text'],
    [['', null], 'text'],
    [[1, 2.5], 'float'],
    [[-157766400000, 5], 'integer'], // JSON epoch milliseconds stay numbers
    [[true, false], 'boolean'],
    [[1, 'x'], 'text'],
    [[[1, 2], null], 'json'],
    [[{ a: 1 }, 'x'], 'json'],
  ])('%j -> %s', (values, kind) => {
    expect(kindOf(values)).toBe(kind);
  });
});

describe('value conversion', () => {
  it('converts to canonical values', () => {
    expect(convertValue('integer', '42')).toBe(42);
    expect(convertValue('integer', 'N/A')).toBeNull();
    expect(convertValue('text', 'NA')).toBe('NA');
    expect(convertValue('text', '')).toBeNull();
    expect(convertValue('boolean', 'FALSE')).toBe(false);
    expect(convertValue('timestamp', '2/24/2003 0:00')).toBe('2003-02-24 00:00:00');
    expect(convertValue('timestamp', '2020-10-07')).toBe('2020-10-07 00:00:00');
    expect(convertValue('date', '2020-10-07')).toBe('2020-10-07');
    expect(convertValue('json', [[-122.35, 37.93]])).toBe('[[-122.35,37.93]]');
    expect(convertValue('text', { a: 1 })).toBe('{"a":1}');
  });

  it('normalises time zones to UTC and keeps microseconds', () => {
    expect(parseTimestamp('2024-01-02T03:04:05+02:00')?.value).toBe('2024-01-02 01:04:05');
    expect(parseTimestamp('2024-01-01T00:30:00-0130')?.value).toBe('2024-01-01 02:00:00');
    expect(parseTimestamp('2017-07-19 06:23:33.000000')?.value).toBe('2017-07-19 06:23:33');
    expect(parseTimestamp('2017-07-19 06:23:33.1234567')?.value).toBe('2017-07-19 06:23:33.123456');
    expect(parseTimestamp('2017-07-19^06:23:33')).toBeNull();
  });
});

describe('names', () => {
  it('normalises and de-duplicates column names', () => {
    expect(
      normalizeColumnNames([
        'Travel Class',
        'travel class',
        '',
        'Année',
        '2003',
        'Value (USD)',
        '名前',
      ]),
    ).toEqual([
      'travel_class',
      'travel_class_2',
      'column_3',
      'annee',
      '2003',
      'value_usd',
      'column_7',
    ]);
  });

  it('names tables after files', () => {
    expect(tableNameForFile('bart-lines.json.gz')).toBe('bart_lines');
    expect(tableNameForFile('Sales.CSV')).toBe('sales');
    expect(tableNameForFile('birth_names2.json.gz')).toBe('birth_names2');
  });
});
