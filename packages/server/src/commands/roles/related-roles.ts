import { MAX_PAGE_SIZE } from '@sightline/core';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { RoleRecord } from '../../meta/repos/roles-repo.ts';
import { repos } from '../repos.ts';

/**
 * Roles for a `related/roles` lookup: names starting with `filter` (case-insensitive) plus `include_ids`,
 * in name order, paged (a page size outside 1..MAX_PAGE_SIZE means MAX_PAGE_SIZE); `page` with
 * `include_ids` is refused (422).
 */
export async function relatedRoles(
  ctx: AppContext,
  q: { filter?: string; page?: number; page_size?: number; include_ids?: number[] },
): Promise<{ count: number; page: RoleRecord[] }> {
  if (q.page !== undefined && q.include_ids?.length)
    throw new AppError(422, 'Cannot use page and include_ids together');
  const filter = (q.filter ?? '').toLowerCase();
  const roles = (await repos(ctx).roles.list()).filter(
    (r) => r.name.toLowerCase().startsWith(filter) || q.include_ids?.includes(r.id),
  );
  const size =
    q.page_size === undefined || q.page_size < 1 || q.page_size > MAX_PAGE_SIZE
      ? MAX_PAGE_SIZE
      : q.page_size;
  return {
    count: roles.length,
    page: roles.slice((q.page ?? 0) * size, (q.page ?? 0) * size + size),
  };
}
