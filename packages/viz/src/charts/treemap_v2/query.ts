import type { ChartQueryBuilder } from '../../query/chart-query.ts';
import { buildTreemapV2Query } from './build-query.ts';
import { treemapV2FormDataSchema, type TreemapV2FormData } from './form-data.ts';

/** The server-safe part of `treemap_v2`, served by `@sightline/viz/query`. */
export const treemapV2Query = {
  formDataSchema: treemapV2FormDataSchema,
  buildQuery: buildTreemapV2Query,
} satisfies ChartQueryBuilder<TreemapV2FormData>;
