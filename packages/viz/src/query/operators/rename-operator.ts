import { ensureArray, getMetricLabel } from '../labels.ts';
import type { PostProcessingFactory } from '../types.ts';
import { getXAxisLabel } from '../x-axis.ts';
import {
  TIME_COMPARISON_SEPARATOR,
  getMetricOffsetsMap,
  isTimeComparison,
} from './time-comparison.ts';

const DERIVED_COMPARISONS: readonly unknown[] = ['difference', 'percentage', 'ratio'];

/**
 * `rename` on header level 0 before `flatten`, so series names carry only what distinguishes them:
 * with a time comparison each offset column becomes `<offset>` (or `<metric>, <offset>` with
 * several metrics); otherwise, with one metric, dimensions (or several offsets) and
 * `truncate_metric`, the metric name is blanked (`{<metric>: null}`).
 */
export const renameOperator: PostProcessingFactory = (formData, queryObject) => {
  const metrics = ensureArray(queryObject.metrics);
  const columns = ensureArray(queryObject.series_columns || queryObject.columns);
  const offsets = ensureArray(formData.time_compare as string | string[] | null | undefined);
  const isComparing = isTimeComparison(formData, queryObject);
  const isTruncating =
    (columns.length > 0 || offsets.length > 1) && Boolean(formData.truncate_metric);
  if (metrics.length === 0 || !getXAxisLabel(formData) || !(isComparing || isTruncating))
    return undefined;

  const pairs: [string, string | null][] = [];
  if (isComparing) {
    for (const [metricWithOffset, metric] of getMetricOffsetsMap(formData, queryObject)) {
      const offset = offsets.find((o) => metricWithOffset.includes(o)) ?? '';
      const source =
        formData.comparison_type === 'values'
          ? metricWithOffset
          : [formData.comparison_type, metric, metricWithOffset].join(TIME_COMPARISON_SEPARATOR);
      pairs.push([source, metrics.length > 1 ? `${metric}, ${offset}` : offset]);
    }
  }
  if (
    !DERIVED_COMPARISONS.includes(formData.comparison_type) &&
    metrics.length === 1 &&
    pairs.length === 0
  ) {
    pairs.push([getMetricLabel(metrics[0]), null]);
  }
  if (pairs.length === 0) return undefined;
  return {
    operation: 'rename',
    options: { columns: Object.fromEntries(pairs), level: 0, inplace: true },
  };
};
