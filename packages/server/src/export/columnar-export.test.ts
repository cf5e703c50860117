import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streamColumns } from '../engines/columnar.ts';
import { duckdbEngine } from '../engines/duckdb/duckdb-engine.ts';
import type { Driver, Engine } from '../engines/engine-contract.ts';
import { mysqlEngine } from '../engines/mysql/mysql-engine.ts';
import { postgresqlEngine } from '../engines/postgresql/postgresql-engine.ts';
import { isDateType } from '../engines/sql-dialect.ts';
import { uniqueName } from '../engines/testing/conformance.ts';
import { parseUri } from '../engines/uri.ts';
import { rowObjects, sqllabColumns } from '../sqllab/result-payload.ts';
import { csvColumnStream } from './csv-columns.ts';
import { csvStream } from './csv-writer.ts';
import type { ExportColumn } from './export-values.ts';
import { xlsxColumnStream, xlsxStream } from './xlsx-writer.ts';

/**
 * The columnar export (driver `streamColumns` -> `csvColumnStream`) must write the very bytes of the
 * row path it replaced (driver `stream` -> row objects -> csv-stringify), on real databases.
 */

// Text values that need quoting, escaping, the formula guard or a decoder (long and short, so that
// DuckDB's inline and pointer strings are both read), with nulls between them.
const TEXTS = [
  'plain',
  'a "quoted" word',
  'comma, inside',
  'two\nlines',
  'crlf\r\nend',
  'héllo ✓',
  'unicode beyond twelve bytes: 日本語 😀',
  'a long ascii text well beyond twelve bytes',
  '=1+2',
  '-5',
  '  @sum',
  'back\\slash',
  '',
  null,
];

type Writer = 'csv' | 'xlsx';

async function oldFile(driver: Driver, sql: string, maxRows?: number, as: Writer = 'csv') {
  const batches = driver.stream!(sql, { maxRows })[Symbol.asyncIterator]();
  const first = await batches.next();
  const columns = sqllabColumns(first.done ? [] : first.value.columns);
  async function* rows() {
    if (!first.done) yield rowObjects(first.value.rows, columns);
    for (let next = await batches.next(); !next.done; next = await batches.next())
      yield rowObjects(next.value.rows, columns);
  }
  const write = as === 'csv' ? csvStream : xlsxStream;
  return buffer(write(rows(), exportColumnsOf(columns)));
}

async function newFile(driver: Driver, sql: string, maxRows?: number, as: Writer = 'csv') {
  const batches = streamColumns(driver, sql, { maxRows });
  const first = await batches.next();
  const columns = sqllabColumns(first.done ? [] : first.value.columns);
  async function* all() {
    if (!first.done) yield first.value;
    yield* batches;
  }
  const write = as === 'csv' ? csvColumnStream : xlsxColumnStream;
  return buffer(write(all(), exportColumnsOf(columns)));
}

/** The file's bytes as text, the byte order mark kept (a TextDecoder would drop it). */
const oldCsv = async (driver: Driver, sql: string, maxRows?: number) =>
  (await oldFile(driver, sql, maxRows)).toString('utf8');
const newCsv = async (driver: Driver, sql: string, maxRows?: number) =>
  (await newFile(driver, sql, maxRows)).toString('utf8');

/** Every cell of an XLSX file's sheet, with its type and number format. */
async function cells(file: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const out: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    const line: unknown[] = [];
    row.eachCell({ includeEmpty: true }, (cell) => line.push([cell.type, cell.value, cell.numFmt]));
    out.push(line);
  });
  return out;
}

function exportColumnsOf(columns: ReturnType<typeof sqllabColumns>): ExportColumn[] {
  return columns.map((c) => ({
    name: c.name,
    label: c.name,
    generic: c.type_generic,
    isDateOnly: isDateType(c.type),
  }));
}

interface Case {
  engine: Engine;
  url: string | undefined;
  /** Column types for: text, date, timestamp, timestamp with zone, decimal, big int, boolean, double. */
  types: string[];
  /** A timestamp-with-zone literal in this engine. */
  zoned: (iso: string) => string;
  tableOptions?: string;
}

const CASES: Case[] = [
  {
    engine: duckdbEngine,
    url: 'duckdb://',
    types: ['VARCHAR', 'DATE', 'TIMESTAMP', 'TIMESTAMPTZ', 'DECIMAL(20,4)', 'BIGINT', 'BOOLEAN'],
    zoned: (iso) => `'${iso}'`,
  },
  {
    engine: postgresqlEngine,
    url: process.env.SIGHTLINE_TEST_PG_URL,
    types: ['TEXT', 'DATE', 'TIMESTAMP', 'TIMESTAMPTZ', 'NUMERIC(20,4)', 'BIGINT', 'BOOLEAN'],
    zoned: (iso) => `'${iso}'`,
  },
  {
    engine: mysqlEngine,
    url: process.env.SIGHTLINE_TEST_MYSQL_URL,
    types: ['TEXT', 'DATE', 'DATETIME(3)', 'TIMESTAMP(3)', 'DECIMAL(20,4)', 'BIGINT', 'BOOLEAN'],
    zoned: (iso) => `'${iso.replace('T', ' ').replace(/[+-]\d\d:\d\d$/, '')}'`,
    tableOptions: 'DEFAULT CHARSET=utf8mb4',
  },
];

