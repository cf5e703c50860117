import type { ChartDataRequest } from '@sightline/core';
import type { BuildQueryOptions } from '../../query/types.ts';
import { buildTimeseriesQuery } from '../_timeseries/build-query.ts';
import type { EchartsTimeseriesSmoothFormData } from './form-data.ts';

/** The family's time-series query (x-axis + groupby, PP-TS post-processing). */
export function buildEchartsTimeseriesSmoothQuery(
  formData: EchartsTimeseriesSmoothFormData,
  options?: BuildQueryOptions,
): ChartDataRequest {
  return buildTimeseriesQuery(formData, options);
}
