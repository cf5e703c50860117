import type { AppContext } from '../../context.ts';
import type { DatabaseRecord } from '../../meta/repos/databases-repo.ts';
import type { Datasource } from '../../query/datasource.ts';
import { TEMPLATE_MARKERS } from '../../query/templating/index.ts';
import type { CurrentUser } from '../../security/current-user.ts';
import { rlsClausesFor } from '../../security/rls.ts';
import { rewriteWithRls } from '../../sqllab/sqllab-rls.ts';
import { repos } from '../repos.ts';

/**
 * Row level security of the tables a virtual dataset's SQL reads, as Superset applies it: each
 * table a physical dataset of the same database describes, and that a rule filters for the caller,
 * is read through a sub-query with the rule's predicates. Returns the dataset with that SQL and the
 * predicates for the cache key. SQL holding a template, or that the parser cannot read, is left as
 * it is: the rules naming the virtual dataset itself still apply (docs/query-object.md §2.9).
 */
export async function withVirtualDatasetRls(
  ctx: AppContext,
  ds: Datasource,
  db: DatabaseRecord,
  user: CurrentUser | null,
): Promise<{ ds: Datasource; cacheKeys: string[] }> {
  if (ds.sql === null || TEMPLATE_MARKERS.test(ds.sql)) return { ds, cacheKeys: [] };
  // Most databases have no rule: one cheap look-up spares parsing the SQL.
  if (!(await repos(ctx).rls.databaseHasRules(db.id))) return { ds, cacheKeys: [] };
  const templateUser = user
    ? { id: user.id, username: user.username, email: user.email, roles: Object.keys(user.roles) }
    : null;
  const { sql, predicates } = await rewriteWithRls(
    ctx,
    db,
    ds.engine,
    templateUser,
    ds.schema,
    ds.sql,
    (id) => rlsClausesFor(ctx, user, { id }),
    false,
  );
  if (predicates.length === 0) return { ds, cacheKeys: [] };
  return { ds: { ...ds, sql }, cacheKeys: predicates };
}
