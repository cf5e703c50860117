import type { ChartQueryBuilder } from '../../query/chart-query.ts';
import { buildHeatmapV2Query } from './build-query.ts';
import { heatmapV2FormDataSchema, type HeatmapV2FormData } from './form-data.ts';

/** The server-safe part of `heatmap_v2`, served by `@sightline/viz/query`. */
export const heatmapV2Query = {
  formDataSchema: heatmapV2FormDataSchema,
  buildQuery: buildHeatmapV2Query,
} satisfies ChartQueryBuilder<HeatmapV2FormData>;
