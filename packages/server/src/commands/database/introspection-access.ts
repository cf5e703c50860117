import type { AppContext } from '../../context.ts';
import type { DatabaseRecord } from '../../meta/repos/databases-repo.ts';
import { dataAccessOf, type CurrentUser } from '../../security/current-user.ts';

/**
 * What of one database's structure a user may see, as Superset decides it for its schema browser:
 * everything with all_database_access / all_datasource_access / database_access; every table of a
 * schema with schema_access on `[database].[schema]`; otherwise only the tables of physical datasets
 * the user has datasource_access to. Introspection routes filter lists with it and answer 404 for
 * a table outside it, so that a table's existence is not revealed either (as Superset does).
 */
export interface IntrospectionAccess {
  /** The whole database is visible. */
  readonly isFull: boolean;
  /** Schemas visible as a whole (schema_access grants). */
  readonly schemas: ReadonlySet<string>;
  /** Visible tables as `schema\u0000table` (datasource_access on physical datasets). */
  readonly tables: ReadonlySet<string>;
}

const tableKey = (schema: string | null, table: string): string => `${schema ?? ''}\u0000${table}`;

/** Schemas named by schema_access grants `[db].[schema]` (or `[db].[catalog].[schema]`) of one database. */
function grantedSchemas(user: CurrentUser, databaseName: string): Set<string> {
  const prefix = `[${databaseName}].`;
  const out = new Set<string>();
  for (const pairs of Object.values(user.roles)) {
    for (const [permission, view] of pairs) {
      if (permission !== 'schema_access' || !view.startsWith(prefix)) continue;
      const parts = /^(?:\[[^\]]*\]\.)?\[([^\]]*)\]$/.exec(view.slice(prefix.length));
      if (parts) out.add(parts[1]!);
    }
  }
  return out;
}

/** The introspection access of `user` to `db`; `defaultSchema` stands for a dataset without schema. */
export async function introspectionAccessOf(
  ctx: AppContext,
  user: CurrentUser | null,
  db: DatabaseRecord,
  defaultSchema: string | null,
): Promise<IntrospectionAccess> {
  const access = dataAccessOf(user);
  if (access.all || access.databaseIds.includes(db.id))
    return { isFull: true, schemas: new Set(), tables: new Set() };
  const tables = new Set<string>();
  for (const id of access.datasetIds) {
    const dataset = await ctx.datasets.findById(id);
    // A virtual dataset's name is not a table of the database: it grants nothing here.
    if (!dataset || dataset.databaseId !== db.id || (dataset.sql ?? '').trim() !== '') continue;
    tables.add(tableKey(dataset.schema ?? defaultSchema, dataset.tableName));
  }
  return {
    isFull: false,
    schemas: user ? grantedSchemas(user, db.databaseName) : new Set(),
    tables,
  };
}

/** Whether anything of the database is visible (else the database itself is hidden: 404). */
export function canSeeDatabase(access: IntrospectionAccess): boolean {
  return access.isFull || access.schemas.size > 0 || access.tables.size > 0;
}

/** Whether the user may see every table of `schema`. */
export function canSeeSchema(access: IntrospectionAccess, schema: string | null): boolean {
  return access.isFull || (schema !== null && access.schemas.has(schema));
}

/** Whether the user may see one table (its columns, SELECT *, keys). */
export function canSeeTable(
  access: IntrospectionAccess,
  schema: string | null,
  table: string,
): boolean {
  return canSeeSchema(access, schema) || access.tables.has(tableKey(schema, table));
}

/** The schemas of `all` the user may list: granted ones and those holding a visible table. */
export function visibleSchemas(access: IntrospectionAccess, all: string[]): string[] {
  if (access.isFull) return all;
  const withTables = new Set([...access.tables].map((k) => k.slice(0, k.indexOf('\u0000'))));
  return all.filter((s) => access.schemas.has(s) || withTables.has(s));
}

/** The tables of `schema` the user may list. */
export function visibleTables<T extends { name: string }>(
  access: IntrospectionAccess,
  schema: string | null,
  all: T[],
): T[] {
  if (canSeeSchema(access, schema)) return all;
  return all.filter((t) => access.tables.has(tableKey(schema, t.name)));
}
