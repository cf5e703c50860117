import type { ChartQueryBuilder } from '../../query/chart-query.ts';
import { buildRoseQuery } from './build-query.ts';
import { roseFormDataSchema, type RoseFormData } from './form-data.ts';

/** The server-safe part of `rose`, served by `@sightline/viz/query`. */
export const roseQuery = {
  formDataSchema: roseFormDataSchema,
  buildQuery: buildRoseQuery,
} satisfies ChartQueryBuilder<RoseFormData>;
