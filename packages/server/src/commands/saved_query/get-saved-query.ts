import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { SavedQueryRecord } from '../../meta/repos/saved-queries-repo.ts';
import type { CurrentUser } from '../../security/current-user.ts';
import { repos } from '../repos.ts';

/** One of the user's saved queries; another user's answers 404 like a missing one. */
export async function getSavedQuery(
  ctx: AppContext,
  id: number,
  actor: CurrentUser,
): Promise<SavedQueryRecord> {
  const sq = await repos(ctx).savedQueries.findOwned(id, actor.id);
  if (!sq) throw new AppError(404, 'Not found');
  return sq;
}
