import Database from 'libsql';
import { GenericDataType } from '@sightline/core';
import type {
  Driver,
  Engine,
  ExecuteOptions,
  QueryResult,
  ResultColumn,
} from '../engine-contract.ts';
import { throwIfAborted } from '../abort.ts';
import { QueryAbortedError, toEngineError } from '../engine-errors.ts';
import { genericTypeOf } from '../type-map.ts';
import type { ParsedUri } from '../uri.ts';
import { bigintToJson, bytesToString, formatSqlDateTime, parseTemporal } from '../values.ts';
import { assertNoFileAccess } from './sqlite-file-guard.ts';
import { SqliteIntrospector } from './sqlite-introspector.ts';

const BATCH_SIZE = 1_000;

/** The libsql target for a URI: ':memory:' for '' / ':memory:', a read-only `file:` URI for `?mode=ro`. */
export function sqliteTarget(uri: ParsedUri): string {
  const path = uri.database ?? '';
  if (path === '' || path === ':memory:') return ':memory:';
  if (uri.query.mode === 'ro')
    return `file:${encodeURI(path).replace(/[?#]/g, encodeURIComponent)}?mode=ro`;
  return path;
}

/** Converts a bound value into one libsql accepts (it aborts the process on booleans and Dates). */
export function toSqliteParam(v: unknown): unknown {
  if (v === undefined || v === null) return null;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (v instanceof Date) return formatSqlDateTime(v);
  if (
    typeof v === 'number' ||
    typeof v === 'bigint' ||
    typeof v === 'string' ||
    v instanceof Uint8Array
  )
    return v;
  throw new TypeError(`Unsupported SQLite parameter of type ${typeof v}`);
}

/** Native type of a result column: its declaration, or the storage class of its first value. */
function inferType(declared: string | null, rows: unknown[][], index: number): string {
  if (declared) return declared.toUpperCase();
  const sample = rows.find((r) => r[index] !== null && r[index] !== undefined)?.[index];
  if (typeof sample === 'bigint') return 'INTEGER';
  if (typeof sample === 'number') return Number.isInteger(sample) ? 'INTEGER' : 'REAL';
  if (sample instanceof Uint8Array) return 'BLOB';
  return sample === undefined ? 'NULL' : 'TEXT';
}

function convert(v: unknown, generic: GenericDataType): unknown {
  if (v === null || v === undefined) return null;
  if (generic === GenericDataType.TEMPORAL && typeof v === 'string') return parseTemporal(v) ?? v;
  if (generic === GenericDataType.BOOLEAN && (typeof v === 'bigint' || typeof v === 'number'))
    return Number(v) !== 0;
  if (typeof v === 'bigint') return bigintToJson(v);
  if (v instanceof Uint8Array) return bytesToString(v);
  return v;
}

const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));

class SqliteDriver implements Driver {
  readonly introspector: SqliteIntrospector;

  constructor(
    private readonly engine: Engine,
    private readonly db: Database.Database,
  ) {
    this.introspector = new SqliteIntrospector(engine, db);
  }

  async execute(sql: string, options: ExecuteOptions = {}): Promise<QueryResult> {
    const result: QueryResult = { columns: [], rows: [] };
    for await (const batch of this.stream(sql, options)) {
      result.columns = batch.columns;
      for (const row of batch.rows) result.rows.push(row);
    }
    return result;
  }

  async *stream(
    sql: string,
    options: ExecuteOptions = {},
  ): AsyncGenerator<{ columns: ResultColumn[]; rows: unknown[][] }> {
    const { signal, maxRows = Infinity } = options;
    throwIfAborted(signal);
    let columns: ResultColumn[] | null = null;
    try {
      assertNoFileAccess(sql, this.engine.name);
      const stmt = this.db.prepare(sql);
      const params = (options.params ?? []).map(toSqliteParam);
      if (!stmt.reader) {
        stmt.run(...params);
        yield { columns: [], rows: [] };
        return;
      }
      stmt.raw(true).safeIntegers(true);
      const declared = stmt.columns();
      const iterator = stmt.iterate(...params) as IterableIterator<unknown[]>;
      let count = 0;
      let yielded = false;
      while (true) {
        const raw: unknown[][] = [];
        while (raw.length < BATCH_SIZE && count + raw.length < maxRows) {
          const next = iterator.next();
          if (next.done) break;
          raw.push(next.value);
        }
        columns ??= declared.map((c, i) => {
          const type = inferType(c.type, raw, i);
          return { name: c.name, type, generic: genericTypeOf(this.engine.typeMap, type) };
        });
        const cols = columns;
        count += raw.length;
        const done = raw.length < BATCH_SIZE || count >= maxRows;
        if (raw.length > 0 || !yielded) {
          yield {
            columns: cols,
            rows: raw.map((r) => r.map((v, i) => convert(v, cols[i]!.generic))),
          };
          yielded = true;
        }
        if (done) return;
        // The driver is synchronous: give the event loop a turn so an abort can be noticed.
        await nextTick();
        if (signal?.aborted) throw new QueryAbortedError();
      }
    } catch (err) {
      throw toEngineError(this.engine, err);
    }
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}

/** Opens a SQLite file (created when missing, unless read-only) and returns its driver. */
export async function connectSqlite(engine: Engine, uri: ParsedUri): Promise<Driver> {
  try {
    const db = new Database(sqliteTarget(uri));
    db.exec('PRAGMA busy_timeout = 5000');
    return new SqliteDriver(engine, db);
  } catch (err) {
    throw toEngineError(engine, err);
  }
}
