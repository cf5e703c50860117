import type { ChartDataRequest, MetricRef } from '@sightline/core';
import { buildQueryContext } from '../../query/build-query-context.ts';
import type { QueryFormData } from '../../query/types.ts';

/** Form data of a "metric by group" chart (funnel, gauge, treemap, sunburst). */
export interface SortedMetricFormData extends QueryFormData {
  metric?: MetricRef | null;
  sort_by_metric?: boolean | null;
}

/**
 * One base query (columns = groupby / columns, metrics = [metric, ...]) ordered by the primary
 * metric descending when `sort_by_metric`; no post-processing.
 */
export function buildSortedMetricQuery(formData: SortedMetricFormData): ChartDataRequest {
  const { metric } = formData;
  return buildQueryContext(formData, (base) => [
    { ...base, ...(formData.sort_by_metric && metric ? { orderby: [[metric, false]] } : {}) },
  ]);
}
