import type { ListQuery } from '@sightline/core';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { repos } from '../repos.ts';
import { roleDetail, type RoleDetail } from './role-detail.ts';

/**
 * GET /security/roles/search/: roles filtered by name (substring, case-insensitive), user ids or
 * permission ids (any of the values), ordered by id or name, paged (at most 100 a page).
 */
export async function searchRoles(
  ctx: AppContext,
  q: ListQuery,
): Promise<{ count: number; page: RoleDetail[] }> {
  let roles = await Promise.all((await repos(ctx).roles.list()).map((r) => roleDetail(ctx, r.id)));
  const anyOf = (v: unknown) => (Array.isArray(v) ? v : [v]).map(Number);
  for (const f of q.filters ?? []) {
    const v = f.value;
    if (f.col === 'name')
      roles = roles.filter((r) => r.name.toLowerCase().includes(String(v).toLowerCase()));
    else if (f.col === 'user_ids')
      roles = roles.filter((r) => anyOf(v).some((x) => r.userIds.includes(x)));
    else if (f.col === 'permission_ids')
      roles = roles.filter((r) => anyOf(v).some((x) => r.permissionIds.includes(x)));
    else if (f.col !== 'group_ids')
      throw new AppError(400, `Filter column: ${f.col} not allowed to filter`);
  }
  const col = q.order_column ?? 'id';
  if (col !== 'id' && col !== 'name') throw new AppError(400, `Invalid order by column: ${col}`);
  roles.sort(
    (a, b) =>
      (col === 'id' ? a.id - b.id : a.name.localeCompare(b.name)) *
      (q.order_direction === 'desc' ? -1 : 1),
  );
  const size = Math.min(Math.max(q.page_size ?? 10, 1), 100);
  return {
    count: roles.length,
    page: roles.slice((q.page ?? 0) * size, (q.page ?? 0) * size + size),
  };
}
