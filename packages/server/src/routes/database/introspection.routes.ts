import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { z } from 'zod';
import {
  canSeeDatabase,
  canSeeTable,
  introspectionAccessOf,
  visibleSchemas,
  visibleTables,
} from '../../commands/database/introspection-access.ts';
import { connectionOf, openDatabase } from '../../commands/database/open-database.ts';
import type { AppContext } from '../../context.ts';
import type { Driver, Engine } from '../../engines/engine-contract.ts';
import { classifyError, TableNotFoundError } from '../../engines/engine-errors.ts';
import { AppError } from '../../errors.ts';
import type { DatabaseRecord } from '../../meta/repos/databases-repo.ts';
import { parseRison } from '../common/http.ts';

const schemasQuery = z.object({ force: z.boolean().optional(), catalog: z.string().nullable().optional(), upload_allowed: z.boolean().optional() });
const tablesQuery = z.object({ force: z.boolean().optional(), schema_name: z.string(), catalog_name: z.string().nullable().optional() });
const tableMetaQuery = z.object({ name: z.string().min(1), schema: z.string().optional(), catalog: z.string().optional() });

/** Runs an introspection call, turning driver errors into SIP-40 errors. */
async function introspect<T>(engine: Engine, fn: () => Promise<T>, notFound?: string): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof TableNotFoundError) {
      throw new AppError(404, notFound ?? 'Table not found on the database', { shape: 'errors', errorType: 'TABLE_NOT_FOUND_ERROR' });
    }
    if (e instanceof AppError) throw e;
    const { errorType, message } = classifyError(engine, e);
    throw new AppError(422, message, { shape: 'errors', errorType, extra: { engine_name: engine.name } });
  }
}

/** A SELECT * preview statement with the engine's quoting. */
export function selectStar(engine: Engine, schema: string | null, table: string, columns: string[], limit = 100): string {
  const target = schema ? `${engine.quoteIdentifier(schema)}.${engine.quoteIdentifier(table)}` : engine.quoteIdentifier(table);
  const cols = columns.length ? columns.map((c) => engine.quoteIdentifier(c)).join(',\n       ') : '*';
  return `SELECT ${cols}\nFROM ${target}\nLIMIT ${limit}`;
}

async function tableMetadata(engine: Engine, driver: Driver, schema: string | null, name: string) {
  const i = driver.introspector;
  const columns = await introspect(engine, () => i.columns(schema, name));
  const [pk, fks, indexes, comment] = await Promise.all([
    introspect(engine, () => i.primaryKey(schema, name)),
    introspect(engine, () => i.foreignKeys(schema, name)),
    introspect(engine, () => i.indexes(schema, name)),
    i.tableComment ? introspect(engine, () => i.tableComment!(schema, name)) : Promise.resolve(null),
  ]);
  const keyOf = (col: string) => [
    ...(pk?.columnNames.includes(col) ? [{ type: 'pk', column_names: pk.columnNames, name: pk.name }] : []),
    ...fks.filter((f) => f.columnNames.includes(col)).map((f) => ({ type: 'fk', column_names: f.columnNames, name: f.name, referred_table: f.referredTable })),
    ...indexes.filter((x) => x.columnNames.includes(col)).map((x) => ({ type: 'index', column_names: x.columnNames, name: x.name })),
  ];
  return {
    name,
    columns: columns.map((c) => ({ name: c.name, type: c.type, longType: c.type, keys: keyOf(c.name), comment: c.comment ?? undefined })),
    selectStar: selectStar(engine, schema, name, columns.map((c) => c.name)),
    primaryKey: pk ? { column_names: pk.columnNames, name: pk.name, type: 'pk' } : { column_names: [], name: null, type: 'pk' },
    foreignKeys: fks.map((f) => ({
      column_names: f.columnNames, name: f.name, options: {}, referred_columns: f.referredColumns,
      referred_schema: f.referredSchema, referred_table: f.referredTable, type: 'fk',
    })),
    indexes: indexes.map((x) => ({ column_names: x.columnNames, name: x.name, options: {}, type: 'index' })),
    comment: comment ?? null,
  };
}

/** A table outside the user's access looks exactly like a missing one (Superset hides its existence). */
const tableNotFound = (): AppError =>
  new AppError(404, 'Table not found on the database', { shape: 'errors', errorType: 'TABLE_NOT_FOUND_ERROR' });

const schemaParam = (schema: string | undefined): string | null => (schema === undefined || schema === 'null' || schema === 'undefined' ? null : schema);

/**
 * Schemas, tables and table metadata of a database (docs/api.md §2.9 "Metadata browsing"). Every route
 * checks the user's access to the database, schema or table (introspection-access.ts): lists are
 * filtered, a table the user may not query answers 404.
 */
