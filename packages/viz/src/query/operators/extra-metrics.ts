import type { MetricRef } from '@sightline/core';
import { ensureArray, getMetricLabel } from '../labels.ts';
import type { QueryFormData } from '../types.ts';

/**
 * The "Sort by" metric (`timeseries_limit_metric`) when the x-axis is sorted by it and it is not
 * already a metric: it must then be queried too, so the axis can be ordered by it.
 */
export function extractExtraMetrics(formData: QueryFormData): MetricRef[] {
  const [limitMetric] = ensureArray<MetricRef>(
    formData.timeseries_limit_metric as MetricRef | null | undefined,
  );
  const sortKey = formData.x_axis_sort;
  if (!limitMetric || getMetricLabel(limitMetric) !== sortKey) return [];
  const isMetric = ensureArray(formData.metrics).some(
    (metric) => getMetricLabel(metric) === sortKey,
  );
  return isMetric ? [] : [limitMetric];
}
