import type { ChartQueryBuilder } from '../../query/chart-query.ts';
import { buildBubbleQuery } from './build-query.ts';
import { bubbleFormDataSchema, type BubbleFormData } from './form-data.ts';

/** The server-safe part of `bubble`, served by `@sightline/viz/query`. */
export const bubbleQuery = {
  formDataSchema: bubbleFormDataSchema,
  buildQuery: buildBubbleQuery,
} satisfies ChartQueryBuilder<BubbleFormData>;