const quote = (engine: Engine, v: string | null) =>
  v === null
    ? 'NULL'
    : `'${v.replaceAll("'", "''").replaceAll('\\', engine.id === 'mysql' ? '\\\\' : '\\')}'`;

for (const c of CASES) {
  describe.skipIf(!c.url)(`columnar CSV export on ${c.engine.id}`, () => {
    let driver: Driver;
    const table = uniqueName('colexp');
    beforeAll(async () => {
      driver = await c.engine.connect(parseUri(c.url!));
      const names = ['t', 'd', 'ts', 'tz', 'amount', 'big', 'flag'];
      await driver.execute(
        `CREATE TABLE ${table} (i INTEGER, ${names.map((n, k) => `${n} ${c.types[k]}`).join(', ')}) ${c.tableOptions ?? ''}`,
      );
      const rows = TEXTS.map((t, i) => {
        const odd = i % 2 === 1;
        return [
          i,
          quote(c.engine, t),
          odd ? 'NULL' : `'19${60 + i}-0${(i % 9) + 1}-1${i % 10}'`,
          odd ? `'2024-02-29 23:59:59.${String(i * 7).padStart(3, '0')}'` : 'NULL',
          c.zoned(`2024-03-31T0${i % 10}:30:00+02:00`),
          odd ? 'NULL' : `${i === 0 ? '-' : ''}12345678901234.${String(i).padStart(4, '0')}`,
          i === 2 ? '9007199254740993' : i === 3 ? 'NULL' : String(-i * 1000),
          i === 4 ? 'NULL' : odd ? 'TRUE' : 'FALSE',
        ].join(', ');
      });
      await driver.execute(`INSERT INTO ${table} VALUES ${rows.map((r) => `(${r})`).join(', ')}`);
    }, 60_000);
    afterAll(async () => {
      await driver?.execute(`DROP TABLE ${table}`).catch(() => undefined);
      await driver?.close();
    });

    it('writes the same bytes as the row path for tricky values', async () => {
      const sql = `SELECT * FROM ${table} ORDER BY i`;
      const csv = await newCsv(driver, sql);
      expect(csv).toBe(await oldCsv(driver, sql));
      const lines = csv.split('\n');
      expect(lines[0]).toBe('\uFEFFi,t,d,ts,tz,amount,big,flag');
      expect(csv).toContain('"a ""quoted"" word"');
      expect(csv).toContain('"two\nlines"');
      expect(csv).toContain("'=1+2");
      expect(csv).toContain('back\\\\slash');
      expect(csv).toContain('unicode beyond twelve bytes: 日本語 😀');
      expect(csv).toContain('9007199254740993');
      expect(csv).toContain(',True\n');
      expect(csv).toContain('2024-02-29 23:59:59.007000');
      expect(csv).toContain('2024-03-31 01:30:00');
    });

    it('writes the same XLSX cells as the row path', async () => {
      const sql = `SELECT * FROM ${table} ORDER BY i`;
      const got = await cells(await newFile(driver, sql, undefined, 'xlsx'));
      expect(got).toEqual(await cells(await oldFile(driver, sql, undefined, 'xlsx')));
      expect(got).toHaveLength(TEXTS.length + 1);
      expect(got[2]![1]).toEqual([ExcelJS.ValueType.String, 'a "quoted" word', undefined]);
      expect(got[9]![1]).toEqual([ExcelJS.ValueType.String, "'=1+2", undefined]);
    });

    it('cuts at maxRows and keeps the columns of an empty result', async () => {
      const sql = `SELECT * FROM ${table} ORDER BY i`;
      const cut = await newCsv(driver, sql, 3);
      expect(cut).toBe(await oldCsv(driver, sql, 3));
      expect(cut.split('\n')).toHaveLength(5);
      const empty = await newCsv(driver, `SELECT t, big FROM ${table} WHERE i < 0`);
      expect(empty).toBe('\uFEFFt,big\n');
    });
  });
}

describe('columnar CSV export on duckdb, many chunks', () => {
  it('reads long and short strings across data chunks and stops mid-chunk', async () => {
    const driver = await duckdbEngine.connect(parseUri('duckdb://'));
    const sql = `SELECT i, CASE WHEN i % 7 = 0 THEN NULL WHEN i % 3 = 0 THEN 'short ' || i
      WHEN i % 1000 < 500 THEN 'a string longer than twelve bytes, ünïcode ' || i
      ELSE 'a string longer than twelve bytes, ascii ' || i END AS s,
      TIMESTAMP '2020-01-01' + to_seconds(i) AS at,
      i / 3.0 AS ratio FROM range(5000) t(i)`;
    const csv = await newCsv(driver, sql, 4500);
    expect(csv).toBe(await oldCsv(driver, sql, 4500));
    expect(csv.split('\n')).toHaveLength(4502);
    expect(csv).toContain(
      '\n4097,"a string longer than twelve bytes, ünïcode 4097",2020-01-01 01:08:17,',
    );
    expect(csv).toContain(
      '\n2600,"a string longer than twelve bytes, ascii 2600",2020-01-01 00:43:20,',
    );
    await driver.close();
  });
});
