import { MAX_PAGE_SIZE, type ListQuery } from '@sightline/core';
import type { AppContext } from '../../context.ts';
import type { RlsFilterRecord } from '../../meta/repos/rls-repo.ts';
import { dataAccessOf, type CurrentUser } from '../../security/current-user.ts';
import { repos } from '../repos.ts';
import { rlsNotFound } from './rls-errors.ts';

/** A page of RLS rules. */
export function listRlsRules(
  ctx: AppContext,
  q: ListQuery,
  actor: CurrentUser | null,
): Promise<{ count: number; rows: RlsFilterRecord[] }> {
  return repos(ctx).rls.list(q, actor?.id ?? null);
}

/** One RLS rule; 404 when missing. */
export async function getRlsRule(ctx: AppContext, id: number): Promise<RlsFilterRecord> {
  const rule = await repos(ctx).rls.findById(id);
  if (!rule) throw rlsNotFound();
  return rule;
}

/** Datasets for `related/tables`: the ones the caller may access whose name contains `filter`. */
export function relatedRlsTables(
  ctx: AppContext,
  q: { filter?: string; page?: number; page_size?: number },
  actor: CurrentUser | null,
) {
  const size =
    q.page_size === undefined || q.page_size < 1 || q.page_size > MAX_PAGE_SIZE
      ? MAX_PAGE_SIZE
      : q.page_size;
  return repos(ctx).rls.relatedTables(q.filter ?? '', dataAccessOf(actor), {
    offset: (q.page ?? 0) * size,
    limit: size,
  });
}
