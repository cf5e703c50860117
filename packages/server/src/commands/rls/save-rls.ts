import type { AppContext } from '../../context.ts';
import { AppError, invalidFields } from '../../errors.ts';
import type { RlsFilterWrite } from '../../meta/repos/rls-repo.ts';
import type { CurrentUser } from '../../security/current-user.ts';
import { repos } from '../repos.ts';
import {
  allStorable,
  DATASOURCE_NOT_FOUND,
  NAME_NOT_UNIQUE,
  ROLES_NOT_FOUND,
  rlsNotFound,
} from './rls-errors.ts';

/**
 * Superset's CreateRLSRuleCommand/UpdateRLSRuleCommand validation: every role and every dataset named
 * must exist (else 422 with Superset's message); the name must not be another rule's (422).
 */
async function validate(
  ctx: AppContext,
  values: Partial<RlsFilterWrite>,
  selfId: number | null,
): Promise<void> {
  const { rls, roles } = repos(ctx);
  if (values.roles !== undefined) {
    const unique = [...new Set(values.roles)];
    if (!allStorable(unique) || (await roles.existingIds(unique)).length !== unique.length)
      throw new AppError(422, ROLES_NOT_FOUND);
  }
  if (values.tables !== undefined) {
    const unique = [...new Set(values.tables)];
    if (!allStorable(unique) || (await rls.existingTableIds(unique)).length !== unique.length)
      throw new AppError(422, DATASOURCE_NOT_FOUND);
  }
  if (values.name !== undefined) {
    const other = await rls.idByName(values.name);
    if (other !== null && other !== selfId) throw invalidFields({ name: [NAME_NOT_UNIQUE] });
  }
}

/** Creates an RLS rule; returns its id. */
export async function createRlsRule(
  ctx: AppContext,
  values: RlsFilterWrite,
  actor: CurrentUser,
): Promise<number> {
  await validate(ctx, values, null);
  return repos(ctx).rls.create(values, actor.id);
}

/** Updates an RLS rule: 404 when unknown, 422 as for a create. */
export async function updateRlsRule(
  ctx: AppContext,
  id: number,
  patch: Partial<RlsFilterWrite>,
  actor: CurrentUser,
): Promise<void> {
  if (!(await repos(ctx).rls.findById(id))) throw rlsNotFound();
  await validate(ctx, patch, id);
  await repos(ctx).rls.update(id, patch, actor.id);
}
