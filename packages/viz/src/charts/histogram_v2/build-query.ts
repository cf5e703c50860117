import type { ChartDataRequest } from '@sightline/core';
import { buildQueryContext } from '../../query/build-query-context.ts';
import { getColumnLabel } from '../../query/labels.ts';
import type { BuildQueryOptions } from '../../query/types.ts';
import type { HistogramV2FormData } from './form-data.ts';

/** Raw rows of groupby + the binned column (no metrics), then the server's `histogram` step. */
export function buildHistogramV2Query(
  formData: HistogramV2FormData,
  _options?: BuildQueryOptions,
): ChartDataRequest {
  const { column, groupby } = formData;
  return buildQueryContext(formData, (base) => [
    {
      ...base,
      columns: [...groupby, ...(column ? [column] : [])],
      metrics: undefined,
      post_processing: [
        {
          operation: 'histogram',
          options: {
            column: column ? getColumnLabel(column) : null,
            groupby: groupby.map(getColumnLabel),
            bins: formData.bins,
            cumulative: formData.cumulative,
            normalize: formData.normalize,
          },
        },
      ],
    },
  ]);
}
