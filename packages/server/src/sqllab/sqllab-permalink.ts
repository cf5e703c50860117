import type { PermalinksRepo } from '../meta/repos/permalinks-repo.ts';
import { canUseDatabase, usableDatabase, type Caller, type SqlLabEnv } from './sqllab-env.ts';
import type { SqlLabPermalinkState } from './sqllab-schemas.ts';

/** Stores a SQL Lab state for a database the caller may query (404 / 403 SIP-40 otherwise); returns its key. */
export async function createSqlLabPermalink(
  env: SqlLabEnv,
  permalinks: PermalinksRepo,
  state: SqlLabPermalinkState,
  caller: Caller,
): Promise<string> {
  await usableDatabase(env, state.dbId, caller);
  return permalinks.create('sqllab_permalink', state, caller.id);
}

/**
 * The stored state of a key, or null (answered 404) when the key is unknown or the reader may not
 * query its database: a shared link hands over SQL text and a database, never access to it, and a
 * 404 rather than a 403 does not confirm that the link exists.
 */
export async function getSqlLabPermalink(
  env: SqlLabEnv,
  permalinks: PermalinksRepo,
  key: string,
  caller: Caller,
): Promise<unknown | null> {
  const value = await permalinks.get('sqllab_permalink', key);
  if (!value || typeof value !== 'object') return null;
  const dbId = (value as { dbId?: unknown }).dbId;
  const db =
    typeof dbId === 'number' && Number.isSafeInteger(dbId)
      ? await env.ctx.databases.findById(dbId)
      : null;
  return db && canUseDatabase(db, caller) ? value : null;
}
