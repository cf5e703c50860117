import type { ChartQueryBuilder } from '../../query/chart-query.ts';
import { buildHistogramV2Query } from './build-query.ts';
import { histogramV2FormDataSchema, type HistogramV2FormData } from './form-data.ts';

/** The server-safe part of `histogram_v2`, served by `@sightline/viz/query`. */
export const histogramV2Query = {
  formDataSchema: histogramV2FormDataSchema,
  buildQuery: buildHistogramV2Query,
} satisfies ChartQueryBuilder<HistogramV2FormData>;
