import type { AppContext } from '../../context.ts';
import type { Caller } from '../../sqllab/sqllab-env.ts';
import { createSqlLabPermalink, getSqlLabPermalink } from '../../sqllab/sqllab-permalink.ts';
import type { SqlLabPermalinkState } from '../../sqllab/sqllab-schemas.ts';
import type { SqlLab } from '../../sqllab/sqllab-service.ts';
import { repos } from '../repos.ts';

/** Keeps a SQL Lab state under a new permalink key (docs/api.md §2.11). */
export function createSqllabPermalink(
  ctx: AppContext,
  lab: SqlLab,
  state: SqlLabPermalinkState,
  caller: Caller,
): Promise<string> {
  return createSqlLabPermalink(lab.env, repos(ctx).permalinks, state, caller);
}

/** The state a SQL Lab permalink keeps, or null for an unknown key. */
export function getSqllabPermalink(
  ctx: AppContext,
  lab: SqlLab,
  key: string,
  caller: Caller,
): Promise<unknown | null> {
  return getSqlLabPermalink(lab.env, repos(ctx).permalinks, key, caller);
}
