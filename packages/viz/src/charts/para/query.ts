import type { ChartQueryBuilder } from '../../query/chart-query.ts';
import { buildParaQuery } from './build-query.ts';
import { paraFormDataSchema, type ParaFormData } from './form-data.ts';

/** The server-safe part of `para`, served by `@sightline/viz/query`. */
export const paraQuery = {
  formDataSchema: paraFormDataSchema,
  buildQuery: buildParaQuery,
} satisfies ChartQueryBuilder<ParaFormData>;
