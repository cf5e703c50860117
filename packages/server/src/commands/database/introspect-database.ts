import type { AppContext } from '../../context.ts';
import type { Driver, Engine } from '../../engines/engine-contract.ts';
import { classifyError, TableNotFoundError } from '../../engines/engine-errors.ts';
import { AppError } from '../../errors.ts';
import type { DatabaseRecord } from '../../meta/repos/databases-repo.ts';
import type { CurrentUser } from '../../security/current-user.ts';
import { selectStar } from './engine-facts.ts';
import {
  canSeeDatabase,
  canSeeTable,
  introspectionAccessOf,
  visibleSchemas,
  visibleTables,
} from './introspection-access.ts';
import { connectionOf, openDatabase } from './open-database.ts';
import { uploadAllowedSchemas } from './upload/upload-schemas.ts';

/** Loads the database a request names (404 when it is not there). */
type LoadDatabase = () => Promise<DatabaseRecord>;

/** Runs an introspection call, turning driver errors into SIP-40 errors. */
async function introspect<T>(engine: Engine, fn: () => Promise<T>, notFound?: string): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof TableNotFoundError) {
      throw new AppError(404, notFound ?? 'Table not found on the database', {
        shape: 'errors',
        errorType: 'TABLE_NOT_FOUND_ERROR',
      });
    }
    if (e instanceof AppError) throw e;
    const { errorType, message } = classifyError(engine, e);
    throw new AppError(422, message, {
      shape: 'errors',
      errorType,
      extra: { engine_name: engine.name },
    });
  }
}

async function tableMetadata(engine: Engine, driver: Driver, schema: string | null, name: string) {
  const i = driver.introspector;
  const columns = await introspect(engine, () => i.columns(schema, name));
  const [pk, fks, indexes, comment] = await Promise.all([
    introspect(engine, () => i.primaryKey(schema, name)),
    introspect(engine, () => i.foreignKeys(schema, name)),
    introspect(engine, () => i.indexes(schema, name)),
    i.tableComment
      ? introspect(engine, () => i.tableComment!(schema, name))
      : Promise.resolve(null),
  ]);
  const keyOf = (col: string) => [
    ...(pk?.columnNames.includes(col)
      ? [{ type: 'pk', column_names: pk.columnNames, name: pk.name }]
      : []),
    ...fks
      .filter((f) => f.columnNames.includes(col))
      .map((f) => ({
        type: 'fk',
        column_names: f.columnNames,
        name: f.name,
        referred_table: f.referredTable,
      })),
    ...indexes
      .filter((x) => x.columnNames.includes(col))
      .map((x) => ({ type: 'index', column_names: x.columnNames, name: x.name })),
  ];
  return {
    name,
    columns: columns.map((c) => ({
      name: c.name,
      type: c.type,
      longType: c.type,
      keys: keyOf(c.name),
      comment: c.comment ?? undefined,
    })),
    selectStar: selectStar(
      engine,
      schema,
      name,
      columns.map((c) => c.name),
    ),
    primaryKey: pk
      ? { column_names: pk.columnNames, name: pk.name, type: 'pk' }
      : { column_names: [], name: null, type: 'pk' },
    foreignKeys: fks.map((f) => ({
      column_names: f.columnNames,
      name: f.name,
      options: {},
      referred_columns: f.referredColumns,
      referred_schema: f.referredSchema,
      referred_table: f.referredTable,
      type: 'fk',
    })),
    indexes: indexes.map((x) => ({
      column_names: x.columnNames,
      name: x.name,
      options: {},
      type: 'index',
    })),
    comment: comment ?? null,
  };
}

/** A table outside the user's access looks exactly like a missing one (Superset hides its existence). */
const tableNotFound = (): AppError =>
  new AppError(404, 'Table not found on the database', {
    shape: 'errors',
    errorType: 'TABLE_NOT_FOUND_ERROR',
  });

/** The database, its default schema and the user's access to it; 404 when nothing of it is visible. */
async function scoped(ctx: AppContext, load: LoadDatabase, actor: CurrentUser | null) {
  const db = await load();
  const { engine, uri } = connectionOf(ctx, db);
  const defaultSchema = engine.defaultSchema(uri);
  const access = await introspectionAccessOf(ctx, actor, db, defaultSchema);
  if (!canSeeDatabase(access)) throw new AppError(404, 'Not found');
  return { db, access, defaultSchema };
}

/** Like `scoped`, and the table must be visible too; then the database is opened. */
async function tableScoped(
  ctx: AppContext,
  load: LoadDatabase,
  actor: CurrentUser | null,
  schema: string | null,
  table: string,
) {
  const { db, access, defaultSchema } = await scoped(ctx, load, actor);
  const effective = schema ?? defaultSchema;
  if (!canSeeTable(access, effective, table)) throw tableNotFound();
  return { ...(await openDatabase(ctx, db)), schema: effective };
}

