import type { ChartDataRequest } from '@sightline/core';
import { buildQueryContext } from '../../query/build-query-context.ts';
import { getMetricLabel } from '../../query/labels.ts';
import type { BuildQueryOptions } from '../../query/types.ts';
import type { ParaFormData } from './form-data.ts';

/**
 * The legacy parallel-coordinates query ported to /api/v1/chart/data: columns = [series], metrics =
 * metrics + secondary_metric, plus the sort metric when missing; ordered by the sort metric
 * descending only when `order_desc` (the legacy server ignored the ascending case).
 */
export function buildParaQuery(
  formData: ParaFormData,
  _options?: BuildQueryOptions,
): ChartDataRequest {
  const sortBy = formData.timeseries_limit_metric;
  return buildQueryContext(formData, (base) => {
    const metrics = base.metrics ?? [];
    const hasSort = sortBy !== null && sortBy !== undefined && sortBy !== '';
    const withSort =
      hasSort && !metrics.some((m) => getMetricLabel(m) === getMetricLabel(sortBy))
        ? [...metrics, sortBy]
        : metrics;
    return [
      {
        ...base,
        metrics: withSort,
        ...(hasSort && formData.order_desc ? { orderby: [[sortBy, false]] } : {}),
      },
    ];
  });
}
