import type { PostProcessingFactory } from '../types.ts';
import { getMetricOffsetsMap, isTimeComparison } from './time-comparison.ts';

/** `compare` of every metric with its offset column, for comparison types other than `values`; the originals are dropped. */
export const timeCompareOperator: PostProcessingFactory = (formData, queryObject) => {
  if (!isTimeComparison(formData, queryObject) || formData.comparison_type === 'values')
    return undefined;
  const offsets = getMetricOffsetsMap(formData, queryObject);
  return {
    operation: 'compare',
    options: {
      source_columns: [...offsets.values()],
      compare_columns: [...offsets.keys()],
      compare_type: formData.comparison_type,
      drop_original_columns: true,
    },
  };
};
