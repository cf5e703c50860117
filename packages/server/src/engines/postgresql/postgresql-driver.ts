import pg from 'pg';
import type {
  ColumnBatch,
  Driver,
  Engine,
  ExecuteOptions,
  QueryResult,
  ResultColumn,
} from '../engine-contract.ts';
import { runCancellable, throwIfAborted } from '../abort.ts';
import { rowStreamToColumns } from '../columnar.ts';
import { toEngineError } from '../engine-errors.ts';
import { genericTypeOf } from '../type-map.ts';
import type { ParsedUri } from '../uri.ts';
import { toJsonSafe } from '../values.ts';
import { PostgresqlIntrospector } from './postgresql-introspector.ts';
import {
  isCursorable,
  normalizePgType,
  PG_TYPE_NAMES,
  PG_TYPES,
  sslFromMode,
  stripTrailing,
  toPgParam,
} from './postgresql-types.ts';

/** Rows per FETCH unless the caller asks for another batch size. */
const BATCH_SIZE = 1_000;
const CURSOR = 'sightline_cursor';

type Batch = { columns: ResultColumn[]; rows: unknown[][] };

/** One checked-out client with abort support (see PostgresqlDriver.session). */
interface Session {
  client: pg.PoolClient;
  cancellable<T>(start: () => Promise<T>): Promise<T>;
  release(err: unknown): void;
}

/** Pool configuration from a parsed URI (`sslmode`, `connect_timeout`, `application_name`, `options` honoured). */
export function pgConfig(uri: ParsedUri): pg.PoolConfig {
  const timeout = Number(uri.query.connect_timeout);
  return {
    host: uri.host ?? '127.0.0.1',
    port: uri.port ?? 5432,
    user: uri.username ?? undefined,
    password: uri.password ?? undefined,
    database: uri.database ?? undefined,
    ssl: sslFromMode(uri.query.sslmode),
    application_name: uri.query.application_name ?? 'sightline',
    options: uri.query.options,
    connectionTimeoutMillis: Number.isFinite(timeout) && timeout > 0 ? timeout * 1000 : 10_000,
    idleTimeoutMillis: 30_000,
    max: 10,
    types: PG_TYPES,
  };
}

/**
 * Whether a client must be destroyed rather than returned to the pool: after a connection failure (any
 * error that is not a DatabaseError) and after an abort, whose statement may still be running.
 */
function isBroken(err: unknown): boolean {
  return err !== undefined && !(err instanceof pg.DatabaseError);
}

function convertRows(rows: unknown[][]): unknown[][] {
  return rows.map((r) => r.map(toJsonSafe));
}

class PostgresqlDriver implements Driver {
  readonly introspector: PostgresqlIntrospector;
  private readonly typeNames = new Map<number, string>(
    Object.entries(PG_TYPE_NAMES).map(([k, v]) => [Number(k), v]),
  );

  constructor(
    private readonly engine: Engine,
    private readonly pool: pg.Pool,
    private readonly config: pg.PoolConfig,
  ) {
    this.introspector = new PostgresqlIntrospector(engine, this);
  }

