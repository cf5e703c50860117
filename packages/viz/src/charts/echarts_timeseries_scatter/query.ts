import type { ChartQueryBuilder } from '../../query/chart-query.ts';
import { buildEchartsTimeseriesScatterQuery } from './build-query.ts';
import {
  echartsTimeseriesScatterFormDataSchema,
  type EchartsTimeseriesScatterFormData,
} from './form-data.ts';

/** The server-safe part of `echarts_timeseries_scatter`, served by `@sightline/viz/query`. */
export const echartsTimeseriesScatterQuery = {
  formDataSchema: echartsTimeseriesScatterFormDataSchema,
  buildQuery: buildEchartsTimeseriesScatterQuery,
} satisfies ChartQueryBuilder<EchartsTimeseriesScatterFormData>;
