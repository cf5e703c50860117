import { AppError } from '../../errors.ts';
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
  // Read, change the colour keys, write back only if nobody wrote json_metadata in between (the
  // dashboard's own save, cross-filter scoping): else read again. The client's colour sync runs
  // while the user edits, so the two meet.
  for (let attempt = 0; ; attempt += 1) {
    const d = await ownedDashboard(repos, id, actor);
    const md = parseObject(d.jsonMetadata);
    for (const [k, v] of Object.entries(colors)) if (v !== undefined) md[k] = v;
    if (md.color_namespace === null) delete md.color_namespace;
    const written = await repos.dashboards.updateJsonMetadataIf(
      d.id,
      d.jsonMetadata,
      JSON.stringify(md),
      actor.id,
      markUpdated,
    );
    if (written) return;
    if (attempt >= MAX_ATTEMPTS)
      throw new AppError(409, 'The dashboard changed while its colours were saved; try again');
  }
}

/** Writes racing the colour sync before it gives up (each one means another write landed). */
const MAX_ATTEMPTS = 5;
