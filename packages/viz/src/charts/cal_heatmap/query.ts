import type { ChartQueryBuilder } from '../../query/chart-query.ts';
import { buildCalHeatmapQuery } from './build-query.ts';
import { calHeatmapFormDataSchema, type CalHeatmapFormData } from './form-data.ts';

/** The server-safe part of `cal_heatmap`, served by `@sightline/viz/query`. */
export const calHeatmapQuery = {
  formDataSchema: calHeatmapFormDataSchema,
  buildQuery: buildCalHeatmapQuery,
} satisfies ChartQueryBuilder<CalHeatmapFormData>;
