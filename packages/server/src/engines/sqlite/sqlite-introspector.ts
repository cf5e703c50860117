import type Database from 'libsql';
import { GenericDataType } from '@sightline/core';
import type {
  Engine,
  IntrospectedColumn,
  IntrospectedForeignKey,
  IntrospectedKey,
  IntrospectedTable,
  Introspector,
} from '../engine-contract.ts';
import { TableNotFoundError, toEngineError } from '../engine-errors.ts';
import { genericTypeOf } from '../type-map.ts';

interface ColumnInfo {
  name: string;
  type: string;
  notnull: number;
  pk: number;
}

/** Reads SQLite metadata through the table-valued pragmas, with schema and table bound as parameters. */
export class SqliteIntrospector implements Introspector {
  constructor(
    private readonly engine: Engine,
    private readonly db: Database.Database,
  ) {}

  private all<T>(sql: string, ...params: unknown[]): T[] {
    try {
      return this.db.prepare(sql).all(...params) as T[];
    } catch (err) {
      throw toEngineError(this.engine, err);
    }
  }

  private tableInfo(schema: string | null, table: string): ColumnInfo[] {
    return this.all<ColumnInfo>(
      'SELECT name, type, "notnull", pk FROM pragma_table_info(?, ?) ORDER BY cid',
      table,
      schema ?? 'main',
    );
  }

  async schemas(): Promise<string[]> {
    return this.all<{ name: string }>(
      "SELECT name FROM pragma_database_list WHERE name <> 'temp' ORDER BY seq",
    ).map((r) => r.name);
  }

  async tables(schema: string | null): Promise<IntrospectedTable[]> {
    const rows = this.all<{ name: string; type: string }>(
      `SELECT name, type FROM pragma_table_list WHERE schema = ? AND type IN ('table', 'view')
         AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name`,
      schema ?? 'main',
    );
    return rows.map((r) => ({ name: r.name, type: r.type === 'view' ? 'view' : 'table' }));
  }

  async columns(schema: string | null, table: string): Promise<IntrospectedColumn[]> {
    const rows = this.tableInfo(schema, table);
    if (rows.length === 0) throw new TableNotFoundError(schema, table);
    return rows.map((r) => {
      const type = r.type.toUpperCase();
      const generic = genericTypeOf(this.engine.typeMap, type);
      return {
        name: r.name,
        type,
        generic,
        isDttm: generic === GenericDataType.TEMPORAL,
        nullable: r.notnull === 0 && r.pk === 0,
        comment: null,
      };
    });
  }

  async primaryKey(schema: string | null, table: string): Promise<IntrospectedKey | null> {
    const pk = this.tableInfo(schema, table)
      .filter((r) => r.pk > 0)
      .sort((a, b) => a.pk - b.pk);
    return pk.length > 0 ? { name: null, columnNames: pk.map((r) => r.name) } : null;
  }

  async foreignKeys(schema: string | null, table: string): Promise<IntrospectedForeignKey[]> {
    const rows = this.all<{ id: number; table: string; from: string; to: string | null }>(
      'SELECT id, "table", "from", "to" FROM pragma_foreign_key_list(?, ?) ORDER BY id, seq',
      table,
      schema ?? 'main',
    );
    const byId = new Map<number, IntrospectedForeignKey>();
    for (const r of rows) {
      const fk = byId.get(r.id) ?? {
        name: null,
        columnNames: [],
        referredSchema: schema,
        referredTable: r.table,
        referredColumns: [],
      };
      fk.columnNames.push(r.from);
      if (r.to !== null) fk.referredColumns.push(r.to);
      byId.set(r.id, fk);
    }
    const fks = [...byId.values()];
    // `REFERENCES parent` without columns points at the parent's primary key.
    for (const fk of fks) {
      if (fk.referredColumns.length === 0)
        fk.referredColumns = (await this.primaryKey(schema, fk.referredTable))?.columnNames ?? [];
    }
    return fks;
  }

  async indexes(schema: string | null, table: string): Promise<IntrospectedKey[]> {
    const s = schema ?? 'main';
    const list = this.all<{ name: string }>(
      "SELECT name FROM pragma_index_list(?, ?) WHERE origin <> 'pk' ORDER BY name",
      table,
      s,
    );
    return list.map(({ name }) => ({
      name,
      columnNames: this.all<{ name: string | null }>(
        'SELECT name FROM pragma_index_info(?, ?) ORDER BY seqno',
        name,
        s,
      )
        .map((c) => c.name)
        .filter((c): c is string => c !== null),
    }));
  }
}
