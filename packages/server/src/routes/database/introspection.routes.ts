import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { z } from 'zod';
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

/** Schemas, tables and table metadata of a database (api.md §2.9 "Metadata browsing"). */
export async function introspectionRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  read: RouteShorthandOptions,
  visibleDatabase: (req: FastifyRequest) => Promise<DatabaseRecord>,
): Promise<void> {
  const open = async (req: FastifyRequest) => openDatabase(ctx, await visibleDatabase(req));

  app.get('/api/v1/database/:pk/catalogs/', read, async (req) => {
    await visibleDatabase(req);
    return { result: [] };
  });

  app.get('/api/v1/database/:pk/schemas/', read, async (req) => {
    parseRison(req, schemasQuery);
    const { engine, driver } = await open(req);
    const schemas = await introspect(engine, () => driver.introspector.schemas());
    return { result: [...schemas].sort() };
  });

  app.get('/api/v1/database/:pk/tables/', read, async (req) => {
    const q = parseRison(req, tablesQuery);
    const { engine, driver } = await open(req);
    const tables = await introspect(engine, () => driver.introspector.tables(q.schema_name || null));
    const result = [...tables].sort((a, b) => a.name.localeCompare(b.name)).map((t) => ({ value: t.name, type: t.type, extra: null }));
    return { count: result.length, result };
  });

  app.get('/api/v1/database/:pk/table_metadata/', read, async (req) => {
    const r = tableMetaQuery.safeParse(req.query ?? {});
    if (!r.success) throw new AppError(422, 'The table name is required', { shape: 'errors', errorType: 'INVALID_PAYLOAD_SCHEMA_ERROR' });
    const db = await visibleDatabase(req).catch(() => {
      throw new AppError(404, 'Database not found.', { shape: 'errors', errorType: 'DATABASE_NOT_FOUND_ERROR' });
    });
    const { engine, driver } = await openDatabase(ctx, db);
    return tableMetadata(engine, driver, r.data.schema ?? engine.defaultSchema(connectionOf(ctx, db).uri), r.data.name);
  });

  app.get('/api/v1/database/:pk/table_metadata/extra/', read, async (req) => {
    await visibleDatabase(req);
    return {};
  });

  app.get('/api/v1/database/:pk/table/:table/:schema/', read, async (req) => {
    const { table, schema } = req.params as { table: string; schema: string };
    const { engine, driver } = await open(req);
    return tableMetadata(engine, driver, schema === 'null' || schema === 'undefined' ? null : schema, table);
  });

  app.get('/api/v1/database/:pk/table_extra/:table/:schema/', read, async (req) => {
    await visibleDatabase(req);
    return {};
  });

  const selectStarRoute = async (req: FastifyRequest) => {
    const { table, schema } = req.params as { table: string; schema?: string };
    const { engine, driver } = await open(req);
    const columns = await introspect(engine, () => driver.introspector.columns(schema ?? null, table), 'Table not found on the database');
    return { result: selectStar(engine, schema ?? null, table, columns.map((c) => c.name)) };
  };
  app.get('/api/v1/database/:pk/select_star/:table/', read, selectStarRoute);
  app.get('/api/v1/database/:pk/select_star/:table/:schema/', read, selectStarRoute);

  app.get('/api/v1/database/:pk/function_names/', read, async (req) => {
    const { engine, driver } = await open(req);
    const names = driver.introspector.functionNames ? await introspect(engine, () => driver.introspector.functionNames!()) : [];
    return { function_names: names };
  });

  app.get('/api/v1/database/:pk/schemas_access_for_file_upload/', read, async (req) => {
    const db = await visibleDatabase(req);
    if (!db.allowFileUpload) return { schemas: [] };
    const { engine, driver } = await openDatabase(ctx, db);
    return { schemas: await introspect(engine, () => driver.introspector.schemas()) };
  });
}
