import type { ChartDataRequest } from '@sightline/core';
import { buildQueryContext, postProcessing } from '../../query/build-query-context.ts';
import { aggregationOperator } from '../../query/operators/aggregation-operator.ts';
import { flattenOperator } from '../../query/operators/flatten-operator.ts';
import { pivotOperator } from '../../query/operators/pivot-operator.ts';
import { resampleOperator } from '../../query/operators/resample-operator.ts';
import { rollingWindowOperator } from '../../query/operators/rolling-window-operator.ts';
import type { BuildQueryOptions } from '../../query/types.ts';
import { getXAxisColumn, isXAxisSet } from '../../query/x-axis.ts';
import type { BigNumberFormData } from './form-data.ts';

/**
 * Two queries (docs/chart-types.md §4.C): the trend (metric per time bucket: pivot, rolling, resample,
 * flatten) and the aggregate (`raw`: one database aggregate without columns; otherwise the
 * buckets again, pivoted and aggregated; LAST_VALUE adds no aggregate step).
 */
export function buildBigNumberQuery(
  formData: BigNumberFormData,
  _options?: BuildQueryOptions,
): ChartDataRequest {
  const xAxis = getXAxisColumn(formData);
  const timeColumn = isXAxisSet(formData) && xAxis !== undefined ? [xAxis] : [];
  const isRaw = formData.aggregation === 'raw';
  return buildQueryContext(formData, (base) => [
    {
      ...base,
      columns: [...timeColumn],
      ...(timeColumn.length ? {} : { is_timeseries: true }),
      post_processing: postProcessing(
        pivotOperator(formData, base),
        rollingWindowOperator(formData, base),
        resampleOperator(formData, base),
        flattenOperator(formData, base),
      ),
    },
    {
      ...base,
      columns: isRaw ? [] : [...timeColumn],
      is_timeseries: !isRaw,
      post_processing: isRaw
        ? []
        : postProcessing(pivotOperator(formData, base), aggregationOperator(formData, base)),
    },
  ]);
}
