import type { ChartDataRequest } from '@sightline/core';
import { buildQueryContext } from '../../query/build-query-context.ts';
import { getMetricLabel } from '../../query/labels.ts';
import type { BuildQueryOptions } from '../../query/types.ts';
import type { PieFormData } from './form-data.ts';

/** Suffix of the share column the `contribution` step adds next to the metric. */
export const CONTRIBUTION_SUFFIX = '__contribution';

/**
 * One query: columns = groupby, metrics = [metric], ordered by the metric descending when
 * `sort_by_metric`, and a `contribution` step so each row also carries its share.
 */
export function buildPieQuery(
  formData: PieFormData,
  _options?: BuildQueryOptions,
): ChartDataRequest {
  const { metric } = formData;
  return buildQueryContext(formData, (base) => [
    {
      ...base,
      ...(formData.sort_by_metric && metric ? { orderby: [[metric, false]] } : {}),
      post_processing: metric
        ? [
            {
              operation: 'contribution',
              options: {
                columns: [getMetricLabel(metric)],
                rename_columns: [`${getMetricLabel(metric)}${CONTRIBUTION_SUFFIX}`],
              },
            },
          ]
        : [],
    },
  ]);
}
