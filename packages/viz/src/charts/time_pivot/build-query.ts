import type { ChartDataRequest } from '@sightline/core';
import type { BuildQueryOptions } from '../../query/types.ts';
import { toTimeseriesFormData } from '../_nvd3/legacy-timeseries.ts';
import { buildTimeseriesQuery } from '../_timeseries/build-query.ts';
import type { TimePivotFormData } from './form-data.ts';

/** The metric per `__timestamp` bucket of `granularity_sqla` (pivot -> flatten); periods are split client-side. */
export function buildTimePivotQuery(
  formData: TimePivotFormData,
  options?: BuildQueryOptions,
): ChartDataRequest {
  const timeseries = toTimeseriesFormData(formData, {
    metrics: formData.metric ? [formData.metric] : [],
    groupby: [],
  });
  return { ...buildTimeseriesQuery(timeseries, options), form_data: formData };
}
