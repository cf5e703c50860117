import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { TableSchemaRecord, TabStateRecord } from '../../meta/repos/tab-states-repo.ts';
import type { CurrentUser } from '../../security/current-user.ts';
import { repos } from '../repos.ts';

/** A legacy-view failure: 400 `{"error": ...}` (docs/api.md §2.12). */
export const formError = (message: string): AppError =>
  new AppError(400, message, { shape: 'error' });
/** 403 / 404 with an empty body, as the legacy views answer them. */
export const emptyError = (status: 403 | 404): AppError =>
  new AppError(status, status === 403 ? 'Forbidden' : 'Not found', { shape: 'empty' });

/** A tab of the user's: 404 when missing, 403 when another user's (empty bodies). */
export async function ownedTab(
  ctx: AppContext,
  id: number,
  actor: CurrentUser,
): Promise<TabStateRecord> {
  const tab = await repos(ctx).tabStates.findById(id);
  if (!tab) throw emptyError(404);
  if (tab.userId !== actor.id) throw emptyError(403);
  return tab;
}

/** A left-bar table of one of the user's tabs (404 / 403 as `ownedTab`). */
export async function ownedTable(
  ctx: AppContext,
  id: number,
  actor: CurrentUser,
): Promise<TableSchemaRecord> {
  const table = await repos(ctx).tabStates.findTable(id);
  if (!table) throw emptyError(404);
  await ownedTab(ctx, table.tabStateId, actor);
  return table;
}

/** A tab's database must exist (400 `Database not found`). */
export async function checkTabDatabase(ctx: AppContext, id: number | null): Promise<number> {
  if (id === null || !(await repos(ctx).databases.findById(id)))
    throw formError('Database not found');
  return id;
}
