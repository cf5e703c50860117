import type { ChartDataRequest, ColumnRef } from '@sightline/core';
import { buildQueryContext } from '../../query/build-query-context.ts';
import { getColumnLabel, getMetricLabel } from '../../query/labels.ts';
import type { BuildQueryOptions, PostProcessingRule, QueryObject } from '../../query/types.ts';
import { DTTM_ALIAS } from '../../query/x-axis.ts';
import type { BoxPlotFormData } from './form-data.ts';

const PERCENTILES = /^(\d+)\/(\d+) percentiles$/;

/** The `boxplot` step of `whiskerOptions` (tukey, min/max or percentile whiskers); an unknown option is an error. */
export function boxplotOperator(
  formData: BoxPlotFormData,
  queryObject: QueryObject,
): PostProcessingRule {
  const option = formData.whiskerOptions;
  const match = PERCENTILES.exec(option);
  let whisker: { whisker_type: string; percentiles?: [number, number] };
  if (option === 'Tukey' || option === '') whisker = { whisker_type: 'tukey' };
  else if (option === 'Min/max (no outliers)') whisker = { whisker_type: 'min/max' };
  else if (match)
    whisker = { whisker_type: 'percentile', percentiles: [Number(match[1]), Number(match[2])] };
  else throw new Error(`Unsupported whisker type: ${option}`);
  return {
    operation: 'boxplot',
    options: {
      ...whisker,
      groupby: formData.groupby.map(getColumnLabel),
      metrics: (queryObject.metrics ?? []).map(getMetricLabel),
    },
  };
}

/**
 * One query: columns = distribute-across columns (temporal ones as BASE_AXIS columns with the grain;
 * legacy charts with only `granularity_sqla` use `__timestamp`) + groupby, series_columns = groupby,
 * and the `boxplot` step.
 */
export function buildBoxPlotQuery(
  formData: BoxPlotFormData,
  _options?: BuildQueryOptions,
): ChartDataRequest {
  const distribution: ColumnRef[] =
    !formData.columns.length && formData.granularity_sqla ? [DTTM_ALIAS] : [];
  const grain = formData.time_grain_sqla;
  const toAxis = (column: ColumnRef): ColumnRef =>
    typeof column === 'string' && grain && formData.temporal_columns_lookup?.[column]
      ? {
          timeGrain: grain,
          columnType: 'BASE_AXIS',
          sqlExpression: column,
          label: column,
          expressionType: 'SQL',
        }
      : column;
  return buildQueryContext(formData, (base) => [
    {
      ...base,
      columns: [...distribution, ...formData.columns, ...formData.groupby].map(toAxis),
      series_columns: formData.groupby,
      post_processing: [boxplotOperator(formData, base)],
    },
  ]);
}
