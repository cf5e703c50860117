import type { ChartDataRequest, ColumnRef } from '@sightline/core';
import { queryBuilders } from '../../query-registry.ts';
import type { ChartQueryBuilder } from '../../query/chart-query.ts';
import { ensureArray } from '../../query/labels.ts';
import type { BuildQueryOptions } from '../../query/types.ts';
import type { CartodiagramFormData } from './form-data.ts';

/**
 * Delegates to the selected chart's buildQuery: its saved params with `geom_column` prepended to
 * its groupby, this chart's datasource and the dashboard's extra_form_data.
 */
export function buildCartodiagramQuery(
  formData: CartodiagramFormData,
  options?: BuildQueryOptions,
): ChartDataRequest {
  const selected = formData.selected_chart;
  if (!selected) throw new Error('Select a chart to show on the map');
  if (!formData.geom_column) throw new Error('Select the geometry column');
  if (!Object.hasOwn(queryBuilders, selected.viz_type) || selected.viz_type === 'cartodiagram')
    throw new Error(`Unsupported viz_type: ${selected.viz_type}`);
  // The table is read at call time, so the import cycle through query-registry.ts is harmless.
  const builder = queryBuilders[
    selected.viz_type as keyof typeof queryBuilders
  ] as ChartQueryBuilder;
  const groupby = [
    formData.geom_column,
    ...ensureArray<ColumnRef>(selected.params.groupby as ColumnRef[] | undefined),
  ];
  const params = {
    ...selected.params,
    viz_type: selected.viz_type,
    datasource: formData.datasource,
    groupby,
    extra_form_data: formData.extra_form_data,
  };
  return builder.buildQuery(builder.formDataSchema.parse(params), options);
}
