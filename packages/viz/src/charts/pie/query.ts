import type { ChartQueryBuilder } from '../../query/chart-query.ts';
import { buildPieQuery } from './build-query.ts';
import { pieFormDataSchema, type PieFormData } from './form-data.ts';

/** The server-safe part of `pie`, served by `@sightline/viz/query`. */
export const pieQuery = {
  formDataSchema: pieFormDataSchema,
  buildQuery: buildPieQuery,
} satisfies ChartQueryBuilder<PieFormData>;
