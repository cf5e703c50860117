import type { AppContext } from '../../context.ts';
import { invalidFields } from '../../errors.ts';
import { repos } from '../repos.ts';
import { roleDetail } from './role-detail.ts';

/** Creates a role; role names are unique (422). */
export async function createRole(ctx: AppContext, name: string): Promise<number> {
  const { roles } = repos(ctx);
  if (await roles.findByName(name)) throw invalidFields({ name: ['Role already exists'] });
  return roles.create(name);
}

/** Renames a role (404 when missing); the name may not be another role's (422). */
export async function renameRole(ctx: AppContext, id: number, name: string): Promise<void> {
  const { roles } = repos(ctx);
  await roleDetail(ctx, id);
  const clash = await roles.findByName(name);
  if (clash && clash.id !== id) throw invalidFields({ name: ['Role already exists'] });
  await roles.rename(id, name);
}
