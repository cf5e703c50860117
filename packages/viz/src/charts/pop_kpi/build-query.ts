import type { ChartDataRequest } from '@sightline/core';
import { buildQueryContext, postProcessing } from '../../query/build-query-context.ts';
import { ensureArray } from '../../query/labels.ts';
import { timeCompareOperator } from '../../query/operators/time-compare-operator.ts';
import { isTimeComparison } from '../../query/operators/time-comparison.ts';
import type { BuildQueryOptions } from '../../query/types.ts';
import type { PopKpiFormData } from './form-data.ts';

/** The query time offset of the chosen shift: the custom start date, `inherit`, or the shift itself. */
export function getPopTimeOffset(
  formData: Pick<PopKpiFormData, 'time_compare' | 'start_date_offset'>,
): string | undefined {
  const [shift] = ensureArray(formData.time_compare);
  if (shift === 'custom') return formData.start_date_offset ?? undefined;
  return shift || undefined;
}

/**
 * One query (docs/chart-types.md §4.C): the metric over the filtered range, `time_offsets` = the chosen
 * shift so the server adds `<metric>__<offset>`, and `compare` when the comparison type asks.
 */
export function buildPopKpiQuery(
  formData: PopKpiFormData,
  _options?: BuildQueryOptions,
): ChartDataRequest {
  const offset = getPopTimeOffset(formData);
  // The shifted column is named after the resolved offset (the custom date), not after "custom".
  const resolved = { ...formData, time_compare: offset ? [offset] : [] };
  return buildQueryContext(formData, (base) => [
    {
      ...base,
      ...(formData.cols ? { groupby: formData.cols } : {}),
      post_processing: postProcessing(timeCompareOperator(resolved, base)),
      time_offsets: isTimeComparison(resolved, base) && offset ? [offset] : [],
    },
  ]);
}
