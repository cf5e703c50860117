import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { UserRecord } from '../../meta/repos/users-repo.ts';
import { repos } from '../repos.ts';

/** The query of a `related/<col>` endpoint (docs/api.md §1.6). */
export interface RelatedUsersQuery {
  filter?: string;
  page?: number;
  page_size?: number;
  include_ids?: number[];
}

/** Users matching a `related/<col>` query; `page` and `include_ids` together are refused (422). */
export async function relatedUsers(
  ctx: AppContext,
  q: RelatedUsersQuery,
): Promise<{ count: number; rows: UserRecord[] }> {
  if (q.page !== undefined && q.include_ids?.length)
    throw new AppError(422, 'Cannot use page and include_ids together');
  return repos(ctx).users.related(q);
}
