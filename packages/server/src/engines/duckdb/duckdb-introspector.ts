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
export interface DuckdbRowSource {
  rowsOf<T>(sql: string, params?: unknown[]): Promise<T[]>;
}

interface ConstraintRow {
  constraint_name: string | null;
  constraint_type: string;
  constraint_column_names: string[];
  referenced_table: string | null;
  referenced_column_names: string[] | null;
}

/** Splits DuckDB's index expression list text `[a, "b c"]` into column names (expressions are kept as text). */
function indexColumns(expressions: string | null): string[] {
  if (!expressions) return [];
  return expressions
    .replace(/^\[|\]$/g, '')
    .split(/,\s*/)
    .filter(Boolean)
    .map((e) => (/^".*"$/.test(e) ? e.slice(1, -1).replace(/""/g, '"') : e));
}

/** Reads metadata from DuckDB's duckdb_* table functions for the current database. */
export class DuckdbIntrospector implements Introspector {
  constructor(
    private readonly source: DuckdbRowSource,
    private readonly engine: Engine,
  ) {}

  async schemas(): Promise<string[]> {
    const rows = await this.source.rowsOf<{ schema_name: string }>(
      `SELECT schema_name FROM duckdb_schemas()
        WHERE database_name = current_database() AND (NOT internal OR schema_name = 'main')
        ORDER BY schema_name`,
    );
    return rows.map((r) => r.schema_name);
  }

  async tables(schema: string | null): Promise<IntrospectedTable[]> {
    const rows = await this.source.rowsOf<{ name: string; type: 'table' | 'view' }>(
      `SELECT table_name AS name, 'table' AS type FROM duckdb_tables()
        WHERE database_name = current_database() AND schema_name = ? AND NOT internal
       UNION ALL
       SELECT view_name, 'view' FROM duckdb_views()
        WHERE database_name = current_database() AND schema_name = ? AND NOT internal
       ORDER BY name`,
      [schema ?? 'main', schema ?? 'main'],
    );
    return rows.map((r) => ({ name: r.name, type: r.type }));
  }

  async columns(schema: string | null, table: string): Promise<IntrospectedColumn[]> {
    const rows = await this.source.rowsOf<{
      column_name: string;
      data_type: string;
      is_nullable: boolean;
      comment: string | null;
    }>(
      `SELECT column_name, data_type, is_nullable, comment FROM duckdb_columns()
        WHERE database_name = current_database() AND schema_name = ? AND table_name = ?
        ORDER BY column_index`,
      [schema ?? 'main', table],
    );
    if (rows.length === 0) throw new TableNotFoundError(schema, table);
    return rows.map((r) => {
      const generic = genericTypeOf(this.engine.typeMap, r.data_type);
      return {
        name: r.column_name,
        type: r.data_type,
        generic,
        isDttm: generic === GenericDataType.TEMPORAL,
        nullable: r.is_nullable,
        comment: r.comment || null,
      };
    });
  }

  private constraints(
    schema: string | null,
    table: string,
    type: string,
  ): Promise<ConstraintRow[]> {
    return this.source.rowsOf<ConstraintRow>(
      `SELECT constraint_name, constraint_type, constraint_column_names, referenced_table, referenced_column_names
         FROM duckdb_constraints()
        WHERE database_name = current_database() AND schema_name = ? AND table_name = ? AND constraint_type = ?
        ORDER BY constraint_index`,
      [schema ?? 'main', table, type],
    );
  }

  async primaryKey(schema: string | null, table: string): Promise<IntrospectedKey | null> {
    const [pk] = await this.constraints(schema, table, 'PRIMARY KEY');
    return pk ? { name: pk.constraint_name, columnNames: pk.constraint_column_names } : null;
  }

  async foreignKeys(schema: string | null, table: string): Promise<IntrospectedForeignKey[]> {
    const rows = await this.constraints(schema, table, 'FOREIGN KEY');
    return rows.map((r) => ({
      name: r.constraint_name,
      columnNames: r.constraint_column_names,
      // DuckDB foreign keys cannot cross schemas.
      referredSchema: schema ?? 'main',
      referredTable: r.referenced_table ?? '',
      referredColumns: r.referenced_column_names ?? [],
    }));
  }

  async indexes(schema: string | null, table: string): Promise<IntrospectedKey[]> {
    const rows = await this.source.rowsOf<{ index_name: string; expressions: string | null }>(
      `SELECT index_name, expressions FROM duckdb_indexes()
        WHERE database_name = current_database() AND schema_name = ? AND table_name = ?
        ORDER BY index_name`,
      [schema ?? 'main', table],
    );
    return rows.map((r) => ({ name: r.index_name, columnNames: indexColumns(r.expressions) }));
  }

  async tableComment(schema: string | null, table: string): Promise<string | null> {
    const [row] = await this.source.rowsOf<{ comment: string | null }>(
      `SELECT comment FROM duckdb_tables()
        WHERE database_name = current_database() AND schema_name = ? AND table_name = ?
       UNION ALL
       SELECT comment FROM duckdb_views()
        WHERE database_name = current_database() AND schema_name = ? AND view_name = ?`,
      [schema ?? 'main', table, schema ?? 'main', table],
    );
    return row?.comment || null;
  }
}
