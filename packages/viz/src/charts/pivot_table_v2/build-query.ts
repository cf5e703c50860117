import type { AdhocColumn, ChartDataRequest, ColumnRef } from '@sightline/core';
import { buildQueryContext } from '../../query/build-query-context.ts';
import { getColumnLabel, removeDuplicates } from '../../query/labels.ts';
import type { BuildQueryOptions, OrderByClause } from '../../query/types.ts';
import type { PivotTableV2FormData } from './form-data.ts';

/**
 * One query (docs/chart-types.md §4.J): columns = groupbyColumns then groupbyRows, de-duplicated, a temporal
 * column becoming a BASE_AXIS column with the grain; ordered by the sort metric or the first metric
 * (`!order_desc`); `row_limit` caps the cells. The pivoting itself happens in the browser.
 */
export function buildPivotTableV2Query(
  formData: PivotTableV2FormData,
  _options?: BuildQueryOptions,
): ChartDataRequest {
  const grain = formData.extra_form_data.time_grain_sqla || formData.time_grain_sqla;
  const columns = removeDuplicates<ColumnRef>(
    [...formData.groupbyColumns, ...formData.groupbyRows],
    getColumnLabel,
  ).map((column): ColumnRef => {
    const isTemporal =
      typeof column === 'string' &&
      (formData.temporal_columns_lookup?.[column] || formData.granularity_sqla === column);
    if (!grain || !isTemporal) return column;
    const axis: AdhocColumn = {
      timeGrain: grain,
      columnType: 'BASE_AXIS',
      sqlExpression: column,
      label: column,
      expressionType: 'SQL',
    };
    return axis;
  });
  return buildQueryContext(formData, (base) => {
    const sortMetric = base.series_limit_metric ?? base.metrics?.[0];
    const orderby: OrderByClause[] | undefined = sortMetric
      ? [[sortMetric, !base.order_desc]]
      : undefined;
    return [{ ...base, columns, orderby }];
  });
}
