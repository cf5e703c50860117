import { randomBytes } from 'node:crypto';
import type { ExploreFormDataInput } from '@sightline/core';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { CurrentUser } from '../../security/current-user.ts';
import type { ChartRepos } from './chart-repos.ts';
import { checkExploreAccess, idOf } from './explore-access.ts';

const RESOURCE = 'explore_form_data';
/** Entries live a week (EXPLORE_FORM_DATA_CACHE_CONFIG's default timeout). */
const TTL_MS = 7 * 24 * 3600 * 1000;

interface FormDataState {
  owner: number | null;
  datasource_id: number;
  datasource_type: string;
  chart_id: number | null;
  form_data: string;
}

const expiresOn = () => new Date(Date.now() + TTL_MS).toISOString();
const newKey = () => randomBytes(24).toString('base64url');

async function read(repos: ChartRepos, key: string): Promise<FormDataState | null> {
  if (!/^[A-Za-z0-9_-]{1,36}$/.test(key)) return null;
  const entry = await repos.keyValue.findByUuid(RESOURCE, key);
  return entry ? (JSON.parse(entry.value) as FormDataState) : null;
}

function stateOf(body: ExploreFormDataInput, actor: CurrentUser | null): FormDataState {
  return {
    owner: actor?.id ?? null,
    datasource_id: body.datasource_id,
    datasource_type: body.datasource_type,
    chart_id: body.chart_id ?? null,
    form_data: body.form_data,
  };
}

/** Caches explore form data for the user and returns its key. */
export async function createExploreFormData(
  ctx: AppContext,
  repos: ChartRepos,
  body: ExploreFormDataInput,
  actor: CurrentUser | null,
): Promise<string> {
  await checkExploreAccess(
    ctx,
    repos,
    idOf(body.datasource_id),
    body.chart_id == null ? null : (idOf(body.chart_id) ?? -1),
    actor,
  );
  const key = newKey();
  await repos.keyValue.purgeExpired(RESOURCE);
  await repos.keyValue.insert(RESOURCE, JSON.stringify(stateOf(body, actor)), actor?.id ?? null, {
    uuid: key,
    expiresOn: expiresOn(),
  });
  return key;
}

/**
 * Replaces cached form data; only its owner may (403). The same key is kept within a tab
 * (`tab_id` given), otherwise a new key is made, as Superset does. An unknown key is left alone.
 */
export async function updateExploreFormData(
  ctx: AppContext,
  repos: ChartRepos,
  key: string,
  body: ExploreFormDataInput,
  tabId: string | undefined,
  actor: CurrentUser | null,
): Promise<string> {
  await checkExploreAccess(
    ctx,
    repos,
    idOf(body.datasource_id),
    body.chart_id == null ? null : (idOf(body.chart_id) ?? -1),
    actor,
  );
  const state = await read(repos, key);
  if (!state) return key;
  if (state.owner !== (actor?.id ?? null)) throw new AppError(403, 'Forbidden');
  const value = JSON.stringify(stateOf(body, actor));
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

/** The cached form data (JSON text) of a key, access re-checked; null when unknown or expired. */
export async function getExploreFormData(
  ctx: AppContext,
  repos: ChartRepos,
  key: string,
  actor: CurrentUser | null,
): Promise<string | null> {
  const state = await read(repos, key);
  if (!state) return null;
  await checkExploreAccess(
    ctx,
    repos,
    idOf(state.datasource_id),
    state.chart_id === null ? null : idOf(state.chart_id),
    actor,
  );
  return state.form_data;
}

/** Deletes cached form data; only its owner may (403). False when the key is unknown. */
export async function deleteExploreFormData(
  repos: ChartRepos,
  key: string,
  actor: CurrentUser | null,
): Promise<boolean> {
  const state = await read(repos, key);
  if (!state) return false;
  if (state.owner !== (actor?.id ?? null)) throw new AppError(403, 'Forbidden');
  return repos.keyValue.deleteByUuid(RESOURCE, key);
}
