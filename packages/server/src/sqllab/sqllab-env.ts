import { parseJson } from '@sightline/core';
import type { AppContext } from '../context.ts';
import type { Driver, Engine } from '../engines/engine-contract.ts';
import { getEngine } from '../engines/registry.ts';
import type { JobQueue } from '../jobs/queue.ts';
import type { DataAccess } from '../meta/repos/access.ts';
import type { DatabaseRecord } from '../meta/repos/databases-repo.ts';
import type { QueryRecord } from '../meta/repos/queries-repo.ts';
import { concurrencyLimitOf } from '../query/limits.ts';
import type { TemplateUser } from '../query/templating/index.ts';
import type { RunEnv } from './run-query.ts';
import type { SqlLabSettings } from './settings.ts';
import { databaseAccessDenied, databaseNotFound } from './sqllab-errors.ts';

/** Opens a stored database (the routes pass the commands' `openDatabase`). */
export type OpenDatabase = (db: DatabaseRecord) => Promise<{ engine: Engine; driver: Driver }>;

/** Everything the SQL Lab use cases share. */
export interface SqlLabEnv extends RunEnv {
  ctx: AppContext;
  settings: SqlLabSettings;
  queue: JobQueue;
  open: OpenDatabase;
}

/** Who calls: their id, the data they may query, and whether they see every user's queries. */
export interface Caller {
  id: number;
  access: DataAccess;
  /** all_query_access (admins): other users' queries and results are visible. */
  allQueries: boolean;
  templateUser: TemplateUser;
}

/** Whether the caller may see a query and its results. */
export function canSeeQuery(q: QueryRecord, caller: Caller): boolean {
  return caller.allQueries || q.userId === caller.id;
}

/** Whether the caller may run SQL on a database. */
export function canUseDatabase(db: DatabaseRecord, caller: Caller): boolean {
  return caller.access.all || caller.access.databaseIds.includes(db.id);
}

/** A database the caller may run SQL on, with its engine; 404 / 403 SIP-40 otherwise. */
export async function usableDatabase(
  env: SqlLabEnv,
  databaseId: number,
  caller: Caller,
): Promise<{ db: DatabaseRecord; engine: Engine }> {
  const db = await env.ctx.databases.findById(databaseId);
  if (!db) throw databaseNotFound();
  if (!canUseDatabase(db, caller)) throw databaseAccessDenied(db.databaseName);
  return { db, engine: getEngine(db.backend) };
}

/**
 * A run's wait for a concurrency slot of `db` (its `max_concurrent_queries`): the same slots as
 * chart data's, so SQL Lab and charts together stay under the limit in the whole cluster.
 */
export function slotOf(
  env: SqlLabEnv,
  db: DatabaseRecord,
): (signal: AbortSignal) => Promise<() => Promise<void>> {
  let extra: unknown = null;
  try {
    extra = db.extra ? parseJson(db.extra) : null;
  } catch {
    // An unreadable extra sets no limit (the database form validates it).
  }
  const limit =
    extra && typeof extra === 'object' ? concurrencyLimitOf(extra as Record<string, unknown>) : 0;
  return (signal) => env.ctx.chartData.queries.slots.acquire(db.id, limit, signal);
}
