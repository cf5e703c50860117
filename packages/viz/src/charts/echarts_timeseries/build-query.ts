import type { ChartDataRequest } from '@sightline/core';
import type { BuildQueryOptions } from '../../query/types.ts';
import { buildTimeseriesQuery } from '../_timeseries/build-query.ts';
import type { EchartsTimeseriesFormData } from './form-data.ts';

/** The family's time-series query (x-axis + groupby, PP-TS post-processing). */
export function buildEchartsTimeseriesQuery(
  formData: EchartsTimeseriesFormData,
  options?: BuildQueryOptions,
): ChartDataRequest {
  return buildTimeseriesQuery(formData, options);
}
