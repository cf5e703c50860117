import type { ChartQueryBuilder } from '../../query/chart-query.ts';
import { buildHorizonQuery } from './build-query.ts';
import { horizonFormDataSchema, type HorizonFormData } from './form-data.ts';

/** The server-safe part of `horizon`, served by `@sightline/viz/query`. */
export const horizonQuery = {
  formDataSchema: horizonFormDataSchema,
  buildQuery: buildHorizonQuery,
} satisfies ChartQueryBuilder<HorizonFormData>;
