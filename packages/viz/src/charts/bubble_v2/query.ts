import type { ChartQueryBuilder } from '../../query/chart-query.ts';
import { buildBubbleV2Query } from './build-query.ts';
import { bubbleV2FormDataSchema, type BubbleV2FormData } from './form-data.ts';

/** The server-safe part of `bubble_v2`, served by `@sightline/viz/query`. */
export const bubbleV2Query = {
  formDataSchema: bubbleV2FormDataSchema,
  buildQuery: buildBubbleV2Query,
} satisfies ChartQueryBuilder<BubbleV2FormData>;
