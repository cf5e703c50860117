import type { ChartDataRequest } from '@sightline/core';
import type { BuildQueryOptions } from '../../query/types.ts';
import { buildSortedMetricQuery } from '../_categorical/build-query.ts';
import type { GaugeChartFormData } from './form-data.ts';

/** One query: columns = groupby, metrics = [metric], ordered by the metric descending when `sort_by_metric`. */
export function buildGaugeChartQuery(
  formData: GaugeChartFormData,
  _options?: BuildQueryOptions,
): ChartDataRequest {
  return buildSortedMetricQuery(formData);
}
