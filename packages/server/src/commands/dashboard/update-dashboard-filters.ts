import type { CurrentUser } from '../../security/current-user.ts';
import { ownedDashboard } from './dashboard-access.ts';
import { parseObject } from './dashboard-layout.ts';
import type { DashboardRepos } from './dashboard-repos.ts';
import type { DashboardFilters } from '@sightline/core';

/** A native filter as the client sends it: its id and the user's configuration. */
type NativeFilter = NonNullable<DashboardFilters['modified']>[number];

/** The new filter list: deleted ids dropped, modified ones replaced by id, new ones appended, then ordered by `reordered`. */
export function mergeNativeFilters(
  current: NativeFilter[],
  change: DashboardFilters,
): NativeFilter[] {
  const deleted = new Set(change.deleted ?? []);
  let out = current.filter((f) => !deleted.has(f.id));
  for (const m of change.modified ?? []) {
    if (deleted.has(m.id)) continue;
    const at = out.findIndex((f) => f.id === m.id);
    if (at >= 0) out[at] = m;
    else out.push(m);
  }
  if (change.reordered?.length) {
    const rank = new Map(change.reordered.map((id, i) => [id, i]));
    const ordered = out
      .filter((f) => rank.has(f.id))
      .sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);
    out = [...ordered, ...out.filter((f) => !rank.has(f.id))];
  }
  return out;
}

/** PUT /api/v1/dashboard/<pk>/filters: owners only; returns the new `native_filter_configuration`. */
export async function updateDashboardFilters(
  repos: DashboardRepos,
  id: number,
  change: DashboardFilters,
  actor: CurrentUser,
): Promise<NativeFilter[]> {
  const d = await ownedDashboard(repos, id, actor);
  const md = parseObject(d.jsonMetadata);
  const current = (
    Array.isArray(md.native_filter_configuration) ? md.native_filter_configuration : []
  ).filter(
    (f): f is NativeFilter =>
      Boolean(f) && typeof f === 'object' && typeof (f as { id?: unknown }).id === 'string',
  );
  const next = mergeNativeFilters(current, change);
  await repos.dashboards.update(
    d.id,
    { jsonMetadata: JSON.stringify({ ...md, native_filter_configuration: next }) },
    actor.id,
  );
  return next;
}
