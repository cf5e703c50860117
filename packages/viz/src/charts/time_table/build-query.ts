import type { ChartDataRequest } from '@sightline/core';
import { buildQueryContext } from '../../query/build-query-context.ts';
import type { BuildQueryOptions } from '../../query/types.ts';
import type { TimeTableFormData } from './form-data.ts';

/**
 * The legacy time-series query of `time_table`, ported to /api/v1/chart/data: metrics by the
 * `__timestamp` bucket of `granularity_sqla` (and the one groupby column), ordered by the first
 * metric (`!order_desc`). Grouped tables show one metric, so only the first is queried then.
 */
export function buildTimeTableQuery(
  formData: TimeTableFormData,
  _options?: BuildQueryOptions,
): ChartDataRequest {
  return buildQueryContext(formData, (base) => {
    const metrics =
      formData.groupby.length > 0 ? (base.metrics ?? []).slice(0, 1) : (base.metrics ?? []);
    return [
      {
        ...base,
        columns: formData.groupby.slice(0, 1),
        metrics,
        is_timeseries: true,
        orderby: metrics.length ? [[metrics[0], !base.order_desc]] : [],
      },
    ];
  });
}
