import type { ChartDataRequest } from '@sightline/core';
import { buildQueryContext } from '../../query/build-query-context.ts';
import type { BuildQueryOptions } from '../../query/types.ts';
import type { HorizonFormData } from './form-data.ts';

/**
 * The legacy NVD3 time-series query on /api/v1/chart/data: `is_timeseries` with `granularity` from
 * `granularity_sqla` (the server adds the `__timestamp` bucket), columns = groupby, metrics, series
 * limit. Rows come back long (one per time and group); transformProps reshapes them into series.
 */
export function buildHorizonQuery(
  formData: HorizonFormData,
  _options?: BuildQueryOptions,
): ChartDataRequest {
  return buildQueryContext(formData, (base) => [{ ...base, is_timeseries: true }]);
}
