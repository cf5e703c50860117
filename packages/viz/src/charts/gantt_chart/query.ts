import type { ChartQueryBuilder } from '../../query/chart-query.ts';
import { buildGanttChartQuery } from './build-query.ts';
import { ganttChartFormDataSchema, type GanttChartFormData } from './form-data.ts';

/** The server-safe part of `gantt_chart`, served by `@sightline/viz/query`. */
export const ganttChartQuery = {
  formDataSchema: ganttChartFormDataSchema,
  buildQuery: buildGanttChartQuery,
} satisfies ChartQueryBuilder<GanttChartFormData>;
