import type { CurrentUser } from '../../security/current-user.ts';
import { ownedDashboard } from './dashboard-access.ts';
import { parseObject } from './dashboard-layout.ts';
import type { DashboardRepos } from './dashboard-repos.ts';
import type { DashboardColors } from '@sightline/core';

/**
 * PUT /api/v1/dashboard/<pk>/colors: copies the given colour keys into json_metadata (owners only).
 * `markUpdated` false keeps changed_on, because the client's automatic colour sync is not an edit.
 */
export async function updateDashboardColors(
  repos: DashboardRepos,
  id: number,
  colors: DashboardColors,
  markUpdated: boolean,
  actor: CurrentUser,
): Promise<void> {
  const d = await ownedDashboard(repos, id, actor);
  const md = parseObject(d.jsonMetadata);
  for (const [k, v] of Object.entries(colors)) if (v !== undefined) md[k] = v;
  if (md.color_namespace === null) delete md.color_namespace;
  await repos.dashboards.update(d.id, { jsonMetadata: JSON.stringify(md) }, actor.id, markUpdated);
}
