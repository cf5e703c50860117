import type { ChartQueryBuilder } from '../../query/chart-query.ts';
import { buildHandlebarsQuery } from './build-query.ts';
import { handlebarsFormDataSchema, type HandlebarsFormData } from './form-data.ts';

/** The server-safe part of `handlebars`, served by `@sightline/viz/query`. */
export const handlebarsQuery = {
  formDataSchema: handlebarsFormDataSchema,
  buildQuery: buildHandlebarsQuery,
} satisfies ChartQueryBuilder<HandlebarsFormData>;
