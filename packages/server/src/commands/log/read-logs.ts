import type { ListQuery, RecentActivityQuery } from '@sightline/core';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { LogRecord, RecentActivityRecord } from '../../meta/repos/log-query-repo.ts';
import type { CurrentUser } from '../../security/current-user.ts';
import { repos } from '../repos.ts';

/** A page of the action log (filters, ordering and paging as every list). */
export function listLogs(
  ctx: AppContext,
  q: ListQuery,
  actor: CurrentUser | null,
): Promise<{ count: number; rows: LogRecord[] }> {
  return repos(ctx).logQueries.list(q, actor?.id ?? null);
}

/** One log entry; 404 when missing. */
export async function getLog(ctx: AppContext, id: number): Promise<LogRecord> {
  const r = await repos(ctx).logQueries.findById(id);
  if (!r) throw new AppError(404, 'Not found');
  return r;
}

/** Superset's default actions, plus the client's `mount_dashboard` beacon that marks a dashboard view here. */
export const RECENT_ACTIVITY_ACTIONS = ['explore', 'dashboard', 'mount_dashboard'];

/** The caller's recently viewed dashboards and charts (GET /api/v1/log/recent_activity/). */
export function recentActivity(
  ctx: AppContext,
  actor: CurrentUser,
  q: RecentActivityQuery,
): Promise<RecentActivityRecord[]> {
  return repos(ctx).logQueries.recentActivity(actor.id, {
    actions: q.actions?.length ? q.actions : RECENT_ACTIVITY_ACTIONS,
    distinct: q.distinct ?? true,
    page: q.page ?? 0,
    pageSize: q.page_size ?? 25,
  });
}

/** Logs that `actor` opened a saved chart in Explore (Superset's `explore` action), for recents. */
export async function logExploreView(
  ctx: AppContext,
  actor: CurrentUser | null,
  sliceId: number,
): Promise<void> {
  if (!actor) return;
  await repos(ctx).logs.insertMany([
    {
      action: 'explore',
      userId: actor.id,
      json: JSON.stringify({ slice_id: sliceId }),
      dashboardId: null,
      sliceId,
      durationMs: null,
      referrer: null,
    },
  ]);
}