  /** Stops the backend running `pid`, from a connection of its own (the pool may be exhausted). */
  private async cancelBackend(pid: number): Promise<void> {
    const client = new pg.Client(this.config);
    try {
      await client.connect();
      await client.query('SELECT pg_cancel_backend($1)', [pid]);
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  /** Result columns, resolving type names of non built-in OIDs (domains, enums, extensions) once. */
  private async columnsOf(client: pg.PoolClient, fields: pg.FieldDef[]): Promise<ResultColumn[]> {
    const unknown = [
      ...new Set(fields.map((f) => f.dataTypeID).filter((oid) => !this.typeNames.has(oid))),
    ];
    if (unknown.length > 0) {
      const r = await client.query<{ oid: number; name: string }>(
        'SELECT oid::int AS oid, format_type(oid, NULL) AS name FROM pg_type WHERE oid = ANY($1::oid[])',
        [unknown],
      );
      for (const row of r.rows) this.typeNames.set(row.oid, normalizePgType(row.name));
    }
    return fields.map((f) => {
      const type = this.typeNames.get(f.dataTypeID) ?? 'UNKNOWN';
      return { name: f.name, type, generic: genericTypeOf(this.engine.typeMap, type) };
    });
  }

  /**
   * Checks out a client for one query. `cancellable` starts a statement unless the signal fired and, on
   * abort, cancels it with pg_cancel_backend; `release` waits for any cancel in flight, so that a late
   * cancel can never hit the next user of the pooled connection.
   */
  private async session(signal: AbortSignal | undefined): Promise<Session> {
    throwIfAborted(signal);
    const client = await this.pool.connect();
    const pid = (client as unknown as { processID: number }).processID;
    let cancelling: Promise<void> = Promise.resolve();
    return {
      client,
      cancellable: (start) =>
        runCancellable(start, signal, () => {
          cancelling = this.cancelBackend(pid).catch(() => undefined);
          return cancelling;
        }),
      release: (err) => {
        void cancelling.then(() => client.release(isBroken(err)));
      },
    };
  }

  async execute(sql: string, options: ExecuteOptions = {}): Promise<QueryResult> {
    const { maxRows, signal } = options;
    const params = (options.params ?? []).map(toPgParam);
    let s: Session | null = null;
    let failure: unknown;
    try {
      s = await this.session(signal);
      const { client, cancellable } = s;
      if (
        maxRows !== undefined &&
        Number.isSafeInteger(maxRows) &&
        maxRows >= 0 &&
        isCursorable(sql)
      ) {
        await client.query('BEGIN');
        try {
          await cancellable(() =>
            client.query({
              text: `DECLARE ${CURSOR} NO SCROLL CURSOR FOR ${stripTrailing(sql)}`,
              values: params,
            }),
          );
          const r = await cancellable(() =>
            client.query<unknown[]>({
              text: `FETCH FORWARD ${maxRows} FROM ${CURSOR}`,
              rowMode: 'array',
            }),
          );
          await client.query('COMMIT');
          return {
            columns: await this.columnsOf(client, r.fields),
            rows: convertRows(r.rows.slice(0, maxRows)),
          };
        } catch (err) {
          if (!isBroken(err)) await client.query('ROLLBACK').catch(() => undefined);
          throw err;
        }
      }
      const res = await cancellable(() =>
        client.query<unknown[]>({ text: sql, values: params, rowMode: 'array' }),
      );
      // A multi-statement text returns one result per statement: keep the last, as other engines do.
      const last = (Array.isArray(res) ? res[res.length - 1] : res) as pg.QueryResult<unknown[]>;
      const rows = maxRows !== undefined ? last.rows.slice(0, Math.max(0, maxRows)) : last.rows;
      return {
        columns: last.fields ? await this.columnsOf(client, last.fields) : [],
        rows: convertRows(rows),
      };
    } catch (err) {
      failure = err;
      throw toEngineError(this.engine, err);
    } finally {
      s?.release(failure);
    }
  }

  async *stream(sql: string, options: ExecuteOptions = {}): AsyncGenerator<Batch> {
    if (!isCursorable(sql)) {
      yield await this.execute(sql, options);
      return;
    }
    const { maxRows = Infinity, signal } = options;
    const batchRows = Math.max(1, options.batchRows ?? BATCH_SIZE);
    const params = (options.params ?? []).map(toPgParam);
    let s: Session | null = null;
    let failure: unknown;
    let done = false;
    try {
      s = await this.session(signal);
      const { client, cancellable } = s;
      await client.query('BEGIN');
      await cancellable(() =>
        client.query({
          text: `DECLARE ${CURSOR} NO SCROLL CURSOR FOR ${stripTrailing(sql)}`,
          values: params,
        }),
      );
      let count = 0;
      let columns: ResultColumn[] | null = null;
      while (true) {
        const size = Math.min(batchRows, maxRows - count);
        const r = await cancellable(() =>
          client.query<unknown[]>({
            text: `FETCH FORWARD ${size} FROM ${CURSOR}`,
            rowMode: 'array',
          }),
        );
        columns ??= await this.columnsOf(client, r.fields);
        count += r.rows.length;
        if (r.rows.length > 0 || count === 0) yield { columns, rows: convertRows(r.rows) };
        if (r.rows.length < size || count >= maxRows) break;
      }
      await client.query('COMMIT');
      done = true;
    } catch (err) {
      failure = err;
      throw toEngineError(this.engine, err);
    } finally {
      // Also reached when the consumer stops early: end the cursor's transaction before releasing.
      if (s && !done && !isBroken(failure)) await s.client.query('ROLLBACK').catch(() => undefined);
      s?.release(failure);
    }
  }

  /** Column batches over the cursor (`FETCH FORWARD batchRows`, 10,000 rows for exports). */
  streamColumns(sql: string, options: ExecuteOptions = {}): AsyncIterable<ColumnBatch> {
    return rowStreamToColumns(this.stream(sql, options));
  }

  /** Runs a metadata query and returns row objects (used by the introspector). */
  async rowsOf<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    try {
      return (await this.pool.query(sql, params)).rows as T[];
    } catch (err) {
      throw toEngineError(this.engine, err);
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

/** Creates a pool and checks out one client, so bad credentials or hosts fail here. */
export async function connectPostgresql(engine: Engine, uri: ParsedUri): Promise<Driver> {
  const config = pgConfig(uri);
  const pool = new pg.Pool(config);
  // Errors of idle clients (server restart) would otherwise crash the process.
  pool.on('error', () => undefined);
  try {
    const client = await pool.connect();
    client.release();
  } catch (err) {
    await pool.end().catch(() => undefined);
    throw toEngineError(engine, err);
  }
  return new PostgresqlDriver(engine, pool, config);
}
