import type { ChartDataRequest } from '@sightline/core';
import type { BuildQueryOptions } from '../../query/types.ts';
import { buildSortedMetricQuery } from '../_categorical/build-query.ts';
import type { TreemapV2FormData } from './form-data.ts';

/** One query: columns = groupby (the hierarchy), metrics = [metric], ordered by the metric descending when `sort_by_metric`. */
export function buildTreemapV2Query(
  formData: TreemapV2FormData,
  _options?: BuildQueryOptions,
): ChartDataRequest {
  return buildSortedMetricQuery(formData);
}
