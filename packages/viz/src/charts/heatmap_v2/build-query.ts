import type { ChartDataRequest, ColumnRef } from '@sightline/core';
import { buildQueryContext } from '../../query/build-query-context.ts';
import { ensureArray, getColumnLabel, getMetricLabel } from '../../query/labels.ts';
import type { BuildQueryOptions, OrderByClause } from '../../query/types.ts';
import { getXAxisColumn } from '../../query/x-axis.ts';
import type { HeatmapV2FormData } from './form-data.ts';

/**
 * One query: columns = [x axis (BASE_AXIS after normalisation), y column], metrics = [metric],
 * orderby from `sort_x_axis` / `sort_y_axis` (alpha_* by the axis column, value_* by the metric),
 * and a `rank` step grouped by x, y or nothing per `normalize_across`.
 */
export function buildHeatmapV2Query(
  formData: HeatmapV2FormData,
  _options?: BuildQueryOptions,
): ChartDataRequest {
  const metric = formData.metric ? getMetricLabel(formData.metric) : '';
  const yColumns = ensureArray<ColumnRef>(formData.groupby);
  const columns = [...ensureArray(getXAxisColumn(formData)), ...yColumns];
  const orderby: OrderByClause[] = [];
  const sortClause = (sort: string | null | undefined, column: ColumnRef | undefined) => {
    if (sort && column !== undefined)
      orderby.push([
        sort.includes('value') ? metric : column,
        sort.includes('asc'),
      ] as OrderByClause);
  };
  sortClause(formData.sort_x_axis, columns[0]);
  sortClause(formData.sort_y_axis, columns[1]);
  const groupBy =
    formData.normalize_across === 'x' && formData.x_axis
      ? getColumnLabel(formData.x_axis)
      : formData.normalize_across === 'y' && yColumns[0]
        ? getColumnLabel(yColumns[0])
        : undefined;
  return buildQueryContext(formData, (base) => [
    {
      ...base,
      columns,
      orderby,
      post_processing: [
        { operation: 'rank', options: { metric, ...(groupBy ? { group_by: groupBy } : {}) } },
      ],
    },
  ]);
}