export async function introspectionRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  read: RouteShorthandOptions,
  findDatabase: (req: FastifyRequest) => Promise<DatabaseRecord>,
): Promise<void> {
  /** The database, its default schema and the user's access to it; 404 when nothing of it is visible. */
  const scoped = async (req: FastifyRequest) => {
    const db = await findDatabase(req);
    const { engine, uri } = connectionOf(ctx, db);
    const defaultSchema = engine.defaultSchema(uri);
    const access = await introspectionAccessOf(ctx, req.user ?? null, db, defaultSchema);
    if (!canSeeDatabase(access)) throw new AppError(404, 'Not found');
    return { db, access, defaultSchema };
  };
  /** Like `scoped`, and the table must be visible too; then the database is opened. */
  const tableScoped = async (req: FastifyRequest, schema: string | null, table: string) => {
    const { db, access, defaultSchema } = await scoped(req);
    const effective = schema ?? defaultSchema;
    if (!canSeeTable(access, effective, table)) throw tableNotFound();
    return { ...(await openDatabase(ctx, db)), schema: effective };
  };

  app.get('/api/v1/database/:pk/catalogs/', read, async (req) => {
    await scoped(req);
    return { result: [] };
  });

  app.get('/api/v1/database/:pk/schemas/', read, async (req) => {
    parseRison(req, schemasQuery);
    const { db, access } = await scoped(req);
    const { engine, driver } = await openDatabase(ctx, db);
    const schemas = await introspect(engine, () => driver.introspector.schemas());
    return { result: visibleSchemas(access, [...schemas].sort()) };
  });

  app.get('/api/v1/database/:pk/tables/', read, async (req) => {
    const q = parseRison(req, tablesQuery);
    const { db, access, defaultSchema } = await scoped(req);
    const { engine, driver } = await openDatabase(ctx, db);
    const schema = q.schema_name || null;
    const tables = visibleTables(access, schema ?? defaultSchema, await introspect(engine, () => driver.introspector.tables(schema)));
    const result = [...tables].sort((a, b) => a.name.localeCompare(b.name)).map((t) => ({ value: t.name, type: t.type, extra: null }));
    return { count: result.length, result };
  });

  app.get('/api/v1/database/:pk/table_metadata/', read, async (req) => {
    const r = tableMetaQuery.safeParse(req.query ?? {});
    if (!r.success) throw new AppError(422, 'The table name is required', { shape: 'errors', errorType: 'INVALID_PAYLOAD_SCHEMA_ERROR' });
    const notFound = () => new AppError(404, 'Database not found.', { shape: 'errors', errorType: 'DATABASE_NOT_FOUND_ERROR' });
    const { db, access, defaultSchema } = await scoped(req).catch((e: unknown) => {
      throw e instanceof AppError && e.status === 404 ? notFound() : e;
    });
    const schema = r.data.schema ?? defaultSchema;
    if (!canSeeTable(access, schema, r.data.name)) throw tableNotFound();
    const { engine, driver } = await openDatabase(ctx, db);
    return tableMetadata(engine, driver, schema, r.data.name);
  });

  app.get('/api/v1/database/:pk/table_metadata/extra/', read, async (req) => {
    const q = tableMetaQuery.safeParse(req.query ?? {});
    const { access, defaultSchema } = await scoped(req);
    if (q.success && !canSeeTable(access, q.data.schema ?? defaultSchema, q.data.name)) throw tableNotFound();
    return {};
  });

  app.get('/api/v1/database/:pk/table/:table/:schema/', read, async (req) => {
    const { table, schema } = req.params as { table: string; schema: string };
    const { engine, driver, schema: effective } = await tableScoped(req, schemaParam(schema), table);
    return tableMetadata(engine, driver, schemaParam(schema) === null ? null : effective, table);
  });

  app.get('/api/v1/database/:pk/table_extra/:table/:schema/', read, async (req) => {
    const { table, schema } = req.params as { table: string; schema: string };
    const { access, defaultSchema } = await scoped(req);
    if (!canSeeTable(access, schemaParam(schema) ?? defaultSchema, table)) throw tableNotFound();
    return {};
  });

  const selectStarRoute = async (req: FastifyRequest) => {
    const { table, schema } = req.params as { table: string; schema?: string };
    const { engine, driver } = await tableScoped(req, schemaParam(schema), table);
    const columns = await introspect(engine, () => driver.introspector.columns(schemaParam(schema), table), 'Table not found on the database');
    return { result: selectStar(engine, schemaParam(schema), table, columns.map((c) => c.name)) };
  };
  app.get('/api/v1/database/:pk/select_star/:table/', read, selectStarRoute);
  app.get('/api/v1/database/:pk/select_star/:table/:schema/', read, selectStarRoute);

  app.get('/api/v1/database/:pk/function_names/', read, async (req) => {
    const { db } = await scoped(req);
    const { engine, driver } = await openDatabase(ctx, db);
    const names = driver.introspector.functionNames ? await introspect(engine, () => driver.introspector.functionNames!()) : [];
    return { function_names: names };
  });

  app.get('/api/v1/database/:pk/schemas_access_for_file_upload/', read, async (req) => {
    const { db, access } = await scoped(req);
    if (!db.allowFileUpload) return { schemas: [] };
    const { engine, driver } = await openDatabase(ctx, db);
    return { schemas: visibleSchemas(access, await introspect(engine, () => driver.introspector.schemas())) };
  });
}