/** Catalogs of a visible database (none: catalogs are not supported). */
export async function databaseCatalogs(
  ctx: AppContext,
  load: LoadDatabase,
  actor: CurrentUser | null,
): Promise<string[]> {
  await scoped(ctx, load, actor);
  return [];
}

/** The schemas of a database the user may see, sorted. */
export async function databaseSchemas(
  ctx: AppContext,
  load: LoadDatabase,
  actor: CurrentUser | null,
  uploadAllowed = false,
): Promise<string[]> {
  const { db, access } = await scoped(ctx, load, actor);
  const { engine, driver } = await openDatabase(ctx, db);
  const schemas = await introspect(engine, () => driver.introspector.schemas());
  const visible = visibleSchemas(access, [...schemas].sort());
  // `upload_allowed`: only the schemas a file may be uploaded into (docs/api.md §2.9).
  return uploadAllowed ? uploadAllowedSchemas(db, visible) : visible;
}

/** The tables and views of a schema (the default one for null) the user may see, by name. */
export async function databaseTables(
  ctx: AppContext,
  load: LoadDatabase,
  actor: CurrentUser | null,
  schema: string | null,
) {
  const { db, access, defaultSchema } = await scoped(ctx, load, actor);
  const { engine, driver } = await openDatabase(ctx, db);
  const tables = visibleTables(
    access,
    schema ?? defaultSchema,
    await introspect(engine, () => driver.introspector.tables(schema)),
  );
  return [...tables].sort((a, b) => a.name.localeCompare(b.name));
}

/** GET table_metadata/: a database the user cannot see answers "Database not found." (SIP-40), a table like a missing one. */
export async function databaseTableMetadata(
  ctx: AppContext,
  load: LoadDatabase,
  actor: CurrentUser | null,
  name: string,
  schema: string | undefined,
) {
  const notFound = () =>
    new AppError(404, 'Database not found.', {
      shape: 'errors',
      errorType: 'DATABASE_NOT_FOUND_ERROR',
    });
  const { db, access, defaultSchema } = await scoped(ctx, load, actor).catch((e: unknown) => {
    throw e instanceof AppError && e.status === 404 ? notFound() : e;
  });
  const effective = schema ?? defaultSchema;
  if (!canSeeTable(access, effective, name)) throw tableNotFound();
  const { engine, driver } = await openDatabase(ctx, db);
  return tableMetadata(engine, driver, effective, name);
}

/** GET table/<table>/<schema>/: the metadata of a visible table; a null schema stays null in the answer. */
export async function tableMetadataAt(
  ctx: AppContext,
  load: LoadDatabase,
  actor: CurrentUser | null,
  table: string,
  schema: string | null,
) {
  const { engine, driver, schema: effective } = await tableScoped(ctx, load, actor, schema, table);
  return tableMetadata(engine, driver, schema === null ? null : effective, table);
}

/** The extra metadata endpoints answer `{}`, once the table (when one is named) is visible. */
export async function checkTableVisible(
  ctx: AppContext,
  load: LoadDatabase,
  actor: CurrentUser | null,
  table: { name: string; schema: string | null } | null,
): Promise<void> {
  const { access, defaultSchema } = await scoped(ctx, load, actor);
  if (table && !canSeeTable(access, table.schema ?? defaultSchema, table.name))
    throw tableNotFound();
}

/** A SELECT * preview of a visible table with its columns. */
export async function tableSelectStar(
  ctx: AppContext,
  load: LoadDatabase,
  actor: CurrentUser | null,
  table: string,
  schema: string | null,
): Promise<string> {
  const { engine, driver } = await tableScoped(ctx, load, actor, schema, table);
  const columns = await introspect(
    engine,
    () => driver.introspector.columns(schema, table),
    'Table not found on the database',
  );
  return selectStar(
    engine,
    schema,
    table,
    columns.map((c) => c.name),
  );
}

/** The SQL functions of a visible database (none when its driver cannot list them). */
export async function databaseFunctionNames(
  ctx: AppContext,
  load: LoadDatabase,
  actor: CurrentUser | null,
): Promise<string[]> {
  const { db } = await scoped(ctx, load, actor);
  const { engine, driver } = await openDatabase(ctx, db);
  return driver.introspector.functionNames
    ? introspect(engine, () => driver.introspector.functionNames!())
    : [];
}

/** Schemas a file may be uploaded to: none unless the database allows uploads. */
export async function uploadSchemas(
  ctx: AppContext,
  load: LoadDatabase,
  actor: CurrentUser | null,
): Promise<string[]> {
  const { db, access } = await scoped(ctx, load, actor);
  if (!db.allowFileUpload) return [];
  const { engine, driver } = await openDatabase(ctx, db);
  const schemas = await introspect(engine, () => driver.introspector.schemas());
  return uploadAllowedSchemas(db, visibleSchemas(access, schemas));
}
