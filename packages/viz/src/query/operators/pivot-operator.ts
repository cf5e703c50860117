import { ensureArray, getColumnLabel, getMetricLabel } from '../labels.ts';
import type { PostProcessingFactory } from '../types.ts';
import { getXAxisLabel } from '../x-axis.ts';
import { extractExtraMetrics } from './extra-metrics.ts';
import { getMetricOffsetsMap, isTimeComparison } from './time-comparison.ts';

// Every cell is one value, so "mean" only places it; unlike "sum" it keeps NaN as missing.
const meanOf = (labels: string[]) =>
  Object.fromEntries(labels.map((label) => [label, { operator: 'mean' }]));

/**
 * `pivot` to one column per metric and dimension values, indexed by the x-axis; needs an x-axis
 * and at least one metric (the x-axis sort metric counts).
 */
export const pivotOperator: PostProcessingFactory = (formData, queryObject) => {
  const metricLabels = [...ensureArray(queryObject.metrics), ...extractExtraMetrics(formData)].map(
    getMetricLabel,
  );
  const xAxisLabel = getXAxisLabel(formData);
  if (!xAxisLabel || metricLabels.length === 0) return undefined;
  return {
    operation: 'pivot',
    options: {
      index: [xAxisLabel],
      columns: ensureArray(queryObject.series_columns || queryObject.columns).map(getColumnLabel),
      aggregates: meanOf(metricLabels),
      drop_missing_columns: !formData.show_empty_columns,
    },
  };
};

/** The `pivot` used instead of pivotOperator during a time comparison: it also pivots `<metric>__<offset>` columns. */
export const timeComparePivotOperator: PostProcessingFactory = (formData, queryObject) => {
  const xAxisLabel = getXAxisLabel(formData);
  if (!xAxisLabel || !isTimeComparison(formData, queryObject)) return undefined;
  const offsets = getMetricOffsetsMap(formData, queryObject);
  return {
    operation: 'pivot',
    options: {
      index: [xAxisLabel],
      columns: ensureArray(queryObject.series_columns || queryObject.columns).map(getColumnLabel),
      drop_missing_columns: !formData.show_empty_columns,
      aggregates: meanOf([...new Set([...offsets.values(), ...offsets.keys()])]),
    },
  };
};
