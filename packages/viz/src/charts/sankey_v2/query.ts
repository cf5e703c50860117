import type { ChartQueryBuilder } from '../../query/chart-query.ts';
import { buildSankeyV2Query } from './build-query.ts';
import { sankeyV2FormDataSchema, type SankeyV2FormData } from './form-data.ts';

/** The server-safe part of `sankey_v2`, served by `@sightline/viz/query`. */
export const sankeyV2Query = {
  formDataSchema: sankeyV2FormDataSchema,
  buildQuery: buildSankeyV2Query,
} satisfies ChartQueryBuilder<SankeyV2FormData>;
