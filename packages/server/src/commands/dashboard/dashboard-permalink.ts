import type { CurrentUser } from '../../security/current-user.ts';
import { visibleDashboard } from './dashboard-access.ts';
import type { DashboardRepos } from './dashboard-repos.ts';
import type { DashboardPermalinkState } from '@sightline/core';

/** The stored value of a dashboard permalink (docs/api.md §3.3), answered as is by GET. */
export interface DashboardPermalinkValue {
  dashboardId: string;
  state: DashboardPermalinkState;
}

/** JSON with object keys sorted, so equal states give equal text. */
export function stableJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(stableJson).join(',')}]`;
  if (v && typeof v === 'object') {
    return `{${Object.keys(v)
      .sort()
      .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${stableJson((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v) ?? 'null';
}

/** Stores a dashboard state for a visible dashboard; the same user and state get the same key. */
export async function createDashboardPermalink(
  repos: DashboardRepos,
  key: string,
  state: DashboardPermalinkState,
  actor: CurrentUser | null,
): Promise<string> {
  const d = await visibleDashboard(repos, key, actor);
  const value: DashboardPermalinkValue = { dashboardId: d.uuid, state };
  return repos.dashboardPermalinks.createIdempotent(
    `${actor?.id ?? 'anonymous'}:${d.uuid}:${stableJson(state)}`,
    value,
    actor?.id ?? null,
  );
}

/** The stored value of a key after re-checking the dashboard is visible (404); null when unknown. */
export async function getDashboardPermalink(
  repos: DashboardRepos,
  key: string,
  actor: CurrentUser | null,
): Promise<DashboardPermalinkValue | null> {
  const value = (await repos.dashboardPermalinks.get(key)) as DashboardPermalinkValue | null;
  if (!value || typeof value !== 'object' || typeof value.dashboardId !== 'string') return null;
  await visibleDashboard(repos, value.dashboardId, actor);
  return value;
}
