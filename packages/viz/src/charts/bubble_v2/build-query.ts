import type { ChartDataRequest } from '@sightline/core';
import { buildQueryContext } from '../../query/build-query-context.ts';
import type { BuildQueryOptions } from '../../query/types.ts';
import type { BubbleV2FormData } from './form-data.ts';

/**
 * One query (docs/chart-types.md §4.F): columns = [entity, series], metrics = [x, y, size] (the base
 * builder's aliases), ordered by the first sort metric when one is set.
 */
export function buildBubbleV2Query(
  formData: BubbleV2FormData,
  _options?: BuildQueryOptions,
): ChartDataRequest {
  const columns = [formData.entity, formData.series].filter(
    (c): c is NonNullable<typeof c> => c !== null && c !== undefined && c !== '',
  );
  const [sortMetric] = formData.orderby;
  // `orderby` holds a metric here, not `[column, ascending]` pairs, so the base builder must not read it.
  const request = buildQueryContext({ ...formData, orderby: undefined }, (base) => [
    {
      ...base,
      columns,
      orderby: sortMetric !== undefined ? [[sortMetric, !formData.order_desc]] : undefined,
    },
  ]);
  return { ...request, form_data: formData };
}
