import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { GenericDataType } from '@sightline/core';
import { csvStream } from './csv-writer.ts';
import { escapeFormula, exportColumns, type ExportColumn } from './export-values.ts';

const { NUMERIC, STRING, TEMPORAL, BOOLEAN } = GenericDataType;

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

const columns: ExportColumn[] = [
  { name: 'name', label: 'Name', generic: STRING },
  { name: 'amount', label: 'Amount, USD', generic: NUMERIC },
  { name: '__timestamp', label: 'Time', generic: TEMPORAL },
  { name: 'active', label: 'Active', generic: BOOLEAN },
  { name: 'note', label: '=Label', generic: STRING },
];

const rows = [
  {
    name: 'Alice',
    amount: 1.5,
    __timestamp: new Date('2024-05-13T10:20:30Z'),
    active: true,
    note: 'plain',
  },
  {
    name: 'Bob, Jr.',
    amount: -5,
    __timestamp: new Date('2024-05-14T00:00:00Z'),
    active: false,
    note: 'He said "hi"',
  },
  { name: 'Zoë 漢字 😀', amount: null, __timestamp: null, active: null, note: 'line1\nline2' },
  {
    name: '-5',
    amount: '-12.50',
    __timestamp: new Date('2024-05-15T01:02:03.456Z'),
    active: true,
    note: '-cmd',
  },
  { name: '=1+1', amount: 1e16, note: ' @x' },
  { name: '|pipe', amount: 0, note: '%' },
  { name: '""=x', amount: Number.NaN, note: 'back\\slash' },
  { name: '+1', amount: Number.POSITIVE_INFINITY, note: '@SUM(A1)|x' },
];

// Produced by Python 3.11's csv.writer(escapechar='\\', lineterminator='\n') after Superset's
// escape_value, i.e. what pandas.to_csv writes for the same frame.
const expected =
  '\uFEFFName,"Amount, USD",Time,Active,\'=Label\n' +
  'Alice,1.5,2024-05-13 10:20:30,True,plain\n' +
  '"Bob, Jr.",-5,2024-05-14 00:00:00,False,"He said ""hi"""\n' +
  'Zoë 漢字 😀,,,,"line1\nline2"\n' +
  "-5,-12.50,2024-05-15 01:02:03.456000,True,'-cmd\n" +
  "'=1+1,10000000000000000,,,' @x\n" +
  "'\\\\|pipe,0,,,'%\n" +
  '"\'""""=x",,,,back\\\\slash\n' +
  "'+1,inf,,,'@SUM(A1)\\\\|x\n";

describe('csvStream', () => {
  it('writes what Superset writes: BOM, labels, quoting, unicode, formula guard', async () => {
    const text = (await collect(csvStream([rows.slice(0, 3), rows.slice(3)], columns))).toString(
      'utf8',
    );
    expect(text).toBe(expected);
  });

  it('gives the same bytes whatever the batching, from an async source too', async () => {
    async function* oneByOne(): AsyncGenerator<Record<string, unknown>[]> {
      for (const row of rows) yield [row];
    }
    const bytes = await collect(csvStream(oneByOne(), columns));
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(bytes.toString('utf8')).toBe(expected);
  });

  it('can leave out the BOM and use another delimiter', async () => {
    const cols: ExportColumn[] = [
      { name: 'a', label: 'A;1', generic: STRING },
      { name: 'd', label: 'Day', generic: TEMPORAL, isDateOnly: true },
    ];
    const text = (
      await collect(
        csvStream([[{ a: 'x;y', d: Date.UTC(2024, 0, 2) }]], cols, { bom: false, delimiter: ';' }),
      )
    ).toString();
    expect(text).toBe('"A;1";Day\n"x;y";2024-01-02\n');
  });

  it('quotes a lone empty field and a bare carriage return', async () => {
    const text = (
      await collect(
        csvStream([[{ a: null }, { a: 'r\rn' }]], [{ name: 'a', label: 'a', generic: STRING }], {
          bom: false,
        }),
      )
    ).toString();
    expect(text).toBe('a\n""\n"r\rn"\n');
  });

  it('writes only the header for an empty result', async () => {
    const text = (await collect(csvStream([], columns, { bom: false }))).toString();
    expect(text).toBe('Name,"Amount, USD",Time,Active,\'=Label\n');
  });

  it('destroys the stream with the source error', async () => {
    async function* failing(): AsyncGenerator<Record<string, unknown>[]> {
      yield [rows[0]];
      throw new Error('connection lost');
    }
    await expect(collect(csvStream(failing(), columns))).rejects.toThrow('connection lost');
  });
});

describe('escapeFormula', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+1', "'+1"],
    ['-cmd', "'-cmd"],
    ['@x', "'@x"],
    ['|pipe', "'\\|pipe"],
    ['%', "'%"],
    [' @x', "' @x"],
    ['\t=x', "'\t=x"],
    ['""=x', '\'""=x'],
    ['-5', '-5'],
    ['-1.25', '-1.25'],
    ['-', "'-"],
    ['a=b', 'a=b'],
    ['"=x', '"=x'],
    ['', ''],
  ])('%j -> %j', (input, output) => {
    expect(escapeFormula(input)).toBe(output);
  });
});

describe('exportColumns', () => {
  it('uses verbose names and shows __timestamp as Time', () => {
    expect(
      exportColumns(['__timestamp', 'num', 'x'], [TEMPORAL, NUMERIC, STRING], {
        num: 'Number',
        x: '',
      }),
    ).toEqual([
      { name: '__timestamp', label: 'Time', generic: TEMPORAL },
      { name: 'num', label: 'Number', generic: NUMERIC },
      { name: 'x', label: 'x', generic: STRING },
    ]);
  });
});

describe('stream type', () => {
  it('is a byte stream', () => {
    const stream = csvStream([], columns);
    expect(stream).toBeInstanceOf(Readable);
    expect(stream.readableObjectMode).toBe(false);
    stream.destroy();
  });
});
