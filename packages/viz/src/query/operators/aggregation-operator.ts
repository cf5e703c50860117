import { ensureArray, getMetricLabel } from '../labels.ts';
import type { PostProcessingFactory } from '../types.ts';

/**
 * `aggregate` of every metric column over all rows with the operator named by `aggregation`
 * (sum, mean, min, max, median); none for LAST_VALUE (the default) or without metrics.
 */
export const aggregationOperator: PostProcessingFactory = (formData, queryObject) => {
  const aggregation = (formData.aggregation as string | null | undefined) ?? 'LAST_VALUE';
  const metrics = ensureArray(queryObject.metrics);
  if (aggregation === 'LAST_VALUE' || metrics.length === 0) return undefined;
  const aggregates = Object.fromEntries(
    metrics.map((metric) => {
      const label = getMetricLabel(metric);
      return [label, { operator: aggregation, column: label }];
    }),
  );
  return { operation: 'aggregate', options: { groupby: [], aggregates } };
};
