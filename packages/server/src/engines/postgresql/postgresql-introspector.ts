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
import { normalizePgType } from './postgresql-types.ts';

/** What the introspector needs from the driver: metadata queries returning row objects. */
export interface PgRowSource {
  rowsOf<T>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** Joins a relation to its schema, bound as $1 (schema) and $2 (name). */
const RELATION = `pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace`;
const RELATION_WHERE = `n.nspname = $1 AND c.relname = $2 AND c.relkind IN ('r', 'p', 'v', 'm', 'f')`;

/** Reads PostgreSQL metadata from pg_catalog (which, unlike information_schema, knows materialized views). */
export class PostgresqlIntrospector implements Introspector {
  constructor(
    private readonly engine: Engine,
    private readonly source: PgRowSource,
  ) {}

  async schemas(): Promise<string[]> {
    const rows = await this.source.rowsOf<{ name: string }>(
      `SELECT nspname AS name FROM pg_namespace WHERE nspname NOT LIKE 'pg\\_%' ORDER BY nspname`,
    );
    return rows.map((r) => r.name);
  }

  async tables(schema: string | null): Promise<IntrospectedTable[]> {
    const rows = await this.source.rowsOf<{ name: string; kind: string }>(
      `SELECT c.relname AS name, c.relkind::text AS kind FROM ${RELATION}
        WHERE n.nspname = $1 AND c.relkind IN ('r', 'p', 'v', 'm', 'f') AND NOT c.relispartition
        ORDER BY c.relname`,
      [schema ?? 'public'],
    );
    return rows.map((r) => ({
      name: r.name,
      type: r.kind === 'v' ? 'view' : r.kind === 'm' ? 'materialized_view' : 'table',
    }));
  }

  async columns(schema: string | null, table: string): Promise<IntrospectedColumn[]> {
    const rows = await this.source.rowsOf<{
      name: string | null;
      type: string;
      nullable: boolean;
      comment: string | null;
    }>(
      `SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type, NOT a.attnotnull AS nullable,
              col_description(a.attrelid, a.attnum) AS comment
         FROM ${RELATION}
         LEFT JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
        WHERE ${RELATION_WHERE}
        ORDER BY a.attnum`,
      [schema ?? 'public', table],
    );
    if (rows.length === 0) throw new TableNotFoundError(schema, table);
    return rows
      .filter((r): r is typeof r & { name: string } => r.name !== null)
      .map((r) => {
        const type = normalizePgType(r.type);
        const generic = genericTypeOf(this.engine.typeMap, type);
        return {
          name: r.name,
          type,
          generic,
          isDttm: generic === GenericDataType.TEMPORAL,
          nullable: r.nullable,
          comment: r.comment,
        };
      });
  }

  async primaryKey(schema: string | null, table: string): Promise<IntrospectedKey | null> {
    const [row] = await this.source.rowsOf<{ name: string; columns: string[] }>(
      `SELECT con.conname AS name, array_agg(a.attname::text ORDER BY k.ord) AS columns
         FROM pg_constraint con
         JOIN (${RELATION}) ON c.oid = con.conrelid
        CROSS JOIN LATERAL unnest(con.conkey) WITH ORDINALITY AS k(attnum, ord)
         JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.attnum
        WHERE ${RELATION_WHERE} AND con.contype = 'p'
        GROUP BY con.conname`,
      [schema ?? 'public', table],
    );
    return row ? { name: row.name, columnNames: row.columns } : null;
  }

  async foreignKeys(schema: string | null, table: string): Promise<IntrospectedForeignKey[]> {
    const rows = await this.source.rowsOf<{
      name: string;
      referred_schema: string;
      referred_table: string;
      columns: string[];
      referred_columns: string[];
    }>(
      `SELECT con.conname AS name, rn.nspname AS referred_schema, rc.relname AS referred_table,
              array_agg(a.attname::text ORDER BY k.ord) AS columns, array_agg(ra.attname::text ORDER BY k.ord) AS referred_columns
         FROM pg_constraint con
         JOIN (${RELATION}) ON c.oid = con.conrelid
         JOIN pg_class rc ON rc.oid = con.confrelid
         JOIN pg_namespace rn ON rn.oid = rc.relnamespace
        CROSS JOIN LATERAL unnest(con.conkey, con.confkey) WITH ORDINALITY AS k(attnum, fattnum, ord)
         JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.attnum
         JOIN pg_attribute ra ON ra.attrelid = con.confrelid AND ra.attnum = k.fattnum
        WHERE ${RELATION_WHERE} AND con.contype = 'f'
        GROUP BY con.conname, rn.nspname, rc.relname
        ORDER BY con.conname`,
      [schema ?? 'public', table],
    );
    return rows.map((r) => ({
      name: r.name,
      columnNames: r.columns,
      referredSchema: r.referred_schema,
      referredTable: r.referred_table,
      referredColumns: r.referred_columns,
    }));
  }

  async indexes(schema: string | null, table: string): Promise<IntrospectedKey[]> {
    // Expression index members (attnum 0) have no column name and are left out.
    const rows = await this.source.rowsOf<{ name: string; columns: string[] | null }>(
      `SELECT ic.relname AS name, array_agg(a.attname::text ORDER BY k.ord) FILTER (WHERE a.attname IS NOT NULL) AS columns
         FROM pg_index i
         JOIN (${RELATION}) ON c.oid = i.indrelid
         JOIN pg_class ic ON ic.oid = i.indexrelid
        CROSS JOIN LATERAL unnest(i.indkey::int2[]) WITH ORDINALITY AS k(attnum, ord)
         LEFT JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum
        WHERE ${RELATION_WHERE} AND NOT i.indisprimary
        GROUP BY ic.relname
        ORDER BY ic.relname`,
      [schema ?? 'public', table],
    );
    return rows.map((r) => ({ name: r.name, columnNames: r.columns ?? [] }));
  }

  async tableComment(schema: string | null, table: string): Promise<string | null> {
    const [row] = await this.source.rowsOf<{ comment: string | null }>(
      `SELECT obj_description(c.oid, 'pg_class') AS comment FROM ${RELATION} WHERE ${RELATION_WHERE}`,
      [schema ?? 'public', table],
    );
    return row?.comment ?? null;
  }
}
