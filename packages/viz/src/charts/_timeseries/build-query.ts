import type { ChartDataRequest } from '@sightline/core';
import { buildQueryContext, postProcessing } from '../../query/build-query-context.ts';
import { normalizeOrderBy } from '../../query/normalize-order-by.ts';
import { contributionOperator } from '../../query/operators/contribution-operator.ts';
import { extractExtraMetrics } from '../../query/operators/extra-metrics.ts';
import { flattenOperator } from '../../query/operators/flatten-operator.ts';
import { pivotOperator, timeComparePivotOperator } from '../../query/operators/pivot-operator.ts';
import { prophetOperator } from '../../query/operators/prophet-operator.ts';
import { renameOperator } from '../../query/operators/rename-operator.ts';
import { resampleOperator } from '../../query/operators/resample-operator.ts';
import { rollingWindowOperator } from '../../query/operators/rolling-window-operator.ts';
import { sortOperator } from '../../query/operators/sort-operator.ts';
import { timeCompareOperator } from '../../query/operators/time-compare-operator.ts';
import { isTimeComparison } from '../../query/operators/time-comparison.ts';
import type { BuildQueryOptions } from '../../query/types.ts';
import { getXAxisColumn, isXAxisSet } from '../../query/x-axis.ts';
import { hostOverrideValues, resolveAnnotationOverrides } from './annotation-overrides.ts';
import type { TimeseriesFormData } from './form-data.ts';

/**
 * The query of every ECharts time-series chart (docs/chart-types.md §4.A): columns = x-axis (a BASE_AXIS
 * column after normalisation) + groupby, series_columns = groupby, orderby normalised, time
 * offsets during a comparison, and the PP-TS chain (§3.9).
 */
export function buildTimeseriesQuery(
  formData: TimeseriesFormData,
  _options?: BuildQueryOptions,
): ChartDataRequest {
  const { groupby } = formData;
  const xAxis = getXAxisColumn(formData);
  const hasXAxis = isXAxisSet(formData) && xAxis !== undefined;
  return buildQueryContext(formData, (base) => {
    const isComparing = isTimeComparison(formData, base);
    const timeOffsets = isComparing ? formData.time_compare : [];
    return [
      {
        ...base,
        annotation_layers: resolveAnnotationOverrides(
          formData.annotation_layers,
          hostOverrideValues(formData),
        ),
        metrics: [...(base.metrics ?? []), ...extractExtraMetrics(formData)],
        columns: [...(hasXAxis ? [xAxis] : []), ...groupby],
        series_columns: groupby,
        ...(hasXAxis ? {} : { is_timeseries: true }),
        orderby: normalizeOrderBy(base).orderby,
        time_offsets: timeOffsets,
        post_processing: postProcessing(
          isComparing ? timeComparePivotOperator(formData, base) : pivotOperator(formData, base),
          rollingWindowOperator(formData, base),
          timeCompareOperator(formData, base),
          resampleOperator(formData, base),
          renameOperator(formData, base),
          contributionOperator(formData, base, timeOffsets),
          sortOperator(formData, base),
          flattenOperator(formData, base),
          prophetOperator(formData, base),
        ),
      },
    ];
  });
}
