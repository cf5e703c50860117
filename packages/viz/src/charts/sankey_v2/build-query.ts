import type { ChartDataRequest, ColumnRef } from '@sightline/core';
import { buildQueryContext } from '../../query/build-query-context.ts';
import type { BuildQueryOptions } from '../../query/types.ts';
import type { SankeyV2FormData } from './form-data.ts';

/**
 * One query: columns = [source, target], metrics = [metric], ordered by the metric descending when
 * `sort_by_metric`. Superset posts the pair as the deprecated `groupby` key; `columns` is its
 * modern equivalent and the only one our server reads.
 */
export function buildSankeyV2Query(
  formData: SankeyV2FormData,
  _options?: BuildQueryOptions,
): ChartDataRequest {
  const { metric } = formData;
  const columns = [formData.source, formData.target].filter(
    (c): c is ColumnRef => c !== null && c !== undefined && c !== '',
  );
  return buildQueryContext(formData, (base) => [
    {
      ...base,
      columns,
      ...(formData.sort_by_metric && metric ? { orderby: [[metric, false]] } : {}),
    },
  ]);
}
