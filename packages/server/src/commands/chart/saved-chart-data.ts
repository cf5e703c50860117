import { chartDataRequestSchema, parseJson, type ChartDataRequest } from '@sightline/core';
import { buildChartDataRequest } from '@sightline/viz/query';
import { AppError } from '../../errors.ts';
import type { CurrentUser } from '../../security/current-user.ts';
import { visibleChart } from './chart-access.ts';
import type { ChartRepos } from './chart-repos.ts';
import { marshmallowErrors } from '../marshmallow-errors.ts';

/**
 * A chart saved without a query context (imported from an older export, or written through the API
 * with params only) is built from its params with the chart type's buildQuery, as the browser would.
 */
function fromParams(params: string | null): Record<string, unknown> | null {
  try {
    const formData = params ? (parseJson(params) as Record<string, unknown>) : null;
    if (!formData || typeof formData.viz_type !== 'string') return null;
    return buildChartDataRequest(formData) as unknown as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** Query-string overrides of GET /api/v1/chart/<pk>/data/. */
export interface SavedChartDataArgs {
  format?: string;
  type?: string;
  force?: string;
}

/**
 * The chart-data request of a saved chart (GET /api/v1/chart/<pk>/data/, docs/api.md §2.3): its stored
 * query context with `format`, `type` and `force` from the URL. 404 when the chart is invisible, 400
 * when it has no (valid) query context.
 */
export async function savedChartDataRequest(
  repos: ChartRepos,
  id: number,
  args: SavedChartDataArgs,
  actor: CurrentUser | null,
): Promise<ChartDataRequest> {
  const chart = await visibleChart(repos, id, actor);
  let saved: unknown;
  try {
    saved = chart.queryContext ? parseJson(chart.queryContext) : null;
  } catch {
    saved = null;
  }
  if (!saved || typeof saved !== 'object' || Array.isArray(saved)) saved = fromParams(chart.params);
  if (!saved)
    throw new AppError(400, 'Chart has no query context saved. Please save the chart again.');
  const body = {
    ...(saved as Record<string, unknown>),
    result_format: args.format || 'json',
    result_type: args.type || 'full',
    force: args.force === 'true' || args.force === '1',
  };
  const parsed = chartDataRequestSchema.safeParse(body);
  if (!parsed.success)
    throw new AppError(
      400,
      `Request is incorrect: ${JSON.stringify(marshmallowErrors(parsed.error))}`,
    );
  return parsed.data;
}
