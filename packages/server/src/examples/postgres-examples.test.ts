import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempPgDatabase, PG_URL } from '../../test/pg-database.ts';
import { duckdbInstanceOptions } from '../engines/duckdb/duckdb-driver.ts';
import { generateExamples } from './generate-examples.ts';
import {
  createExamplesReader,
  examplesReaderRole,
  generateExamplesInPostgres,
} from './postgres-examples.ts';

// The examples in PostgreSQL (issue #15 point 5) hold the same rows as the embedded DuckDB ones, and
// the role they are registered with reads them and nothing else of the metadata database.

const ROWS = 5000;
// Exact integer aggregates (cents), the same SQL on both engines.
const FINGERPRINT = [
  'SELECT count(*) AS n FROM sales',
  'SELECT sum(CAST(round(sales * 100) AS BIGINT)) AS n FROM sales',
  'SELECT sum(quantity) AS n FROM sales',
  'SELECT count(DISTINCT customer) AS n FROM sales',
  "SELECT count(*) AS n FROM sales WHERE order_date >= TIMESTAMP '2025-01-01 00:00:00'",
  'SELECT sum(visitors) AS n FROM daily_metrics',
  "SELECT count(*) AS n FROM daily_metrics WHERE ds = DATE '2024-02-29'",
  'SELECT sum(CAST(round(value * 100) AS BIGINT)) AS n FROM flows',
  'SELECT sum(population) AS n FROM countries',
];

let db: { url: string; drop(): Promise<void> };
let admin: pg.Client;
const dir = mkdtempSync(join(tmpdir(), 'sightline-pg-examples-'));

beforeAll(async () => {
  expect(PG_URL, 'SIGHTLINE_TEST_PG_URL').not.toBe('');
  db = await createTempPgDatabase(PG_URL, 'sightline_pgex');
  admin = new pg.Client({ connectionString: db.url });
  await admin.connect();
}, 60_000);

afterAll(async () => {
  await admin.end();
  await db.drop();
  const root = new pg.Client({ connectionString: PG_URL });
  await root.connect();
  await root.query(
    `DROP ROLE IF EXISTS "${examplesReaderRole(new URL(db.url).pathname.slice(1))}"`,
  );
  await root.end();
  rmSync(dir, { recursive: true, force: true });
});

describe('generateExamplesInPostgres', () => {
  it('writes the same rows as the DuckDB examples into the schema examples', async () => {
    const result = await generateExamplesInPostgres(db.url, { salesRows: ROWS });
    expect(Object.fromEntries(result.tables.map((t) => [t.name, t.rows]))).toMatchObject({
      sales: ROWS,
      daily_metrics: 1096 * 4,
    });
    const file = join(dir, 'examples.duckdb');
    await generateExamples(file, { salesRows: ROWS });
    const instance = await DuckDBInstance.create(file, {
      ...duckdbInstanceOptions(),
      access_mode: 'READ_ONLY',
    });
    const conn = await instance.connect();
    await admin.query('SET search_path = examples');
    for (const sql of FINGERPRINT) {
      const inDuckdb = (await conn.runAndReadAll(sql)).getRowObjectsJson()[0]!.n;
      const inPg = (await admin.query<{ n: string }>(sql)).rows[0]!.n;
      expect(String(inPg), sql).toBe(String(inDuckdb));
    }
    conn.closeSync();
    instance.closeSync();
    const types = await admin.query<{ column_name: string; data_type: string }>(
      `SELECT column_name, data_type FROM information_schema.columns
       WHERE table_schema = 'examples' AND table_name = 'sales' ORDER BY ordinal_position`,
    );
    expect(Object.fromEntries(types.rows.map((r) => [r.column_name, r.data_type]))).toMatchObject({
      order_id: 'integer',
      order_date: 'timestamp without time zone',
      region: 'text',
      quantity: 'integer',
      sales: 'double precision',
    });
  }, 120_000);

  it('registers a reader that sees the examples and not the metadata tables', async () => {
    await admin.query('CREATE TABLE public.ab_user_secret (hash text)');
    await admin.query("INSERT INTO public.ab_user_secret VALUES ('x')");
    const url = await createExamplesReader(db.url);
    expect(new URL(url).password).toMatch(/^[\w-]{32}$/);
    expect(new URL(url).username).toBe(examplesReaderRole(new URL(db.url).pathname.slice(1)));
    // Calling it again (another start after the database was removed) resets the password.
    const again = await createExamplesReader(db.url);
    const reader = new pg.Client({ connectionString: again });
    await reader.connect();
    try {
      const { rows } = await reader.query<{ n: string }>('SELECT count(*) AS n FROM sales');
      expect(Number(rows[0]!.n)).toBe(ROWS);
      await expect(reader.query('SELECT * FROM public.ab_user_secret')).rejects.toThrow(
        /permission denied/,
      );
      await expect(reader.query('CREATE TABLE examples.x (a int)')).rejects.toThrow(/read-only/);
    } finally {
      await reader.end();
    }
  }, 60_000);
});
