import type { ChartDataRequest } from '@sightline/core';
import { buildQueryContext, postProcessing } from '../../query/build-query-context.ts';
import { normalizeOrderBy } from '../../query/normalize-order-by.ts';
import { flattenOperator } from '../../query/operators/flatten-operator.ts';
import { pivotOperator, timeComparePivotOperator } from '../../query/operators/pivot-operator.ts';
import { renameOperator } from '../../query/operators/rename-operator.ts';
import { resampleOperator } from '../../query/operators/resample-operator.ts';
import { rollingWindowOperator } from '../../query/operators/rolling-window-operator.ts';
import { timeCompareOperator } from '../../query/operators/time-compare-operator.ts';
import { isTimeComparison } from '../../query/operators/time-comparison.ts';
import type { BuildQueryOptions, QueryObject } from '../../query/types.ts';
import { getXAxisColumn, isXAxisSet } from '../../query/x-axis.ts';
import type { TimeseriesFormData } from '../_timeseries/form-data.ts';
import { QUERY_B_SUFFIX, type MixedTimeseriesFormData } from './form-data.ts';
import {
  hostOverrideValues,
  resolveAnnotationOverrides,
} from '../_timeseries/annotation-overrides.ts';

/** The two halves of a mixed chart. */
export type MixedQuery = 'A' | 'B';

/**
 * The form data of one query: A drops every `_b` key; B takes the `_b` keys with the suffix
 * stripped over the others, so shared keys (`x_axis`, `time_grain_sqla`, dashboard filters) apply to both.
 */
export function getQueryFormData(
  formData: Record<string, unknown>,
  query: MixedQuery,
): TimeseriesFormData {
  const entries = Object.entries(formData);
  const own = entries.filter(([key]) => !key.endsWith(QUERY_B_SUFFIX));
  const suffixed =
    query === 'B'
      ? entries
          .filter(([key]) => key.endsWith(QUERY_B_SUFFIX))
          .map(([key, value]) => [key.slice(0, -QUERY_B_SUFFIX.length), value])
      : [];
  return Object.fromEntries([...own, ...suffixed]) as TimeseriesFormData;
}

function buildHalfQuery(formData: TimeseriesFormData, withAnnotations: boolean): QueryObject[] {
  const xAxis = getXAxisColumn(formData);
  const hasXAxis = isXAxisSet(formData) && xAxis !== undefined;
  return buildQueryContext(formData, (base) => {
    const query: QueryObject = {
      ...base,
      columns: [...(hasXAxis ? [xAxis] : []), ...formData.groupby],
      series_columns: formData.groupby,
      ...(hasXAxis ? {} : { is_timeseries: true }),
    };
    const isComparing = isTimeComparison(formData, base);
    return [
      {
        ...query,
        // Annotations are computed once, with query A (the transform draws them from its result).
        annotation_layers: withAnnotations
          ? resolveAnnotationOverrides(formData.annotation_layers, hostOverrideValues(formData))
          : [],
        orderby: normalizeOrderBy(base).orderby,
        time_offsets: isComparing ? formData.time_compare : [],
        post_processing: postProcessing(
          isComparing ? timeComparePivotOperator(formData, base) : pivotOperator(formData, base),
          rollingWindowOperator(formData, query),
          timeCompareOperator(formData, query),
          resampleOperator(formData, query),
          renameOperator(formData, query),
          flattenOperator(formData, query),
        ),
      },
    ];
  }).queries;
}

/**
 * Two query objects in one request (docs/chart-types.md §4.B): each half is the family's time-series
 * query (x-axis + its groupby, its own filters, limits and advanced analytics) without
 * contribution, sort or forecast steps.
 */
export function buildMixedTimeseriesQuery(
  formData: MixedTimeseriesFormData,
  _options?: BuildQueryOptions,
): ChartDataRequest {
  const context = buildQueryContext(formData, () => []);
  return {
    ...context,
    queries: [
      ...buildHalfQuery(getQueryFormData(formData, 'A'), true),
      ...buildHalfQuery(getQueryFormData(formData, 'B'), false),
    ],
  };
}
