import type { PostProcessingRule, QueryFormData, QueryObject } from '../types.ts';

/** `contribution {orientation: contributionMode, time_shifts}` when a contribution mode (row / column) is chosen. */
export function contributionOperator(
  formData: QueryFormData,
  _queryObject: QueryObject,
  timeShifts: string[] = [],
): PostProcessingRule | undefined {
  if (!formData.contributionMode) return undefined;
  return {
    operation: 'contribution',
    options: { orientation: formData.contributionMode, time_shifts: timeShifts },
  };
}
