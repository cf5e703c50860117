import type { ChartDataRequest } from '@sightline/core';
import { buildQueryContext } from '../../query/build-query-context.ts';
import type { BuildQueryOptions } from '../../query/types.ts';
import type { GraphChartFormData } from './form-data.ts';

/** The base query with `source`, `target`, `source_category`, `target_category` gathered into columns (in that order) and metrics = [metric]. */
export function buildGraphChartQuery(
  formData: GraphChartFormData,
  _options?: BuildQueryOptions,
): ChartDataRequest {
  return buildQueryContext(formData, {
    queryFields: {
      source: 'columns',
      target: 'columns',
      source_category: 'columns',
      target_category: 'columns',
    },
  });
}
