import type { ChartDataRequest, MetricRef } from '@sightline/core';
import { buildQueryContext } from '../../query/build-query-context.ts';
import { getColumnLabel, getMetricLabel, removeDuplicates } from '../../query/labels.ts';
import { normalizeOrderBy } from '../../query/normalize-order-by.ts';
import type { BuildQueryOptions } from '../../query/types.ts';
import type { BubbleFormData } from './form-data.ts';

/**
 * The legacy bubble query on /api/v1/chart/data: columns = [entity, series when different],
 * metrics = [size, x, y] (the legacy order), ordered by the first of them like the legacy
 * query, `limit` as the row limit (not a series limit).
 */
export function buildBubbleQuery(
  formData: BubbleFormData,
  _options?: BuildQueryOptions,
): ChartDataRequest {
  const { entity, series } = formData;
  const columns = entity
    ? [entity, ...(series && getColumnLabel(series) !== getColumnLabel(entity) ? [series] : [])]
    : [];
  const metrics = removeDuplicates(
    [formData.size, formData.x, formData.y].filter(
      (m): m is MetricRef => m !== null && m !== undefined,
    ),
    getMetricLabel,
  );
  return buildQueryContext(formData, (base) => [
    {
      ...base,
      columns,
      metrics,
      orderby: normalizeOrderBy({ ...base, metrics }).orderby,
      row_limit: formData.limit ?? undefined,
      series_limit: 0,
    },
  ]);
}
