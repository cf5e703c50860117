import type { ChartQueryBuilder } from '../../query/chart-query.ts';
import { buildFunnelQuery } from './build-query.ts';
import { funnelFormDataSchema, type FunnelFormData } from './form-data.ts';

/** The server-safe part of `funnel`, served by `@sightline/viz/query`. */
export const funnelQuery = {
  formDataSchema: funnelFormDataSchema,
  buildQuery: buildFunnelQuery,
} satisfies ChartQueryBuilder<FunnelFormData>;
