import type { ChartQueryBuilder } from '../../query/chart-query.ts';
import { buildBigNumberTotalQuery } from './build-query.ts';
import { bigNumberTotalFormDataSchema, type BigNumberTotalFormData } from './form-data.ts';

/** The server-safe part of `big_number_total`, served by `@sightline/viz/query`. */
export const bigNumberTotalQuery = {
  formDataSchema: bigNumberTotalFormDataSchema,
  buildQuery: buildBigNumberTotalQuery,
} satisfies ChartQueryBuilder<BigNumberTotalFormData>;
