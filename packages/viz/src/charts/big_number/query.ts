import type { ChartQueryBuilder } from '../../query/chart-query.ts';
import { buildBigNumberQuery } from './build-query.ts';
import { bigNumberFormDataSchema, type BigNumberFormData } from './form-data.ts';

/** The server-safe part of `big_number`, served by `@sightline/viz/query`. */
export const bigNumberQuery = {
  formDataSchema: bigNumberFormDataSchema,
  buildQuery: buildBigNumberQuery,
} satisfies ChartQueryBuilder<BigNumberFormData>;
