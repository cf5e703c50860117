import type { AppContext } from '../../context.ts';
import { AppError, invalidFields } from '../../errors.ts';
import type { SavedQueryWrite } from '../../meta/repos/saved-queries-repo.ts';
import { dataAccessOf, type CurrentUser } from '../../security/current-user.ts';
import { repos } from '../repos.ts';
import type { SavedQueryFields as SavedQueryInput } from '@sightline/core';
import { toSavedQueryWrite } from './saved-query-write.ts';

/** A database named by `db_id` must exist and be one the user may access (422 otherwise, like a missing one). */
async function checkDatabase(
  ctx: AppContext,
  dbId: number | undefined,
  actor: CurrentUser,
): Promise<void> {
  if (dbId === undefined) return;
  const db = await repos(ctx).databases.findById(dbId);
  const access = dataAccessOf(actor);
  if (!db || !(access.all || access.databaseIds.includes(db.id)))
    throw invalidFields({ db_id: ['Database does not exist'] });
}

/** Saves a new query owned by the user. */
export async function createSavedQuery(
  ctx: AppContext,
  body: SavedQueryInput & { db_id: number; label: string },
  actor: CurrentUser,
): Promise<number> {
  await checkDatabase(ctx, body.db_id, actor);
  return repos(ctx).savedQueries.create(toSavedQueryWrite(body) as SavedQueryWrite, actor.id);
}

/** Changes one of the user's saved queries (404 for another user's). */
export async function updateSavedQuery(
  ctx: AppContext,
  id: number,
  body: SavedQueryInput,
  actor: CurrentUser,
): Promise<void> {
  await checkDatabase(ctx, body.db_id, actor);
  await repos(ctx).savedQueries.update(id, toSavedQueryWrite(body), actor.id);
}

/** 404 unless the saved query is the user's (checked before the body is read, as Superset does). */
export async function assertOwnSavedQuery(
  ctx: AppContext,
  id: number,
  actor: CurrentUser,
): Promise<void> {
  if (!(await repos(ctx).savedQueries.findOwned(id, actor.id)))
    throw new AppError(404, 'Not found');
}
