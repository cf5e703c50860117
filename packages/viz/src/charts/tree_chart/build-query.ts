import type { ChartDataRequest } from '@sightline/core';
import { buildQueryContext } from '../../query/build-query-context.ts';
import type { BuildQueryOptions } from '../../query/types.ts';
import type { TreeChartFormData } from './form-data.ts';

/** The base query with `id`, `parent`, `name` gathered into columns (in that order) and the optional metric; no post-processing. */
export function buildTreeChartQuery(
  formData: TreeChartFormData,
  _options?: BuildQueryOptions,
): ChartDataRequest {
  return buildQueryContext(formData, {
    queryFields: { id: 'columns', parent: 'columns', name: 'columns' },
  });
}
