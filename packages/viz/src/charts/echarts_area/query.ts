import type { ChartQueryBuilder } from '../../query/chart-query.ts';
import { buildEchartsAreaQuery } from './build-query.ts';
import { echartsAreaFormDataSchema, type EchartsAreaFormData } from './form-data.ts';

/** The server-safe part of `echarts_area`, served by `@sightline/viz/query`. */
export const echartsAreaQuery = {
  formDataSchema: echartsAreaFormDataSchema,
  buildQuery: buildEchartsAreaQuery,
} satisfies ChartQueryBuilder<EchartsAreaFormData>;
