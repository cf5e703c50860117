import type { ListQuery } from '@sightline/core';
import type { AppContext } from '../../context.ts';
import { repos } from '../repos.ts';
import { userDetail, type UserDetail } from './user-detail.ts';

/** A page of users by rison filters, ordering and paging, each with its roles. */
export async function listUsers(
  ctx: AppContext,
  q: ListQuery,
): Promise<{ count: number; ids: number[]; users: UserDetail[] }> {
  const { count, ids } = await repos(ctx).users.list(q);
  return { count, ids, users: await Promise.all(ids.map((id) => userDetail(ctx, id))) };
}
