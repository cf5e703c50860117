import type { ChartDataRequest } from '@sightline/core';
import { buildQueryContext } from '../../query/build-query-context.ts';
import { normalizeOrderBy } from '../../query/normalize-order-by.ts';
import type { BuildQueryOptions } from '../../query/types.ts';
import { DTTM_ALIAS } from '../../query/x-axis.ts';
import type { RoseFormData } from './form-data.ts';

/**
 * The legacy NVD3 time-series query ported to /api/v1/chart/data: columns = [`__timestamp` (the
 * `granularity_sqla` column at `time_grain_sqla`), ...groupby], `is_timeseries`, series_columns =
 * groupby with the series limit, order normalised; the client reshapes the long rows into slices.
 */
export function buildRoseQuery(formData: RoseFormData, _options?: BuildQueryOptions): ChartDataRequest {
  return buildQueryContext(formData, (base) => [
    { ...normalizeOrderBy(base), columns: [DTTM_ALIAS, ...formData.groupby], is_timeseries: true, series_columns: formData.groupby },
  ]);
}
