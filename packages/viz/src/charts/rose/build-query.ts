import type { ChartDataRequest } from '@sightline/core';
import { buildQueryContext } from '../../query/build-query-context.ts';
import { getColumnLabel } from '../../query/labels.ts';
import { normalizeOrderBy } from '../../query/normalize-order-by.ts';
import type { BuildQueryOptions } from '../../query/types.ts';
import { DTTM_ALIAS } from '../../query/x-axis.ts';
import {
  hasLegacyAnalytics,
  legacyAnalyticsSteps,
  toModernAnalytics,
} from '../_nvd3/legacy-analytics.ts';
import type { RoseFormData } from './form-data.ts';

/**
 * The legacy NVD3 time-series query ported to /api/v1/chart/data: columns = [`__timestamp` (the
 * `granularity_sqla` column at `time_grain_sqla`), ...groupby], `is_timeseries`, series_columns =
 * groupby with the series limit, order normalised; the client reshapes the long rows into slices.
 * With legacy advanced analytics the server pivots the rows by time × groupby and applies them
 * (resample, rolling, contribution, time shifts as `time_offsets` and their comparison).
 */
export function buildRoseQuery(
  formData: RoseFormData,
  _options?: BuildQueryOptions,
): ChartDataRequest {
  return buildQueryContext(formData, (base) => {
    const query = {
      ...normalizeOrderBy(base),
      columns: [DTTM_ALIAS, ...formData.groupby],
      is_timeseries: true,
      series_columns: formData.groupby,
    };
    if (!hasLegacyAnalytics(formData)) return [query];
    const columns = formData.groupby.map(getColumnLabel);
    return [
      {
        ...query,
        time_offsets: toModernAnalytics(formData).time_compare as string[],
        post_processing: legacyAnalyticsSteps(formData, query, {
          columns,
          aggregate: 'mean',
          withTimeShifts: true,
        }),
      },
    ];
  });
}
