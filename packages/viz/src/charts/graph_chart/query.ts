import type { ChartQueryBuilder } from '../../query/chart-query.ts';
import { buildGraphChartQuery } from './build-query.ts';
import { graphChartFormDataSchema, type GraphChartFormData } from './form-data.ts';

/** The server-safe part of `graph_chart`, served by `@sightline/viz/query`. */
export const graphChartQuery = {
  formDataSchema: graphChartFormDataSchema,
  buildQuery: buildGraphChartQuery,
} satisfies ChartQueryBuilder<GraphChartFormData>;
