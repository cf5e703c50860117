import { ensureArray, getMetricLabel } from '../labels.ts';
import type { PostProcessingFactory } from '../types.ts';
import { getXAxisLabel } from '../x-axis.ts';
import { extractExtraMetrics } from './extra-metrics.ts';

/**
 * `sort` of the x-axis by `x_axis_sort` (the x-axis itself: by index; a metric: by that column)
 * in the `x_axis_sort_asc` direction. Only without dimensions: with several series the chart
 * orders the categories itself.
 */
export const sortOperator: PostProcessingFactory = (formData) => {
  const xAxisLabel = getXAxisLabel(formData);
  const sortKey = formData.x_axis_sort;
  const ascending = formData.x_axis_sort_asc;
  const sortable = [
    xAxisLabel,
    ...ensureArray(formData.metrics).map(getMetricLabel),
    ...extractExtraMetrics(formData).map(getMetricLabel),
  ].filter(Boolean);
  if (sortKey === null || sortKey === undefined || ascending === null || ascending === undefined)
    return undefined;
  if (!sortable.includes(sortKey as string) || ensureArray(formData.groupby).length > 0)
    return undefined;
  if (sortKey === xAxisLabel)
    return { operation: 'sort', options: { is_sort_index: true, ascending } };
  return { operation: 'sort', options: { by: sortKey, ascending } };
};
