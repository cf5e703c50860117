import type { ChartDataRequest } from '@sightline/core';
import { buildQueryContext } from '../../query/build-query-context.ts';
import type { BuildQueryOptions } from '../../query/types.ts';
import type { WorldMapFormData } from './form-data.ts';

/**
 * One query: columns = [entity], metrics = [metric, secondary_metric?], ordered by the metric
 * descending when `sort_by_metric`. Country codes are resolved in transformProps.
 */
export function buildWorldMapQuery(
  formData: WorldMapFormData,
  _options?: BuildQueryOptions,
): ChartDataRequest {
  const { metric, entity } = formData;
  return buildQueryContext(formData, (base) => [
    {
      ...base,
      columns: entity ? [entity] : [],
      ...(formData.sort_by_metric && metric ? { orderby: [[metric, false]] } : {}),
    },
  ]);
}
