import { type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { GenericDataType } from '@sightline/core';
import { type ExportColumn } from './export-values.ts';
import { xlsxStream } from './xlsx-writer.ts';

const { NUMERIC, STRING, TEMPORAL, BOOLEAN } = GenericDataType;

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function readBack(buffer: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  expect(workbook.worksheets).toHaveLength(1);
  return workbook.worksheets[0];
}

const columns: ExportColumn[] = [
  { name: 'name', label: 'Name', generic: STRING },
  { name: 'amount', label: 'Amount', generic: NUMERIC },
  { name: '__timestamp', label: 'Time', generic: TEMPORAL },
  { name: 'day', label: 'Day', generic: TEMPORAL, isDateOnly: true },
  { name: 'active', label: 'Active', generic: BOOLEAN },
];

describe('xlsxStream', () => {
  it('writes labels, numbers, dates, booleans and guarded text that read back with their types', async () => {
    const rows = [
      {
        name: 'Zoë 漢字',
        amount: 1.5,
        __timestamp: new Date('2024-05-13T10:20:30Z'),
        day: Date.UTC(2024, 4, 13),
        active: true,
      },
      { name: '=1+1', amount: 1e16, __timestamp: null, day: null, active: false },
      { name: '-5', amount: '-12.50', active: null },
      { name: '|pipe', amount: '12345678901234567890', __timestamp: 'not a date' },
      { name: '-cmd', amount: -5, active: true },
      { name: 'x', amount: Number.NaN },
    ];
    const sheet = await readBack(
      await collect(xlsxStream([rows.slice(0, 2), rows.slice(2)], columns)),
    );
    expect(sheet.name).toBe('Sheet1');
    expect(sheet.rowCount).toBe(7);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Name', 'Amount', 'Time', 'Day', 'Active']);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);

    const cell = (row: number, col: number): ExcelJS.Cell => sheet.getRow(row).getCell(col);
    expect(cell(2, 1).value).toBe('Zoë 漢字');
    expect(cell(2, 2).value).toBe(1.5);
    expect(cell(2, 2).type).toBe(ExcelJS.ValueType.Number);
    expect(cell(2, 3).type).toBe(ExcelJS.ValueType.Date);
    expect(cell(2, 3).value).toEqual(new Date('2024-05-13T10:20:30Z'));
    expect(cell(2, 3).numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    expect(cell(2, 4).value).toEqual(new Date('2024-05-13T00:00:00Z'));
    expect(cell(2, 4).numFmt).toBe('yyyy-mm-dd');
    expect(cell(2, 5).value).toBe(true);
    expect(cell(2, 5).type).toBe(ExcelJS.ValueType.Boolean);

    expect(cell(3, 1).value).toBe("'=1+1");
    expect(cell(3, 2).value).toBe('10000000000000000');
    expect(cell(3, 2).type).toBe(ExcelJS.ValueType.String);
    expect(cell(3, 3).type).toBe(ExcelJS.ValueType.Null);
    expect(cell(3, 5).value).toBe(false);

    expect(cell(4, 1).value).toBe('-5');
    expect(cell(4, 2).value).toBe(-12.5);
    expect(cell(5, 1).value).toBe("'\\|pipe");
    expect(cell(5, 2).value).toBe('12345678901234567890');
    expect(cell(5, 3).value).toBe('not a date');
    expect(cell(6, 1).value).toBe("'-cmd");
    expect(cell(6, 2).value).toBe(-5);
    expect(cell(7, 2).type).toBe(ExcelJS.ValueType.Null);
  });

  it('escapes XML, drops characters XML cannot hold, and addresses columns past Z', async () => {
    const wide: ExportColumn[] = Array.from({ length: 30 }, (_, i) => ({
      name: `c${i}`,
      label: i === 0 ? 'A <b> & "c"' : `c${i}`,
      generic: i === 29 ? NUMERIC : STRING,
    }));
    const row: Record<string, unknown> = {
      c0: 'x < y && z > "w"',
      c1: 'bell\u0007 tab\t end ',
      c29: 42,
    };
    const sheet = await readBack(await collect(xlsxStream([[row]], wide)));
    expect(sheet.getRow(1).getCell(1).value).toBe('A <b> & "c"');
    expect(sheet.getRow(2).getCell(1).value).toBe('x < y && z > "w"');
    expect(sheet.getRow(2).getCell(2).value).toBe('bell tab\t end ');
    expect(sheet.getRow(2).getCell(3).value).toBe(null);
    // Column 30 is AD: the cell lands in its own column, after 27 empty ones.
    expect(sheet.getRow(2).getCell(30).value).toBe(42);
    expect(sheet.getRow(1).getCell(30).value).toBe('c29');
  });

  it('names the sheet, replacing characters Excel forbids', async () => {
    const sheet = await readBack(
      await collect(xlsxStream([], columns, { sheetName: 'Sales [2024]: a/b?' })),
    );
    expect(sheet.name).toBe('Sales _2024__ a_b_');
    expect(sheet.rowCount).toBe(1);
  });

  it('stops and closes the source when the reader leaves half way', async () => {
    let isClosed = false;
    async function* endless(): AsyncGenerator<Record<string, unknown>[]> {
      try {
        for (let i = 0; ; i += 1)
          yield Array.from({ length: 100 }, (_, j) => ({ name: `n${i}-${j}`, amount: j }));
      } finally {
        isClosed = true;
      }
    }
    const stream = xlsxStream(endless(), columns);
    let bytes = 0;
    for await (const chunk of stream) {
      bytes += (chunk as Buffer).length;
      if (bytes > 200_000) break; // destroys the stream
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stream.destroyed).toBe(true);
    expect(isClosed).toBe(true);
  });

  it('destroys the stream with the source error', async () => {
    async function* failing(): AsyncGenerator<Record<string, unknown>[]> {
      yield [{ name: 'a' }];
      throw new Error('connection lost');
    }
    await expect(collect(xlsxStream(failing(), columns))).rejects.toThrow('connection lost');
  });
});
