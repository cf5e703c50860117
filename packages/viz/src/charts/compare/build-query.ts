import type { ChartDataRequest } from '@sightline/core';
import type { BuildQueryOptions } from '../../query/types.ts';
import { toTimeseriesFormData } from '../_nvd3/legacy-timeseries.ts';
import { buildTimeseriesQuery } from '../_timeseries/build-query.ts';
import type { CompareFormData } from './form-data.ts';

/**
 * The legacy line chart's query on /api/v1/chart/data: metrics per `__timestamp` bucket of
 * `granularity_sqla` and groupby, series limit, pivot -> rolling -> compare -> resample ->
 * contribution -> flatten. The saved form data is sent unchanged.
 */
export function buildCompareQuery(
  formData: CompareFormData,
  options?: BuildQueryOptions,
): ChartDataRequest {
  return { ...buildTimeseriesQuery(toTimeseriesFormData(formData), options), form_data: formData };
}
