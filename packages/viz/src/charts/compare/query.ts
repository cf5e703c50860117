import type { ChartQueryBuilder } from '../../query/chart-query.ts';
import { buildCompareQuery } from './build-query.ts';
import { compareFormDataSchema, type CompareFormData } from './form-data.ts';

/** The server-safe part of `compare`, served by `@sightline/viz/query`. */
export const compareQuery = {
  formDataSchema: compareFormDataSchema,
  buildQuery: buildCompareQuery,
} satisfies ChartQueryBuilder<CompareFormData>;
