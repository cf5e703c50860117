import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempPgDatabase, MYSQL_URL, PG_URL } from '../../../test/pg-database.ts';
import { client, createTestApp, tokenFor, type TestApp } from '../../../test/test-app.ts';
import {
  excelFixture,
  parquetFixture,
  postUpload,
  queryDatabase,
  tempDir,
} from './upload-fixture.ts';

/**
 * Uploads into a real database of every engine the environment provides: the table lands with the
 * engine's types and the file's values (checked by SQL on the database itself), a dataset owned by
 * the uploader is made, and fail / replace / append behave as Superset's `already_exists`.
 */

interface EngineCase {
  name: string;
  uri: () => Promise<{ uri: string; drop?: () => Promise<void> }>;
  /** Native types the engine reports for qty, price, paid, ordered_at and name. */
  types: RegExp[];
}

const CASES: EngineCase[] = [
  {
    name: 'SQLite',
    uri: async () => ({ uri: `sqlite:///${join(tempDir('sl-upl-'), 'u.db')}` }),
    types: [/^BIGINT$/i, /^FLOAT$/i, /^BOOLEAN$/i, /^TIMESTAMP$/i, /^TEXT$/i],
  },
  {
    name: 'DuckDB',
    uri: async () => ({ uri: `duckdb:///${join(tempDir('sl-upl-'), 'u.duckdb')}` }),
    types: [/^BIGINT$/i, /^DOUBLE$/i, /^BOOLEAN$/i, /^TIMESTAMP$/i, /^VARCHAR$/i],
  },
  ...(PG_URL
    ? [
        {
          name: 'PostgreSQL',
          uri: async () => {
            const temp = await createTempPgDatabase(PG_URL, 'sl_upload');
            return { uri: temp.url, drop: temp.drop };
          },
          types: [/^BIGINT$/i, /^DOUBLE PRECISION$/i, /^BOOLEAN$/i, /^TIMESTAMP/i, /^TEXT$/i],
        },
      ]
    : []),
  ...(MYSQL_URL
    ? [
        {
          name: 'MySQL',
          uri: async () => ({ uri: MYSQL_URL }),
          types: [/^BIGINT/i, /^DOUBLE/i, /^TINYINT\(1\)$/i, /^DATETIME/i, /^TEXT$/i],
        },
      ]
    : []),
];

const CSV = [
  'name,qty,price,paid,ordered_at',
  'apple,3,"1,25",True,02/01/2024',
  'pear,4,"2,50",False,03/01/2024 10:30',
  'fig,,"0,25",True,',
  'kiwi,10,"4,00",False,31/12/2024',
].join('\n');

const CSV_OPTIONS = { decimal_character: ',', column_dates: 'ordered_at', day_first: 'true' };

let t: TestApp;
let token: string;
const drops: (() => Promise<void>)[] = [];

beforeAll(async () => {
  t = await createTestApp();
  token = await tokenFor(t.app);
});
afterAll(async () => {
  await t.close();
  for (const drop of drops) await drop();
});

