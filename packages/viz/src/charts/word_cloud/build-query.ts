import type { ChartDataRequest } from '@sightline/core';
import { buildQueryContext } from '../../query/build-query-context.ts';
import type { BuildQueryOptions } from '../../query/types.ts';
import type { WordCloudFormData } from './form-data.ts';

/** One query: columns = [series], metrics = [metric], ordered by the metric descending when `sort_by_metric`. */
export function buildWordCloudQuery(
  formData: WordCloudFormData,
  _options?: BuildQueryOptions,
): ChartDataRequest {
  const { metric } = formData;
  return buildQueryContext(formData, (base) => [
    { ...base, ...(formData.sort_by_metric && metric ? { orderby: [[metric, false]] } : {}) },
  ]);
}
