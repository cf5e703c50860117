import { GenericDataType } from '@sightline/core';
import type {
  Engine,
  IntrospectedColumn,
  IntrospectedForeignKey,
  IntrospectedKey,
  IntrospectedTable,
  Introspector,
} from '../engine-contract.ts';
import { TableNotFoundError } from '../engine-errors.ts';
import { genericTypeOf } from '../type-map.ts';

/** What the introspector needs from the driver: metadata queries returning row objects. */
export interface MysqlRowSource {
  rowsOf<T>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** The schema bound as the first parameter; null means the connection's current database. */
const IN_SCHEMA = 'TABLE_SCHEMA = COALESCE(?, DATABASE())';

/** Reads MySQL/MariaDB metadata from information_schema. */
export class MysqlIntrospector implements Introspector {
  constructor(
    private readonly engine: Engine,
    private readonly source: MysqlRowSource,
  ) {}

  async schemas(): Promise<string[]> {
    const rows = await this.source.rowsOf<{ name: string }>(
      'SELECT SCHEMA_NAME AS name FROM information_schema.SCHEMATA ORDER BY SCHEMA_NAME',
    );
    return rows.map((r) => r.name);
  }

  async tables(schema: string | null): Promise<IntrospectedTable[]> {
    const rows = await this.source.rowsOf<{ name: string; type: string }>(
      `SELECT TABLE_NAME AS name, TABLE_TYPE AS type FROM information_schema.TABLES WHERE ${IN_SCHEMA} ORDER BY TABLE_NAME`,
      [schema],
    );
    return rows.map((r) => ({ name: r.name, type: /VIEW/.test(r.type) ? 'view' : 'table' }));
  }

  async columns(schema: string | null, table: string): Promise<IntrospectedColumn[]> {
    const rows = await this.source.rowsOf<{
      name: string;
      type: string;
      nullable: string;
      comment: string | null;
    }>(
      `SELECT COLUMN_NAME AS name, COLUMN_TYPE AS type, IS_NULLABLE AS nullable, COLUMN_COMMENT AS comment
         FROM information_schema.COLUMNS WHERE ${IN_SCHEMA} AND TABLE_NAME = ? ORDER BY ORDINAL_POSITION`,
      [schema, table],
    );
    if (rows.length === 0) throw new TableNotFoundError(schema, table);
    return rows.map((r) => {
      const type = String(r.type).toUpperCase();
      const generic = genericTypeOf(this.engine.typeMap, type);
      return {
        name: r.name,
        type,
        generic,
        isDttm: generic === GenericDataType.TEMPORAL,
        nullable: r.nullable === 'YES',
        comment: r.comment || null,
      };
    });
  }

  async primaryKey(schema: string | null, table: string): Promise<IntrospectedKey | null> {
    const rows = await this.source.rowsOf<{ name: string }>(
      `SELECT COLUMN_NAME AS name FROM information_schema.KEY_COLUMN_USAGE
        WHERE ${IN_SCHEMA} AND TABLE_NAME = ? AND CONSTRAINT_NAME = 'PRIMARY' ORDER BY ORDINAL_POSITION`,
      [schema, table],
    );
    return rows.length > 0 ? { name: null, columnNames: rows.map((r) => r.name) } : null;
  }

  async foreignKeys(schema: string | null, table: string): Promise<IntrospectedForeignKey[]> {
    const rows = await this.source.rowsOf<{
      name: string;
      col: string;
      rschema: string;
      rtable: string;
      rcol: string;
    }>(
      `SELECT CONSTRAINT_NAME AS name, COLUMN_NAME AS col, REFERENCED_TABLE_SCHEMA AS rschema,
              REFERENCED_TABLE_NAME AS rtable, REFERENCED_COLUMN_NAME AS rcol
         FROM information_schema.KEY_COLUMN_USAGE
        WHERE ${IN_SCHEMA} AND TABLE_NAME = ? AND REFERENCED_TABLE_NAME IS NOT NULL
        ORDER BY CONSTRAINT_NAME, ORDINAL_POSITION`,
      [schema, table],
    );
    const byName = new Map<string, IntrospectedForeignKey>();
    for (const r of rows) {
      const fk = byName.get(r.name) ?? {
        name: r.name,
        columnNames: [],
        referredSchema: r.rschema,
        referredTable: r.rtable,
        referredColumns: [],
      };
      fk.columnNames.push(r.col);
      fk.referredColumns.push(r.rcol);
      byName.set(r.name, fk);
    }
    return [...byName.values()];
  }

  async indexes(schema: string | null, table: string): Promise<IntrospectedKey[]> {
    const rows = await this.source.rowsOf<{ name: string; col: string | null }>(
      `SELECT INDEX_NAME AS name, COLUMN_NAME AS col FROM information_schema.STATISTICS
        WHERE ${IN_SCHEMA} AND TABLE_NAME = ? AND INDEX_NAME <> 'PRIMARY' ORDER BY INDEX_NAME, SEQ_IN_INDEX`,
      [schema, table],
    );
    const byName = new Map<string, IntrospectedKey>();
    for (const r of rows) {
      const index = byName.get(r.name) ?? { name: r.name, columnNames: [] };
      if (r.col) index.columnNames.push(r.col);
      byName.set(r.name, index);
    }
    return [...byName.values()];
  }

  async tableComment(schema: string | null, table: string): Promise<string | null> {
    const [row] = await this.source.rowsOf<{ comment: string | null }>(
      `SELECT TABLE_COMMENT AS comment FROM information_schema.TABLES WHERE ${IN_SCHEMA} AND TABLE_NAME = ?`,
      [schema, table],
    );
    return row?.comment || null;
  }
}
