import type { ChartQueryBuilder } from '../../query/chart-query.ts';
import { buildWaterfallQuery } from './build-query.ts';
import { waterfallFormDataSchema, type WaterfallFormData } from './form-data.ts';

/** The server-safe part of `waterfall`, served by `@sightline/viz/query`. */
export const waterfallQuery = {
  formDataSchema: waterfallFormDataSchema,
  buildQuery: buildWaterfallQuery,
} satisfies ChartQueryBuilder<WaterfallFormData>;
