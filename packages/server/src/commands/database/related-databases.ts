import type { AppContext } from '../../context.ts';
import type { DatabaseRecord } from '../../meta/repos/databases-repo.ts';
import { dataAccessOf, type CurrentUser } from '../../security/current-user.ts';
import { repos } from '../repos.ts';

/** The databases a `related/database` lookup offers: those the user may access whose name starts with `filter`, by name. */
export function relatedDatabases(
  ctx: AppContext,
  q: { filter?: string; page?: number; page_size?: number },
  actor: CurrentUser | null,
): Promise<{ count: number; rows: DatabaseRecord[] }> {
  return repos(ctx).databases.list(
    {
      filters: q.filter ? [{ col: 'database_name', opr: 'sw', value: q.filter }] : [],
      page: q.page,
      page_size: q.page_size,
      order_column: 'database_name',
    },
    { userId: actor?.id ?? null, access: dataAccessOf(actor) },
  );
}
