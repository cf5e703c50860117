import Database from 'libsql';
import pg from 'pg';
import type { MetaTarget } from './connect.ts';

/**
 * Key of the PostgreSQL advisory lock held while a process prepares the metadata store. Any fixed
 * 64-bit number would do; this one must simply never change, or old and new processes would not
 * exclude each other.
 */
export const STARTUP_LOCK_KEY = '7300512094862218311';

/** Options of {@link withStartupLock}. */
export interface StartupLockOptions {
  /** Told once when another process holds the lock and this one waits. */
  log?: (msg: string) => void;
  /** How long to wait for the lock before giving up (default 10 minutes: examples take a while). */
  timeoutMs?: number;
  /** Pause between attempts on SQLite (default 100 ms). */
  pollMs?: number;
}

/** What holding the lock was like: whether another process had it first. */
export interface StartupLockInfo {
  waited: boolean;
}

const DEFAULT_TIMEOUT_MS = 10 * 60_000;
const WAIT_MESSAGE =
  'Another process is preparing the metadata store (migrations, roles, admin, examples); waiting for it';

/**
 * Runs `fn` while this process alone prepares the metadata store, so that processes started at the
 * same instant migrate, create the built-in roles, the admin and the examples one after another.
 * PostgreSQL: `pg_advisory_lock` on a connection of its own (released on return, or by the server
 * when the process dies). SQLite: `BEGIN IMMEDIATE` on a lock file beside the store, whose lock the
 * operating system drops when the process dies. Waiting is a poll on SQLite because libsql is
 * synchronous and a busy timeout would block the event loop.
 */
export async function withStartupLock<T>(
  target: MetaTarget,
  fn: (info: StartupLockInfo) => Promise<T>,
  opts: StartupLockOptions = {},
): Promise<T> {
  return 'postgresUrl' in target
    ? withPgLock(target.postgresUrl, fn, opts)
    : withSqliteLock(`${target.sqlitePath}.startup-lock`, fn, opts);
}

async function withPgLock<T>(
  url: string,
  fn: (info: StartupLockInfo) => Promise<T>,
  opts: StartupLockOptions,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  // An error of the idle lock connection must not crash the process; the next query reports it.
  client.on('error', () => undefined);
  await client.connect();
  try {
    const tried = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [
      STARTUP_LOCK_KEY,
    ]);
    const waited = !tried.rows[0]?.ok;
    if (waited) {
      opts.log?.(WAIT_MESSAGE);
      const seconds = Math.ceil((opts.timeoutMs ?? DEFAULT_TIMEOUT_MS) / 1000);
      await client.query(`SET lock_timeout = '${seconds}s'`);
      try {
        await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
      } catch (err) {
        throw new Error(
          `Gave up after ${seconds} s waiting for another process to prepare the metadata store: ${(err as Error).message}`,
          { cause: err },
        );
      }
    }
    try {
      return await fn({ waited });
    } finally {
      await client
        .query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY])
        .catch(() => undefined);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function withSqliteLock<T>(
  lockPath: string,
  fn: (info: StartupLockInfo) => Promise<T>,
  opts: StartupLockOptions,
): Promise<T> {
  const lock = new Database(lockPath);
  try {
    lock.exec('PRAGMA busy_timeout = 0');
    const deadline = Date.now() + (opts.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    let waited = false;
    for (;;) {
      try {
        lock.exec('BEGIN IMMEDIATE');
        break;
      } catch (err) {
        if (!isBusy(err)) throw err;
        if (Date.now() > deadline)
          throw new Error(
            `Gave up waiting for another process to prepare the metadata store (${lockPath} stays locked)`,
            { cause: err },
          );
        if (!waited) opts.log?.(WAIT_MESSAGE);
        waited = true;
        await new Promise((resolve) => setTimeout(resolve, opts.pollMs ?? 100));
      }
    }
    try {
      return await fn({ waited });
    } finally {
      lock.exec('ROLLBACK');
    }
  } finally {
    lock.close();
  }
}

function isBusy(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  return (
    code === 'SQLITE_BUSY' ||
    code === 'SQLITE_LOCKED' ||
    /database is locked/i.test(String((err as Error).message))
  );
}
