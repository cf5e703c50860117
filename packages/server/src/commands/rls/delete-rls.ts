import type { AppContext } from '../../context.ts';
import { repos } from '../repos.ts';
import { allStorable, rlsNotFound } from './rls-errors.ts';

/** Deletes RLS rules as Superset's DeleteRLSRuleCommand: every id must exist, else 404 and nothing goes. */
export async function deleteRlsRules(ctx: AppContext, ids: number[]): Promise<number> {
  const { rls } = repos(ctx);
  const unique = [...new Set(ids)];
  if (!allStorable(unique) || (await rls.existingIds(unique)).length !== unique.length)
    throw rlsNotFound();
  return rls.delete(unique);
}
