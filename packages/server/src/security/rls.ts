import type { AppContext } from '../context.ts';
import { RlsRepo, type RlsRule } from '../meta/repos/rls-repo.ts';
import type { CurrentUser } from './current-user.ts';

/** What an embedded dashboard's guest token carries (security/current-user.ts `guest`). */
interface GuestRls {
  guest?: { rls: { dataset?: number; clause: string }[] };
}

/**
 * The row level security predicates of `user` on a dataset, as Superset's
 * get_sqla_row_level_filters: the rules whose tables name the dataset and that apply to the user's
 * roles (meta/repos/rls-repo.ts `rulesFor`: Regular rules to holders of a listed role, Base rules to everyone
 * else; an anonymous caller holds the Public role), then a guest token's clauses for this dataset (or
 * for every dataset), then one predicate per group key ORing the clauses of the group. The caller
 * ANDs every returned predicate into the query's WHERE; clauses are raw, still to be templated.
 */
export async function rlsClausesFor(
  ctx: AppContext,
  user: CurrentUser | null,
  datasource: { id: number },
): Promise<string[]> {
  const roleNames = user ? Object.keys(user.roles) : ['Public'];
  const guestRules = ((user as (CurrentUser & GuestRls) | null)?.guest?.rls ?? []).filter(
    (r) => r.dataset === undefined || r.dataset === null || Number(r.dataset) === datasource.id,
  );
  return rlsClausesForRoles(
    ctx,
    roleNames,
    datasource.id,
    guestRules.map((r) => r.clause),
  );
}

/** {@link rlsClausesFor} for a holder of the roles named `roleNames` (SQL Lab's caller). */
export async function rlsClausesForRoles(
  ctx: AppContext,
  roleNames: string[],
  datasetId: number,
  guestClauses: string[] = [],
): Promise<string[]> {
  // Read on every chart-data request, cached answers included: memoised like users and datasets
  // (meta/meta-cache.ts: dropped on any write this process makes, so a rule or role change here
  // applies at once; another process sharing a PostgreSQL store sees it within the memo's TTL).
  const rules = await ctx.metaCache.get(`rls:${datasetId}:${JSON.stringify(roleNames)}`, () =>
    new RlsRepo(ctx.store).rulesFor(datasetId, roleNames),
  );
  return combineRlsRules(rules, guestClauses);
}

/** Ungrouped clauses alone, then guest clauses, then each group key's clauses ORed (Superset's order). */
export function combineRlsRules(rules: RlsRule[], guestClauses: string[]): string[] {
  const ungrouped: string[] = [];
  const groups = new Map<string, string[]>();
  for (const r of rules) {
    if (!r.groupKey) ungrouped.push(r.clause);
    else groups.set(r.groupKey, [...(groups.get(r.groupKey) ?? []), r.clause]);
  }
  const grouped = [...groups.values()].map((clauses) =>
    clauses.length === 1 ? clauses[0]! : clauses.map((c) => `(${c})`).join(' OR '),
  );
  return [...ungrouped, ...guestClauses, ...grouped];
}
