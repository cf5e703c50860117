import { randomBytes } from 'node:crypto';
import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import pg from 'pg';
import { DUCKDB_INSTANCE_OPTIONS } from '../engines/duckdb/duckdb-driver.ts';
import { copyFromStdin } from './pg-copy.ts';
import {
  EXAMPLE_TABLES,
  fillExampleTables,
  type GenerateExamplesOptions,
  type GenerateExamplesResult,
} from './generate-examples.ts';

/**
 * The examples in PostgreSQL (issue #15 point 5): with a PostgreSQL metadata store every process
 * must read the same examples, so they are generated once into a shared PostgreSQL schema. The rows
 * are built by the same DuckDB SQL as the embedded examples (in an in-memory DuckDB of our own that
 * runs no user SQL, so it may write a file), written by DuckDB's CSV writer to a temporary file and
 * streamed into PostgreSQL with `COPY ... FROM STDIN`: values never reach SQL text, and a million
 * sales rows take seconds.
 */

/** The PostgreSQL type of each DuckDB type the generator uses. */
const PG_TYPES: Record<string, string> = {
  VARCHAR: 'text',
  INTEGER: 'integer',
  BIGINT: 'bigint',
  DOUBLE: 'double precision',
  DATE: 'date',
  TIMESTAMP: 'timestamp',
  BOOLEAN: 'boolean',
};

const quote = (name: string): string => `"${name.replaceAll('"', '""')}"`;

function pgType(duckdbType: string): string {
  const type = PG_TYPES[duckdbType];
  if (!type) throw new Error(`No PostgreSQL type for the example column type ${duckdbType}`);
  return type;
}

/** Copies `main.<table>` of the DuckDB connection into `<schema>.<table>` (dropped and recreated). */
async function copyTable(
  duck: DuckDBConnection,
  client: pg.Client,
  schema: string,
  table: string,
  csvPath: string,
): Promise<void> {
  const described = (await duck.runAndReadAll(`DESCRIBE main.${quote(table)}`)).getRowObjectsJson();
  const columns = described.map((r) => ({
    name: String(r.column_name),
    type: pgType(String(r.column_type)),
  }));
  const target = `${quote(schema)}.${quote(table)}`;
  await client.query(`DROP TABLE IF EXISTS ${target}`);
  await client.query(
    `CREATE TABLE ${target} (${columns.map((c) => `${quote(c.name)} ${c.type}`).join(', ')})`,
  );
  await duck.run(
    `COPY main.${quote(table)} TO '${csvPath.replaceAll("'", "''")}' (FORMAT csv, HEADER false)`,
  );
  await copyFromStdin(
    client,
    `COPY ${target} FROM STDIN (FORMAT csv, HEADER false)`,
    createReadStream(csvPath, { highWaterMark: 1 << 20 }),
  );
  await client.query(`ANALYZE ${target}`);
}

/** Options of generateExamplesInPostgres. */
export interface PostgresExamplesOptions extends GenerateExamplesOptions {
  /** Schema the tables go to (created when missing); default `examples`. */
  schema?: string;
}

/**
 * Generates the example tables and writes them into `schema` of the PostgreSQL database at `url`,
 * replacing earlier ones, in one transaction. Returns each table with its row count.
 */
export async function generateExamplesInPostgres(
  url: string,
  opts: PostgresExamplesOptions = {},
): Promise<GenerateExamplesResult> {
  const schema = opts.schema ?? 'examples';
  const instance = await DuckDBInstance.create(':memory:', DUCKDB_INSTANCE_OPTIONS);
  const duck = await instance.connect();
  const client = new pg.Client({ connectionString: url });
  const dir = mkdtempSync(join(tmpdir(), 'sightline-examples-'));
  try {
    const result = await fillExampleTables(duck, opts);
    await client.connect();
    await client.query('BEGIN');
    try {
      await client.query(`CREATE SCHEMA IF NOT EXISTS ${quote(schema)}`);
      for (const table of EXAMPLE_TABLES)
        await copyTable(duck, client, schema, table, join(dir, `${table}.csv`));
      await client.query('COMMIT');
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    }
    return result;
  } finally {
    await client.end().catch(() => undefined);
    duck.closeSync();
    instance.closeSync();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The login role that reads the examples of the metadata database `database`. */
export function examplesReaderRole(database: string): string {
  return `${database}_examples_reader`.toLowerCase().slice(0, 63);
}

/**
 * Creates (or resets the password of) a login role that may only read `schema` of the database at
 * `url`, and returns `url` with that role and password. The examples then live beside the metadata
 * tables (users, password hashes, encrypted passwords) without SQL on `examples` reaching them:
 * the role holds USAGE on the schema and SELECT on its tables, nothing else, and its transactions
 * are read-only by default. Needs CREATEROLE (or a superuser) on the metadata connection.
 */
export async function createExamplesReader(url: string, schema = 'examples'): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const db = (await client.query<{ db: string }>('SELECT current_database() AS db')).rows[0]!.db;
    const role = examplesReaderRole(db);
    // base64url: letters, digits, '-' and '_', safe inside a literal (DDL takes no parameters).
    const password = randomBytes(24).toString('base64url');
    const exists = await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [role]);
    const verb = exists.rowCount ? 'ALTER' : 'CREATE';
    await client.query(`${verb} ROLE ${quote(role)} LOGIN PASSWORD '${password}'`);
    await client.query(`GRANT CONNECT ON DATABASE ${quote(db)} TO ${quote(role)}`);
    await client.query(`GRANT USAGE ON SCHEMA ${quote(schema)} TO ${quote(role)}`);
    await client.query(`GRANT SELECT ON ALL TABLES IN SCHEMA ${quote(schema)} TO ${quote(role)}`);
    await client.query(
      `ALTER ROLE ${quote(role)} IN DATABASE ${quote(db)} SET search_path = ${quote(schema)}`,
    );
    await client.query(
      `ALTER ROLE ${quote(role)} IN DATABASE ${quote(db)} SET default_transaction_read_only = on`,
    );
    const reader = new URL(url);
    reader.username = role;
    reader.password = password;
    return reader.toString();
  } finally {
    await client.end().catch(() => undefined);
  }
}
