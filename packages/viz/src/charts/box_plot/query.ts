import type { ChartQueryBuilder } from '../../query/chart-query.ts';
import { buildBoxPlotQuery } from './build-query.ts';
import { boxPlotFormDataSchema, type BoxPlotFormData } from './form-data.ts';

/** The server-safe part of `box_plot`, served by `@sightline/viz/query`. */
export const boxPlotQuery = {
  formDataSchema: boxPlotFormDataSchema,
  buildQuery: buildBoxPlotQuery,
} satisfies ChartQueryBuilder<BoxPlotFormData>;
