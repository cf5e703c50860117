import type { ChartQueryBuilder } from '../../query/chart-query.ts';
import { buildGaugeChartQuery } from './build-query.ts';
import { gaugeChartFormDataSchema, type GaugeChartFormData } from './form-data.ts';

/** The server-safe part of `gauge_chart`, served by `@sightline/viz/query`. */
export const gaugeChartQuery = {
  formDataSchema: gaugeChartFormDataSchema,
  buildQuery: buildGaugeChartQuery,
} satisfies ChartQueryBuilder<GaugeChartFormData>;
