import {
  DuckDBInstance,
  DuckDBTypeId,
  JSDuckDBValueConverter,
  ResultReturnType,
  timestampValue,
  type DuckDBConnection,
  type DuckDBDataChunk,
  type DuckDBType,
  type DuckDBValue,
} from '@duckdb/node-api';
import type {
  ColumnBatch,
  ConnectOptions,
  Driver,
  Engine,
  ExecuteOptions,
  QueryResult,
  ResultColumn,
} from '../engine-contract.ts';
import { runCancellable, throwIfAborted } from '../abort.ts';
import { EngineError, toEngineError } from '../engine-errors.ts';
import { genericTypeOf } from '../type-map.ts';
import type { ParsedUri } from '../uri.ts';
import { toJsonSafe } from '../values.ts';
import { columnReaders, type ColumnReader } from './duckdb-columns.ts';
import { DuckdbIntrospector } from './duckdb-introspector.ts';

/** Instance options: never download or load extensions behind the user's back. */
export const DUCKDB_INSTANCE_OPTIONS: Record<string, string> = {
  autoinstall_known_extensions: 'false',
  autoload_known_extensions: 'false',
};

/**
 * Options every instance is opened with. External access is off by default: otherwise user SQL reads
 * and writes any server file (read_csv, read_text, glob, COPY ... TO, ATTACH, EXPORT DATABASE).
 * The database file itself still opens. lock_configuration makes `SET`/`RESET`/`PRAGMA` of any option
 * fail, so a query cannot turn access back on. DuckDB keeps one instance per file per process and
 * refuses a second open with other options, so the examples loader uses these same options.
 */
export function duckdbInstanceOptions(options: ConnectOptions = {}): Record<string, string> {
  if (options.allowExternalAccess) return { ...DUCKDB_INSTANCE_OPTIONS };
  return {
    ...DUCKDB_INSTANCE_OPTIONS,
    enable_external_access: 'false',
    lock_configuration: 'true',
  };
}

/** DuckDB path of a URI: '' and ':memory:' are in-memory. */
export function duckdbPath(uri: ParsedUri): string {
  const path = uri.database ?? '';
  return path === '' ? ':memory:' : path;
}

function toDuckdbParam(v: unknown): DuckDBValue {
  if (v === undefined) return null;
  // A Date is an instant: bind it as a TIMESTAMP in UTC (microseconds).
  if (v instanceof Date) return timestampValue(BigInt(v.getTime()) * 1000n);
  return v as DuckDBValue;
}

/** TIME values arrive as microseconds since midnight; render them as 'HH:MM:SS[.ffffff]'. */
function formatTime(micros: bigint): string {
  const total = Number(micros);
  const secs = Math.floor(total / 1e6);
  const frac = total % 1e6;
  const hms = [Math.floor(secs / 3600), Math.floor(secs / 60) % 60, secs % 60]
    .map((n) => String(n).padStart(2, '0'))
    .join(':');
  return frac ? `${hms}.${String(frac).padStart(6, '0')}` : hms;
}

type Batch = { columns: ResultColumn[]; rows: unknown[][] };
type ChunkOf = {
  columns: ResultColumn[];
  types: DuckDBType[];
  chunk: DuckDBDataChunk | null;
  rows: number;
};

class DuckdbDriver implements Driver {
  readonly introspector: DuckdbIntrospector;
  private closed = false;

  constructor(
    private readonly engine: Engine,
    private readonly instance: DuckDBInstance,
  ) {
    this.introspector = new DuckdbIntrospector(this, engine);
  }

  async execute(sql: string, options: ExecuteOptions = {}): Promise<QueryResult> {
    const result: QueryResult = { columns: [], rows: [] };
    for await (const batch of this.stream(sql, options)) {
      result.columns = batch.columns;
      for (const row of batch.rows) result.rows.push(row);
    }
    return result;
  }

  async *stream(sql: string, options: ExecuteOptions = {}): AsyncGenerator<Batch> {
    for await (const { columns, types, chunk, rows } of this.chunks(sql, options)) {
      if (!chunk) {
        yield { columns, rows: [] };
        continue;
      }
      const timeColumns = types.map((t) => t.typeId === DuckDBTypeId.TIME);
      let converted = chunk.convertRows(JSDuckDBValueConverter) as unknown[][];
      if (converted.length > rows) converted = converted.slice(0, rows);
      yield {
        columns,
        rows: converted.map((r) =>
          r.map((v, i) =>
            timeColumns[i] && typeof v === 'bigint' ? formatTime(v) : toJsonSafe(v),
          ),
        ),
      };
    }
  }

