import type { ChartDataRequest } from '@sightline/core';
import type { BuildQueryOptions } from '../../query/types.ts';
import { buildSortedMetricQuery } from '../_categorical/build-query.ts';
import type { SunburstV2FormData } from './form-data.ts';

/** One query: columns = the hierarchy, metrics = [metric, secondary_metric?], ordered by the metric descending when `sort_by_metric`. */
export function buildSunburstV2Query(
  formData: SunburstV2FormData,
  _options?: BuildQueryOptions,
): ChartDataRequest {
  return buildSortedMetricQuery(formData);
}
