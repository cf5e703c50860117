export { aggregationOperator } from './aggregation-operator.ts';
export { contributionOperator } from './contribution-operator.ts';
export { extractExtraMetrics } from './extra-metrics.ts';
export { flattenOperator } from './flatten-operator.ts';
export { pivotOperator, timeComparePivotOperator } from './pivot-operator.ts';
export { prophetOperator } from './prophet-operator.ts';
export { renameOperator } from './rename-operator.ts';
export { resampleOperator } from './resample-operator.ts';
export { rollingWindowOperator } from './rolling-window-operator.ts';
export { sortOperator } from './sort-operator.ts';
export { timeCompareOperator } from './time-compare-operator.ts';
export {
  COMPARISON_TYPES,
  TIME_COMPARISON_SEPARATOR,
  getMetricOffsetsMap,
  isTimeComparison,
} from './time-comparison.ts';
