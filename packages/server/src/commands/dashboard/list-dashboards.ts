import type { ListQuery } from '@sightline/core';
import type { AppContext } from '../../context.ts';
import { DASHBOARD_LIST_SPEC } from '../../meta/repos/dashboard-list-spec.ts';
import type { DashboardRecord } from '../../meta/repos/dashboards-repo.ts';
import type { CurrentUser } from '../../security/current-user.ts';
import { repos } from '../repos.ts';
import { viewerOf } from './dashboard-access.ts';

/** A page of the dashboards the user may see (docs/api.md §2.7), with the columns the list may be ordered by. */
export async function listDashboards(
  ctx: AppContext,
  q: ListQuery,
  actor: CurrentUser | null,
): Promise<{ count: number; rows: DashboardRecord[]; orderColumns: string[] }> {
  const { count, rows } = await repos(ctx).dashboards.list(q, viewerOf(actor));
  return { count, rows, orderColumns: Object.keys(DASHBOARD_LIST_SPEC.orderColumns) };
}
