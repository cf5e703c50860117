import type { ChartQueryBuilder } from '../../query/chart-query.ts';
import { buildEchartsTimeseriesSmoothQuery } from './build-query.ts';
import {
  echartsTimeseriesSmoothFormDataSchema,
  type EchartsTimeseriesSmoothFormData,
} from './form-data.ts';

/** The server-safe part of `echarts_timeseries_smooth`, served by `@sightline/viz/query`. */
export const echartsTimeseriesSmoothQuery = {
  formDataSchema: echartsTimeseriesSmoothFormDataSchema,
  buildQuery: buildEchartsTimeseriesSmoothQuery,
} satisfies ChartQueryBuilder<EchartsTimeseriesSmoothFormData>;
