import type { AppContext } from '../../context.ts';
import { invalidFields } from '../../errors.ts';
import type { CurrentUser } from '../../security/current-user.ts';

/**
 * Owners per docs/api.md §1.4: empty on create means [caller]; otherwise the listed users, with a
 * non-admin caller always added. Unknown ids are a 422.
 */
export async function resolveOwners(
  ctx: AppContext,
  requested: number[] | undefined,
  actor: CurrentUser | null,
  onCreate: boolean,
): Promise<number[] | undefined> {
  if (requested === undefined && !onCreate) return undefined;
  const ids = [...new Set(requested ?? [])];
  const found = await ctx.users.existingIds(ids);
  if (found.length !== ids.length) throw invalidFields({ owners: ['Owners are invalid'] });
  if (actor && (ids.length === 0 ? onCreate : !actor.isAdmin) && !ids.includes(actor.id))
    ids.push(actor.id);
  return ids;
}
