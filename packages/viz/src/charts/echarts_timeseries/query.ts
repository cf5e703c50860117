import type { ChartQueryBuilder } from '../../query/chart-query.ts';
import { buildEchartsTimeseriesQuery } from './build-query.ts';
import { echartsTimeseriesFormDataSchema, type EchartsTimeseriesFormData } from './form-data.ts';

/** The server-safe part of `echarts_timeseries`, served by `@sightline/viz/query`. */
export const echartsTimeseriesQuery = {
  formDataSchema: echartsTimeseriesFormDataSchema,
  buildQuery: buildEchartsTimeseriesQuery,
} satisfies ChartQueryBuilder<EchartsTimeseriesFormData>;
