import type { AppContext } from '../context.ts';
import type { MetaStore } from '../meta/connect.ts';
import { MetaCache } from '../meta/meta-cache.ts';
import { DatabasesRepo } from '../meta/repos/databases-repo.ts';
import { DatasetsRepo } from '../meta/repos/datasets-repo.ts';
import { RolesRepo } from '../meta/repos/roles-repo.ts';
import { inTransaction } from '../meta/repos/transaction.ts';
import { UsersRepo } from '../meta/repos/users-repo.ts';

/** The context with every metadata repository rebuilt on a store bound to a transaction. */
function transactionContext(ctx: AppContext, tx: MetaStore): AppContext {
  return {
    ...ctx,
    store: tx,
    users: new UsersRepo(tx),
    roles: new RolesRepo(tx),
    databases: new DatabasesRepo(tx),
    datasets: new DatasetsRepo(tx),
    metaCache: new MetaCache(tx),
  };
}

/**
 * Runs a use case in one metadata transaction, with a context whose repositories all read and write
 * inside it: a failure anywhere leaves the metadata store exactly as it was.
 */
export function inContextTransaction<T>(
  ctx: AppContext,
  fn: (tx: AppContext) => Promise<T>,
): Promise<T> {
  return inTransaction(ctx.store, (store) => fn(transactionContext(ctx, store)));
}
