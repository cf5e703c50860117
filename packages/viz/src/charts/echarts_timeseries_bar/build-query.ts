import type { ChartDataRequest } from '@sightline/core';
import type { BuildQueryOptions } from '../../query/types.ts';
import { buildTimeseriesQuery } from '../_timeseries/build-query.ts';
import type { EchartsTimeseriesBarFormData } from './form-data.ts';

/** The family's time-series query; its `sort` step orders a single series' bars by `x_axis_sort`. */
export function buildEchartsTimeseriesBarQuery(
  formData: EchartsTimeseriesBarFormData,
  options?: BuildQueryOptions,
): ChartDataRequest {
  return buildTimeseriesQuery(formData, options);
}