  /** Column batches read straight from DuckDB's data chunks (2,048 rows each): no array per row. */
  async *streamColumns(sql: string, options: ExecuteOptions = {}): AsyncGenerator<ColumnBatch> {
    let readers: ColumnReader[] | null = null;
    for await (const { columns, types, chunk, rows } of this.chunks(sql, options)) {
      if (!chunk) {
        yield { columns, rowCount: 0, vectors: columns.map(() => []) };
        continue;
      }
      readers ??= columnReaders(types, formatTime);
      const vectors = readers.map((read, i) => {
        const values = read(chunk, i);
        return values.length > rows ? values.slice(0, rows) : values;
      });
      yield { columns, rowCount: rows, vectors };
    }
  }

  /**
   * Runs a query and hands over its data chunks, at most `maxRows` rows in all (`rows` says how many
   * of a chunk count); a result without rows yields once with `chunk` null, so columns are known.
   */
  private async *chunks(sql: string, options: ExecuteOptions): AsyncGenerator<ChunkOf> {
    const { signal, maxRows = Infinity } = options;
    throwIfAborted(signal);
    if (this.closed) throw new EngineError('GENERIC_DB_ENGINE_ERROR', 'The connection is closed');
    let conn: DuckDBConnection | null = null;
    try {
      conn = await this.instance.connect();
      const c = conn;
      const interrupt = () => c.interrupt();
      const params = options.params?.map(toDuckdbParam);
      const result = await runCancellable(() => c.stream(sql, params), signal, interrupt);
      if (
        result.returnType !== ResultReturnType.QUERY_RESULT &&
        result.returnType !== ResultReturnType.CHANGED_ROWS
      ) {
        yield { columns: [], types: [], chunk: null, rows: 0 };
        return;
      }
      const types = result.columnTypes();
      const columns: ResultColumn[] = result.columnNames().map((name, i) => {
        const type = types[i]!.toString();
        return { name, type, generic: genericTypeOf(this.engine.typeMap, type) };
      });
      let count = 0;
      let yielded = false;
      while (count < maxRows) {
        const chunk = await runCancellable(() => result.fetchChunk(), signal, interrupt);
        if (!chunk || chunk.rowCount === 0) break;
        const rows = Math.min(chunk.rowCount, maxRows - count);
        count += rows;
        yield { columns, types, chunk, rows };
        yielded = true;
      }
      if (!yielded) yield { columns, types, chunk: null, rows: 0 };
    } catch (err) {
      throw toEngineError(this.engine, err);
    } finally {
      conn?.closeSync();
    }
  }

  /** DuckDB's appender: far faster than INSERTs; text is cast by DuckDB to the column's type. */
  async appendRows(schema: string | null, table: string, rows: unknown[][]): Promise<void> {
    if (this.closed) throw new EngineError('GENERIC_DB_ENGINE_ERROR', 'The connection is closed');
    const conn = await this.instance.connect();
    try {
      const appender = await conn.createAppender(table, schema);
      for (const row of rows) {
        for (const v of row) {
          if (v === null || v === undefined) appender.appendNull();
          else if (typeof v === 'boolean') appender.appendBoolean(v);
          else if (typeof v === 'number')
            if (Number.isInteger(v)) appender.appendBigInt(BigInt(v));
            else appender.appendDouble(v);
          else appender.appendVarchar(String(v));
        }
        appender.endRow();
      }
      appender.flushSync();
      appender.closeSync();
    } catch (err) {
      throw toEngineError(this.engine, err);
    } finally {
      conn.closeSync();
    }
  }

  /** Runs a metadata query and returns its rows as objects (used by the introspector). */
  async rowsOf<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    const { columns, rows } = await this.execute(sql, { params });
    return rows.map((r) => Object.fromEntries(columns.map((c, i) => [c.name, r[i]])) as T);
  }

  async close(): Promise<void> {
    // The instance is shared through DuckDB's instance cache; it closes once nothing references it.
    // (Closing this handle explicitly can hang a later reopen of the same file from the cache.)
    this.closed = true;
  }
}

/** Opens (or reuses from the instance cache) a DuckDB database and checks that it accepts connections. */
export async function connectDuckdb(
  engine: Engine,
  uri: ParsedUri,
  options: ConnectOptions = {},
): Promise<Driver> {
  try {
    // `?access_mode=read_only`: many processes may open one file read-only at once (the examples).
    const readOnly = /^read_only$/i.test(uri.query.access_mode ?? '');
    const instance = await DuckDBInstance.fromCache(duckdbPath(uri), {
      ...duckdbInstanceOptions(options),
      ...(readOnly ? { access_mode: 'READ_ONLY' } : {}),
    });
    (await instance.connect()).closeSync();
    return new DuckdbDriver(engine, instance);
  } catch (err) {
    throw toEngineError(engine, err);
  }
}
