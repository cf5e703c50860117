import type { ChartQueryBuilder } from '../../query/chart-query.ts';
import { buildTreeChartQuery } from './build-query.ts';
import { treeChartFormDataSchema, type TreeChartFormData } from './form-data.ts';

/** The server-safe part of `tree_chart`, served by `@sightline/viz/query`. */
export const treeChartQuery = {
  formDataSchema: treeChartFormDataSchema,
  buildQuery: buildTreeChartQuery,
} satisfies ChartQueryBuilder<TreeChartFormData>;
