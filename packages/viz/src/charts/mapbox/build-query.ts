import type { ChartDataRequest, ColumnRef } from '@sightline/core';
import { buildQueryContext } from '../../query/build-query-context.ts';
import { getColumnLabel } from '../../query/labels.ts';
import type { BuildQueryOptions } from '../../query/types.ts';
import type { MapboxFormData } from './form-data.ts';

/** The COUNT(*) metric a groupby query needs when `mapbox_label` is 'count'. */
export const COUNT_METRIC = {
  expressionType: 'SQL' as const,
  sqlExpression: 'COUNT(*)',
  label: 'count',
};

/**
 * Without groupby: raw records of the sorted set {longitude, latitude, label column, radius column}.
 * With groupby: the distinct groups (which must contain those columns), plus COUNT(*) for a 'count'
 * label. Missing or inconsistent columns are reported by transformProps.
 */
export function buildMapboxQuery(
  formData: MapboxFormData,
  _options?: BuildQueryOptions,
): ChartDataRequest {
  const label = formData.mapbox_label[0];
  const radius = formData.point_radius !== 'Auto' ? formData.point_radius : undefined;
  return buildQueryContext(formData, (base) => {
    if (formData.groupby.length > 0)
      return [
        { ...base, columns: formData.groupby, metrics: label === 'count' ? [COUNT_METRIC] : [] },
      ];
    const wanted = [
      formData.all_columns_x,
      formData.all_columns_y,
      label && label !== 'count' ? label : undefined,
      radius,
    ].filter((c): c is ColumnRef => Boolean(c));
    const columns = [...new Map(wanted.map((c) => [getColumnLabel(c), c])).entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([, c]) => c);
    return [{ ...base, columns, metrics: undefined }];
  });
}
