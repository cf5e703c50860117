import { ensureArray, getMetricLabel } from '../labels.ts';
import type { PostProcessingFactory } from '../types.ts';
import { getMetricOffsetsMap, isTimeComparison } from './time-comparison.ts';

function toInteger(value: unknown, fallback: number): number {
  const n = Number.parseInt(String(value), 10);
  return Number.isNaN(n) ? fallback : n;
}

/**
 * `cum {operator: 'sum'}` for `rolling_type: cumsum`; `rolling {rolling_type, window =
 * rolling_periods (1), min_periods (0)}` for sum / mean / std; over the metric columns (and their
 * offset columns during a time comparison), each mapped to itself.
 */
export const rollingWindowOperator: PostProcessingFactory = (formData, queryObject) => {
  let columns: string[];
  if (isTimeComparison(formData, queryObject)) {
    const offsets = getMetricOffsetsMap(formData, queryObject);
    columns = [...offsets.values(), ...offsets.keys()];
  } else {
    columns = ensureArray(queryObject.metrics).map(getMetricLabel);
  }
  const columnMap = Object.fromEntries(columns.map((column) => [column, column]));
  const rollingType = formData.rolling_type;
  if (rollingType === 'cumsum')
    return { operation: 'cum', options: { operator: 'sum', columns: columnMap } };
  if (rollingType === 'sum' || rollingType === 'mean' || rollingType === 'std') {
    return {
      operation: 'rolling',
      options: {
        rolling_type: rollingType,
        window: toInteger(formData.rolling_periods, 1),
        min_periods: toInteger(formData.min_periods, 0),
        columns: columnMap,
      },
    };
  }
  return undefined;
};
