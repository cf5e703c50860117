import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDatabase } from './commands/database/save-database.ts';
import { createDataset } from './commands/dataset/save-dataset.ts';
import type { Config } from './config.ts';
import { createContext, type AppContext } from './context.ts';
import { generateExamples } from './examples/generate-examples.ts';
import { connectMetaStore, type MetaStore } from './meta/connect.ts';
import { migrateToLatest } from './meta/migrations/index.ts';
import { BUILTIN_ROLES } from './security/builtin-roles.ts';
import { loadCurrentUser } from './security/current-user.ts';
import { hashPassword } from './security/passwords.ts';

export const ADMIN_PASSWORD_FILE = 'admin-password.txt';
export const EXAMPLES_DATABASE = 'examples';
/** Superset's uuid of its examples database, so that Superset's example bundles import onto ours. */
export const EXAMPLES_DATABASE_UUID = 'a2dc77af-e654-49bb-b321-40f6b559a1ee';

/** Opens the metadata store named by the configuration (PostgreSQL URL or SQLite file in the data dir). */
export function openStore(config: Config): MetaStore {
  mkdirSync(config.dataDir, { recursive: true });
  return config.metadataUrl ? connectMetaStore({ postgresUrl: config.metadataUrl }) : connectMetaStore({ sqlitePath: join(config.dataDir, 'sightline.db') });
}

/** Makes the built-in roles hold exactly their definitions; Public is created once and then left to admins. */
export async function syncBuiltinRoles(ctx: AppContext): Promise<void> {
  for (const [name, pairs] of Object.entries(BUILTIN_ROLES)) {
    const existing = await ctx.roles.findByName(name);
    const id = existing?.id ?? (await ctx.roles.create(name));
    if (existing && name === 'Public') continue;
    const ids: number[] = [];
    for (const pair of pairs) ids.push(await ctx.roles.ensurePermissionView(pair));
    await ctx.roles.setPermissionViews(id, ids);
  }
}

/** Creates the `admin` user on first start; returns the generated password when one was generated. */
export async function ensureAdmin(ctx: AppContext, log: (msg: string) => void): Promise<{ created: boolean; generatedPassword: string | null }> {
  if (await ctx.users.findForLogin('admin')) return { created: false, generatedPassword: null };
  const generated = ctx.config.adminPassword ? null : randomBytes(12).toString('base64url');
  const password = ctx.config.adminPassword ?? generated!;
  const id = await ctx.users.create({
    username: 'admin', firstName: 'Admin', lastName: 'User', email: 'admin@sightline.local', passwordHash: await hashPassword(password),
  });
  const admin = await ctx.roles.findByName('Admin');
  await ctx.users.setRoles(id, admin ? [admin.id] : []);
  if (generated) {
    const file = join(ctx.config.dataDir, ADMIN_PASSWORD_FILE);
    writeFileSync(file, `${generated}\n`, { mode: 0o600 });
    chmodSync(file, 0o600);
    log(`Created user "admin" with the generated password: ${generated}  (also written to ${file}, readable only by you)`);
  } else {
    log('Created user "admin" with the password from SIGHTLINE_ADMIN_PASSWORD');
  }
  return { created: true, generatedPassword: generated };
}

/** Generates the examples DuckDB file, registers it as the `examples` database and adds its datasets. */
export async function loadExamples(ctx: AppContext, log: (msg: string) => void): Promise<void> {
  if (await ctx.databases.findByName(EXAMPLES_DATABASE)) return;
  const path = join(ctx.config.dataDir, 'examples.duckdb');
  const started = Date.now();
  const { tables } = await generateExamples(path, { salesRows: ctx.config.examplesSalesRows });
  log(`Generated example data in ${path} (${tables.map((t) => `${t.name}: ${t.rows}`).join(', ')}) in ${Date.now() - started} ms`);
  const adminId = (await ctx.users.findForLogin('admin'))?.id;
  const admin = adminId ? await loadCurrentUser(ctx, adminId) : null;
  const db = await createDatabase(
    ctx,
    { database_name: EXAMPLES_DATABASE, uuid: EXAMPLES_DATABASE_UUID, sqlalchemy_uri: `duckdb:///${path}`, expose_in_sqllab: true, allow_run_async: true },
    admin,
    { skipTest: true, trusted: true },
  );
  for (const t of tables) await createDataset(ctx, { database: db.id, schema: 'main', table_name: t.name }, admin);
}

export interface BootstrapResult {
  ctx: AppContext;
  generatedPassword: string | null;
}

/** Opens the store, migrates, syncs roles, creates the admin and the examples. */
export async function bootstrap(config: Config, log: (msg: string) => void = console.log): Promise<BootstrapResult> {
  const store = openStore(config);
  const ctx = createContext(config, store);
  await migrateToLatest(store);
  await syncBuiltinRoles(ctx);
  const { generatedPassword } = await ensureAdmin(ctx, log);
  if (config.loadExamples) await loadExamples(ctx, log);
  return { ctx, generatedPassword };
}

