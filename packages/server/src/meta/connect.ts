import Database from 'libsql';
import { Kysely, OperationNodeTransformer, PostgresDialect, SqliteDialect, type KyselyPlugin, type PrimitiveValueListNode, type RootOperationNode, type UnknownRow, type ValueNode } from 'kysely';
import pg from 'pg';
import type { MetaSchema } from './schema.ts';

export type MetaDialect = 'sqlite' | 'postgres';

export interface MetaStore {
  db: Kysely<MetaSchema>;
  dialect: MetaDialect;
  close(): Promise<void>;
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
  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
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

/** Opens the metadata store: a PostgreSQL URL, or a SQLite file path (WAL mode). */
export function connectMetaStore(target: { postgresUrl: string } | { sqlitePath: string }): MetaStore {
  if ('postgresUrl' in target) {
    const pool = new pg.Pool({ connectionString: target.postgresUrl, max: 10 });
    const db = new Kysely<MetaSchema>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  const sqlite = new Database(target.sqlitePath);
  sqlite.exec('PRAGMA journal_mode = WAL');
  sqlite.exec('PRAGMA foreign_keys = ON');
  sqlite.exec('PRAGMA busy_timeout = 5000');
  const db = new Kysely<MetaSchema>({
    dialect: new SqliteDialect({ database: sqlite as never }),
    plugins: [new SqliteValuesPlugin()],
  });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}
