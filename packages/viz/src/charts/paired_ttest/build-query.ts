import type { ChartDataRequest, MetricRef } from '@sightline/core';
import { buildQueryContext } from '../../query/build-query-context.ts';
import { getMetricLabel } from '../../query/labels.ts';
import type { BuildQueryOptions, OrderByClause } from '../../query/types.ts';
import type { PairedTtestFormData } from './form-data.ts';

/**
 * The legacy time-series query of `paired_ttest`, ported to /api/v1/chart/data: metrics by the
 * `__timestamp` bucket of `granularity_sqla` and the groupby columns, the series limit, and the
 * sort metric (added to the metrics when missing) ordering descending only with `order_desc`.
 */
export function buildPairedTtestQuery(
  formData: PairedTtestFormData,
  _options?: BuildQueryOptions,
): ChartDataRequest {
  const sortBy = formData.timeseries_limit_metric ?? undefined;
  return buildQueryContext(formData, (base) => {
    const metrics: MetricRef[] = base.metrics ?? [];
    const hasSortMetric =
      sortBy !== undefined && metrics.some((m) => getMetricLabel(m) === getMetricLabel(sortBy));
    const orderby: OrderByClause[] = sortBy && formData.order_desc ? [[sortBy, false]] : [];
    return [
      {
        ...base,
        metrics: sortBy && !hasSortMetric ? [...metrics, sortBy] : metrics,
        is_timeseries: true,
        orderby,
      },
    ];
  });
}
