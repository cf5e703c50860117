import type { ChartQueryBuilder } from '../../query/chart-query.ts';
import { buildMixedTimeseriesQuery } from './build-query.ts';
import { mixedTimeseriesFormDataSchema, type MixedTimeseriesFormData } from './form-data.ts';

/** The server-safe part of `mixed_timeseries`, served by `@sightline/viz/query`. */
export const mixedTimeseriesQuery = {
  formDataSchema: mixedTimeseriesFormDataSchema,
  buildQuery: buildMixedTimeseriesQuery,
} satisfies ChartQueryBuilder<MixedTimeseriesFormData>;
