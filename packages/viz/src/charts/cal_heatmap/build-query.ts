import type { ChartDataRequest } from '@sightline/core';
import { buildQueryContext } from '../../query/build-query-context.ts';
import type { BuildQueryOptions } from '../../query/types.ts';
import type { CalHeatmapFormData } from './form-data.ts';

/** The time grain forced by the cell granularity. */
export const SUBDOMAIN_TIME_GRAINS: Record<CalHeatmapFormData['subdomain_granularity'], string> = {
  min: 'PT1M',
  hour: 'PT1H',
  day: 'P1D',
  week: 'P1W',
  month: 'P1M',
};

/**
 * The legacy calendar query on /api/v1/chart/data: a time series (`is_timeseries`, `granularity` from
 * `granularity_sqla`) of the metrics, bucketed by the grain of `subdomain_granularity`.
 */
export function buildCalHeatmapQuery(
  formData: CalHeatmapFormData,
  _options?: BuildQueryOptions,
): ChartDataRequest {
  return buildQueryContext(formData, (base) => [
    {
      ...base,
      columns: [],
      is_timeseries: true,
      extras: {
        ...base.extras,
        time_grain_sqla: SUBDOMAIN_TIME_GRAINS[formData.subdomain_granularity],
      },
    },
  ]);
}
