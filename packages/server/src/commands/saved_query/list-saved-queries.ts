import type { ListQuery } from '@sightline/core';
import type { AppContext } from '../../context.ts';
import type { SavedQueryRecord } from '../../meta/repos/saved-queries-repo.ts';
import type { CurrentUser } from '../../security/current-user.ts';
import { repos } from '../repos.ts';

/** A page of the user's own saved queries: nobody sees another user's (docs/api.md §2.14). */
export function listSavedQueries(
  ctx: AppContext,
  q: ListQuery,
  actor: CurrentUser,
): Promise<{ count: number; rows: SavedQueryRecord[] }> {
  return repos(ctx).savedQueries.list(q, actor.id);
}

/** Distinct schemas or catalogs of the user's saved queries starting with `filter`. */
export function distinctSavedQueryValues(
  ctx: AppContext,
  col: 'schema' | 'catalog',
  actor: CurrentUser,
  filter: string,
): Promise<string[]> {
  return repos(ctx).savedQueries.distinct(col, actor.id, filter);
}
