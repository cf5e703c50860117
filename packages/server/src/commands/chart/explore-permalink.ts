import { parseDatasourceUid, type ExplorePermalinkState } from '@sightline/core';
import type { AppContext } from '../../context.ts';
import { AppError, badRequestFields } from '../../errors.ts';
import type { CurrentUser } from '../../security/current-user.ts';
import type { ChartRepos } from './chart-repos.ts';
import { checkExploreAccess, idOf } from './explore-access.ts';

/** The stored value of an explore permalink, answered as is by GET (not wrapped in `result`). */
export interface ExplorePermalinkValue {
  chartId: number | null;
  datasourceId: number;
  datasourceType: string;
  datasource: string;
  state: ExplorePermalinkState;
}

/** Stores an explore state after checking access to its dataset and chart; returns the public key. */
export async function createExplorePermalink(
  ctx: AppContext,
  repos: ChartRepos,
  state: ExplorePermalinkState,
  actor: CurrentUser | null,
): Promise<string> {
  const datasource = state.formData.datasource;
  const parsed = typeof datasource === 'string' ? parseDatasourceUid(datasource) : null;
  if (!parsed)
    throw badRequestFields({
      formData: [
        datasource === undefined
          ? 'The form data must contain a datasource.'
          : 'Not a valid datasource key.',
      ],
    });
  const chartId = idOf(state.formData.slice_id);
  await checkExploreAccess(ctx, repos, parsed.id, chartId, actor);
  const value: ExplorePermalinkValue = {
    chartId,
    datasourceId: parsed.id,
    datasourceType: parsed.type,
    datasource: datasource as string,
    state,
  };
  return repos.permalinks.create('explore_permalink', value, actor?.id ?? null);
}

/** The stored value of a key after re-checking access; null when the key is unknown or malformed. */
export async function getExplorePermalink(
  ctx: AppContext,
  repos: ChartRepos,
  key: string,
  actor: CurrentUser | null,
): Promise<ExplorePermalinkValue | null> {
  const value = (await repos.permalinks.get('explore_permalink', key)) as
    (ExplorePermalinkValue & { datasetId?: number }) | null;
  if (!value) return null;
  if (!value.state || typeof value.state !== 'object' || !value.state.formData)
    throw new AppError(400, 'Invalid state');
  // Old rows name the dataset `datasetId`.
  await checkExploreAccess(
    ctx,
    repos,
    idOf(value.datasourceId ?? value.datasetId),
    idOf(value.chartId),
    actor,
  );
  return value;
}
