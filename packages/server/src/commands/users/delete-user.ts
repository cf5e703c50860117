import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { CurrentUser } from '../../security/current-user.ts';
import { repos } from '../repos.ts';

/** Deletes a user (404 when missing); nobody may delete themselves (422). */
export async function deleteUser(ctx: AppContext, id: number, actor: CurrentUser): Promise<void> {
  const { users } = repos(ctx);
  if (!(await users.findById(id))) throw new AppError(404, 'Not found');
  if (id === actor.id) throw new AppError(422, 'You cannot delete yourself');
  await users.delete(id);
}
