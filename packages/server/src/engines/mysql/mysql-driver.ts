import mysql from 'mysql2/promise';
import type { Connection as CoreConnection } from 'mysql2';
import type { FieldPacket, Pool, PoolConnection, PoolOptions } from 'mysql2/promise';
import type {
  ColumnBatch,
  Driver,
  Engine,
  ExecuteOptions,
  QueryResult,
  ResultColumn,
} from '../engine-contract.ts';
import { throwIfAborted } from '../abort.ts';
import { rowStreamToColumns } from '../columnar.ts';
import { QueryAbortedError, toEngineError } from '../engine-errors.ts';
import { genericTypeOf } from '../type-map.ts';
import type { ParsedUri } from '../uri.ts';
import { MysqlIntrospector } from './mysql-introspector.ts';
import { convertMysqlValue, mysqlTypeName, toMysqlParam } from './mysql-types.ts';

/** Rows buffered before the socket is paused (back-pressure while the consumer is busy), unless
 * the caller asks for another batch size. */
const HIGH_WATER = 1_000;
/** How long an aborted query may take to stop after KILL QUERY before we reject anyway. */
const KILL_SETTLE_MS = 5_000;

type Batch = { columns: ResultColumn[]; rows: unknown[][] };

/** Pool options from a parsed URI (`ssl=true` and `charset` honoured). */
export function mysqlConfig(uri: ParsedUri): PoolOptions {
  return {
    host: uri.host ?? '127.0.0.1',
    port: uri.port ?? 3306,
    user: uri.username ?? undefined,
    password: uri.password ?? undefined,
    database: uri.database ?? undefined,
    charset: uri.query.charset ?? 'utf8mb4',
    ssl:
      uri.query.ssl === 'true' || uri.query.ssl === '1' ? { rejectUnauthorized: false } : undefined,
    connectTimeout: 10_000,
    connectionLimit: 10,
    supportBigNumbers: true,
    bigNumberStrings: false,
    decimalNumbers: true,
    dateStrings: true,
    timezone: 'Z',
    multipleStatements: false,
  };
}

class MysqlDriver implements Driver {
  readonly introspector: MysqlIntrospector;
  /** Physical connections whose session time zone is already UTC. */
  private readonly initialized = new WeakSet<object>();

  constructor(
    private readonly engine: Engine,
    private readonly pool: Pool,
    private readonly config: PoolOptions,
  ) {
    this.introspector = new MysqlIntrospector(engine, this);
  }

  private async checkout(): Promise<PoolConnection> {
    const conn = await this.pool.getConnection();
    if (!this.initialized.has(conn.connection)) {
      await conn.query("SET time_zone = '+00:00'");
      this.initialized.add(conn.connection);
    }
    return conn;
  }

