import { DuckDBInstance, type DuckDBPreparedStatement, type DuckDBValue } from '@duckdb/node-api';
import Database from 'libsql';
import { duckdbInstanceOptions } from '../engines/duckdb/duckdb-driver.ts';
import type { LoadTarget } from './load-data.ts';

/** A LoadTarget owning a connection; close() releases it. */
export interface ClosableLoadTarget extends LoadTarget {
  close(): Promise<void>;
}

const quoteDoubled = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/**
 * A LoadTarget on a DuckDB file. The instance comes from DuckDB's per-process cache, opened with the
 * same options as the DuckDB engine (one instance per file per process); close() closes only the
 * connection made here. `execute` resolves to the result rows as JSON-safe objects.
 */
export async function duckdbTarget(path: string): Promise<ClosableLoadTarget> {
  // Values arrive as bound parameters, so the loader needs no file access either.
  const instance = await DuckDBInstance.fromCache(path, duckdbInstanceOptions());
  const conn = await instance.connect();
  // Batched inserts repeat the same SQL text: prepare it once.
  let cached: { sql: string; statement: DuckDBPreparedStatement } | undefined;
  return {
    dialect: 'duckdb',
    quoteIdentifier: quoteDoubled,
    async execute(sql, params = []) {
      if (cached?.sql !== sql) {
        cached?.statement.destroySync();
        cached = { sql, statement: await conn.prepare(sql) };
      }
      cached.statement.bind(params as DuckDBValue[]);
      const reader = await cached.statement.runAndReadAll();
      return reader.getRowObjectsJson();
    },
    async close() {
      cached?.statement.destroySync();
      cached = undefined;
      conn.closeSync();
    },
  };
}

/**
 * A LoadTarget on a SQLite file through libsql (better-sqlite3 API, synchronous underneath).
 * `execute` resolves to the result rows for queries and to the run result otherwise.
 */
export async function sqliteTarget(path: string): Promise<ClosableLoadTarget> {
  const db = new Database(path);
  let cached: { sql: string; statement: Database.Statement } | undefined;
  return {
    dialect: 'sqlite',
    quoteIdentifier: quoteDoubled,
    async execute(sql, params = []) {
      if (cached?.sql !== sql) cached = { sql, statement: db.prepare(sql) };
      const { statement } = cached;
      return statement.reader ? statement.all(...params) : statement.run(...params);
    },
    async close() {
      cached = undefined;
      db.close();
    },
  };
}
