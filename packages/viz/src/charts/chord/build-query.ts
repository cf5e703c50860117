import type { ChartDataRequest } from '@sightline/core';
import { buildQueryContext } from '../../query/build-query-context.ts';
import { getColumnLabel, removeDuplicates } from '../../query/labels.ts';
import type { BuildQueryOptions } from '../../query/types.ts';
import type { ChordFormData } from './form-data.ts';

/**
 * The legacy chord query ported to /api/v1/chart/data: columns = [source (`groupby`), target
 * (`columns`)], metrics = [metric], ordered by the metric descending when `sort_by_metric`.
 */
export function buildChordQuery(
  formData: ChordFormData,
  _options?: BuildQueryOptions,
): ChartDataRequest {
  const { metric } = formData;
  const columns = removeDuplicates(
    [...formData.groupby.slice(0, 1), ...formData.columns.slice(0, 1)],
    getColumnLabel,
  );
  return buildQueryContext(formData, (base) => [
    {
      ...base,
      columns,
      ...(formData.sort_by_metric && metric ? { orderby: [[metric, false]] } : {}),
    },
  ]);
}