  /** KILL QUERY from a connection of its own (the pool may be exhausted). */
  private async killQuery(threadId: number): Promise<void> {
    const { connectionLimit: _limit, ...options } = this.config;
    const conn = await mysql.createConnection(options);
    try {
      await conn.query('KILL QUERY ?', [threadId]);
    } finally {
      await conn.end().catch(() => undefined);
    }
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
    const { params, maxRows = Infinity, signal } = options;
    const highWater = Math.max(1, options.batchRows ?? HIGH_WATER);
    throwIfAborted(signal);
    let conn: PoolConnection | null = null;
    let discard = false;
    let ended = false;
    let onAbort: (() => void) | null = null;
    try {
      conn = await this.checkout();
      // The callback-style connection underneath: its commands emit rows one by one.
      const core = conn.connection as unknown as CoreConnection;
      const threadId = conn.threadId;
      const query = { sql, rowsAsArray: true };
      // Parameters go through a server-side prepared statement; plain text keeps the text protocol.
      const cmd =
        params && params.length > 0
          ? core.execute(query, params.map(toMysqlParam) as never)
          : core.query(query);

      const state = {
        fields: null as FieldPacket[] | null,
        resultIndex: undefined as number | undefined,
        error: null as unknown,
        aborted: false,
      };
      const queue: unknown[][] = [];
      let wake: (() => void) | null = null;
      const notify = () => {
        wake?.();
        wake = null;
      };
      cmd.on('fields', (f: FieldPacket[] | undefined) => {
        if (!state.fields && Array.isArray(f)) state.fields = f;
        notify();
      });
      cmd.on('result', (row: unknown, index?: number) => {
        if (!state.fields || !Array.isArray(row)) return;
        state.resultIndex ??= index;
        if (index !== state.resultIndex) return;
        queue.push(row);
        if (queue.length >= highWater) core.pause();
        notify();
      });
      cmd.on('end', () => {
        ended = true;
        notify();
      });
      cmd.on('error', (err: unknown) => {
        state.error = err;
        ended = true;
        notify();
      });
      let killing: Promise<void> = Promise.resolve();
      onAbort = () => {
        state.aborted = true;
        // Never reuse a connection that saw a KILL: a late kill could hit its next query.
        discard = true;
        killing = this.killQuery(threadId).catch(() => undefined);
        notify();
      };
      signal?.addEventListener('abort', onAbort, { once: true });

      let columns: ResultColumn[] | null = null;
      let count = 0;
      let yielded = false;
      while (true) {
        if (state.aborted) {
          const timer = new Promise<void>((r) => setTimeout(r, KILL_SETTLE_MS).unref());
          await killing;
          await Promise.race([new Promise<void>((r) => (ended ? r() : (wake = r))), timer]);
          throw new QueryAbortedError();
        }
        if (state.fields && !columns) {
          columns = state.fields.map((f) => {
            const type = mysqlTypeName(f);
            return { name: f.name, type, generic: genericTypeOf(this.engine.typeMap, type) };
          });
        }
        if (queue.length > 0 && columns) {
          const cols = columns;
          const raw = queue.splice(0, Math.min(queue.length, maxRows - count));
          queue.length = 0;
          core.resume();
          count += raw.length;
          yield {
            columns: cols,
            rows: raw.map((r) =>
              r.map((v, i) => convertMysqlValue(v, cols[i]!.type, cols[i]!.generic)),
            ),
          };
          yielded = true;
          if (count >= maxRows && !ended) {
            // Closing the connection is what stops the server from sending the rest.
            discard = true;
            return;
          }
          continue;
        }
        if (state.error) {
          // A fatal error (connection lost) leaves nothing worth returning to the pool.
          if ((state.error as { fatal?: boolean }).fatal) discard = true;
          throw state.error;
        }
        if (ended || (columns && count >= maxRows)) break;
        await new Promise<void>((r) => (wake = r));
      }
      if (!yielded) yield { columns: columns ?? [], rows: [] };
    } catch (err) {
      throw toEngineError(this.engine, err);
    } finally {
      if (onAbort) signal?.removeEventListener('abort', onAbort);
      if (conn) {
        if (discard || !ended) conn.destroy();
        else conn.release();
      }
    }
  }

  /** Column batches of the row stream, buffering `batchRows` rows (10,000 for exports). */
  streamColumns(sql: string, options: ExecuteOptions = {}): AsyncIterable<ColumnBatch> {
    return rowStreamToColumns(this.stream(sql, options));
  }

  /** Runs a metadata query (prepared, parameters bound) and returns row objects. */
  async rowsOf<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    try {
      const [rows] = await this.pool.execute(sql, params as never);
      return rows as T[];
    } catch (err) {
      throw toEngineError(this.engine, err);
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

/** Creates a pool and checks out one connection, so bad credentials or hosts fail here. */
export async function connectMysql(engine: Engine, uri: ParsedUri): Promise<Driver> {
  const config = mysqlConfig(uri);
  const pool = mysql.createPool(config);
  try {
    (await pool.getConnection()).release();
  } catch (err) {
    await pool.end().catch(() => undefined);
    throw toEngineError(engine, err);
  }
  return new MysqlDriver(engine, pool, config);
}
