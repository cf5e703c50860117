import type { ChartQueryBuilder } from '../../query/chart-query.ts';
import { buildEchartsTimeseriesLineQuery } from './build-query.ts';
import {
  echartsTimeseriesLineFormDataSchema,
  type EchartsTimeseriesLineFormData,
} from './form-data.ts';

/** The server-safe part of `echarts_timeseries_line`, served by `@sightline/viz/query`. */
export const echartsTimeseriesLineQuery = {
  formDataSchema: echartsTimeseriesLineFormDataSchema,
  buildQuery: buildEchartsTimeseriesLineQuery,
} satisfies ChartQueryBuilder<EchartsTimeseriesLineFormData>;
