import type { ChartQueryBuilder } from '../../query/chart-query.ts';
import { buildCartodiagramQuery } from './build-query.ts';
import { cartodiagramFormDataSchema, type CartodiagramFormData } from './form-data.ts';

/** The server-safe part of `cartodiagram`, served by `@sightline/viz/query`. */
export const cartodiagramQuery = {
  formDataSchema: cartodiagramFormDataSchema,
  buildQuery: buildCartodiagramQuery,
} satisfies ChartQueryBuilder<CartodiagramFormData>;