async function uploadDatabase(uri: string, extra?: object): Promise<number> {
  const res = await client(t.app, token).post('/api/v1/database/', {
    database_name: `upload ${Math.random().toString(36).slice(2, 8)}`,
    sqlalchemy_uri: uri,
    allow_file_upload: true,
    ...(extra ? { extra: JSON.stringify(extra) } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

const upload = (
  id: number,
  fields: Record<string, string>,
  content: string | Buffer,
  name = 'f.csv',
) => postUpload(t, token, `/api/v1/database/${id}/upload/`, fields, { filename: name, content });

describe.each(CASES)('upload into $name', (c) => {
  let id: number;
  const table = `orders_${c.name.toLowerCase()}_${process.pid}`;
  beforeAll(async () => {
    const { uri, drop } = await c.uri();
    if (drop) drops.push(drop);
    id = await uploadDatabase(uri);
  });
  // MySQL writes into the shared test database: its tables go again.
  afterAll(async () => {
    if (c.name === 'MySQL')
      await queryDatabase(t, id, `DROP TABLE IF EXISTS ${table}, ${table}_pq, ${table}_xl`);
  });
  const sums = async (name: string) => {
    const q = (s: string) => (c.name === 'MySQL' ? `\`${s}\`` : `"${s}"`);
    const rows = await queryDatabase(
      t,
      id,
      `SELECT COUNT(*), SUM(${q('qty')}), SUM(${q('price')}), COUNT(${q('ordered_at')}) FROM ${q(name)}`,
    );
    return rows[0]!.map(Number);
  };

  it('creates a typed table and a dataset owned by the uploader from a CSV file', async () => {
    const res = await upload(id, { type: 'csv', table_name: table, ...CSV_OPTIONS }, CSV);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('OK');
    expect(await sums(table)).toEqual([4, 17, 8, 3]);
    const dates = await queryDatabase(
      t,
      id,
      `SELECT ${c.name === 'MySQL' ? 'name' : '"name"'}, ordered_at FROM ${table} ORDER BY qty`,
    );
    const iso = (v: unknown) =>
      v instanceof Date ? v.toISOString().slice(0, 16).replace('T', ' ') : String(v).slice(0, 16);
    expect(dates.map((r) => iso(r[1])).sort()).toEqual([
      '2024-01-02 00:00',
      '2024-01-03 10:30',
      '2024-12-31 00:00',
      'null',
    ]);
    const ds = await client(t.app, token).get(`/api/v1/dataset/${res.json().dataset_id}`);
    expect(ds.statusCode, ds.body).toBe(200);
    const result = ds.json().result;
    expect(result.table_name).toBe(table);
    expect(result.owners.map((o: { id: number }) => o.id)).toHaveLength(1);
    const types = ['qty', 'price', 'paid', 'ordered_at', 'name'].map(
      (n) => result.columns.find((col: { column_name: string }) => col.column_name === n)?.type,
    );
    types.forEach((type, i) => expect(type, `column ${i}`).toMatch(c.types[i]!));
    expect(
      result.columns.find((col: { column_name: string }) => col.column_name === 'ordered_at')
        .is_dttm,
    ).toBe(true);
  });

  it('fails on an existing table, replaces it, and appends to it', async () => {
    const again = await upload(id, { type: 'csv', table_name: table, ...CSV_OPTIONS }, CSV);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toMatch(/Table already exists/);
    const small = 'name,qty,price,paid,ordered_at\nplum,7,"1,00",True,01/02/2024\n';
    const opts = { type: 'csv', table_name: table, ...CSV_OPTIONS };
    const replaced = await upload(id, { ...opts, already_exists: 'replace' }, small);
    expect(replaced.statusCode, replaced.body).toBe(201);
    expect(await sums(table)).toEqual([1, 7, 1, 1]);
    const appended = await upload(id, { ...opts, already_exists: 'append' }, CSV);
    expect(appended.statusCode, appended.body).toBe(201);
    expect(await sums(table)).toEqual([5, 24, 9, 4]);
    expect(appended.json().dataset_id).toBe(replaced.json().dataset_id);
  });

  it('uploads a Parquet file with its own column types', async () => {
    const res = await upload(
      id,
      { type: 'columnar', table_name: `${table}_pq` },
      await parquetFixture(1000),
      'f.parquet',
    );
    expect(res.statusCode, res.body).toBe(201);
    const q = (s: string) => (c.name === 'MySQL' ? `\`${s}\`` : `"${s}"`);
    const rows = await queryDatabase(
      t,
      id,
      `SELECT COUNT(*), SUM(${q('id')}), SUM(${q('amount')}), MAX(${q('day')}) FROM ${q(`${table}_pq`)} WHERE ${q('is_even')}`,
    );
    const [count, ids, amount, day] = rows[0]!;
    expect([Number(count), Number(ids), Number(amount)]).toEqual([500, 249500, 374250]);
    expect(day instanceof Date ? day.toISOString().slice(0, 10) : String(day)).toMatch(
      /^2026-09-25/,
    );
  });

  it('uploads the named sheet of an Excel workbook', async () => {
    const res = await upload(
      id,
      { type: 'excel', table_name: `${table}_xl`, sheet_name: 'Orders' },
      await excelFixture(),
      'f.xlsx',
    );
    expect(res.statusCode, res.body).toBe(201);
    const q = (s: string) => (c.name === 'MySQL' ? `\`${s}\`` : `"${s}"`);
    const rows = await queryDatabase(
      t,
      id,
      `SELECT COUNT(*), SUM(${q('qty')}), SUM(${q('price')}), COUNT(${q('ordered_at')}) FROM ${q(`${table}_xl`)}`,
    );
    expect(rows[0]!.map(Number)).toEqual([3, 12, 4, 2]);
  });
});
