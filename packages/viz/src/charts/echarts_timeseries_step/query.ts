import type { ChartQueryBuilder } from '../../query/chart-query.ts';
import { buildEchartsTimeseriesStepQuery } from './build-query.ts';
import {
  echartsTimeseriesStepFormDataSchema,
  type EchartsTimeseriesStepFormData,
} from './form-data.ts';

/** The server-safe part of `echarts_timeseries_step`, served by `@sightline/viz/query`. */
export const echartsTimeseriesStepQuery = {
  formDataSchema: echartsTimeseriesStepFormDataSchema,
  buildQuery: buildEchartsTimeseriesStepQuery,
} satisfies ChartQueryBuilder<EchartsTimeseriesStepFormData>;
