import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDatabase } from './commands/database/save-database.ts';
import { createDataset } from './commands/dataset/save-dataset.ts';
import type { Config } from './config.ts';
import { createContext, type AppContext } from './context.ts';
import { generateExamples } from './examples/generate-examples.ts';
import { loadExampleDashboards } from './examples/dashboards/load-example-dashboards.ts';
import { duckdbPath } from './engines/duckdb/duckdb-driver.ts';
import { parseUri } from './engines/uri.ts';
import {
  EXAMPLES_DUCKDB_URI,
  EXAMPLES_FILE,
  examplesFileState,
  inDataDir,
} from './examples/examples-file.ts';
import { createExamplesReader, generateExamplesInPostgres } from './examples/postgres-examples.ts';
import { connectMetaStore, type MetaStore, type MetaTarget } from './meta/connect.ts';
import { migrateToLatest } from './meta/migrations/index.ts';
import { withStartupLock } from './meta/startup-lock.ts';
import { BUILTIN_ROLES } from './security/builtin-roles.ts';
import { loadCurrentUser } from './security/current-user.ts';
import { hashPassword } from './security/passwords.ts';

export const ADMIN_PASSWORD_FILE = 'admin-password.txt';
export const EXAMPLES_DATABASE = 'examples';
/** Superset's uuid of its examples database, so that Superset's example bundles import onto ours. */
export const EXAMPLES_DATABASE_UUID = 'a2dc77af-e654-49bb-b321-40f6b559a1ee';

/** Where the configuration keeps the metadata store (PostgreSQL URL or SQLite file in the data dir). */
export function storeTarget(config: Config): MetaTarget {
  return config.metadataUrl
    ? { postgresUrl: config.metadataUrl }
    : { sqlitePath: join(config.dataDir, 'sightline.db') };
}

/** Opens the metadata store named by the configuration (PostgreSQL URL or SQLite file in the data dir). */
export function openStore(config: Config): MetaStore {
  mkdirSync(config.dataDir, { recursive: true });
  return connectMetaStore(storeTarget(config));
}

/**
 * Runs a step that creates a row; when it fails and the row is there after all, another process
 * created it first (a unique key), and its row is used. Only a failure with nothing to find is thrown.
 */
async function createOrFind<T>(
  create: () => Promise<T>,
  find: () => Promise<T | null | undefined>,
): Promise<T> {
  try {
    return await create();
  } catch (err) {
    const found = await find();
    if (found === null || found === undefined) throw err;
    return found;
  }
}

/** Runs a step that converges (re-reads before it writes) once more when a concurrent writer made it fail. */
async function retryOnce<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch {
    return step();
  }
}

/** Makes the built-in roles hold exactly their definitions; Public is created once and then left to admins. */
export async function syncBuiltinRoles(ctx: AppContext): Promise<void> {
  for (const [name, pairs] of Object.entries(BUILTIN_ROLES)) {
    const existing = await ctx.roles.findByName(name);
    const id =
      existing?.id ??
      (await createOrFind(
        () => ctx.roles.create(name),
        async () => (await ctx.roles.findByName(name))?.id,
      ));
    if (existing && name === 'Public') continue;
    const ids: number[] = [];
    for (const pair of pairs) ids.push(await retryOnce(() => ctx.roles.ensurePermissionView(pair)));
    await retryOnce(() => ctx.roles.setPermissionViews(id, ids));
  }
}

/** Creates the `admin` user on first start; returns the generated password when one was generated. */
export async function ensureAdmin(
  ctx: AppContext,
  log: (msg: string) => void,
): Promise<{ created: boolean; generatedPassword: string | null }> {
  if (await ctx.users.findForLogin('admin')) return { created: false, generatedPassword: null };
  const generated = ctx.config.adminPassword ? null : randomBytes(12).toString('base64url');
  const password = ctx.config.adminPassword ?? generated!;
  const newUser = {
    username: 'admin',
    firstName: 'Admin',
    lastName: 'User',
    email: 'admin@sightline.local',
    passwordHash: await hashPassword(password),
  };
  let id: number;
  try {
    id = await ctx.users.create(newUser);
  } catch (err) {
    // Another process created it between the check and the insert: theirs is the admin.
    if (await ctx.users.findForLogin('admin')) return { created: false, generatedPassword: null };
    throw err;
  }
  const admin = await ctx.roles.findByName('Admin');
  await ctx.users.setRoles(id, admin ? [admin.id] : []);
  if (generated) {
    const file = join(ctx.config.dataDir, ADMIN_PASSWORD_FILE);
    writeFileSync(file, `${generated}\n`, { mode: 0o600 });
    chmodSync(file, 0o600);
    log(
      `Created user "admin" with the generated password: ${generated}  (also written to ${file}, readable only by you)`,
    );
  } else {
    log('Created user "admin" with the password from SIGHTLINE_ADMIN_PASSWORD');
  }
  return { created: true, generatedPassword: generated };
}

