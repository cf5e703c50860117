import { randomBytes } from 'node:crypto';
import type { DashboardFilterStateInput } from '@sightline/core';
import { AppError } from '../../errors.ts';
import type { CurrentUser } from '../../security/current-user.ts';
import { visibleDashboard } from './dashboard-access.ts';
import type { DashboardRepos } from './dashboard-repos.ts';

const RESOURCE = 'dashboard_filter_state';
/** Entries live 90 days (FILTER_STATE_CACHE_CONFIG's default timeout). */
const TTL_MS = 90 * 24 * 3600 * 1000;

interface FilterStateEntry {
  owner: number | null;
  dashboard_id: number;
  value: string;
}

const expiresOn = () => new Date(Date.now() + TTL_MS).toISOString();
const newKey = () => randomBytes(24).toString('base64url');

/** The entry of a key, when it belongs to this dashboard; keys of other dashboards read as missing. */
async function read(
  repos: DashboardRepos,
  dashboardId: number,
  key: string,
): Promise<FilterStateEntry | null> {
  if (!/^[A-Za-z0-9_-]{1,36}$/.test(key)) return null;
  const row = await repos.keyValue.findByUuid(RESOURCE, key);
  if (!row) return null;
  const entry = JSON.parse(row.value) as FilterStateEntry;
  return entry.dashboard_id === dashboardId ? entry : null;
}

function entryOf(
  dashboardId: number,
  body: DashboardFilterStateInput,
  actor: CurrentUser | null,
): string {
  return JSON.stringify({
    owner: actor?.id ?? null,
    dashboard_id: dashboardId,
    value: body.value,
  } satisfies FilterStateEntry);
}

/** Stores the filter state of a visible dashboard (404 otherwise) and returns its key. */
export async function createDashboardFilterState(
  repos: DashboardRepos,
  pk: string,
  body: DashboardFilterStateInput,
  actor: CurrentUser | null,
): Promise<string> {
  const dashboard = await visibleDashboard(repos, pk, actor);
  const key = newKey();
  await repos.keyValue.purgeExpired(RESOURCE);
  await repos.keyValue.insert(RESOURCE, entryOf(dashboard.id, body, actor), actor?.id ?? null, {
    uuid: key,
    expiresOn: expiresOn(),
  });
  return key;
}

/**
 * Replaces a filter state; only its owner may (403). Within a tab (`tab_id` given) the key is kept,
 * otherwise a new key is made, as Superset does. An unknown key is left alone and echoed.
 */
export async function updateDashboardFilterState(
  repos: DashboardRepos,
  pk: string,
  key: string,
  body: DashboardFilterStateInput,
  tabId: string | undefined,
  actor: CurrentUser | null,
): Promise<string> {
  const dashboard = await visibleDashboard(repos, pk, actor);
  const entry = await read(repos, dashboard.id, key);
  if (!entry) return key;
  if (entry.owner !== (actor?.id ?? null)) throw new AppError(403, 'Forbidden');
  const value = entryOf(dashboard.id, body, actor);
  if (tabId) {
    await repos.keyValue.updateByUuid(RESOURCE, key, value, actor?.id ?? null, expiresOn());
    return key;
  }
  const fresh = newKey();
  await repos.keyValue.insert(RESOURCE, value, actor?.id ?? null, {
    uuid: fresh,
    expiresOn: expiresOn(),
  });
  return fresh;
}

/** The stored data mask JSON of a key of a visible dashboard; null when unknown or expired. */
export async function getDashboardFilterState(
  repos: DashboardRepos,
  pk: string,
  key: string,
  actor: CurrentUser | null,
): Promise<string | null> {
  const dashboard = await visibleDashboard(repos, pk, actor);
  return (await read(repos, dashboard.id, key))?.value ?? null;
}

/** Deletes a filter state; only its owner may (403). False when the key is unknown. */
export async function deleteDashboardFilterState(
  repos: DashboardRepos,
  pk: string,
  key: string,
  actor: CurrentUser | null,
): Promise<boolean> {
  const dashboard = await visibleDashboard(repos, pk, actor);
  const entry = await read(repos, dashboard.id, key);
  if (!entry) return false;
  if (entry.owner !== (actor?.id ?? null)) throw new AppError(403, 'Forbidden');
  return repos.keyValue.deleteByUuid(RESOURCE, key);
}
