import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { CurrentUser } from '../../security/current-user.ts';
import { repos } from '../repos.ts';

/**
 * Deletes the user's saved queries and returns how many; all or nothing: when one id is missing or
 * another user's, nothing is deleted (404).
 */
export async function deleteSavedQueries(
  ctx: AppContext,
  ids: number[],
  actor: CurrentUser,
): Promise<number> {
  const { savedQueries } = repos(ctx);
  const unique = [...new Set(ids)];
  if ((await savedQueries.ownedIds(unique, actor.id)).length !== unique.length)
    throw new AppError(404, 'Not found');
  return savedQueries.deleteOwned(unique, actor.id);
}
