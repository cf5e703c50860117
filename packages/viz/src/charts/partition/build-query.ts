import type { ChartDataRequest } from '@sightline/core';
import { buildQueryContext } from '../../query/build-query-context.ts';
import { normalizeOrderBy } from '../../query/normalize-order-by.ts';
import type { BuildQueryOptions } from '../../query/types.ts';
import { DTTM_ALIAS } from '../../query/x-axis.ts';
import type { PartitionFormData } from './form-data.ts';

/**
 * The legacy partition query ported to /api/v1/chart/data: columns = groupby (plus `__timestamp`
 * on `granularity_sqla` unless `time_series_option` is `not_time`, then `is_timeseries` with
 * series_columns = groupby), metrics, series limit and the order normalised to the sort metric or
 * the first metric; the client nests the rows level by level.
 */
export function buildPartitionQuery(formData: PartitionFormData, _options?: BuildQueryOptions): ChartDataRequest {
  const isTime = formData.time_series_option !== 'not_time';
  return buildQueryContext(formData, (base) => [
    {
      ...normalizeOrderBy(base),
      columns: [...(isTime ? [DTTM_ALIAS] : []), ...formData.groupby],
      ...(isTime ? { is_timeseries: true, series_columns: formData.groupby } : {}),
    },
  ]);
}
