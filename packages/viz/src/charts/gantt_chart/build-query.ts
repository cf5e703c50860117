import type { ChartDataRequest, ColumnRef } from '@sightline/core';
import { buildQueryContext } from '../../query/build-query-context.ts';
import { getColumnLabel, removeDuplicates } from '../../query/labels.ts';
import type { BuildQueryOptions } from '../../query/types.ts';
import type { GanttChartFormData } from './form-data.ts';

const isSet = (column: ColumnRef | null | undefined): column is ColumnRef =>
  column !== null && column !== undefined && column !== '';

/**
 * One raw-ish query (every row is one bar): columns = start, end, y-axis, series, tooltip columns and
 * the order-by columns (de-duplicated), metrics = tooltip metrics, orderby = `order_by_cols`,
 * series_columns = [series].
 */
export function buildGanttChartQuery(
  formData: GanttChartFormData,
  _options?: BuildQueryOptions,
): ChartDataRequest {
  const series = isSet(formData.series) ? [formData.series] : [];
  return buildQueryContext(formData, (base) => {
    const orderby = base.orderby ?? [];
    const columns = removeDuplicates(
      [
        formData.start_time,
        formData.end_time,
        formData.y_axis,
        ...series,
        ...formData.tooltip_columns,
        ...orderby.map(([column]) => column as ColumnRef),
      ].filter(isSet),
      getColumnLabel,
    );
    return [
      { ...base, columns, metrics: formData.tooltip_metrics, orderby, series_columns: series },
    ];
  });
}
