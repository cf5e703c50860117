import { makeSupersetError } from '@sightline/core';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { ChartRecord } from '../../meta/repos/charts-repo.ts';
import type { DatasetRecord } from '../../meta/repos/datasets-repo.ts';
import { canAccessDataset, dataAccessOf, type CurrentUser } from '../../security/current-user.ts';
import { datasetName } from './chart-access.ts';
import { chartFormData, parseJsonObject, updateTimeRange } from './chart-form-data.ts';
import type { ChartRepos } from './chart-repos.ts';
import { idOf } from './explore-access.ts';
import { getExploreFormData } from './explore-form-data.ts';
import { getExplorePermalink } from './explore-permalink.ts';

/** Query parameters of GET /api/v1/explore/. */
export interface ExploreParams {
  permalinkKey?: string;
  formDataKey?: string;
  sliceId?: number | null;
  datasourceId?: number | null;
  datasourceType?: string;
}

/** What the explore page needs; the route turns the records into the response (docs/api.md §2.6). */
export interface ExploreContext {
  formData: Record<string, unknown>;
  chart: ChartRecord | null;
  dataset: DatasetRecord | null;
  datasourceType: string;
  /** Shown instead of the dataset when it is missing: "[Missing Dataset]". */
  missingDatasetName: string;
  message: string | null;
  chartState?: unknown;
}

/** 403 whose body is the SIP-40 error itself (Superset's SupersetSecurityException.to_dict()). */
class DatasourceAccessError extends AppError {
  override toBody(): unknown {
    return makeSupersetError('DATASOURCE_SECURITY_ACCESS_ERROR', this.message, {
      level: 'warning',
    });
  }
}

/** 302 `{"redirect": url}` for a dataset whose default endpoint replaces explore. */
class WrongEndpointError extends AppError {
  constructor(readonly redirect: string) {
    super(302, 'Redirect');
  }
  override toBody(): unknown {
    return { redirect: this.redirect };
  }
}

async function initialFormData(
  ctx: AppContext,
  repos: ChartRepos,
  p: ExploreParams,
  actor: CurrentUser | null,
) {
  if (p.permalinkKey !== undefined) {
    const value = await getExplorePermalink(ctx, repos, p.permalinkKey, actor);
    if (!value) throw new AppError(404, 'Not found');
    const formData = { ...value.state.formData };
    if (value.state.urlParams?.length)
      formData.url_params = Object.fromEntries(value.state.urlParams);
    return { formData, chartState: value.state.chartState };
  }
  if (p.formDataKey)
    return {
      formData: parseJsonObject(await getExploreFormData(ctx, repos, p.formDataKey, actor)),
    };
  return { formData: {} as Record<string, unknown> };
}

/**
 * Assembles explore's form data, chart and dataset from a permalink, a cached form-data key, a chart
 * or a dataset, in that priority (Superset's GetExploreCommand). `requestArgs` become `url_params`.
 */
export async function getExploreContext(
  ctx: AppContext,
  repos: ChartRepos,
  p: ExploreParams,
  requestArgs: Record<string, string>,
  actor: CurrentUser | null,
): Promise<ExploreContext> {
  const initial = await initialFormData(ctx, repos, p, actor);
  let formData = initial.formData;
  let message: string | null = null;
  if (Object.keys(formData).length === 0) {
    if (p.sliceId) {
      formData.slice_id = p.sliceId;
      if (p.formDataKey) message = 'Form data not found in cache, reverting to chart metadata.';
    } else if (p.datasourceId) {
      formData.datasource = `${p.datasourceId}__${p.datasourceType ?? 'table'}`;
      if (p.formDataKey) message = 'Form data not found in cache, reverting to dataset metadata.';
    }
  }
  const sliceId = idOf(formData.slice_id) ?? p.sliceId ?? null;
  const chart = sliceId ? await repos.charts.findById(sliceId) : null;
  if (sliceId && !chart && p.sliceId && p.permalinkKey === undefined && !p.formDataKey)
    throw new AppError(404, 'Chart not found');
  if (chart) formData = { ...chartFormData(chart), ...formData };
  updateTimeRange(formData);

  let datasourceId = p.datasourceId ?? null;
  let datasourceType = p.datasourceType ?? 'table';
  const uid = typeof formData.datasource === 'string' ? formData.datasource : '';
  if (uid.includes('__')) {
    const [id, type] = uid.split('__');
    datasourceId = id === 'None' ? null : idOf(id);
    datasourceType = type || 'table';
  }
  if (datasourceId === null) datasourceType = 'table';
  const dataset =
    datasourceId !== null && (datasourceType === 'table' || datasourceType === 'dataset')
      ? await ctx.datasets.findById(datasourceId)
      : null;
  if (dataset && !canAccessDataset(dataAccessOf(actor), dataset.databaseId, dataset.id)) {
    throw new DatasourceAccessError(
      403,
      `This endpoint requires the datasource ${datasetName(dataset)}, database or \`all_datasource_access\` permission`,
    );
  }
  if (!formData.viz_type && dataset?.defaultEndpoint)
    throw new WrongEndpointError(dataset.defaultEndpoint);
  formData.datasource = `${datasourceId ?? 'None'}__${datasourceType}`;
  const urlParams = { ...((formData.url_params as Record<string, unknown> | undefined) ?? {}) };
  for (const [k, v] of Object.entries(requestArgs))
    if (k !== 'form_data' && k !== 'r') urlParams[k] = v;
  formData.url_params = urlParams;
  return {
    formData,
    chart,
    dataset,
    datasourceType,
    missingDatasetName: '[Missing Dataset]',
    message,
    ...(initial.chartState !== undefined ? { chartState: initial.chartState } : {}),
  };
}