/** Where the examples go: a shared PostgreSQL schema, or the DuckDB file of the data dir. */
type ExamplesTarget =
  | { kind: 'postgresql'; url: string; sharedWithMetadata: boolean }
  | { kind: 'duckdb'; path: string };

/** Schema of the examples in PostgreSQL. */
export const EXAMPLES_SCHEMA = 'examples';

/**
 * SIGHTLINE_EXAMPLES_URL when set; else, with a PostgreSQL metadata store, that database (schema
 * `examples`), so that every process reads the same examples; else the DuckDB file of the data dir.
 */
function examplesTarget(config: Config): ExamplesTarget {
  if (config.examplesUrl)
    return { kind: 'postgresql', url: config.examplesUrl, sharedWithMetadata: false };
  if (config.metadataUrl)
    return { kind: 'postgresql', url: config.metadataUrl, sharedWithMetadata: true };
  return { kind: 'duckdb', path: join(config.dataDir, EXAMPLES_FILE) };
}

/** A URL for logs: the password replaced by `***`. */
function withoutPassword(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

/**
 * Writes the example tables where the configuration says; returns the URI to register them under,
 * their schema and tables. In the metadata PostgreSQL they are registered with a login role that
 * reads only the `examples` schema, so SQL on them cannot reach the metadata tables.
 */
async function writeExamples(
  ctx: AppContext,
  log: (msg: string) => void,
): Promise<{ uri: string; schema: string; tables: { name: string; rows: number }[] }> {
  const target = examplesTarget(ctx.config);
  const started = Date.now();
  const salesRows = ctx.config.examplesSalesRows;
  if (target.kind === 'duckdb') {
    const { tables } = await generateExamples(target.path, { salesRows });
    log(
      `Generated example data in ${target.path} (${describe(tables)}) in ${Date.now() - started} ms`,
    );
    return { uri: EXAMPLES_DUCKDB_URI, schema: 'main', tables };
  }
  const { tables } = await generateExamplesInPostgres(target.url, {
    salesRows,
    schema: EXAMPLES_SCHEMA,
  });
  log(
    `Generated example data in ${withoutPassword(target.url)}, schema ${EXAMPLES_SCHEMA} (${describe(tables)}) in ${Date.now() - started} ms`,
  );
  const uri = target.sharedWithMetadata ? await examplesReader(target.url) : target.url;
  return { uri, schema: EXAMPLES_SCHEMA, tables };
}

/** The reader role's URL; a clear error when the metadata user may not create roles. */
async function examplesReader(url: string): Promise<string> {
  try {
    return await createExamplesReader(url, EXAMPLES_SCHEMA);
  } catch (err) {
    throw new Error(
      `Could not create the role that reads the examples in the metadata database (${(err as Error).message}); it needs CREATEROLE. Set SIGHTLINE_EXAMPLES_URL to a database for the examples, or SIGHTLINE_LOAD_EXAMPLES=false.`,
      { cause: err },
    );
  }
}

const describe = (tables: { name: string; rows: number }[]): string =>
  tables.map((t) => `${t.name}: ${t.rows}`).join(', ');

/**
 * Generates the examples, registers them as the `examples` database and adds a dataset per table;
 * returns false when the database was registered already (by an earlier start or another process).
 */
export async function loadExamples(ctx: AppContext, log: (msg: string) => void): Promise<boolean> {
  if (await ctx.databases.findByName(EXAMPLES_DATABASE)) return false;
  const { uri, schema, tables } = await writeExamples(ctx, log);
  const adminId = (await ctx.users.findForLogin('admin'))?.id;
  const admin = adminId ? await loadCurrentUser(ctx, adminId) : null;
  const db = await createDatabase(
    ctx,
    {
      database_name: EXAMPLES_DATABASE,
      uuid: EXAMPLES_DATABASE_UUID,
      sqlalchemy_uri: uri,
      expose_in_sqllab: true,
      allow_run_async: true,
    },
    admin,
    { skipTest: true, trusted: true },
  );
  for (const t of tables)
    await createDataset(ctx, { database: db.id, schema, table_name: t.name }, admin);
  return true;
}

/**
 * Warns when the registered examples file cannot be served by this process: it is missing on this
 * host, or a process holds it for writing (an examples database registered by an older version,
 * read-write by absolute path, or `sightline load-data` writing into it). The process still starts;
 * only queries on `examples` fail here.
 */
async function warnIfExamplesUnreadable(
  ctx: AppContext,
  log: (msg: string) => void,
): Promise<void> {
  const db = await ctx.databases.findByName(EXAMPLES_DATABASE);
  if (!db || db.backend !== 'duckdb') return;
  const path = duckdbPath(inDataDir(parseUri(db.sqlalchemyUri), ctx.config.dataDir));
  if (path === ':memory:') return;
  const state = await examplesFileState(path);
  if (state === 'missing') {
    log(
      `Warning: the examples database file ${path} does not exist on this host; queries on "${EXAMPLES_DATABASE}" fail here.`,
    );
  } else if (state === 'held-by-another-process') {
    log(
      `Warning: the examples database file ${path} is held for writing by another process; queries on "${EXAMPLES_DATABASE}" fail here until it closes it.`,
    );
  }
}

/**
 * Creates the example charts and dashboards that are missing (examples/dashboards/), over the
 * registered examples database; logs what it created. Returns the titles of the new dashboards.
 */
export async function addExampleDashboards(
  ctx: AppContext,
  log: (msg: string) => void,
): Promise<string[]> {
  const db = await ctx.databases.findByName(EXAMPLES_DATABASE);
  if (!db) return [];
  const started = Date.now();
  const schema = db.backend === 'duckdb' ? 'main' : EXAMPLES_SCHEMA;
  const { dashboards, charts } = await loadExampleDashboards(ctx, db, schema);
  if (dashboards.length)
    log(
      `Created ${dashboards.length} example dashboards (${dashboards.join(', ')}) with ${charts} charts in ${Date.now() - started} ms`,
    );
  return dashboards;
}

/**
 * The example dashboards on first start are a convenience: when they fail the server still starts,
 * with a warning that says how to try again (the import is all or nothing).
 */
async function addExampleDashboardsOrWarn(
  ctx: AppContext,
  log: (msg: string) => void,
): Promise<void> {
  try {
    await addExampleDashboards(ctx, log);
  } catch (err) {
    log(
      `Warning: the example dashboards were not created (${(err as Error).message}); \`npx sightline load-examples\` tries again.`,
    );
  }
}

/** What the examples are after a start: off, there from an earlier start, or created by this one. */
export type ExamplesState = 'off' | 'present' | 'created';

export interface BootstrapResult {
  ctx: AppContext;
  generatedPassword: string | null;
  examples: ExamplesState;
}

/**
 * Opens the store, then migrates, syncs roles, creates the admin and the examples (data, then the
 * example charts and dashboards) under the startup lock (meta/startup-lock.ts): processes started at
 * the same instant do this one after another, and each step finds what an earlier one created.
 */
export async function bootstrap(
  config: Config,
  log: (msg: string) => void = console.log,
): Promise<BootstrapResult> {
  const store = openStore(config);
  const ctx = createContext(config, store);
  const { generatedPassword, examples } = await withStartupLock(
    storeTarget(config),
    async () => {
      await migrateToLatest(store);
      await syncBuiltinRoles(ctx);
      const admin = await ensureAdmin(ctx, log);
      let examples: ExamplesState = 'off';
      if (config.loadExamples && (await loadExamples(ctx, log))) {
        examples = 'created';
        // Only with the examples' first load: a dashboard deleted later is not brought back by a
        // restart (`sightline load-examples` adds the missing ones on request).
        if (config.loadExampleDashboards) await addExampleDashboardsOrWarn(ctx, log);
      } else if (config.loadExamples) {
        examples = 'present';
        await warnIfExamplesUnreadable(ctx, log);
      }
      return { generatedPassword: admin.generatedPassword, examples };
    },
    { log },
  );
  return { ctx, generatedPassword, examples };
}
