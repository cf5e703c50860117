import type { ChartDataRequest } from '@sightline/core';
import type { BuildQueryOptions } from '../../query/types.ts';
import { buildSortedMetricQuery } from '../_categorical/build-query.ts';
import type { FunnelFormData } from './form-data.ts';

/** One query: columns = groupby (the stages), metrics = [metric], ordered by the metric descending when `sort_by_metric`. */
export function buildFunnelQuery(
  formData: FunnelFormData,
  _options?: BuildQueryOptions,
): ChartDataRequest {
  return buildSortedMetricQuery(formData);
}
