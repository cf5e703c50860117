import type { ChartDataRequest } from '@sightline/core';
import { buildQueryContext } from '../../query/build-query-context.ts';
import type { BuildQueryOptions } from '../../query/types.ts';
import type { RadarFormData } from './form-data.ts';

/** One query: columns = groupby, metrics, ordered descending by the sort metric (`timeseries_limit_metric`), else the first metric. */
export function buildRadarQuery(
  formData: RadarFormData,
  _options?: BuildQueryOptions,
): ChartDataRequest {
  const sortBy = formData.timeseries_limit_metric || formData.metrics[0];
  return buildQueryContext(formData, (base) => [
    { ...base, ...(sortBy ? { orderby: [[sortBy, false]] } : {}) },
  ]);
}
