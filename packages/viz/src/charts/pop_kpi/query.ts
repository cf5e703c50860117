import type { ChartQueryBuilder } from '../../query/chart-query.ts';
import { buildPopKpiQuery } from './build-query.ts';
import { popKpiFormDataSchema, type PopKpiFormData } from './form-data.ts';

/** The server-safe part of `pop_kpi`, served by `@sightline/viz/query`. */
export const popKpiQuery = {
  formDataSchema: popKpiFormDataSchema,
  buildQuery: buildPopKpiQuery,
} satisfies ChartQueryBuilder<PopKpiFormData>;
