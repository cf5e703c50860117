import type { ChartQueryBuilder } from '../../query/chart-query.ts';
import { buildEchartsTimeseriesBarQuery } from './build-query.ts';
import {
  echartsTimeseriesBarFormDataSchema,
  migrateLegacyBarFormData,
  type EchartsTimeseriesBarFormData,
} from './form-data.ts';

/** The server-safe part of `echarts_timeseries_bar`, served by `@sightline/viz/query`. */
export const echartsTimeseriesBarQuery = {
  formDataSchema: echartsTimeseriesBarFormDataSchema,
  buildQuery: buildEchartsTimeseriesBarQuery,
  migrateFormData: migrateLegacyBarFormData,
} satisfies ChartQueryBuilder<EchartsTimeseriesBarFormData>;
