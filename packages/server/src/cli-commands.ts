// The CLI's commands, imported by cli.ts once the command line is read (`sightline help` or a
// mistyped command loads none of the server).
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  EXAMPLES_DATABASE,
  addExampleDashboards,
  ensureAdmin,
  loadExamples,
  openStore,
  syncBuiltinRoles,
} from './bootstrap.ts';
import { connectionOf, openDatabase } from './commands/database/open-database.ts';
import { getEngine } from './engines/registry.ts';
import { createDataset } from './commands/dataset/save-dataset.ts';
import { validatePasswordStrength } from './commands/users/password-policy.ts';
import { UsageError, type CommandLine } from './cli-usage.ts';
import { loadConfig } from './config.ts';
import { createContext, type AppContext } from './context.ts';
import { EXAMPLES_FILE } from './examples/examples-file.ts';
import {
  duckdbTarget,
  loadDataDir,
  type ClosableLoadTarget,
  type LoadTarget,
} from './examples/load-data.ts';
import { migrateToLatest } from './meta/migrations/index.ts';
import { loadCurrentUser } from './security/current-user.ts';
import { hashPassword } from './security/passwords.ts';
import { startServer, startWorker } from './server.ts';
import { examplesInfo, startupSummary } from './startup-summary.ts';

async function withContext<T>(fn: (ctx: AppContext) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const store = openStore(config);
  const ctx = createContext(config, store);
  try {
    await migrateToLatest(store);
    await syncBuiltinRoles(ctx);
    return await fn(ctx);
  } finally {
    await ctx.connections.closeAll();
    await store.close();
  }
}

/** Runs one command; resolves to the exit code, or -1 for a command that keeps running. */
export async function runCommand(
  command: string,
  { values, positionals }: CommandLine,
): Promise<number> {
  switch (command) {
    case 'start': {
      const config = loadConfig();
      const worker = !values['no-worker'];
      if (!worker && !config.redisUrl)
        throw new UsageError('start --no-worker needs SIGHTLINE_REDIS_URL (the shared job queue)');
      const server = await startServer(config, undefined, { worker });
      console.log(`Sightline is listening on ${server.url}`);
      const examples = await examplesInfo(server.ctx);
      for (const line of startupSummary(config, server.url, examples)) console.log(line);
      stopOnSignals(() => server.close());
      return -1;
    }
    case 'worker': {
      const config = loadConfig();
      if (!config.redisUrl)
        throw new UsageError('worker needs SIGHTLINE_REDIS_URL (the shared job queue)');
      const running = await startWorker(config);
      console.log(`Sightline worker is running (${running.describe()})`);
      stopOnSignals(() => running.close());
      return -1;
    }
    case 'migrate':
      return withContext(async () => {
        console.log('Metadata store is up to date.');
        return 0;
      });
    case 'create-admin': {
      const { username, password } = values;
      if (!username || !password)
        throw new UsageError('create-admin needs --username and --password');
      const weak = validatePasswordStrength(password);
      if (weak) throw new UsageError(weak);
      return withContext(async (ctx) => {
        if (await ctx.users.findForLogin(username))
          throw new UsageError(`User "${username}" already exists`);
        const id = await ctx.users.create({
          username,
          firstName: values['first-name'] ?? 'Admin',
          lastName: values['last-name'] ?? 'User',
          email: values.email ?? `${username}@sightline.local`,
          passwordHash: await hashPassword(password),
        });
        const role = await ctx.roles.findByName('Admin');
        await ctx.users.setRoles(id, role ? [role.id] : []);
        console.log(`Created admin user "${username}".`);
        return 0;
      });
    }
    case 'reset-password': {
      const { username, password } = values;
      if (!username || !password)
        throw new UsageError('reset-password needs --username and --password');
      const weak = validatePasswordStrength(password);
      if (weak) throw new UsageError(weak);
      return withContext(async (ctx) => {
        const user = await ctx.users.findForLogin(username);
        if (!user) throw new UsageError(`No user "${username}"`);
        await ctx.users.update(user.id, { passwordHash: await hashPassword(password) }, null);
        console.log(`Password of "${username}" changed.`);
        return 0;
      });
    }
    case 'load-examples':
      return withContext(async (ctx) => {
        await ensureAdmin(ctx, console.log);
        await loadExamples(ctx, console.log);
        await addExampleDashboards(ctx, console.log);
        console.log('Examples are loaded.');
        return 0;
      });
    case 'load-data': {
      const dir = positionals[0];
      if (!dir) throw new UsageError('load-data needs a directory');
      const abs = resolve(dir);
      if (!existsSync(abs) || !statSync(abs).isDirectory())
        throw new UsageError(`Not a directory: ${abs}`);
      return withContext(async (ctx) => {
        const name = values.database ?? EXAMPLES_DATABASE;
        if (name === EXAMPLES_DATABASE) await loadExamples(ctx, console.log);
        const db = await ctx.databases.findByName(name);
        if (!db) throw new UsageError(`No database named "${name}" is registered`);
        // The embedded examples file is registered read-only (every process reads it, docs/adr/0017):
        // loading into it opens the file for writing here, which needs the servers stopped.
        const examplesFile = isExamplesFile(db.sqlalchemyUri)
          ? join(ctx.config.dataDir, EXAMPLES_FILE)
          : null;
        const { engine, driver } = examplesFile
          ? { engine: getEngine(db.backend), driver: null }
          : await openDatabase(ctx, db);
        const target: LoadTarget | ClosableLoadTarget = examplesFile
          ? await duckdbTarget(examplesFile).catch((err: Error) => {
              throw new UsageError(
                /could not set lock/i.test(err.message)
                  ? `The examples database is open in a running Sightline process: stop it, then load again (${err.message})`
                  : err.message,
              );
            })
          : {
              dialect: engine.id as LoadTarget['dialect'],
              quoteIdentifier: (n) => engine.quoteIdentifier(n),
              execute: (sql, params) => driver!.execute(sql, { params }),
            };
        const loaded = await loadDataDir(abs, target, {
          onlyFiles: values.only,
          log: (m) => console.log(m),
        }).finally(() => ('close' in target ? target.close() : undefined));
        for (const t of loaded) console.log(`  ${t.table}: ${t.rows} rows`);
        if (values.datasets) {
          const admin = await ctx.users.findForLogin('admin');
          const actor = admin ? await loadCurrentUser(ctx, admin.id) : null;
          const schema = engine.defaultSchema(connectionOf(ctx, db).uri);
          for (const t of loaded) {
            if (!(await ctx.datasets.findByName(db.id, schema, t.table)))
              await createDataset(ctx, { database: db.id, schema, table_name: t.table }, actor);
          }
        }
        return 0;
      });
    }
    default:
      throw new UsageError(`Unknown command "${command}"`);
  }
}

/** Whether a registered URI is the embedded examples file (`duckdb:///examples.duckdb`). */
function isExamplesFile(uri: string): boolean {
  return /^duckdb:\/\/\/examples\.duckdb(\?|$)/.test(uri);
}

/** SIGINT or SIGTERM: close (draining the jobs) and exit; a second signal exits at once. */
function stopOnSignals(close: () => Promise<void>): void {
  const stop = async () => {
    process.once('SIGINT', () => process.exit(1));
    process.once('SIGTERM', () => process.exit(1));
    try {
      await close();
    } finally {
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}
