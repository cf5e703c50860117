import type { ChartDataRequest } from '@sightline/core';
import { buildQueryContext } from '../../query/build-query-context.ts';
import { getColumnLabel } from '../../query/labels.ts';
import { normalizeOrderBy } from '../../query/normalize-order-by.ts';
import type { BuildQueryOptions } from '../../query/types.ts';
import { DTTM_ALIAS } from '../../query/x-axis.ts';
import { legacyAnalyticsSteps } from '../_nvd3/legacy-analytics.ts';
import type { PartitionFormData } from './form-data.ts';

/**
 * The legacy partition query ported to /api/v1/chart/data: columns = groupby (plus `__timestamp`
 * on `granularity_sqla` unless `time_series_option` is `not_time`, then `is_timeseries` with
 * series_columns = groupby), metrics, series limit and the order normalised to the sort metric or
 * the first metric; the client nests the rows level by level.
 *
 * `adv_anal` runs the legacy advanced analytics per level: query i (0 .. groupby length) has the
 * same rows, pivoted by time and the first i groupby columns (deeper rows summed, missing cells 0),
 * then resampled, rolled and contributed by the server; the client nests the levels by time.
 */
export function buildPartitionQuery(
  formData: PartitionFormData,
  _options?: BuildQueryOptions,
): ChartDataRequest {
  const isTime = formData.time_series_option !== 'not_time';
  return buildQueryContext(formData, (base) => {
    const query = {
      ...normalizeOrderBy(base),
      columns: [...(isTime ? [DTTM_ALIAS] : []), ...formData.groupby],
      ...(isTime ? { is_timeseries: true, series_columns: formData.groupby } : {}),
    };
    if (formData.time_series_option !== 'adv_anal') return [query];
    const groups = formData.groupby.map(getColumnLabel);
    return Array.from({ length: groups.length + 1 }, (_, depth) => ({
      ...query,
      post_processing: legacyAnalyticsSteps(formData, query, {
        columns: groups.slice(0, depth),
        aggregate: 'sum',
        withTimeShifts: false,
      }),
    }));
  });
}
