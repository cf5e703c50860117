import Database from 'libsql';
import {
  Kysely,
  OperationNodeTransformer,
  PostgresDialect,
  SqliteDialect,
  type KyselyPlugin,
  type PrimitiveValueListNode,
  type RootOperationNode,
  type UnknownRow,
  type ValueNode,
} from 'kysely';
import pg from 'pg';
import type { MetaSchema } from './schema.ts';

export type MetaDialect = 'sqlite' | 'postgres';

export interface MetaStore {
  db: Kysely<MetaSchema>;
  dialect: MetaDialect;
  /** Bumped by every INSERT, UPDATE or DELETE this process sends: caches of metadata key on it. */
  readonly version: MetaVersion;
  close(): Promise<void>;
}

/** The write version of a store; `onWrite` is told after each write ran (and after each commit). */
export interface MetaVersion {
  value: number;
  onWrite?: () => void;
}

/**
 * Counts writes, so in-process caches of metadata are dropped whenever anything changes. A write
 * counts before it is sent and again once it has run: a reader that took the version between the
 * two (and may have read the old rows) holds a version that is already gone (docs/adr/0022).
 */
class WriteVersionPlugin implements KyselyPlugin {
  readonly #writes = new WeakSet<object>();
  constructor(private readonly version: MetaVersion) {}
  transformQuery(args: { node: RootOperationNode; queryId: object }): RootOperationNode {
    const kind = args.node.kind;
    if (
      kind === 'InsertQueryNode' ||
      kind === 'UpdateQueryNode' ||
      kind === 'DeleteQueryNode' ||
      kind === 'MergeQueryNode'
    ) {
      this.version.value += 1;
      this.#writes.add(args.queryId);
    }
    return args.node;
  }
  async transformResult(args: { result: { rows: UnknownRow[] }; queryId: object }) {
    if (this.#writes.has(args.queryId)) {
      this.version.value += 1;
      this.version.onWrite?.();
    }
    return args.result as never;
  }
}

/**
 * libsql prepares every statement from scratch, which dominated small requests; statements are
 * cached by SQL text (the library is synchronous, so a statement is never used by two calls at once).
 */
function withStatementCache(db: Database.Database, max = 500): unknown {
  const cache = new Map<string, Database.Statement>();
  return {
    prepare(sql: string) {
      let stmt = cache.get(sql);
      if (!stmt) {
        stmt = db.prepare(sql);
        if (cache.size >= max) cache.delete(cache.keys().next().value!);
        cache.set(sql, stmt);
      }
      return stmt;
    },
    close: () => db.close(),
  };
}

/** Converts values libsql cannot bind (it aborts the process on booleans and Dates) into storable ones. */
export function toSqliteValue(v: unknown): unknown {
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (v instanceof Date) return v.toISOString();
  return v;
}

class SqliteValueTransformer extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    return { ...super.transformValue(node), value: toSqliteValue(node.value) };
  }
  protected override transformPrimitiveValueList(
    node: PrimitiveValueListNode,
  ): PrimitiveValueListNode {
    return { ...super.transformPrimitiveValueList(node), values: node.values.map(toSqliteValue) };
  }
}

/** Kysely plugin that makes every bound value safe for libsql. */
class SqliteValuesPlugin implements KyselyPlugin {
  readonly #transformer = new SqliteValueTransformer();
  transformQuery(args: { node: RootOperationNode }): RootOperationNode {
    return this.#transformer.transformNode(args.node);
  }
  async transformResult(args: { result: { rows: UnknownRow[] } }) {
    return args.result as never;
  }
}

/** Where the metadata store lives: a PostgreSQL URL, or a SQLite file path. */
export type MetaTarget = { postgresUrl: string } | { sqlitePath: string };

/** Opens the metadata store: a PostgreSQL URL, or a SQLite file path (WAL mode). */
export function connectMetaStore(target: MetaTarget): MetaStore {
  if ('postgresUrl' in target) {
    const pool = new pg.Pool({ connectionString: target.postgresUrl, max: 10 });
    // An idle client's error (the server restarted, or terminated the backend) would otherwise be
    // an uncaught 'error' event that ends the process; the pool drops that client and the next
    // query connects again or reports the error to its caller.
    pool.on('error', () => undefined);
    const version: MetaVersion = { value: 0 };
    const db = new Kysely<MetaSchema>({
      dialect: new PostgresDialect({ pool }),
      plugins: [new WriteVersionPlugin(version)],
    });
    return { db, dialect: 'postgres', version, close: () => db.destroy() };
  }
  const sqlite = new Database(target.sqlitePath);
  // The busy timeout comes first: switching a new file to WAL needs a lock that a process starting
  // at the same instant may hold for a moment.
  sqlite.exec('PRAGMA busy_timeout = 5000');
  sqlite.exec('PRAGMA journal_mode = WAL');
  sqlite.exec('PRAGMA foreign_keys = ON');
  const version: MetaVersion = { value: 0 };
  const db = new Kysely<MetaSchema>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) as never }),
    plugins: [new SqliteValuesPlugin(), new WriteVersionPlugin(version)],
  });
  return { db, dialect: 'sqlite', version, close: () => db.destroy() };
}
